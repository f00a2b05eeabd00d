/**
 * `--jq` (render/jq.ts, docs/scripting.md#--jq): jq 1.8 itself, judged by jq's own test suite. A few dozen cases of
 * jq's tests/jq.test (fetched by scripts/fetch-jq-tests.mjs into PAYCTL_JQ_TEST_FILE; CI always sets it) run as
 * `payctl api GET /case/N --jq PROGRAM` against a stand-in server answering the case's input, and payctl's output
 * must be jq's expected outputs: by value, a string printed raw (the output contract is `jq -r -c`). Programs that
 * must not compile exit 2 with jq's message, before anything is sent. Then payctl's own cases, which always run.
 */
import {readFileSync} from 'node:fs'
import {isDeepStrictEqual} from 'node:util'
import {describe, expect, it} from 'vitest'
import {runInProcess} from '../helpers/in-process.js'
import {everyNth, parseJqTests, unsupported, type JqCase, type JqFailCase} from '../helpers/jq-test-file.js'
import {sendJson, sharedRecordingServer} from '../helpers/recording-server.js'

const TOKEN = 'tok_jq_ABCDEFGHIJKLMNOP1234'
const server = sharedRecordingServer()
const env = () => ({PAYCTL_BASE_URL: server.url, PAYCTL_SELLER_ID: 'seller-jq', PAYCTL_ACCESS_TOKEN: TOKEN})

/** Serves `bodies[N]` (JSON text, as is) at /case/N. */
function serveCases(bodies: readonly string[]): void {
  server.handle((req, res) => {
    const n = Number(/^\/case\/(\d+)$/.exec(req.path)?.[1])
    const body = bodies[n]
    if (body === undefined) return sendJson(res, 404, {errors: {detail: 'Not Found'}})
    res.writeHead(200, {'content-type': 'application/json', 'content-length': Buffer.byteLength(body)})
    res.end(body)
  })
}

/**
 * Whether payctl's stdout is jq's expected outputs, in order: a string as its raw text and a newline (a string may
 * span lines), anything else as one line of JSON equal by value (key order aside, as jq's own runner compares).
 */
export function outputMismatch(stdout: string, expected: readonly string[]): string | undefined {
  let rest = stdout
  for (const [k, text] of expected.entries()) {
    const want: unknown = JSON.parse(text)
    if (typeof want === 'string') {
      if (!rest.startsWith(`${want}\n`))
        return `output ${k + 1}: expected the string ${JSON.stringify(want)} raw, got ${JSON.stringify(rest.slice(0, want.length + 40))}`
      rest = rest.slice(want.length + 1)
      continue
    }
    const end = rest.indexOf('\n')
    if (end === -1) return `output ${k + 1}: missing (expected ${text})`
    const line = rest.slice(0, end)
    rest = rest.slice(end + 1)
    let got: unknown
    try {
      got = JSON.parse(line)
    } catch {
      return `output ${k + 1}: not JSON: ${line}`
    }
    if (!isDeepStrictEqual(got, want)) return `output ${k + 1}: expected ${text}, got ${line}`
  }
  return rest === '' ? undefined : `more output than expected: ${JSON.stringify(rest.slice(0, 200))}`
}

const suiteFile = process.env.PAYCTL_JQ_TEST_FILE
const suite = suiteFile ? parseJqTests(readFileSync(suiteFile, 'utf8')) : undefined
const runnable: JqCase[] = suite
  ? everyNth(
      suite.cases.filter((c) => !unsupported(c)),
      48,
    )
  : []
const mustFail: JqFailCase[] = suite ? everyNth(suite.failures, 6) : []

describe.skipIf(!suite)("jq's own test suite (tests/jq.test of jq 1.8.2) through payctl api --jq", () => {
  it('the file parses into hundreds of cases, and the few dozen picked are the same every run', () => {
    expect(suite!.cases.length).toBeGreaterThan(400)
    expect(runnable).toHaveLength(48)
    expect(mustFail.length).toBeGreaterThanOrEqual(5)
  })

  it.each(runnable.map((c) => [c.line, c.program, c] as const))('line %i: %s', async (_line, _program, c) => {
    serveCases([c.input])
    const r = await runInProcess(['api', 'GET', '/case/0', '--jq', c.program], {env: env()})
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(outputMismatch(r.stdout, c.outputs)).toBeUndefined()
  })

  it.each(mustFail.map((c) => [c.line, c.program, c] as const))('line %i must not compile: %s', async (_line, _program, c) => {
    serveCases(['null'])
    const r = await runInProcess(['api', 'GET', '/case/0', '--jq', c.program], {env: env()})
    expect(r.code).toBe(2)
    expect(r.stdout).toBe('')
    // jq's first line, without the colon that introduces the program and caret it draws (payctl leaves those out).
    if (c.message) expect(r.stderr).toContain(c.message.replace(/:\s*$/, ''))
    expect(r.stderr).toMatch(/^error: jq: error/)
    expect(server.requests).toHaveLength(0)
  })
})

// Without the file the suite above is skipped, which a person running one file may accept; CI must not (.ci/run
// always fetches it), so there its absence is a failure.
describe.runIf(!suite)("jq's own test suite, not run: PAYCTL_JQ_TEST_FILE is not set", () => {
  it.runIf(Boolean(process.env.CI))('is run in CI (export PAYCTL_JQ_TEST_FILE="$(node scripts/fetch-jq-tests.mjs)")', () => {
    expect.fail("PAYCTL_JQ_TEST_FILE is not set: .ci/run fetches jq's tests with scripts/fetch-jq-tests.mjs")
  })
})

describe("--jq: payctl's own cases", () => {
  const invoices = [
    {id: 'r1', invoiceId: 'inv-1', status: 'PENDING', amount: 150.75, debtor: {name: 'Maria\tSilva'}},
    {id: 'r2', invoiceId: 'inv-2', status: 'PAID', amount: 10},
  ]

  it('a string is printed raw (tabs and all), anything else as compact JSON, one result per line', async () => {
    serveCases([JSON.stringify({data: invoices})])
    const r = await runInProcess(['api', 'GET', '/case/0', '--jq', '.data[0].debtor.name, .data[0], .data[].amount'], {env: env()})
    expect(r.stderr).toBe('')
    expect(r.stdout).toBe(`Maria\tSilva\n${JSON.stringify(invoices[0])}\n150.75\n10\n`)
  })

  it('a string is printed exactly: its spaces, and an empty string as an empty line (jq-wasm trims its output; payctl does not)', async () => {
    serveCases(['["", "  padded  ", "", "a\\nb"]'])
    const r = await runInProcess(['api', 'GET', '/case/0', '--jq', '.[], .'], {env: env()})
    expect([r.code, r.stderr]).toEqual([0, ''])
    expect(r.stdout).toBe('\n  padded  \n\na\nb\n["","  padded  ","","a\\nb"]\n')
  })

  it("a program may start with '-': --jq '-1' and --jq=-1", async () => {
    serveCases(['{}'])
    for (const [args, out] of [
      [['--jq', '-1'], '-1\n'],
      [['--jq=-1'], '-1\n'],
      [['--jq', '-(.a // 2)'], '-2\n'],
    ] as const) {
      const r = await runInProcess(['api', 'GET', '/case/0', ...args], {env: env()})
      expect([r.code, r.stdout, r.stderr]).toEqual([0, out, ''])
    }
  })

  it("a syntax error exits 2 with jq's own message, before any request is sent, even with --json", async () => {
    serveCases(['[]'])
    const r = await runInProcess(['bolepix', 'list', '--json', '--jq', '.[0'], {env: env()})
    expect(r.code).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(/^error: jq: error: syntax error, unexpected end of file.*line 1, column 3\n$/)
    expect(server.requests).toHaveLength(0)
  })

  it("a runtime error exits 1 with jq's message; what the program printed before failing is printed, as jq does", async () => {
    serveCases(['[1, 2, 3]'])
    const r = await runInProcess(['api', 'GET', '/case/0', '--jq', '.[] | if . == 2 then error("two is not allowed") else . end'], {
      env: env(),
    })
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('1\n')
    expect(r.stderr).toMatch(/^error: jq: error \(at .*\): two is not allowed\n$/)
  })

  it('on a list, the program sees the whole JSON array (as with --json)', async () => {
    server.handle((_req, res) => sendJson(res, 200, invoices))
    const ids = await runInProcess(['bolepix', 'list', '--jq', '.[].invoiceId'], {env: env()})
    expect([ids.code, ids.stdout, ids.stderr]).toEqual([0, 'inv-1\ninv-2\n', ''])
    const count = await runInProcess(['bolepix', 'list', '--jq', 'length'], {env: env()})
    expect(count.stdout).toBe('2\n')
    const fields = await runInProcess(['bolepix', 'list', '--fields', 'invoiceId,debtor.name', '--jq', '.[0]'], {env: env()})
    expect(fields.stdout).toBe('{"invoiceId":"inv-1","debtor.name":"Maria\\tSilva"}\n')
  })

  it('with --jsonl, the program runs on each line; a failure on one line stops the list with exit 1 after the lines before it', async () => {
    server.handle((_req, res) => sendJson(res, 200, invoices))
    const r = await runInProcess(['bolepix', 'list', '--jsonl', '--jq', '.status'], {env: env()})
    expect([r.code, r.stdout, r.stderr]).toEqual([0, 'PENDING\nPAID\n', ''])
    const failing = await runInProcess(['bolepix', 'list', '--jsonl', '--jq', '.debtor.name // error("no debtor name") | ascii_downcase'], {
      env: env(),
    })
    expect(failing.code).toBe(1)
    expect(failing.stdout).toBe('maria\tsilva\n')
    expect(failing.stderr).toMatch(/^error: jq: error \(at .*\): no debtor name\n$/)
  })
})
