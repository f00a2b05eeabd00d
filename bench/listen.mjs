/**
 * Benchmark 2: `payctl listen --json` throughput (notifications answered 200 per second; 32 connections, 1 KB
 * bodies, the Authorization token checked, every notification printed as a JSON line) against a minimal node:http
 * receiver doing the same work. Rounds alternate between the two servers; every line printed is counted, so a
 * notification answered 200 but never printed would show.
 */
import {randomBytes} from 'node:crypto'
import {join} from 'node:path'
import {BIN, ROOT, cliEnv, runTimed, start, stop, waitForLine} from './lib/proc.mjs'
import {summarize} from './lib/stats.mjs'

const LOADGEN = join(ROOT, 'bench', 'lib', 'loadgen.mjs')
const BASELINE = join(ROOT, 'bench', 'lib', 'baseline-receiver.mjs')

async function startServer(node, args, env) {
  const child = start(node, args, {env})
  const line = await waitForLine(child.stderr, (l) => /http:\/\/127\.0\.0\.1:\d+/.test(l), 20_000, 'the receiver URL')
  const url = line.match(/http:\/\/127\.0\.0\.1:\d+/)[0]
  child.stderr.resume()
  // Counted as bytes, never decoded: the reader must not be what slows a server down (payctl waits for its lines
  // to be written before it answers).
  let lines = 0
  child.stdout.on('data', (d) => {
    for (let i = d.indexOf(10); i !== -1; i = d.indexOf(10, i + 1)) lines++
  })
  return {child, url, lines: () => lines}
}

async function load(url, token, connections, durationMs, prefix) {
  const r = await runTimed(process.execPath, [LOADGEN, `${url}/`, token, String(connections), String(durationMs), '1024', prefix], {
    keepStdout: true,
    timeoutMs: durationMs + 30_000,
  })
  return JSON.parse(r.stdout)
}

export async function runListen({node = process.execPath, rounds = 7, durationMs = 2000, connections = 32, log = () => {}} = {}) {
  const token = randomBytes(16).toString('hex')
  const env = cliEnv()
  const servers = {
    payctl: await startServer(node, [BIN, 'listen', '--port', '0', '--json', '--authorization', token], env),
    baseline: await startServer(node, [BASELINE, token], env),
  }
  try {
    const rates = {payctl: [], baseline: []}
    // Each round runs both, one after the other: the ratio of the two in one round is measured under the same load.
    const paired = []
    const answered = {payctl: 0, baseline: 0}
    const problems = []
    // Warm-up (JIT, connection pools), then measured rounds, alternating which server goes first.
    for (const name of ['payctl', 'baseline']) {
      const w = await load(servers[name].url, token, connections, 1000, `warm${name}`)
      answered[name] += w.ok
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? ['baseline', 'payctl'] : ['payctl', 'baseline']
      for (const name of order) {
        const r = await load(servers[name].url, token, connections, durationMs, `r${round}${name}`)
        if (r.failed || r.errors) problems.push(`${name}: ${r.failed} non-2XX, ${r.errors} errors (${r.firstError ?? ''})`)
        answered[name] += r.ok
        rates[name].push((r.ok / r.elapsedMs) * 1000)
      }
      paired.push(rates.payctl.at(-1) / rates.baseline.at(-1))
      log(`listen: round ${round + 1}/${rounds}`)
    }
    // Every notification answered 200 must have been printed (lines flushed before the answer).
    await new Promise((r) => setTimeout(r, 300))
    const printed = {payctl: servers.payctl.lines(), baseline: servers.baseline.lines()}
    for (const name of ['payctl', 'baseline']) {
      if (printed[name] < answered[name]) problems.push(`${name}: answered 200 to ${answered[name]} but printed ${printed[name]} lines`)
    }
    const p = summarize(rates.payctl)
    const b = summarize(rates.baseline)
    return {
      rounds,
      durationMs,
      connections,
      payctl: p,
      baseline: b,
      ratio: summarize(paired).median,
      paired: summarize(paired),
      answered,
      printed,
      problems,
    }
  } finally {
    await stop(servers.payctl.child)
    await stop(servers.baseline.child)
  }
}
