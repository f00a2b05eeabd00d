/**
 * util/pid-lock.ts with real processes: a holder killed with SIGKILL and left a zombie (its parent has not reaped it)
 * counts as gone, and its lock is taken over; three processes racing for the same stale lock, round after round, never
 * hold it at the same time, and one of them always gets it; nothing is left behind but what was asked for.
 */
import {spawn, spawnSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {hostname} from 'node:os'
import {join, resolve} from 'node:path'
import {build} from 'esbuild'
import {beforeAll, describe, expect, it, onTestFinished} from 'vitest'
import {tempDir} from '../helpers/cli.js'
import {waitFor} from '../helpers/wait.js'
import {acquirePidLock} from '../../src/util/pid-lock.js'

/**
 * util/pid-lock.ts as one JavaScript module, for the processes that take the lock: compiled once here, as each of
 * them would otherwise compile it under `--import tsx` (most of such a process's start).
 */
const LOCK_MODULE = join(tempDir('payctl-lock-module-'), 'pid-lock.mjs')
beforeAll(async () => {
  const source = resolve(import.meta.dirname, '../../src/util/pid-lock.ts')
  await build({
    entryPoints: [source],
    outfile: LOCK_MODULE,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  })
})

/** Blocks this thread for `ms` without spending CPU (a process that holds a lock, or waits for its moment, does nothing else). */
const BLOCK = 'const block = (ms) => ms > 0 && Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)'
const linux = process.platform === 'linux'
const STRACE = linux && spawnSync('strace', ['-V']).status === 0

/** A pid that belonged to a process that has ended. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {encoding: 'utf8'}).stdout)
}

function procState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  } catch {
    return undefined
  }
}

describe('stale locks', () => {
  // Failed on earlier code: kill(pid, 0) succeeds on a zombie, so its lock was "held" until it was reaped.
  it.runIf(linux)('a holder killed with SIGKILL and not yet reaped (a zombie) is gone: its lock is taken over at once', async () => {
    const dir = tempDir('payctl-lock-zombie-')
    const path = join(dir, 'x.lock')
    // sh starts the holder in the background, then becomes `sleep`, which never reaps it: killed, it stays a zombie.
    const holder = `const {acquirePidLock} = await import(${JSON.stringify(LOCK_MODULE)}); acquirePidLock(${JSON.stringify(path)}); process.stdout.write(String(process.pid) + '\\n'); setTimeout(() => undefined, 60000)`
    const parent = spawn('sh', ['-c', `"${process.execPath}" --input-type=module -e "$HOLDER" & exec sleep 60`], {
      env: {...process.env, HOLDER: holder},
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    onTestFinished(() => {
      parent.kill('SIGKILL')
    })
    let out = ''
    parent.stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
    const pid = Number(await waitFor('the holder', () => /^\d+\n/.exec(out)?.[0], 20_000))
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(pid)
    process.kill(pid, 'SIGKILL')
    await waitFor('the holder to be a zombie', () => procState(pid) === 'Z')
    const said: string[] = []
    const lock = acquirePidLock(path, (m) => said.push(m))
    expect(said).toEqual([
      expect.stringMatching(new RegExp(`^took over a stale lock .*x\\.lock: its run \\(pid ${pid}, started .*\\) is gone$`)),
    ])
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid)
    lock.release()
    expect(readdirSync(dir)).toEqual([])
  })

  it('a claim on the stale lock left by a process that died is passed over; one held by a live process means "being taken right now"', () => {
    const dir = tempDir('payctl-lock-claim-')
    const path = join(dir, 'x.lock')
    const stale = `${JSON.stringify({pid: deadPid(), host: hostname(), nonce: 'stale', startedAt: '2026-01-01T00:00:00Z'})}\n`
    const claim = (k: number) => `${path}.claim-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}.${k}`
    const holder = (pid: number) => `${JSON.stringify({pid, host: hostname(), nonce: `claim-${pid}`, startedAt: '2026-01-01T00:00:00Z'})}\n`
    writeFileSync(path, stale, {mode: 0o600})
    writeFileSync(claim(1), holder(process.pid), {mode: 0o600})
    expect(() => acquirePidLock(path)).toThrow(/x\.lock is being taken right now/)
    expect(readFileSync(path, 'utf8')).toBe(stale)
    writeFileSync(claim(1), holder(deadPid()), {mode: 0o600})
    writeFileSync(claim(2), holder(deadPid()), {mode: 0o600})
    const lock = acquirePidLock(path)
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid)
    expect(readdirSync(dir)).toEqual(['x.lock'])
    lock.release()
    expect(readdirSync(dir)).toEqual([])
  })

  // Failed on earlier code: a third
  // process could create its lock while the second one had the first one's moved aside, and both went on holding it.
  it.runIf(linux)(
    'three processes racing for the same stale lock, 30 rounds: never two holders at once, always one',
    async () => {
      const dir = tempDir('payctl-lock-race-')
      const rounds = 30
      // A round's three takeovers overlap within its first ~100 ms (40 ms of spread, 15 ms a rename or link under strace,
      // 30 ms held); a round that runs over only starts the next one's racers late, on a lock of its own.
      const slotMs = 120
      const stalePid = deadPid()
      for (let r = 0; r < rounds; r++) {
        writeFileSync(
          join(dir, `lock-${r}`),
          `${JSON.stringify({pid: stalePid, host: hostname(), nonce: `stale-${r}`, startedAt: '2026-01-01T00:00:00Z'})}\n`,
          {mode: 0o600},
        )
      }
      // Each racer says it is ready (its module loaded), then reads the start time from stdin, given once all three are
      // ready (not a guess at how long a start takes on a loaded machine). In round r (at startAt + r × slot, plus up to
      // 40 ms) it takes lock-r if it can, holds it 30 ms (logging in and out), releases; it sleeps between rounds.
      const racer = `
      const {acquirePidLock} = await import(${JSON.stringify(LOCK_MODULE)})
      ${BLOCK}
      const {appendFileSync} = await import('node:fs')
      const dir = ${JSON.stringify(dir)}
      process.stdout.write('ready\\n')
      let given = ''
      for await (const chunk of process.stdin) given += chunk
      const startAt = Number(given)
      const results = []
      for (let r = 0; r < ${rounds}; r++) {
        const at = startAt + r * ${slotMs} + Math.random() * 40
        block(at - Date.now())
        try {
          const lock = acquirePidLock(dir + '/lock-' + r)
          appendFileSync(dir + '/log-' + r, 'in ' + process.pid + '\\n')
          block(30)
          appendFileSync(dir + '/log-' + r, 'out ' + process.pid + '\\n')
          lock.release()
          results.push('won')
        } catch (err) {
          results.push(err.constructor.name === 'LockHeldError' ? 'held' : 'error: ' + err.message)
        }
      }
      process.stdout.write(JSON.stringify(results))`
      // strace (when installed: .ci/run installs it) makes every rename and link start 15 ms late, and each racer starts
      // up to 40 ms late: the steps of a takeover then interleave across the racers as they would on a loaded machine,
      // instead of once in thousands of rounds.
      const node = [process.execPath, '--input-type=module', '-e', racer]
      // --seccomp-bpf: strace stops the racers only at the calls it delays, not at every system call.
      const slowRenames = [
        '-f',
        '--seccomp-bpf',
        '-qq',
        '-o',
        '/dev/null',
        '-e',
        'trace=rename,renameat,renameat2,link,linkat',
        '-e',
        'inject=rename,renameat,renameat2,link,linkat:delay_enter=15000',
      ]
      const racers = Array.from({length: 3}, () => {
        const child = STRACE
          ? spawn('strace', [...slowRenames, ...node], {stdio: ['pipe', 'pipe', 'inherit']})
          : spawn(node[0]!, node.slice(1), {stdio: ['pipe', 'pipe', 'inherit']})
        const killer = setTimeout(() => child.kill('SIGKILL'), 60_000)
        let out = ''
        child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
        const done = new Promise<string[]>((resolve) =>
          child.on('close', () => {
            clearTimeout(killer)
            resolve(JSON.parse(out.replace(/^ready\n/, '') || '[]') as string[])
          }),
        )
        return {child, ready: () => out.startsWith('ready\n'), done}
      })
      await waitFor('the three racers to be ready', () => racers.every((r) => r.ready()), 30_000)
      const startAt = Date.now() + 100
      for (const r of racers) r.child.stdin!.end(String(startAt))
      const results = await Promise.all(racers.map((r) => r.done))
      for (const r of results) expect(r).toHaveLength(rounds)
      for (let r = 0; r < rounds; r++) {
        const outcomes = results.map((x) => x[r])
        expect(outcomes.filter((o) => o?.startsWith('error'))).toEqual([])
        expect(existsSync(join(dir, `log-${r}`)), `round ${r}: no one took the lock (${outcomes.join(', ')})`).toBe(true)
        const log = readFileSync(join(dir, `log-${r}`), 'utf8')
          .trim()
          .split('\n')
        // Alternating in/out of the same pid: no second holder ever came in while one held it.
        for (let i = 0; i < log.length; i += 2) {
          expect(log[i], `round ${r}: ${log.join(', ')}`).toMatch(/^in \d+$/)
          expect(log[i + 1], `round ${r}: ${log.join(', ')}`).toBe(`out ${log[i]!.slice(3)}`)
        }
        expect(outcomes.filter((o) => o === 'won').length, `round ${r}`).toBe(log.length / 2)
        expect(existsSync(join(dir, `lock-${r}`)), `round ${r}`).toBe(false)
      }
      // No claim or temporary file left: only the logs.
      expect(readdirSync(dir).filter((f) => !f.startsWith('log-'))).toEqual([])
    },
    90_000,
  )
})
