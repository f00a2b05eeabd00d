/**
 * Benchmark 3: `payctl bolepix import` of 2,000 JSON Lines rows at --concurrency 16 against the sandbox, against a
 * plain undici loop sending the same requests with the same concurrency (bench/lib/import-baseline.mjs). Wall time
 * from spawn to exit for both (start-up included), rows per second, and peak memory (maxRSS). Every round uses
 * fresh order ids; the importer must report all 2,000 created and exit 0.
 */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {BIN, ROOT, cleanEnv, runWithPeakMemory, tempDir} from './lib/proc.mjs'
import {bolepixBody, dueDate, startSandboxProcess} from './lib/sandbox.mjs'
import {summarize} from './lib/stats.mjs'

const BASELINE = join(ROOT, 'bench', 'lib', 'import-baseline.mjs')

function writeRows(dir, name, count) {
  const due = dueDate()
  const file = join(dir, `${name}.jsonl`)
  writeFileSync(file, `${Array.from({length: count}, (_, i) => JSON.stringify(bolepixBody(i, due))).join('\n')}\n`)
  return file
}

export async function runImport({node = process.execPath, rounds = 7, rows = 2000, concurrency = 16, log = () => {}} = {}) {
  const sandbox = await startSandboxProcess()
  const dir = tempDir('payctl-bench-import-')
  try {
    const env = cleanEnv({...sandbox.env, NO_COLOR: '1'})
    const results = {payctl: {ms: [], rss: []}, baseline: {ms: [], rss: []}}
    // Each round runs both: baseline ÷ payctl within one round, under the same load.
    const paired = []
    const runPayctl = async (tag) => {
      const file = writeRows(dir, `payctl-${tag}`, rows)
      const r = await runWithPeakMemory(node, [BIN, 'bolepix', 'import', file, '--concurrency', String(concurrency)], {
        env,
        keepStdout: true,
        timeoutMs: 120_000,
      })
      // The summary line (no TTY: no progress, just the summary): "2000 rows: 2000 created, 0 skipped, …"
      if (!r.stdout.includes(`${rows} rows: ${rows} created,`))
        throw new Error(`bolepix import did not create all ${rows} rows: ${r.stdout.slice(0, 500)}`)
      return r
    }
    const runBaseline = async (tag) => {
      const file = writeRows(dir, `baseline-${tag}`, rows)
      const r = await runWithPeakMemory(node, [BASELINE, file, sandbox.url, sandbox.accessToken, String(concurrency)], {
        env,
        keepStdout: true,
        timeoutMs: 120_000,
      })
      const out = JSON.parse(r.stdout)
      if (out.ok !== rows) throw new Error(`baseline sent ${out.ok} of ${rows}: ${r.stdout.slice(0, 500)}`)
      return r
    }
    await runPayctl('warm')
    await runBaseline('warm')
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? ['baseline', 'payctl'] : ['payctl', 'baseline']
      for (const name of order) {
        const r = name === 'payctl' ? await runPayctl(round) : await runBaseline(round)
        results[name].ms.push(r.ms)
        results[name].rss.push(r.maxRssBytes)
      }
      paired.push(results.baseline.ms.at(-1) / results.payctl.ms.at(-1))
      log(`import: round ${round + 1}/${rounds}`)
    }
    const p = summarize(results.payctl.ms)
    const b = summarize(results.baseline.ms)
    return {
      rounds,
      rows,
      concurrency,
      payctl: {ms: p, rss: summarize(results.payctl.rss), rate: (rows / p.median) * 1000},
      baseline: {ms: b, rss: summarize(results.baseline.rss), rate: (rows / b.median) * 1000},
      ratio: summarize(paired).median,
      paired: summarize(paired),
    }
  } finally {
    await sandbox.stop()
  }
}
