/**
 * Child processes for the benchmarks: every process started here is tracked and killed when the harness exits
 * (normally, on an error, or on Ctrl-C), and every wait is bounded.
 */
import {spawn} from 'node:child_process'
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {summarize} from './stats.mjs'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const BIN = join(ROOT, 'bin', 'run.js')
const MAXRSS_PRELOAD = join(ROOT, 'bench', 'lib', 'maxrss-preload.cjs')

const children = new Set()
const tempDirs = new Set()

function cleanup() {
  for (const child of children) {
    try {
      child.kill('SIGKILL')
    } catch {}
  }
  children.clear()
  for (const dir of tempDirs) rmSync(dir, {recursive: true, force: true})
  tempDirs.clear()
}
process.on('exit', cleanup)
// A harness stopped by Ctrl-C or SIGTERM cleans up and exits. Not inside a test (vitest sets VITEST): a test file that
// imports a bench module (large-report's expected totals) shares its worker with other files (isolate: false), and
// this handler would end the worker on the first stop signal any of them emits or receives.
if (!process.env.VITEST) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      cleanup()
      process.exit(130)
    })
  }
}

/** A temp folder removed when the harness exits. */
export function tempDir(prefix = 'payctl-bench-') {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  tempDirs.add(dir)
  return dir
}

/**
 * The compile cache folder of this bench run (bin/bundle-loader.cjs): every CLI run of the bench shares it, so each
 * command's first run (a warm-up) writes its cache and the measured runs use it, as on an operator's machine. A
 * bundle variant (bench/startup.mjs) gets a folder of its own, named after it, as a second install would.
 */
const benchCacheDirs = new Map()
export function benchCacheFolder(variant = '') {
  if (!benchCacheDirs.has(variant)) {
    if (benchCacheDirs.size === 0) process.on('exit', () => benchCacheDirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})))
    benchCacheDirs.set(variant, tempDir(`payctl-bench-cache-${variant ? `${variant}-` : ''}`))
  }
  return benchCacheDirs.get(variant)
}

/**
 * Variables of the machine's environment that a measured process never gets. NODE_EXTRA_CA_CERTS: Node 20 reads and
 * parses those certificates as it starts (Node 22 and 24 only when TLS is first used), which on machines that set it
 * adds 40 ms or more to every Node 20 process, `node -e 0` included, and hides the cost of everything else in the
 * ratios (docs/performance.md). An operator's shell seldom sets it; the bench measures without it.
 */
export const UNSET = ['NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS', 'DEBUG']

/** The machine's environment without UNSET and without any PAYCTL_*: what every measured process starts from. */
export function cleanEnv(extra = {}) {
  const env = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('PAYCTL_') && !UNSET.includes(k)) env[k] = v
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k]
    else env[k] = v
  }
  return env
}

/** Environment for a CLI run: cleanEnv, plus ours; a fresh config folder. */
export function cliEnv(extra = {}) {
  const env = cleanEnv()
  env.NO_COLOR = '1'
  env.PAYCTL_CONFIG_DIR = join(tempDir('payctl-bench-config-'), 'config')
  env.PAYCTL_CACHE_DIR = benchCacheFolder()
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k]
    else env[k] = v
  }
  return env
}

/** Starts a tracked child process. */
export function start(command, args, options = {}) {
  const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], ...options})
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

/** Stops a child (SIGTERM, then SIGKILL after `graceMs`) and waits for it to exit. */
export function stop(child, graceMs = 3000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      done()
    })
    child.kill('SIGTERM')
  })
}

/** Resolves with the first line of `stream` that matches, or rejects after `timeoutMs`. */
export function waitForLine(stream, match, timeoutMs = 15_000, what = 'a start-up line') {
  return new Promise((resolvePromise, reject) => {
    let buffer = ''
    const timer = setTimeout(() => {
      stream.off('data', onData)
      reject(new Error(`timed out waiting for ${what}; got: ${buffer.slice(-500)}`))
    }, timeoutMs)
    const onData = (chunk) => {
      buffer += chunk
      let nl
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        if (match(line)) {
          clearTimeout(timer)
          stream.off('data', onData)
          resolvePromise(line)
          return
        }
      }
    }
    stream.setEncoding('utf8')
    stream.on('data', onData)
  })
}

/**
 * The CPU time (user + system, ms) of every child process this one has waited for, from /proc/self/stat (Linux;
 * undefined elsewhere). The kernel adds each child's time exactly and reports the sum in clock ticks (10 ms), so the
 * difference across one run is that run's CPU time to within a tick, and a sum over N runs to within a tick too.
 */
export function childrenCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // fields[0] is field 3 (state): cutime and cstime are fields 16 and 17.
    return (Number(fields[13]) + Number(fields[14])) * 10
  } catch {
    return undefined
  }
}

/**
 * Runs a command to completion and measures its wall time (from spawn to exit) in ms, and its CPU time (`cpuMs`,
 * see childrenCpuMs: to be averaged over runs, not taken one by one). stdout is counted, not kept, unless
 * `keepStdout`. Rejects on a non-zero exit (with stderr) or after `timeoutMs`; `okCodes` lists other exit codes
 * that count as a run.
 */
export function runTimed(command, args, {env, timeoutMs = 60_000, keepStdout = false, stdoutFile, okCodes = [0]} = {}) {
  return new Promise((resolvePromise, reject) => {
    const cpu0 = childrenCpuMs()
    const t0 = process.hrtime.bigint()
    const child = start(command, args, {env, stdio: ['ignore', stdoutFile === undefined ? 'pipe' : stdoutFile, 'pipe']})
    let stdoutBytes = 0
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (d) => {
      stdoutBytes += d.length
      if (keepStdout) stdout += d
    })
    child.stderr.on('data', (d) => (stderr += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6
      const cpuMs = cpu0 === undefined ? undefined : childrenCpuMs() - cpu0
      clearTimeout(timer)
      if (!okCodes.includes(code))
        reject(new Error(`${[command, ...args].join(' ').slice(0, 200)} exited ${code ?? signal}: ${stderr.slice(-800)}`))
      else resolvePromise({ms, cpuMs, stdoutBytes, stdout, stderr})
    })
  })
}

const hasGnuTime = existsSync('/usr/bin/time')

/**
 * Runs a command and reports its wall time and peak resident memory (maxRSS, bytes): with `/usr/bin/time -f %M`
 * where present, otherwise with a preloaded hook that writes `process.resourceUsage().maxRSS` at exit.
 */
export async function runWithPeakMemory(command, args, options = {}) {
  const out = join(tempDir('payctl-bench-rss-'), 'rss')
  if (hasGnuTime) {
    const r = await runTimed('/usr/bin/time', ['-f', '%M', '-o', out, command, ...args], options)
    return {...r, maxRssBytes: Number(readFileSync(out, 'utf8').trim().split('\n').pop()) * 1024}
  }
  const env = {...(options.env ?? process.env), BENCH_MAXRSS_OUT: out, NODE_OPTIONS: `--require ${MAXRSS_PRELOAD}`}
  const r = await runTimed(command, args, {...options, env})
  return {...r, maxRssBytes: Number(readFileSync(out, 'utf8').trim()) * 1024}
}

/**
 * Runs each variant (`{id, run}`, `run` resolving to a runWithPeakMemory result) once per round, interleaved, and
 * returns per variant its wall times, peak memories and last output size, with the peak memory above the variant
 * whose id is 'bare' (`node -e 0`).
 */
export async function peakMemoryRounds(variants, rounds, log) {
  const results = new Map(variants.map((v) => [v.id, {ms: [], cpu: [], rss: [], bytes: 0}]))
  for (let round = 0; round < rounds; round++) {
    for (const v of variants) {
      const r = await v.run()
      const slot = results.get(v.id)
      slot.ms.push(r.ms)
      if (r.cpuMs !== undefined) slot.cpu.push(r.cpuMs)
      slot.rss.push(r.maxRssBytes)
      slot.bytes = r.stdoutBytes
    }
    log(`round ${round + 1}/${rounds}`)
  }
  const bareRss = summarize(results.get('bare').rss).median
  return {
    bareRss,
    variants: variants.map((v) => {
      const slot = results.get(v.id)
      const rss = summarize(slot.rss)
      const cpuMs = slot.cpu.length ? summarize(slot.cpu).median : undefined
      return {id: v.id, label: v.label, ms: summarize(slot.ms), cpuMs, rss, aboveBare: rss.median - bareRss, outBytes: slot.bytes}
    }),
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
