#!/usr/bin/env node
/**
 * A/B start-up of two installs of payctl (a folder with bin/, dist/, package.json each: the build before a change
 * and after it), interleaved round by round (rotating order) on each Node found, each against that Node's own
 * `node -e 0`: `bolepix list --json` (10 invoices of a loopback sandbox) and `config list`. Medians of wall time.
 *   node bench/ab.mjs BEFORE_DIR AFTER_DIR [--rounds 30] [--nodes 20,24]
 * Each install gets its own compile cache folder, warmed by one run first. Every process is loopback-only.
 */
import {spawnSync} from 'node:child_process'
import {join, resolve} from 'node:path'
import {findNodes} from '../scripts/nodes.mjs'
import {benchCacheFolder, cleanEnv} from './lib/proc.mjs'
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
    for (const [side, dir] of [['before', beforeDir], ['after', afterDir]]) {
      const env = cleanEnv({...sandbox.env, NO_COLOR: '1', PAYCTL_CACHE_DIR: benchCacheFolder(`ab-${node.major}-${side}`)})
      for (const [cmd, argv] of Object.entries(commands)) variants.push({id: `${cmd} ${side}`, args: [join(dir, 'bin', 'run.js'), ...argv], env})
    }
    const times = Object.fromEntries(variants.map((v) => [v.id, []]))
    const once = (v) => {
      const t0 = process.hrtime.bigint()
      const r = spawnSync(node.path, v.args, {env: v.env, stdio: ['ignore', 'pipe', 'pipe']})
      const ms = Number(process.hrtime.bigint() - t0) / 1e6
      if (r.status !== 0) throw new Error(`${v.id} on Node ${node.version}: exit ${r.status} ${r.stderr}`)
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
    console.log(`Node ${node.version}: node -e 0 ${bare.toFixed(1)} ms (median of ${rounds})`)
    for (const cmd of Object.keys(commands)) {
      const b = median(times[`${cmd} before`])
      const a = median(times[`${cmd} after`])
      console.log(`  ${commands[cmd].join(' ').padEnd(20)} before ${b.toFixed(1)} ms ${(b / bare).toFixed(2)}x   after ${a.toFixed(1)} ms ${(a / bare).toFixed(2)}x   (${(b - a).toFixed(1)} ms less)`)
    }
  }
} finally {
  await sandbox.stop()
}
