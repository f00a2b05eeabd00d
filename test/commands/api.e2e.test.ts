/**
 * `payctl api`, the escape hatch, with what a hostile or odd answer or body can do: a success body that is not JSON
 * (escaped on a terminal, byte for byte on a pipe), and built-in property names (`__proto__`, `constructor`) as keys
 * of the body sent, of the query, and of the answer printed. In-process (helpers/in-process.ts), but for the
 * answer's bytes on a pipe (the bytes a real stdout gets, non-UTF-8 included) and on a terminal (what a pty draws).
 */
import {spawn} from 'node:child_process'
import {describe, expect, it} from 'vitest'
import {BIN, ROOT, cliEnv} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {ptyDriver, runInPty} from '../helpers/pty.js'
import {recordingServerPerTest, sendJson, type RecordingServer} from '../helpers/recording-server.js'
import {withSandbox} from '../helpers/sandbox.js'

const server = recordingServerPerTest()
const TOKEN = 'tok_live_api_QRSTUVWX98765'
const apiEnv = (s: RecordingServer) => ({PAYCTL_BASE_URL: s.url, PAYCTL_SELLER_ID: 'seller-1', PAYCTL_ACCESS_TOKEN: TOKEN})

// An OSC 52 sequence (it sets the terminal's clipboard), a CSI that clears the screen, a lone CR that would overwrite
// the line, CRLF line ends, a tab, the access token (masked wherever payctl prints it) and a byte that is not UTF-8.
const HOSTILE = Buffer.concat([
  Buffer.from(`ok\r\n\x1b]52;c;${Buffer.from('rm -rf ~').toString('base64')}\x07copied\tcol\r\nfake\rreal\x1b[2J\n`),
  Buffer.from(`token ${TOKEN} end `),
  Buffer.from([0xff, 0x0a]),
])

/** Answers every request with HOSTILE as text/plain. */
function answerHostile(s: RecordingServer): void {
  s.handle((_req, res) => {
    res.writeHead(200, {'content-type': 'text/plain', 'content-length': String(HOSTILE.length)})
    res.end(HOSTILE)
  })
}

/** Runs the CLI with stdout a pipe, keeping stdout's bytes as they came. */
function runForBytes(args: string[], env: Record<string, string>): Promise<{code: number | null; stdout: Buffer; stderr: string}> {
  const child = spawn(process.execPath, [BIN, ...args], {cwd: ROOT, env: cliEnv(env), stdio: ['ignore', 'pipe', 'pipe']})
  const out: Buffer[] = []
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => out.push(d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({code, stdout: Buffer.concat(out), stderr})
    })
  })
}

const driver = ptyDriver()

describe('a success answer that is not JSON', () => {
  it('on a pipe, is passed on byte for byte (like curl): escapes, CRs and non-UTF-8 bytes as they came, only the token masked', async () => {
    const s = await server()
    answerHostile(s)
    const r = await runForBytes(['api', 'GET', '/api/report'], apiEnv(s))
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const at = HOSTILE.indexOf(TOKEN)
    const expected = Buffer.concat([HOSTILE.subarray(0, at), Buffer.from('tok_…8765'), HOSTILE.subarray(at + TOKEN.length)])
    expect(r.stdout.toString('latin1')).toBe(expected.toString('latin1'))
    expect(r.stdout.includes(Buffer.from('\x1b]52;c;'))).toBe(true)
    expect(r.stdout.includes(Buffer.from(TOKEN))).toBe(false)
  })

  it('--json prints it as one JSON string, escaped by JSON itself', async () => {
    const s = await server()
    answerHostile(s)
    const r = await runInProcess(['api', 'GET', '/api/report', '--json'], {env: apiEnv(s)})
    expect(r.code).toBe(0)
    expect(r.stdout).not.toContain('\x1b')
    // eslint-disable-next-line no-control-regex
    expect(JSON.parse(r.stdout)).toMatch(/^ok\r\n\x1b\]52;c;/)
  })

  it.skipIf(!driver)('on a terminal, has its control characters escaped: no OSC 52 reaches the terminal, lines and tabs kept', async () => {
    const s = await server()
    answerHostile(s)
    const r = await runInPty(['api', 'GET', '/api/report'], {env: apiEnv(s), steps: []})
    expect(r.code).toBe(0)
    expect(r.screen).not.toContain('\x1b')
    expect(r.screen).not.toContain('\x07')
    expect(r.screen).toContain(`\\x1b]52;c;${Buffer.from('rm -rf ~').toString('base64')}\\x07copied\tcol\n`)
    expect(r.screen).toContain('fake\\x0dreal\\x1b[2J\n')
    expect(r.screen).toContain('token tok_…8765 end \ufffd\n')
    expect(r.screen).not.toContain(TOKEN)
  })
})

describe('built-in property names as keys', () => {
  it('--body with __proto__ or constructor sends them as the plain keys they are; the sandbox answers 400 naming the key (exit 1)', async () => {
    const sb = await withSandbox()
    try {
      const r = await runInProcess(['api', 'POST', '/_sandbox/clock', '--body', '{"advance":"6d","__proto__":null}'], {env: sb.env})
      expect(r.code).toBe(1)
      expect(r.stderr).toBe(
        'error: HTTP 400 Bad Request: the request body uses the key "__proto__", the name of a built-in property: no field has that name, remove it\n',
      )
      const ctor = await runInProcess(['api', 'POST', '/api/webhooks', '--body', '{"constructor":1}', '--json'], {env: sb.env})
      expect(ctor.code).toBe(1)
      expect(JSON.parse(ctor.stdout).error.status).toBe(400)
      // Nothing moved.
      const clock = await runInProcess(['api', 'POST', '/_sandbox/clock', '--body', '{}', '--json'], {env: sb.env})
      expect(JSON.parse(clock.stdout).offset_ms).toBe(0)
    } finally {
      await sb.close()
    }
  })

  it('the body, the query and the printed answer keep __proto__ as a key (never a prototype, never dropped)', async () => {
    const s = await server()
    s.handle((_req, res) => {
      const text = '{"__proto__":{"polluted":true},"constructor":{"prototype":1},"data":[{"__proto__":"x","id":"a"}]}'
      res.writeHead(200, {'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text))})
      res.end(text)
    })
    const r = await runInProcess(['api', 'POST', '/api/things?__proto__=1&constructor=2', '--body', '{"__proto__":{"a":1},"toString":2}'], {
      env: apiEnv(s),
    })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(s.requests[0]!.body).toBe('{"__proto__":{"a":1},"toString":2}')
    expect(Object.entries(s.requests[0]!.query)).toEqual([
      ['__proto__', '1'],
      ['constructor', '2'],
    ])
    const printed = JSON.parse(r.stdout) as Record<string, unknown>
    expect(Object.keys(printed)).toEqual(['__proto__', 'constructor', 'data'])
    expect(JSON.stringify(printed)).toBe(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":1},"data":[{"__proto__":"x","id":"a"}]}',
    )
  })
})

describe('an error answer keyed by built-in names', () => {
  it('is described field by field like any other 422', async () => {
    const s = await server()
    s.handle((_req, res) => sendJson(res, 422, JSON.parse('{"errors":{"constructor":["unknown field"],"__proto__":["not allowed"]}}')))
    const r = await runInProcess(['api', 'POST', '/api/webhooks', '--body', '{}'], {env: apiEnv(s)})
    expect(r.code).toBe(1)
    expect(r.stderr).toBe('error: HTTP 422 Unprocessable Entity: constructor: unknown field; __proto__: not allowed\n')
  })
})
