/**
 * Hostile inputs for the fuzz tests (fast-check): strings full of terminal escapes, C0/C1 controls, bidi overrides
 * and line separators; byte strings that are not UTF-8; random JSON; random content types. Runs are sized by
 * PAYCTL_FUZZ_SCALE (default 1) and seeded by PAYCTL_FUZZ_SEED (default fixed, so that CI is repeatable; set it to
 * `random` to explore).
 */
import fc from 'fast-check'

const scale = Number(process.env.PAYCTL_FUZZ_SCALE ?? 1) || 1
const seedEnv = process.env.PAYCTL_FUZZ_SEED

/** fast-check parameters: `runs` scaled, a fixed seed unless asked otherwise. */
export function fuzzParams(runs: number): {numRuns: number; seed?: number} {
  const numRuns = Math.max(1, Math.round(runs * scale))
  if (seedEnv === 'random') return {numRuns}
  return {numRuns, seed: seedEnv ? Number(seedEnv) : 424242}
}

/** Characters a terminal obeys or that confuse one: ESC sequences (CSI, OSC 52 clipboard, title), C1, bidi, NUL. */
export const HOSTILE_PIECES = [
  '\u001b[31m',
  '\u001b[2J',
  '\u001b]52;c;cGF5Y3Rs\u0007',
  '\u001b]0;pwned\u0007',
  '\u001bP+q\u001b\\',
  '\u009b31m',
  '\u009d0;x\u009c',
  '\u0000',
  '\u0007',
  '\b',
  '\r',
  '\n',
  '\t',
  '\u000b',
  '\f',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\u200b',
  '\ufeff',
  '"',
  '\\',
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '%',
  '%1b',
  '\ud83d\ude00',
  '\ud800',
  'ç',
  '€',
  'a',
  'Z',
  '0',
  '9',
  ' ',
  '5155901222280001',
]

/** A string made of hostile pieces and arbitrary code units. */
export const hostileString = (maxLength = 40) =>
  fc.string({
    unit: fc.oneof(
      {weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PIECES)},
      {weight: 1, arbitrary: fc.string({unit: 'binary', minLength: 1, maxLength: 1})},
    ),
    maxLength,
  })

/** Byte sequences that are not valid UTF-8 (overlong, lone continuation, truncated, surrogate halves, 0xFF). */
export const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0x80],
  [0x80],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xc3],
]

/** Random bytes sprinkled with invalid UTF-8. */
export const hostileBytes = (maxLength = 200) =>
  fc
    .array(fc.oneof(fc.uint8Array({maxLength: 16}), fc.constantFrom(...INVALID_UTF8.map((b) => Uint8Array.from(b)))), {
      maxLength: Math.ceil(maxLength / 8),
    })
    .map((parts) => Buffer.concat(parts.map((p) => Buffer.from(p))))

/** JSON text embedding invalid UTF-8 inside a string value (valid JSON syntax, broken encoding). */
export const jsonWithInvalidUtf8 = fc
  .tuple(fc.constantFrom(...INVALID_UTF8), fc.constantFrom('id', 'event', 'data'))
  .map(([bad, key]) =>
    Buffer.concat([Buffer.from(`{"${key}":"x`), Buffer.from(bad), Buffer.from(`y","event":"charge-in","data":{"id":"r"}}`)]),
  )

/** A notification-shaped object with hostile values where a printer would put them. */
export const hostileNotification = fc.record(
  {
    id: fc.oneof(hostileString(), fc.uuid(), fc.constant(null), fc.integer(), fc.jsonValue()),
    event: fc.oneof(hostileString(), fc.constantFrom('charge-in', 'PAYMENT.PAID', 'ORDER.PAID'), fc.jsonValue()),
    inserted_at: fc.oneof(
      hostileString(),
      fc.date({noInvalidDate: true}).map((d) => d.toISOString()),
    ),
    data: fc.oneof(
      fc.record(
        {id: hostileString(), invoiceId: hostileString(), status: hostileString(), card_number: fc.constant('5155901222280001')},
        {requiredKeys: []},
      ),
      fc.jsonValue(),
    ),
  },
  {requiredKeys: []},
)

/** Any body at all: raw bytes, hostile text, JSON values, hostile notifications, broken encodings. */
export const hostileBody = fc.oneof(
  hostileBytes().map((b) => ({kind: 'bytes', body: b})),
  hostileString(200).map((s) => ({kind: 'text', body: Buffer.from(s, 'utf8')})),
  fc.jsonValue({maxDepth: 4}).map((v) => ({kind: 'json', body: Buffer.from(JSON.stringify(v) ?? 'null')})),
  hostileNotification.map((v) => ({kind: 'notification', body: Buffer.from(JSON.stringify(v))})),
  jsonWithInvalidUtf8.map((b) => ({kind: 'invalid-utf8-json', body: b})),
  fc.integer({min: 1, max: 200}).map((d) => ({kind: 'deep', body: Buffer.from(`${'['.repeat(d)}${']'.repeat(d)}`)})),
)

/** Content types, valid and not (header-safe: Node refuses control characters in header values on both sides). */
export const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/vnd.api+json',
    'text/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    'json',
    '*/*',
    '',
  ),
  fc.string({unit: fc.constantFrom(...'abcxyz/;=+-. json'.split('')), maxLength: 30}),
  fc.constant(undefined),
)

/**
 * Characters that must never reach a terminal raw: C0 controls except newline (and tab, which some lines use), DEL,
 * C1 controls, line/paragraph separators and bidi overrides. Found raw, they mean an unescaped payload was printed.
 */
// eslint-disable-next-line no-control-regex
export const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/** The first raw control character in a text, with some context, or undefined. */
export function rawControlIn(text: string): string | undefined {
  const m = RAW_CONTROL.exec(text)
  if (!m) return undefined
  return `U+${m[0].charCodeAt(0).toString(16).padStart(4, '0')} at ${m.index}: ${JSON.stringify(text.slice(Math.max(0, m.index - 40), m.index + 20))}`
}
