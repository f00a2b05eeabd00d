/**
 * Benchmark 5: `payctl bolepix list` of 100,000 invoices from a stand-in server (bench/lib/standin-server.mjs):
 * `--json` on a pipe, the table on a terminal (a pseudo-terminal from `script`, 120 columns), and TSV on a pipe.
 * Wall time and peak memory (maxRSS). Baselines from the same run: bare `node -e 0`'s peak memory (the memory goal
 * is peak − bare < 3 × the JSON's size), a plain undici fetch that copies the answer to stdout (wall time), and a
 * node:http script that parses the answer and prints it as `--json` does (bench/lib/parse-print-list.mjs: the time goal
 * of `--json`, ≤ 2x its time; wall and CPU).
 */
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {BIN, ROOT, cliEnv, runTimed, peakMemoryRounds, runWithPeakMemory, start, stop, tempDir, waitForLine} from './lib/proc.mjs'

const SERVER = join(ROOT, 'bench', 'lib', 'standin-server.mjs')
const PLAIN = join(ROOT, 'bench', 'lib', 'plain-list.mjs')
const PARSE_PRINT = join(ROOT, 'bench', 'lib', 'parse-print-list.mjs')
const MAXRSS_PRELOAD = join(ROOT, 'bench', 'lib', 'maxrss-preload.cjs')
const quote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`

/** Runs the CLI inside a pseudo-terminal (util-linux `script`) 120 columns wide; wall time and peak memory. */
async function runInPty(node, args, env) {
  const out = join(tempDir('payctl-bench-pty-'), 'rss')
  const gnuTime = existsSync('/usr/bin/time')
  const inner = [...(gnuTime ? ['/usr/bin/time', '-f', '%M', '-o', out] : []), node, BIN, ...args].map(quote).join(' ')
  const ptyEnv = gnuTime ? env : {...env, BENCH_MAXRSS_OUT: out, NODE_OPTIONS: `--require ${MAXRSS_PRELOAD}`}
  const r = await runTimed('script', ['-qefc', `stty cols 120 rows 50; ${inner}`, '/dev/null'], {env: ptyEnv, timeoutMs: 180_000})
  return {...r, maxRssBytes: Number(readFileSync(out, 'utf8').trim().split('\n').pop()) * 1024}
}

export async function runLargeList({node = process.execPath, rounds = 7, count = 100_000, log = () => {}} = {}) {
  const token = 'bench-token-0123456789'
  const sellerId = 'seller-bench'
  const server = start(process.execPath, [SERVER, String(count), token, sellerId])
  try {
    const line = await waitForLine(server.stderr, (l) => l.includes('listening on'), 60_000, 'the stand-in server')
    const url = line.match(/http:\/\/127\.0\.0\.1:\d+/)[0]
    const jsonBytes = Number(line.match(/\((\d+) bytes\)/)[1])
    const env = cliEnv({PAYCTL_BASE_URL: url, PAYCTL_SELLER_ID: sellerId, PAYCTL_ACCESS_TOKEN: token})
    const havePty = process.platform === 'linux' && existsSync('/usr/bin/script')
    const variants = [
      {id: 'bare', label: '`node -e 0`', run: () => runWithPeakMemory(node, ['-e', '0'], {env})},
      {
        id: 'plain',
        label: 'plain undici fetch → stdout',
        run: () => runWithPeakMemory(node, [PLAIN, `${url}/bolepix/invoices?sellerId=${sellerId}`, token], {env}),
      },
      {
        id: 'parse-print',
        label: 'node:http GET, JSON.parse, print as `--json` does',
        run: () => runWithPeakMemory(node, [PARSE_PRINT, `${url}/bolepix/invoices?sellerId=${sellerId}`, token], {env}),
      },
      {
        id: 'json',
        label: '`payctl bolepix list --json` (pipe)',
        run: () => runWithPeakMemory(node, [BIN, 'bolepix', 'list', '--json'], {env, timeoutMs: 180_000}),
      },
      ...(havePty
        ? [{id: 'table', label: '`payctl bolepix list` (table, terminal)', run: () => runInPty(node, ['bolepix', 'list'], env)}]
        : []),
      {
        id: 'tsv',
        label: '`payctl bolepix list` (TSV, pipe)',
        run: () => runWithPeakMemory(node, [BIN, 'bolepix', 'list'], {env, timeoutMs: 180_000}),
      },
    ]
    // Warm-up and a check of what is printed: --json must hold every record.
    const check = await runTimed(node, [BIN, 'bolepix', 'list', '--json'], {env, keepStdout: true, timeoutMs: 180_000})
    const printed = JSON.parse(check.stdout).length
    if (printed !== count) throw new Error(`bolepix list --json printed ${printed} of ${count} records`)
    // The baseline prints the same text (the records as the stand-in sends them: nothing to redact).
    const baseline = await runTimed(node, [PARSE_PRINT, `${url}/bolepix/invoices?sellerId=${sellerId}`, token], {env, keepStdout: true})
    if (baseline.stdout !== check.stdout) throw new Error('the parse-and-print baseline does not print what bolepix list --json prints')
    const {bareRss, variants: measured} = await peakMemoryRounds(variants, rounds, (m) => log(`large list: ${m}`))
    const parsePrint = measured.find((v) => v.id === 'parse-print')
    return {
      rounds,
      count,
      jsonBytes,
      bareRss,
      havePty,
      variants: measured.map((v) => ({
        ...v,
        ofJson: v.aboveBare / jsonBytes,
        // The time of each against the parse-and-print script's (wall medians; CPU medians where the kernel counts it).
        ofParsePrint: v.ms.median / parsePrint.ms.median,
        cpuOfParsePrint: v.cpuMs !== undefined && parsePrint.cpuMs ? v.cpuMs / parsePrint.cpuMs : undefined,
      })),
    }
  } finally {
    await stop(server)
  }
}
