/**
 * The one rule for what a card number is, shared by every guard (argv, `trigger --set`, bulk stdin, body files, the
 * MCP arguments) and by the redactor (docs/contract.md#card-numbers). Within ONE value (a field, an argument, a line
 * of stdin, a cell; two values are never joined):
 *
 * - the value is read first as a person sees it (readingOf): invisible characters (format controls, zero-width
 *   characters, the soft hyphen, variation selectors, combining marks drawn over a digit) are not there, any Unicode
 *   space is a space, any dash a hyphen, and one symbol repeated between the usual groups of a card number (4-4-4-4,
 *   4-6-5, 4-6-4, 4-4-4-4-3: `4111+1111+1111+1111`, `4111−1111−…`) a space;
 * - any decimal digit (Unicode Nd: full-width, Arabic-Indic…) counts as the ASCII digit it stands for;
 * - any run of characters of the Unicode categories Z, P, Cf, Cc (tab, newline, but also DEL, ESC, NUL…) and M
 *   (combining marks, variation selectors: invisible, or drawn over a digit) between groups of digits is a separator
 *   (`4111.1111/1111_1111`, NBSP, ZWSP, an en dash, double spaces), where it joins a card number's groups
 *   (joinedParts);
 * - a run of 13–19 digits passing Luhn, alone or inside a longer run, is a card number; except a run that is a
 *   payment slip's code with valid check digits (44, 47 or 48 digits: util/payment-codes.ts), a BR Code's structure
 *   (its ids, lengths and CRC; a card number inside one of its fields is still one), a whole UUID (ids stay copyable) and a date-time as payctl prints one
 *   (`2026-05-01 12:00:00`), which are set apart from the digits around them, and a whole run that is a date, a
 *   date-time or a CNPJ as printed (`2026-05-01`, `01/05/2026 12:00`, `11.222.333/0001-81`).
 */
import {cnpjDigitsOk, luhnValid} from './check-digits.js'
import {INVISIBLE, readingOf} from './card-reading.js'
import {isPaymentSlipCode, maskAroundPaymentCodes, mayHoldPaymentCode} from './payment-codes.js'

/**
 * The classes of the rule, [digit, separator]: decimal digits (Nd) and what separates the groups of a card number
 * inside one value. In a text all of ASCII the same classes are written with ASCII alone (test/util/card-number.test.ts
 * compares them code point by code point): V8 takes ~1 ms to compile the Unicode ones on first use, in every command
 * that prints a record with a long run of digits (a date-time does), and most values are ASCII.
 */
export const CLASSES = {
  unicode: [String.raw`\p{Nd}`, String.raw`[\p{Z}\p{P}\p{Cf}\p{Cc}\p{M}]`],
  // Z: space; P: !"#%&'()*,-./:;?@[\]_{} (not $+<=>^`|~, which are symbols); Cc: the controls and DEL; no Cf nor M.
  ascii: ['[0-9]', String.raw`[\x00-\x23\x25-\x2a\x2c-\x2f\x3a\x3b\x3f\x40\x5b-\x5d\x5f\x7b\x7d\x7f]`],
} as const

/** The regular expressions of the rule, for one of CLASSES. */
interface Patterns {
  /** Groups of digits joined by separators: every candidate for a card number in a value. */
  digitRun: RegExp
  onlySeparators: RegExp
  edgeSeparators: RegExp
  digitGroup: RegExp
  /** The separator of a list's items: a comma or semicolon (any width) and a space (`100, 101`, `1234; 5678`). */
  listSeparator: RegExp
}

function patterns(kind: keyof typeof CLASSES): Patterns {
  const [digit, separator] = CLASSES[kind]
  const u = kind === 'unicode' ? 'u' : ''
  return {
    digitRun: new RegExp(`${digit}(?:${separator}*${digit})*`, `g${u}`),
    onlySeparators: new RegExp(`^${separator}*$`, u),
    edgeSeparators: new RegExp(`^${separator}+|${separator}+$`, `g${u}`),
    // In a reading (card-reading.ts), the invisible characters between two digits are no separator: the group goes on.
    digitGroup: new RegExp(kind === 'unicode' ? `${digit}(?:${INVISIBLE}*${digit})*` : `${digit}+`, `g${u}`),
    listSeparator: kind === 'unicode' ? /^[,;\uff0c\uff1b\u3001]\p{Zs}+$/u : /^[,;] +$/,
  }
}

/** Each kind made when first used: V8 parses a pattern when it is constructed. */
const made: Partial<Record<keyof typeof CLASSES, Patterns>> = {}
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/
/** The patterns for a text: ASCII ones when it is all ASCII. */
const patternsFor = (text: string): Patterns => {
  const kind = NON_ASCII.test(text) ? 'unicode' : 'ascii'
  return (made[kind] ??= patterns(kind))
}

/** The fewest digits a card number has. */
const MIN_DIGITS = 13
/** The first non-ASCII decimal digit (ARABIC-INDIC DIGIT ZERO): below it, only 0–9 are digits. */
const FIRST_OTHER_DIGIT = 0x660

/** Decimal digits of any script (Unicode's Nd). */
const ND = /\p{Nd}/u
const isDigit = (cp: number) => ND.test(String.fromCodePoint(cp))

/** Values of the non-ASCII code points asked about so far (digit or -1). */
const otherDigits = new Map<number, number>()

/**
 * The value of a non-ASCII code point as a decimal digit, or -1: Unicode keeps each set of ten in order, 0 first, and
 * sets may follow each other (the mathematical digits), so the value is the distance from the start of its run of
 * digits, modulo ten. Worked out per code point when first met (walking back at most the run's length): building the
 * table of every digit up front tested 128,000 code points, ~6 ms of the first start-up that printed a non-ASCII
 * character (an em dash in `config list`'s line; docs/performance.md, "The thin path").
 */
function otherDigitValue(cp: number): number {
  if (cp > 0x1ffff) return -1
  let value = otherDigits.get(cp)
  if (value !== undefined) return value
  value = -1
  if (isDigit(cp)) {
    let start = cp
    while (start > FIRST_OTHER_DIGIT && isDigit(start - 1)) start--
    value = (cp - start) % 10
  }
  otherDigits.set(cp, value)
  return value
}

/** The value of a decimal digit (any script), or -1. */
export function digitValue(codePoint: number): number {
  if (codePoint >= 48 && codePoint <= 57) return codePoint - 48
  if (codePoint < FIRST_OTHER_DIGIT) return -1
  return otherDigitValue(codePoint)
}

/** Whether a text has at least `min` decimal digits (the cheap test before any other: most values have few). */
export function hasDigits(text: string, min = MIN_DIGITS): boolean {
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      if (++n >= min) return true
    } else if (c >= FIRST_OTHER_DIGIT && digitValue(text.codePointAt(i)!) >= 0) {
      if (++n >= min) return true
    }
  }
  return false
}

/** The digits of a text in ASCII, everything else dropped. */
export function asciiDigits(text: string): string {
  let out = ''
  for (const ch of text) {
    const d = digitValue(ch.codePointAt(0)!)
    if (d >= 0) out += String.fromCharCode(48 + d)
  }
  return out
}

/**
 * Whether a whole value is a card number as people type one: 13–19 digits in any script, with any separators between
 * groups, passing Luhn (any such run when `strict`: a mistyped card number is still one).
 */
export function isCardNumber(value: string, strict = false): boolean {
  if (!hasDigits(value)) return false
  const digits = asciiDigits(value)
  if (digits.length > 19) return false
  const reading = readingOf(value)
  const {onlySeparators, digitRun} = patternsFor(reading)
  if (!onlySeparators.test(reading.replace(digitRun, ''))) return false
  if (joinedParts(trimSeparators(reading)).length !== 1) return false
  return strict || luhnValid(digits)
}

/**
 * A run of digit groups cut where its separators do not join a card number's groups, as [part, separator, part, …].
 * People group a card number's digits by three to six (`4111 1111 1111 1111`, `3782 822463 10005`), with any
 * separator; a group of one or two digits joins its neighbours only through a single space or hyphen, as the digits
 * of a card typed one by one (`4 1 1 1 …`) or a check digit (`85890000460-9`) do. So `lines 7, 8, 9, 10, 11, 12` or
 * `01/05/2026` stay apart, and their digits are never read as one number. A list's comma or semicolon followed by a
 * space joins nothing, whatever the groups' length (`lines 100, 101, 102, …`, `ids 1234, 5678, …`): nobody writes a
 * card number's groups as the items of a list.
 */
function joinedParts(run: string): string[] {
  const parts: string[] = []
  let start = 0
  let prevEnd = -1
  let prevLength = 0
  const {digitGroup, listSeparator} = patternsFor(run)
  for (const m of run.matchAll(digitGroup)) {
    const length = digitCount(m[0])
    if (prevEnd >= 0) {
      const between = run.slice(prevEnd, m.index)
      const separator = between.includes(INVISIBLE) ? between.replaceAll(INVISIBLE, '') : between
      const joins = separator === ' ' || separator === '-' || (prevLength >= 3 && length >= 3 && !listSeparator.test(separator))
      if (!joins) {
        parts.push(run.slice(start, prevEnd), separator)
        start = m.index
      }
    }
    prevEnd = m.index + m[0].length
    prevLength = length
  }
  parts.push(run.slice(start))
  return parts
}

/** The number of digits in a group of a reading: code points, invisible characters aside. */
function digitCount(group: string): number {
  if (!NON_ASCII.test(group)) return group.length
  let n = 0
  for (const ch of group) if (ch !== INVISIBLE) n++
  return n
}

const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]

/**
 * Which digits of a run to hide: for every 13–19 digit window that passes Luhn (a card number, possibly glued to
 * other digits), everything but its first six and last four. So no card number survives anywhere in the run, while
 * a run that holds none is left alone. Luhn sums of all windows come from prefix sums (the run may be long).
 */
function hiddenDigits(digits: string): boolean[] | undefined {
  const n = digits.length
  // plain[p][i]: sum of the digits before i at positions of parity p; doubled[p][i]: the same, doubled per Luhn.
  const plain = [new Int32Array(n + 1), new Int32Array(n + 1)]
  const doubled = [new Int32Array(n + 1), new Int32Array(n + 1)]
  for (let i = 0; i < n; i++) {
    const d = digits.charCodeAt(i) - 48
    for (const p of [0, 1]) {
      const own = (i & 1) === p
      plain[p]![i + 1] = plain[p]![i]! + (own ? d : 0)
      doubled[p]![i + 1] = doubled[p]![i]! + (own ? DOUBLED[d]! : 0)
    }
  }
  let hidden: boolean[] | undefined
  for (let end = MIN_DIGITS; end <= n; end++) {
    // In a window ending at `end`, the last digit (index end-1) is not doubled, the one before it is, and so on.
    const keep = (end - 1) & 1
    const flip = keep ^ 1
    for (let len = MIN_DIGITS; len <= 19 && len <= end; len++) {
      const start = end - len
      const sum = plain[keep]![end]! - plain[keep]![start]! + doubled[flip]![end]! - doubled[flip]![start]!
      if (sum % 10 !== 0) continue
      hidden ??= new Array<boolean>(n).fill(false)
      for (let i = start + 6; i < end - 4; i++) hidden[i] = true
    }
  }
  return hidden
}

/** Masks a card number as `515590******0001` (first six, last four: the most PCI DSS lets anyone see). */
export function maskPan(pan: string): string {
  const digits = asciiDigits(pan)
  if (digits.length < 11) return '*'.repeat(digits.length)
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`
}

/**
 * Where a payment slip's code may be split when printed, by its number of digits: a barcode never (44), a typed line
 * as slips print it (`23793.38128 60000.000003 00000.000400 1 84340000015075`), a utility line in blocks of 11 and
 * their digits (`85890000460-9 52460179160-5 …`).
 */
const SLIP_BREAKS: Record<number, readonly number[]> = {44: [], 47: [5, 10, 15, 21, 26, 32, 33], 48: [11, 12, 23, 24, 35, 36, 47]}

/**
 * Whether a run is a payment slip's code, as a whole: valid check digits, and separators only where the code is
 * printed split. A card number glued to other digits into 44 of them is not one (1 in 10 such runs would pass the
 * barcode's one check digit alone).
 */
function isSlipCode(run: string, digits: string): boolean {
  const breaks = SLIP_BREAKS[digits.length]
  if (!breaks || !isPaymentSlipCode(digits)) return false
  let count = 0
  for (const ch of run) {
    if (digitValue(ch.codePointAt(0)!) >= 0) count++
    else if (ch !== INVISIBLE && !breaks.includes(count)) return false
  }
  return true
}

// A date or a date-time as payctl and the service print them (`2026-05-01 12:00:00`, `2026-05-01 12:00:00 -03:00`,
// `01/05/2026 12:00`): 14 digits that pass Luhn one time in ten, and not a card number.
const DATE_TIME =
  /^(?:(\d{4})-(\d{2})-(\d{2})|(\d{2})\/(\d{2})\/(\d{4}))(?: (\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(?: ?[+-](\d{2}):?(\d{2}))?)?$/
// A CNPJ as it is printed (`11.222.333/0001-81`), with valid check digits: a company's public registration.
const PRINTED_CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/

function isDateTime(run: string): boolean {
  const m = DATE_TIME.exec(run)
  if (!m) return false
  const n = (i: number) => (m[i] === undefined ? 0 : Number(m[i]))
  const [year, month, day] = m[1] ? [n(1), n(2), n(3)] : [n(6), n(5), n(4)]
  return (
    year >= 1900 &&
    year <= 2199 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31 &&
    n(7) <= 23 &&
    n(8) <= 59 &&
    n(9) <= 60 &&
    n(10) <= 14 &&
    n(11) <= 59
  )
}

/**
 * Whether a whole run is a code that is not a card number, in the form it is printed in: a payment slip's code, a
 * date-time, a CNPJ. Only a whole run: a card number cannot hide behind part of one.
 */
function isOtherCode(run: string, digits: string): boolean {
  if (digits.length >= 44) return isSlipCode(run, digits)
  return isDateTime(run) || (PRINTED_CNPJ.test(run) && cnpjDigitsOk(digits))
}

/*
 * The masking below reads a value's reading (card-reading.ts) and writes the value itself (`shown`): the two have the
 * same length and the same digits at the same places, so a slice of one is the same slice of the other, and what is
 * masked is masked in the value with every other character kept as it was (a zero-width joiner stays one).
 */

/**
 * One run of digits and separators, masked: the run as it was when it holds no card number. A code that is not a
 * card number is looked at whole (a date, a slip's line); the rest part by part (joinedParts).
 */
function maskRun(run: string, shown: string): string {
  if (!hasDigits(run)) return shown
  if (isOtherCode(run, asciiDigits(run))) return shown
  const parts = joinedParts(run)
  if (parts.length === 1) return maskPart(run, shown)
  let out = ''
  let at = 0
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    const piece = shown.slice(at, at + part.length)
    out += i % 2 === 0 ? maskPart(part, piece) : piece
    at += part.length
  }
  return out
}

/** One part of a run whose groups join (joinedParts), masked. */
function maskPart(run: string, shown: string): string {
  if (!hasDigits(run)) return shown
  const digits = asciiDigits(run)
  if (isOtherCode(run, digits)) return shown
  const hidden = hiddenDigits(digits)
  if (!hidden) return shown
  // A lone card number prints as 515590******0001; a longer run keeps its separators and what is not a card number.
  if (digits.length <= 19 && luhnValid(digits)) return maskPan(digits)
  let out = ''
  let k = 0
  for (const ch of shown) {
    if (digitValue(ch.codePointAt(0)!) < 0) out += ch
    else out += hidden[k++] ? '*' : ch
  }
  return out
}

/** Every run of a reading masked, written in `shown` (the value it reads). */
function maskRuns(reading: string, shown: string): string {
  const {digitRun} = patternsFor(reading)
  // Most values are their own reading: one replace, as fast as a value can be looked at.
  if (reading === shown) return shown.replace(digitRun, (run: string) => maskRun(run, run))
  let out = ''
  let last = 0
  for (const m of reading.matchAll(digitRun)) {
    const end = m.index + m[0].length
    out += shown.slice(last, m.index) + maskRun(m[0], shown.slice(m.index, end))
    last = end
  }
  return last === 0 ? shown : out + shown.slice(last)
}

// A whole UUID (not part of a longer hex string): ids such as payment ids are never card numbers, even when their
// last groups happen to be all digits, and must stay copyable. No 13-digit run fits inside one.
const WHOLE_UUID = String.raw`(?<![0-9a-f-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f-])`
// A date-time as payctl prints one (`2026-05-01 10:00:00`, format/dates.ts formatTime): its 14 digits would join
// the digits of what follows in a line (`2026-05-01 10:00:00 (2026-05-01T…)`), and pass Luhn one time in ten.
const PRINTED_DATE_TIME = String.raw`(?<!\d)(?:19|20|21)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]) (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?!\d)`
/** Whether a whole value is a UUID (the most common long value of a record: a loop, not a regular expression). */
function isUuid(text: string): boolean {
  if (text.length !== 36) return false
  for (let i = 0; i < 36; i++) {
    const c = text.charCodeAt(i)
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false
    } else if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70))) return false
  }
  return true
}
/** What is set apart from the runs of a value before they are looked at: whole UUIDs and printed date-times. */
const SET_APART = new RegExp(`${WHOLE_UUID}|${PRINTED_DATE_TIME}`, 'gi')
const MAY_SET_APART = /[0-9a-f]{8}-|\d\d-\d\d \d\d:/i

/**
 * Replaces every card number in one value (a string) with its mask; a value without one is returned as it is. The
 * value is read as a person reads it (card-reading.ts) and masked where its reading holds a card number.
 */
export function maskCardNumbers(text: string): string {
  if (isUuid(text) || !hasDigits(text)) return text
  const reading = readingOf(text)
  // A boleto line kept whole, a BR Code masked field by field (util/payment-codes.ts maskAroundPaymentCodes).
  if (mayHoldPaymentCode(reading)) {
    return maskAroundPaymentCodes(reading, (from, to) => maskValue(reading.slice(from, to), text.slice(from, to)), text)
  }
  return maskValue(reading, text)
}

/** maskCardNumbers of a value that holds no BR Code, read as `reading`, written in `shown`. */
function maskValue(reading: string, shown: string): string {
  if (isUuid(reading) || !hasDigits(reading)) return shown
  if (!MAY_SET_APART.test(reading)) return maskRuns(reading, shown)
  let out = ''
  let last = 0
  for (const m of reading.matchAll(SET_APART)) {
    const end = m.index + m[0].length
    out += maskRuns(reading.slice(last, m.index), shown.slice(last, m.index)) + shown.slice(m.index, end)
    last = end
  }
  return out + maskRuns(reading.slice(last), shown.slice(last))
}

/**
 * Whether a whole value has the shape of a payment code someone reads out, check digits right or not: a boleto's
 * barcode or typed line (44, 47 or 48 digits, with the dots and spaces slips print), or a BR Code (`000201…`).
 * `bolepix decode` takes such a value to name its wrong digit; its check digits cannot make it a card number.
 */
export function hasPaymentCodeShape(value: string): boolean {
  const text = value.trim()
  if (text.startsWith('000201')) return true
  return /^[\d. -]+$/.test(text) && [44, 47, 48].includes(text.replace(/[. -]/g, '').length)
}

/** Whether one value holds a card number anywhere (what maskCardNumbers would mask). */
export function holdsCardNumber(text: string): boolean {
  return hasDigits(text) && maskCardNumbers(text) !== text
}

/** Field names whose values are long digit strings that are not card numbers (a CNPJ, a phone number, a CEP). */
export const DIGIT_FIELDS = /(document|cpf|cnpj|phone|postal_?code)$/i

/** A value with the separators at its two ends taken off (`" 4111 1111 1111 1111\n"`). */
export const trimSeparators = (value: string): string => value.replace(patternsFor(value).edgeSeparators, '')

/**
 * Where a JSON value holds a card number: the dotted path of every string (keys too) or integer that does, without
 * the values. `skip(path, value)` leaves out a string a field may carry legitimately (a CNPJ under `document`).
 */
export function cardNumberPathsIn(value: unknown, skip: (path: string, value: string) => boolean = () => false, maxDepth = 64): string[] {
  const found: string[] = []
  const walk = (v: unknown, path: string, depth: number) => {
    if (depth > maxDepth) {
      if (v !== null && typeof v === 'object') found.push(`${path} (nested too deep to be checked)`)
      return
    }
    if (typeof v === 'string') {
      if (holdsCardNumber(v) && !skip(path, v)) found.push(path || '(the value)')
    } else if ((typeof v === 'number' && Number.isInteger(v)) || typeof v === 'bigint') {
      if (holdsCardNumber(String(v)) && !skip(path, String(v))) found.push(path || '(the value)')
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, `${path}[${i}]`, depth + 1))
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (holdsCardNumber(key)) found.push(`${path || '(the value)'} (a field name)`)
        else walk(item, path ? `${path}.${key}` : key, depth + 1)
      }
    }
  }
  walk(value, '', 0)
  return found
}
