/**
 * Concurrent writers of the config file (docs/contract.md#configuration): every write is a locked read-modify-write,
 * so processes changing the file at once lose nothing, and a token refresh racing `config set`s keeps both. Real
 * bin/run.js processes against a stand-in server on 127.0.0.1.
 */
import {spawn} from 'node:child_process'
import {mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {BIN, cliEnv, ROOT, runCli, tempDir, type RunResult} from '../../helpers/cli.js'
import {onCleanup} from '../../helpers/cleanup.js'
import {sendJson, startRecordingServer} from '../../helpers/recording-server.js'

/** The config file after the runs: valid JSON, 0600, alone in its 0700 folder (no lock or temp file left). */
function settledConfig(dir: string): {currentProfile?: string; profiles: Record<string, Record<string, string>>} {
  const file = join(dir, 'config.json')
  expect(readdirSync(dir)).toEqual(['config.json'])
  if (process.platform !== 'win32') {
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
  }
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** `payctl ...args` with stdin left open: `send(text)` writes it and closes stdin. */
function spawnHeld(args: string[], env: Record<string, string>): {result: Promise<RunResult>; send(text: string): void} {
  const child = spawn(process.execPath, [BIN, ...args], {cwd: ROOT, env: cliEnv(env), stdio: ['pipe', 'pipe', 'pipe']})
  const out = {stdout: '', stderr: ''}
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out.stdout += d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out.stderr += d))
  child.stdin.on('error', () => undefined)
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const result = new Promise<RunResult>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({code, signal, ...out})
    })
  })
  return {result, send: (text) => child.stdin.end(text)}
}

describe('concurrent writes of the config file', () => {
  it('16 processes writing 16 different profiles at once: all 16 present, 0600, valid JSON, nothing else left', async () => {
    const dir = join(tempDir(), 'cfg')
    const runs = await Promise.all(
      Array.from({length: 16}, (_, i) =>
        runCli(['config', 'set', 'seller-id', `seller-${i}`, '--profile', `c${i}`], {env: {PAYCTL_CONFIG_DIR: dir}, timeoutMs: 60_000}),
      ),
    )
    for (const r of runs) expect(r.code, r.stderr).toBe(0)
    const {profiles} = settledConfig(dir)
    expect(Object.keys(profiles).sort()).toEqual(Array.from({length: 16}, (_, i) => `c${i}`).sort())
    for (let i = 0; i < 16; i++) expect(profiles[`c${i}`]).toEqual({sellerId: `seller-${i}`})
  }, 90_000)

  it('8 token refreshes (401 → POST /api/{sellerId}/tokens → save) racing 8 config sets: every token and every set kept', async () => {
    const N = 8
    const dir = join(tempDir(), 'cfg')
    const old = (i: number) => `old-access-r${i}-0123456789`
    const renewed = (i: number) => `new-access-r${i}-9876543210`
    const refresh = (i: number) => `refresh-r${i}-abcdefghij`
    const client = (i: number) => `client-r${i}-klmnopqrst`
    // The refresh answers wait until all 8 refreshes have arrived; then the 8 `config set`s get their value on stdin
    // and the refreshes their answer at the same moment, so that all 16 processes write the file together.
    const setters: ReturnType<typeof spawnHeld>[] = []
    const waiting: (() => void)[] = []
    let released = false
    const release = () => {
      if (released) return
      released = true
      setters.forEach((s, i) => s.send(`${client(i)}\n`))
      for (const answer of waiting.splice(0)) answer()
    }
    const server = await startRecordingServer(async (req, res) => {
      const tokens = /^\/api\/seller-r(\d+)\/tokens$/.exec(req.path)
      if (req.method === 'POST' && tokens) {
        const i = Number(tokens[1])
        if (req.headers.authorization !== `Bearer ${refresh(i)}`) return sendJson(res, 401, {errors: {detail: 'bad refresh token'}})
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          if (waiting.length === N) release()
        })
        return sendJson(res, 200, {data: renewed(i)})
      }
      const i = Number(/^seller-r(\d+)$/.exec(String(req.query.sellerId))?.[1])
      if (req.headers.authorization === `Bearer ${renewed(i)}`) return sendJson(res, 200, [])
      return sendJson(res, 401, {errors: {detail: 'token expired'}})
    })
    onCleanup(() => server.close())
    // If a refresh never arrives, answer the others anyway so that the test fails on its checks instead of hanging.
    const guard = setTimeout(release, 30_000)
    onCleanup(() => clearTimeout(guard))

    mkdirSync(dir, {mode: 0o700})
    const profiles = Object.fromEntries(
      Array.from({length: N}, (_, i) => [
        `r${i}`,
        {baseUrl: server.url, sellerId: `seller-r${i}`, accessToken: old(i), refreshToken: refresh(i)},
      ]),
    )
    writeFileSync(join(dir, 'config.json'), JSON.stringify({profiles}), {mode: 0o600})

    const env = {PAYCTL_CONFIG_DIR: dir}
    for (let i = 0; i < N; i++) setters.push(spawnHeld(['config', 'set', 'client-token', '-', '--profile', `r${i}`], env))
    const calls = Array.from({length: N}, (_, i) =>
      spawnHeld(['api', 'GET', `/bolepix/invoices?sellerId=seller-r${i}`, '--profile', `r${i}`], env),
    )
    calls.forEach((c) => c.send(''))
    const [setRuns, callRuns] = await Promise.all([Promise.all(setters.map((s) => s.result)), Promise.all(calls.map((c) => c.result))])
    for (const r of callRuns) {
      expect(r.code, r.stderr).toBe(0)
      expect(r.stderr).toMatch(/access token refreshed and saved to profile "r\d"/)
    }
    for (const r of setRuns) expect(r.code, r.stderr).toBe(0)
    expect(released).toBe(true)

    const stored = settledConfig(dir).profiles
    for (let i = 0; i < N; i++) {
      expect(stored[`r${i}`], `profile r${i}`).toEqual({
        baseUrl: server.url,
        sellerId: `seller-r${i}`,
        accessToken: renewed(i),
        refreshToken: refresh(i),
        clientToken: client(i),
      })
    }
  }, 90_000)
})
