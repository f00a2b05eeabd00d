#!/usr/bin/env node
/**
 * A/B start-up of two installs of payctl (a folder with bin/, dist/, package.json each: the build before a change
 * and after it), interleaved round by round (rotating order) on each Node found, each against that Node's own
 * `node -e 0`: `bolepix list --json` (10 invoices of a loopback sandbox) and `config list`. Medians of wall time,
 * trimmed means of CPU time (user + system of each child: steadier than wall time on a shared machine).
 *   node bench/ab.mjs BEFORE_DIR AFTER_DIR [--rounds 30] [--nodes 20,24]
 * Each install gets its own compile cache folder, warmed by one run first. Every process is loopback-only.
 */
import {spawnSync} from 'node:child_process'
import {join, resolve} from 'node:path'
import {findNodes} from '../scripts/nodes.mjs'
import {benchCacheFolder, childrenCpuMs, cleanEnv} from './lib/proc.mjs'
import {trimmedMean} from './lib/stats.mjs'
import {createInvoices, startSandboxProcess} from './lib/sandbox.mjs'

const args = process.argv.slice(2)
const opt = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined)
const [beforeDir, afterDir] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')).map((d) => resolve(d))
if (!beforeDir || !afterDir) throw new Error('usage: node bench/ab.mjs BEFORE_DIR AFTER_DIR [--rounds N] [--nodes 20,24]')
const rounds = Number(opt('rounds') ?? 30)
const majors = opt('nodes')?.split(',').map(Number)
const nodes = findNodes().filter((n) => !majors || majors.includes(n.major))

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const sandbox = await startSandboxProcess()
try {
  await createInvoices(sandbox, 10)
  const commands = {list: ['bolepix', 'list', '--json'], config: ['config', 'list']}
  for (const node of nodes) {
    const variants = [{id: 'bare', args: ['-e', '0'], env: cleanEnv()}]
    for (const [side, dir] of [
      ['before', beforeDir],
      ['after', afterDir],
    ]) {
      const env = cleanEnv({...sandbox.env, NO_COLOR: '1', PAYCTL_CACHE_DIR: benchCacheFolder(`ab-${node.major}-${side}`)})
      for (const [cmd, argv] of Object.entries(commands))
        variants.push({id: `${cmd} ${side}`, args: [join(dir, 'bin', 'run.js'), ...argv], env})
    }
    const times = Object.fromEntries(variants.map((v) => [v.id, []]))
    const cpu = Object.fromEntries(variants.map((v) => [v.id, []]))
    const once = (v) => {
      const c0 = childrenCpuMs()
      const t0 = process.hrtime.bigint()
      const r = spawnSync(node.path, v.args, {env: v.env, stdio: ['ignore', 'pipe', 'pipe']})
      const ms = Number(process.hrtime.bigint() - t0) / 1e6
      if (r.status !== 0) throw new Error(`${v.id} on Node ${node.version}: exit ${r.status} ${r.stderr}`)
      cpu[v.id].push(childrenCpuMs() - c0)
      return ms
    }
    for (const v of variants) once(v) // warm-up: writes each compile cache
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < variants.length; i++) {
        const v = variants[(i + round) % variants.length]
        times[v.id].push(once(v))
      }
    }
    const bare = median(times.bare)
    const bareCpu = trimmedMean(cpu.bare)
    console.log(
      `Node ${node.version}: node -e 0 wall ${bare.toFixed(1)} ms (median of ${rounds}), CPU ${bareCpu.toFixed(1)} ms (trimmed mean)`,
    )
    for (const cmd of Object.keys(commands)) {
      const show = (id) => {
        const w = median(times[id])
        const c = trimmedMean(cpu[id])
        return {w, c, text: `wall ${w.toFixed(1)} ms ${(w / bare).toFixed(2)}x, CPU ${c.toFixed(1)} ms ${(c / bareCpu).toFixed(2)}x`}
      }
      const b = show(`${cmd} before`)
      const a = show(`${cmd} after`)
      console.log(
        `  ${commands[cmd].join(' ')}\n    before: ${b.text}\n    after:  ${a.text}   (wall ${(b.w - a.w).toFixed(1)} ms less, CPU ${(b.c - a.c).toFixed(1)} ms less)`,
      )
    }
  }
} finally {
  await sandbox.stop()
}
