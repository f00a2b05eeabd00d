#!/usr/bin/env node
/**
 * The test suite's time (docs/testing.md "The suite's time"): runs `vitest run` ROUNDS times in a row, idle
 * or with BURNERS processes spinning a core each beside it, and prints each run's wall time and failures.
 *   node bench/suite-time.mjs [--rounds 3] [--burners 2] [--node PATH] [-- vitest args…]
 * (Build first: npm run build. Each burner is `node -e 'for(;;){}'`, killed at the end.)
 */
import {spawn} from 'node:child_process'
import {writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {ROOT} from './lib/proc.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : fallback
}
const rounds = Number(opt('rounds', '3'))
const burners = Number(opt('burners', '0'))
const node = opt('node', process.execPath)
const extra = args.includes('--') ? args.slice(args.indexOf('--') + 1) : []

const spinning = Array.from({length: burners}, () => spawn(process.execPath, ['-e', 'for(;;){}'], {stdio: 'ignore'}))
process.on('exit', () => spinning.forEach((b) => b.kill('SIGKILL')))

const results = []
for (let r = 1; r <= rounds; r++) {
  const t0 = Date.now()
  const child = spawn(node, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=dot', ...extra], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  const code = await new Promise((resolve) => child.on('close', resolve))
  const seconds = (Date.now() - t0) / 1000
  // eslint-disable-next-line no-control-regex -- vitest's colour codes
  const plain = out.replace(/\u001b\[[0-9;]*m/g, '')
  const tests = /Tests\s+(.*)/.exec(plain)?.[1]?.trim() ?? '?'
  const failed = [...plain.matchAll(/FAIL\s+(.*)/g)].map((m) => m[1].trim())
  results.push({round: r, seconds, code, tests, failed: [...new Set(failed)]})
  // A failed run's whole output, to read what failed and why.
  const log = code === 0 ? undefined : join(tmpdir(), `payctl-suite-time-${process.pid}-run-${r}.log`)
  if (log) writeFileSync(log, plain)
  console.log(
    `run ${r}/${rounds} (${burners} burner${burners === 1 ? '' : 's'}, node ${node === process.execPath ? process.version : node}): ${seconds.toFixed(0)} s, exit ${code}, ${tests}${failed.length ? `; FAIL ${[...new Set(failed)].join('; ')}` : ''}${log ? ` (output: ${log})` : ''}`,
  )
}
spinning.forEach((b) => b.kill('SIGKILL'))
const s = results.map((x) => x.seconds)
console.log(
  `min ${Math.min(...s).toFixed(0)} s, max ${Math.max(...s).toFixed(0)} s; ${results.filter((x) => x.code !== 0).length} of ${rounds} runs failed`,
)
process.exitCode = results.some((x) => x.code !== 0) ? 1 : 0
