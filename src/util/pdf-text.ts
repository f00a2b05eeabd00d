/**
 * The text a PDF shows, in drawing order, with no dependency: enough to read a charge's typed line and Pix code off its
 * PDF (services/bolepix/codes.ts) when the service's record carries neither. pdfkit (the sandbox's PDF) and most
 * producers deflate their content streams and write text as strings inside `TJ` arrays or before `Tj`, hex (`<48>`) or
 * literal (`(H)`); both are read. Text in fonts with their own encodings (CID fonts, subsets with a ToUnicode map) is not
 * decoded: codes printed that way are not found, and the caller says where to find them instead.
 */
import {inflateSync} from 'node:zlib'

// The WinAnsi codes in 0x80-0x9F that differ from Latin-1, for the few a charge's PDF uses (…, –, —, quotes).
const WIN_ANSI_HIGH: Record<number, string> = {0x85: '…', 0x96: '–', 0x97: '—', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”'}

const byteChar = (code: number): string => WIN_ANSI_HIGH[code] ?? String.fromCharCode(code)

function decodeHex(hex: string): string {
  const digits = hex.replace(/\s+/g, '')
  let out = ''
  for (let i = 0; i + 1 < digits.length; i += 2) out += byteChar(parseInt(digits.slice(i, i + 2), 16))
  return out
}

const ESCAPES: Record<string, string> = {n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\'}

/** A literal string's body (between its parentheses): backslash escapes and octal codes read. */
function decodeLiteral(body: string): string {
  return body.replace(/\\([0-7]{1,3}|[nrtbf()\\]|\r?\n)/g, (_, e: string) =>
    /^[0-7]/.test(e) ? byteChar(parseInt(e, 8) & 0xff) : (ESCAPES[e] ?? ''),
  )
}

// One string operand: hex, or literal with balanced-free escaped parentheses (what producers write).
const STRING = /<([0-9a-fA-F\s]*)>|\(((?:\\[\s\S]|[^\\()])*)\)/g
const TEXT_OPS =
  /\[((?:<[0-9a-fA-F\s]*>|\((?:\\[\s\S]|[^\\()])*\)|\s|-?[\d.]+)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\[\s\S]|[^\\()])*\))\s*(?:Tj|'|")/g

/** A deflated stream's text, or undefined when it is not one. Bounded: past 16 MiB (a zip bomb) it is not read. */
function inflated(data: string): string | undefined {
  try {
    return inflateSync(Buffer.from(data, 'latin1'), {maxOutputLength: 16 * 1024 * 1024}).toString('latin1')
  } catch {
    return undefined
  }
}

const strings = (operands: string): string =>
  [...operands.matchAll(STRING)].map((m) => (m[1] !== undefined ? decodeHex(m[1]) : decodeLiteral(m[2] ?? ''))).join('')

/** One string per text-showing operator (one per line of text as pdfkit lays it out), stream by stream. */
export function pdfTextRuns(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const runs: string[] = []
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)(\r?)\nendstream/g)) {
    const body = m[1] ?? ''
    // The line break before `endstream` may be CR LF, or LF alone after data whose last byte is a CR (a deflated
    // stream ends in any byte): the data with and without that CR are both tried.
    const content = inflated(body) ?? (m[2] ? inflated(body + m[2]) : undefined) ?? body // else an uncompressed stream
    if (!/T[Jj]/.test(content)) continue // an image or a font: no text in it
    for (const op of content.matchAll(TEXT_OPS)) runs.push(strings(op[1] ?? op[2] ?? ''))
  }
  return runs
}
