/**
 * The text of an import file from its bytes (docs/import.md#encodings): a BOM picks UTF-8, UTF-16 LE or UTF-16 BE;
 * without one the bytes must be strict UTF-8, else they are read as Windows-1252 (what Excel pt-BR saves as "CSV
 * (separado por vírgulas)"), and the caller says so; but a file that holds both UTF-8 text and bytes that are not UTF-8
 * (rows pasted from another file) is refused, naming the lines that are not: read either way, some rows would be sent
 * garbled (`JoÃ£o`). A byte that is neither, a C1 control or a U+FFFD (text garbled
 * before it reached the file) is named by line and column: nothing garbled is ever sent.
 */
import {UsageError} from '../../errors.js'

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252'

export interface DecodedText {
  text: string
  encoding: TextEncoding
}

/**
 * Windows-1252's 0x80–0x9F (the rest is Latin-1). Our own table: Node 20's TextDecoder('windows-1252') decodes as
 * Latin-1 (0x80 → U+0080, not €). The five bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) are 0:
 * not text (the WHATWG decoder would give C1 controls).
 */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
]

/** At most this many bad characters are named in one error. */
const MAX_NAMED = 10

/** Decodes an import file's bytes; a usage error (exit 2) naming every bad character's line and column. */
export function decodeImportText(buf: Uint8Array, file: string): DecodedText {
  let decoded: DecodedText
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf)
    decoded = {text: strictUtf8(buf.subarray(3), file, 'a UTF-8 BOM'), encoding: 'utf-8-bom'}
  else if (buf[0] === 0xff && buf[1] === 0xfe) decoded = {text: utf16(buf.subarray(2), 'le', file), encoding: 'utf-16le'}
  else if (buf[0] === 0xfe && buf[1] === 0xff) decoded = {text: utf16(buf.subarray(2), 'be', file), encoding: 'utf-16be'}
  else {
    const bare = bareUtf16(buf)
    if (bare) decoded = {text: utf16(buf, bare, file), encoding: bare === 'le' ? 'utf-16le' : 'utf-16be'}
    else {
      const utf8 = tryUtf8(buf)
      if (utf8 === undefined) refuseMixed(buf, file)
      decoded = utf8 === undefined ? {text: windows1252(buf, file), encoding: 'windows-1252'} : {text: utf8, encoding: 'utf-8'}
    }
  }
  refuseGarbled(decoded.text, file, decoded.encoding)
  return decoded
}

/** The one line saying how the file was read, when it was not plain UTF-8. */
export function encodingNote(file: string, encoding: TextEncoding): string | undefined {
  if (encoding === 'windows-1252')
    return `${file} is not valid UTF-8: read as Windows-1252 (Excel's "CSV (separado por vírgulas)"); check names with --dry-run`
  if (encoding === 'utf-16le' || encoding === 'utf-16be')
    return `${file} read as UTF-16 ${encoding === 'utf-16le' ? 'LE' : 'BE'} (Excel's "Texto Unicode")`
  return undefined
}

function tryUtf8(buf: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', {fatal: true, ignoreBOM: true}).decode(buf)
  } catch {
    return undefined
  }
}

function strictUtf8(buf: Uint8Array, file: string, why: string): string {
  const text = tryUtf8(buf)
  if (text !== undefined) return text
  const at = firstBadUtf8(buf)
  // Positions in the whole file: the BOM's three bytes come first.
  const whole = new Uint8Array(buf.length + 3)
  whole.set(buf, 3)
  throw new UsageError(`${file} starts with ${why} but is not valid UTF-8: ${describeByte(whole, at + 3)}. Save it again as UTF-8`)
}

/** How many lines that are not UTF-8 one error names. */
const MAX_LINES_NAMED = 5

/**
 * Refuses a file that is partly UTF-8: at least one well-formed multi-byte UTF-8 sequence and at least one byte that
 * is not UTF-8. Each offending line is named once, by its first such byte (columns in bytes).
 */
function refuseMixed(buf: Uint8Array, file: string): void {
  let multiByte = 0
  const lines: string[] = []
  let badLines = 0
  let line = 1
  let lineStart = 0
  let lastBadLine = 0
  for (let i = 0; i < buf.length;) {
    const b = buf[i]!
    if (b === 0x0a) {
      line++
      lineStart = i + 1
    }
    if (b < 0x80) {
      i++
      continue
    }
    const n = utf8SequenceLength(buf, i)
    if (n > 0) {
      multiByte++
      i += n
      continue
    }
    if (line !== lastBadLine) {
      lastBadLine = line
      badLines++
      if (lines.length < MAX_LINES_NAMED)
        lines.push(`line ${line}, column ${i - lineStart + 1} (byte 0x${b.toString(16).toUpperCase().padStart(2, '0')})`)
    }
    i++
  }
  if (multiByte === 0 || badLines === 0) return
  const more = badLines > lines.length ? `; and ${badLines - lines.length} more line${badLines - lines.length === 1 ? '' : 's'}` : ''
  throw new UsageError(
    `${file} mixes encodings: it holds UTF-8 text, but ${badLines === 1 ? 'one line is' : `${badLines} lines are`} not UTF-8 (saved in another encoding, such as Windows-1252): ${lines.join('; ')}${more}. Nothing was sent: read either way, some names would be sent garbled. Retype those lines, or save the whole file again as "CSV UTF-8"`,
  )
}

/** The length of the well-formed UTF-8 sequence that starts at `i` (2 to 4), or 0 when there is none. */
function utf8SequenceLength(buf: Uint8Array, i: number): number {
  const b = buf[i]!
  // The second byte's range depends on the lead (no overlong forms, no surrogates, nothing past U+10FFFF).
  const [n, lo, hi] =
    b >= 0xc2 && b <= 0xdf
      ? [2, 0x80, 0xbf]
      : b === 0xe0
        ? [3, 0xa0, 0xbf]
        : b === 0xed
          ? [3, 0x80, 0x9f]
          : b >= 0xe1 && b <= 0xef
            ? [3, 0x80, 0xbf]
            : b === 0xf0
              ? [4, 0x90, 0xbf]
              : b >= 0xf1 && b <= 0xf3
                ? [4, 0x80, 0xbf]
                : b === 0xf4
                  ? [4, 0x80, 0x8f]
                  : [0, 0, 0]
  if (n === 0 || i + n > buf.length) return 0
  const second = buf[i + 1]!
  if (second < lo || second > hi) return 0
  for (let k = 2; k < n; k++) if ((buf[i + k]! & 0xc0) !== 0x80) return 0
  return n
}

/** UTF-16 without a BOM: NULs in every other byte of the start (a header of ASCII names). */
function bareUtf16(buf: Uint8Array): 'le' | 'be' | undefined {
  const n = Math.min(buf.length, 64) & ~1
  if (n < 4) return undefined
  let le = true
  let be = true
  for (let i = 0; i < n; i += 2) {
    if (buf[i] === 0 || buf[i + 1] !== 0) le = false
    if (buf[i] !== 0 || buf[i + 1] === 0) be = false
  }
  return le ? 'le' : be ? 'be' : undefined
}

function utf16(buf: Uint8Array, order: 'le' | 'be', file: string): string {
  if (buf.length % 2 !== 0)
    throw new UsageError(`${file} is UTF-16 but has an odd number of bytes (${buf.length}): it was cut short. Save it again`)
  let bytes = buf
  if (order === 'be') {
    bytes = new Uint8Array(buf.length)
    for (let i = 0; i < buf.length; i += 2) {
      bytes[i] = buf[i + 1]!
      bytes[i + 1] = buf[i]!
    }
  }
  try {
    return new TextDecoder('utf-16le', {fatal: true, ignoreBOM: true}).decode(bytes)
  } catch {
    // A lone surrogate: named below, from the lenient decoding (U+FFFD where it stood).
    return new TextDecoder('utf-16le', {ignoreBOM: true}).decode(bytes)
  }
}

function windows1252(buf: Uint8Array, file: string): string {
  const codes = new Array<string>(buf.length)
  const bad: number[] = []
  for (let i = 0; i < buf.length; i++) {
    const b = buf[i]!
    if (b < 0x80 || b >= 0xa0) codes[i] = String.fromCharCode(b)
    else {
      const c = CP1252_HIGH[b - 0x80]!
      if (c === 0) bad.push(i)
      codes[i] = String.fromCharCode(c || 0xfffd)
    }
  }
  if (bad.length > 0) {
    const where = bad.slice(0, MAX_NAMED).map((i) => describeByte(buf, i))
    throw new UsageError(
      `${file} is neither UTF-8 nor Windows-1252: ${where.join('; ')}${bad.length > MAX_NAMED ? `; and ${bad.length - MAX_NAMED} more` : ''}. Nothing was sent. Save it again as "CSV UTF-8"`,
    )
  }
  return codes.join('')
}

/** `byte 0x81 at line 3, column 7`, counting columns in bytes (the file is not text there). */
function describeByte(buf: Uint8Array, at: number): string {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < at; i++) {
    if (buf[i] === 0x0a) {
      line++
      lineStart = i + 1
    }
  }
  return `byte 0x${buf[at]!.toString(16).toUpperCase().padStart(2, '0')} at line ${line}, column ${at - lineStart + 1}`
}

function firstBadUtf8(buf: Uint8Array): number {
  // The longest valid prefix: decoding stops being valid at the first bad sequence.
  let lo = 0
  let hi = buf.length
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (tryUtf8Prefix(buf.subarray(0, mid))) lo = mid
    else hi = mid - 1
  }
  // The valid prefix may end in the start of a sequence that the next byte breaks: the bad sequence starts there.
  let start = lo
  while (start > 0 && start > lo - 4 && (buf[start - 1]! & 0xc0) === 0x80) start--
  if (start > 0 && buf[start - 1]! >= 0xc0) {
    const lead = buf[start - 1]!
    const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2
    if (lo - (start - 1) < need) return start - 1
  }
  return Math.min(lo, buf.length - 1)
}

function tryUtf8Prefix(buf: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', {fatal: true}).decode(buf, {stream: true})
    return true
  } catch {
    return false
  }
}

/** C0 controls but tab and line ends, C1 controls and U+FFFD are refused, each by line and column (in characters). */
function refuseGarbled(text: string, file: string, encoding: TextEncoding): void {
  // eslint-disable-next-line no-control-regex
  const BAD = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/g
  const found: string[] = []
  let count = 0
  for (const m of text.matchAll(BAD)) {
    count++
    if (found.length >= MAX_NAMED) continue
    const before = text.slice(0, m.index)
    const line = before.split('\n').length
    const column = m.index - before.lastIndexOf('\n')
    const c = m[0].charCodeAt(0)
    const what =
      c === 0xfffd
        ? 'U+FFFD (text garbled before it was saved: "�")'
        : `the control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`
    found.push(`${what} at line ${line}, column ${column}`)
  }
  if (count === 0) return
  const how = encoding === 'windows-1252' ? 'read as Windows-1252' : `read as ${encoding.replace('-bom', ' with a BOM').toUpperCase()}`
  throw new UsageError(
    `${file} (${how}) holds characters that are not text: ${found.join('; ')}${count > MAX_NAMED ? `; and ${count - MAX_NAMED} more` : ''}. Nothing was sent: fix the file (save it again as "CSV UTF-8")`,
  )
}
