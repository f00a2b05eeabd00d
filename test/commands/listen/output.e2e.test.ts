/**
 * `payctl listen --output` when the file fills up, was left with half a line, or is not a regular file
 * (docs/listen.md, "Nothing answered 2XX is lost"). A disk that fills up is a process whose file size is
 * limited (`prlimit --fsize`): writes past the limit are cut short, then fail (EFBIG), as on a full disk (ENOSPC).
 */
import {execFileSync, spawn} from 'node:child_process'
import {chmodSync, existsSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, describe, expect, test} from 'vitest'
import {BIN, ROOT, cliEnv, tempDir} from '../../helpers/cli.js'
import {jsonLines, post, startListener, stopAllListeners} from './listener.js'
import {SPELLINGS, showsNumber} from '../../helpers/card-spellings.js'

const TOKEN = 'listen-output-token-0123456789'
const auth = {authorization: TOKEN}
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => existsSync(p))
const MKFIFO = ['/usr/bin/mkfifo', '/bin/mkfifo'].find((p) => existsSync(p))

afterAll(stopAllListeners)

/** A notification whose line in the file is about 1.1 KB: seven fit in 8 KB, the eighth does not. */
const body = (id: string) => JSON.stringify({id, event: 'charge-in', data: {id: 'inv-1', pad: 'p'.repeat(900)}})
/** The notification lines of a --json stdout (an error at the end is printed as JSON over several lines). */
const notificationLines = (stdout: string) =>
  jsonLines(
    stdout
      .split('\n')
      .filter((l) => l.startsWith('{"received_at"'))
      .join('\n'),
  )
const idsInFile = (file: string) => jsonLines(readFileSync(file, 'utf8')).map((x) => x.id)

/** Runs a command to its end (killed after 30 s): its exit code and output. */
function run(command: string[]): Promise<{code: number | null; stdout: string; stderr: string}> {
  const child = spawn(command[0]!, command.slice(1), {cwd: ROOT, env: cliEnv(), stdio: ['ignore', 'pipe', 'pipe']})
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({code, stdout, stderr})
    }),
  )
}

describe.concurrent('listen --output', {timeout: 60_000}, () => {
  test.runIf(PRLIMIT)(
    'a file that fills up: 7 answered 200, the 8th 503 and printed as 503, the file ends with a whole line; the next run appends whole lines',
    async () => {
      const out = join(tempDir('payctl-listen-full-'), 'deliveries.jsonl')
      const args = ['--port', '0', '--json', '--authorization', TOKEN, '--output', out]
      const l = await startListener(args, {prefix: [PRLIMIT!, '--fsize=8192']})
      const statuses: number[] = []
      for (let i = 1; i <= 12; i++) {
        const s = (await post(l.url, body(`ev${i}`), auth)).status
        statuses.push(s)
        if (s !== 200) break
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 503])
      // It stops by itself, with an error.
      expect(await l.exited).toEqual({code: 1, signal: null})
      const end = await l.stop()
      expect(end.stderr).toContain('cannot write notifications')
      // What is printed says what was answered.
      expect(notificationLines(end.stdout).map((x) => `${x.id} ${x.status}`)).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map((i) => `ev${i} 200`).concat('ev8 503'),
      )
      // The eighth line was cut short by the limit, then rolled back: the file ends with the seventh, whole.
      const text = readFileSync(out, 'utf8')
      expect(text.endsWith('\n')).toBe(true)
      expect(idsInFile(out)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `ev${i}`))
      // Space freed: a new listener appends whole lines that can be read back.
      const again = await startListener(args)
      expect((await post(again.url, body('new1'), auth)).status).toBe(200)
      expect((await again.stop()).code).toBe(0)
      expect(idsInFile(out)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `ev${i}`).concat('new1'))
    },
  )

  test('a file left with half a line: it is cut back to the last whole line (said on stderr) before the first notification', async () => {
    const out = join(tempDir('payctl-listen-torn-'), 'deliveries.jsonl')
    const whole = `{"received_at":"2026-05-01T10:00:01.000Z","id":"ev1","event":"charge-in","repeat":0,"status":200,"body":{"id":"ev1"}}\n`
    writeFileSync(out, `${whole}{"received_at":"2026-05-01T10:00:02.000Z","id":"ev2","event":"char`, {mode: 0o600})
    const l = await startListener(['--port', '0', '--json', '--authorization', TOKEN, '--output', out])
    expect(l.stderr()).toMatch(
      /warning: --output .*deliveries\.jsonl ended in half a line \(\d+ bytes cut short by a write that failed; never acknowledged/,
    )
    expect((await post(l.url, body('new1'), auth)).status).toBe(200)
    expect((await l.stop()).code).toBe(0)
    expect(readFileSync(out, 'utf8').startsWith(whole)).toBe(true)
    expect(idsInFile(out)).toEqual(['ev1', 'new1'])
  })

  test.runIf(PRLIMIT)('a file that cannot be mended (still full) stops the listener before it listens: exit 1, one line', async () => {
    const out = join(tempDir('payctl-listen-full-'), 'notes.txt')
    writeFileSync(out, 'my own notes', {mode: 0o600})
    const r = await run([PRLIMIT!, '--fsize=12', process.execPath, BIN, 'listen', '--port', '0', '--authorization', TOKEN, '--output', out])
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(
      /^error: --output .*notes\.txt: it ends in the middle of a line, and that could not be mended \(EFBIG\); free some space or choose another file\n$/,
    )
    expect(r.stdout).not.toContain('listening on')
    expect(readFileSync(out, 'utf8')).toBe('my own notes')
  })

  test.runIf(MKFIFO)('a FIFO is written (no fdatasync, which a pipe refuses: EINVAL) and keeps its mode', async () => {
    const fifo = join(tempDir('payctl-listen-fifo-'), 'notifications')
    execFileSync(MKFIFO!, [fifo])
    chmodSync(fifo, 0o644)
    const reader = spawn('cat', [fifo], {stdio: ['ignore', 'pipe', 'ignore']})
    let read = ''
    reader.stdout.setEncoding('utf8').on('data', (d: string) => (read += d))
    const readerDone = new Promise((r) => reader.on('close', r))
    const l = await startListener(['--port', '0', '--authorization', TOKEN, '--output', fifo])
    expect([(await post(l.url, body('f1'), auth)).status, (await post(l.url, body('f2'), auth)).status]).toEqual([200, 200])
    expect((await l.stop()).code).toBe(0)
    await readerDone
    expect(jsonLines(read).map((x) => `${x.id} ${x.status}`)).toEqual(['f1 200', 'f2 200'])
    expect(statSync(fifo).mode & 0o777).toBe(0o644)
  })
})

describe('listen and card numbers however they are written', {timeout: 60_000}, () => {
  test('a notification holding a card number in any spelling shows it masked on the screen and in the --output file', async () => {
    // Before: a zero-width joiner or a no-break space between every digit, or `+` between the groups, reached both whole.
    for (const json of [false, true]) {
      const out = join(tempDir('payctl-listen-cards-'), 'notifications.jsonl')
      const l = await startListener(['--port', '0', '--authorization', TOKEN, '--output', out, ...(json ? ['--json'] : [])])
      const spellings = Object.values(SPELLINGS)
      for (const [i, spelling] of spellings.entries()) {
        const sent = JSON.stringify({id: `c${i}`, event: 'charge-in', data: {debtor: {name: `Ana ${spelling}`}}})
        expect((await post(l.url, sent, auth)).status).toBe(200)
      }
      const r = await l.stop()
      expect(r.code).toBe(0)
      const file = readFileSync(out, 'utf8')
      expect(jsonLines(file)).toHaveLength(spellings.length)
      for (const spelling of spellings) {
        for (const text of [file, r.stdout, r.stderr]) expect(showsNumber(text, spelling), JSON.stringify(spelling)).toBe(false)
      }
    }
  })
})
