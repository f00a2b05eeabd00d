/**
 * jq's own test file (`tests/jq.test` of jq's sources, fetched by scripts/fetch-jq-tests.mjs, never committed) read
 * the way jq's runner (src/jq_test.c) reads it: blank lines and lines starting with `#` separate tests; a test is a
 * program line, an input line, then the expected outputs, one JSON value a line, up to the next blank line; after a
 * `%%FAIL` line (`%%FAIL IGNORE MSG`: any message) the program must not compile, and the lines after it are jq's error.
 */

export interface JqCase {
  /** Line of the program in the file. */
  line: number
  program: string
  input: string
  outputs: string[]
}

export interface JqFailCase {
  line: number
  program: string
  /** jq's error, when the test checks it. */
  message?: string
}

const skipLine = (line: string) => /^[ \t]*(#|$)/.test(line)

/** Every test of the file, in order. */
export function parseJqTests(text: string): {cases: JqCase[]; failures: JqFailCase[]} {
  const lines = text.split('\n')
  const cases: JqCase[] = []
  const failures: JqFailCase[] = []
  let i = 0
  let fail: {ignoreMessage: boolean} | undefined
  while (i < lines.length) {
    const line = lines[i]!
    if (skipLine(line)) {
      i++
      continue
    }
    if (line.startsWith('%%FAIL')) {
      fail = {ignoreMessage: line.includes('IGNORE MSG')}
      i++
      continue
    }
    const programLine = i + 1
    i++
    const block: string[] = []
    const input = fail ? undefined : lines[i++]
    while (i < lines.length && !skipLine(lines[i]!)) block.push(lines[i++]!)
    if (fail) {
      failures.push({line: programLine, program: line, message: fail.ignoreMessage ? undefined : block[0]})
      fail = undefined
    } else if (input !== undefined) {
      cases.push({line: programLine, program: line, input, outputs: block})
    }
  }
  return {cases, failures}
}

// What a program can only do in the jq command itself, or not the same way twice: jq's inputs and location, the
// environment, the clock and the local time zone, modules, halting.
const NEEDS =
  /\$__loc__|\$__prog_args|\$ENV\b|\benv\b|\binputs?\b|\binput_filename\b|\binput_line_number\b|\bnow\b|\blocaltime\b|\bstrflocaltime\b|\bimport\b|\binclude\b|\bmodulemeta\b|\bget_search_list\b|\bget_prog_origin\b|\bget_jq_origin\b|\bhalt(_error)?\b/

/**
 * Why a case cannot run as `payctl api GET … --jq PROGRAM`, or undefined when it can. Left out: programs that need
 * jq's own inputs and flags (`input`, `inputs`, `$__loc__`, `env`, `$ENV`, `now`, the local time zone, modules,
 * `halt`…), and inputs or outputs that payctl's trip through JSON.parse and
 * JSON.stringify would change: text that is not JSON to JSON.parse (`nan`, a byte order mark), numbers that do not
 * read back as written (big integers, `1.000`, `1e1000`, `-0`), runs of 13 or more digits (payctl masks what could be
 * a card number), and nesting deeper than payctl prints.
 */
export function unsupported(c: JqCase): string | undefined {
  const needs = NEEDS.exec(c.program)
  if (needs) return `needs ${needs[0]}`
  for (const [what, text] of [['input', c.input], ...c.outputs.map((o) => ['output', o] as const)] as const) {
    const problem = jsonProblem(text)
    if (problem) return `${what}: ${problem}`
  }
  return undefined
}

/** Why JSON text would not survive JSON.parse → JSON.stringify as the same value, or undefined. */
function jsonProblem(text: string): string | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'not JSON to JSON.parse'
  }
  // Numbers outside strings: each must read back as written.
  const outsideStrings = text.replace(/"(?:[^"\\]|\\.)*"/g, '""')
  for (const m of outsideStrings.matchAll(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g)) {
    if (JSON.stringify(JSON.parse(m[0])) !== m[0]) return `the number ${m[0]} does not read back as written`
  }
  if (/\d{13}/.test(text)) return 'a run of 13 or more digits (masked as a possible card number)'
  if (depth(value) > 60) return 'nested deeper than payctl prints'
  return undefined
}

function depth(value: unknown): number {
  if (!value || typeof value !== 'object') return 0
  let d = 0
  for (const v of Object.values(value)) d = Math.max(d, depth(v))
  return d + 1
}

/** Every `stride`-th element, from the first: the same choice every run. */
export function everyNth<T>(items: readonly T[], count: number): T[] {
  const stride = Math.max(1, Math.floor(items.length / count))
  return items.filter((_, i) => i % stride === 0).slice(0, count)
}
