/**
 * The README's scripting section runs as written (docs/scripting.md): every ```sh example block of "## Scripting" is
 * run by bash (`set -euo pipefail`), in order, in one folder, with `payctl` on PATH pointing at the built CLI and
 * the environment pointing at a sandbox holding a few charges. Each must exit 0 and print something, and say no
 * error except where it shows one on purpose.
 *
 * A block made only of plain `payctl …` lines (quoted words, no pipe, redirection, `$`, …) checks what each command
 * prints and its exit code: its lines run in-process, one by one, in the same order (docs/testing.md, "In-process and
 * spawned"); the others, where the shell is the point, run in bash with the built CLI. `timeout N payctl events tail`
 * waits for the tail's first poll of the sandbox, not N seconds (at most N: a `timeout` function in the test's shell
 * stands in for coreutils', the same exit status), so SIGTERM still ends a tail that is running.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {parse as parseCsv} from 'csv-parse/sync'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ROOT, runShell, tempDir} from './helpers/cli.js'
import {runInProcess} from './helpers/in-process.js'
import {withSandbox, type TestSandbox} from './helpers/sandbox.js'
import {requiredFlags} from './commands/bolepix/helpers.js'

/** The ```sh example blocks of a README section. */
export function exampleBlocks(markdown: string, section: string): string[] {
  const start = markdown.indexOf(`\n## ${section}\n`)
  if (start === -1) return []
  const end = markdown.indexOf('\n## ', start + 1)
  const text = markdown.slice(start, end === -1 ? undefined : end)
  return [...text.matchAll(/^```sh example\n([\s\S]*?)^```$/gm)].map((m) => m[1]!)
}

const blocks = exampleBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'Scripting')

/**
 * The words of a plain command line (`payctl` first; words of the characters below, in single quotes, or in double
 * quotes without `$`, `` ` `` or `\\`), or undefined when the shell does more there (a pipe, a redirection, `$`, a
 * comment, a second command…). A trailing `</dev/null` is empty stdin.
 */
export function plainCommand(line: string): {args: string[]; input?: string} | undefined {
  let text = line.trim()
  let input: string | undefined
  if (text.endsWith(' </dev/null')) {
    text = text.slice(0, -' </dev/null'.length)
    input = ''
  }
  const words: string[] = []
  let word: string | undefined
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === ' ') {
      if (word !== undefined) words.push(word)
      word = undefined
    } else if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1)
      const quoted = text.slice(i + 1, end)
      if (end === -1 || (c === '"' && /[$`\\]/.test(quoted))) return undefined
      word = (word ?? '') + quoted
      i = end
    } else if (/[\w@%+=:,./-]/.test(c)) word = (word ?? '') + c
    else return undefined
  }
  if (word !== undefined) words.push(word)
  if (words[0] !== 'payctl' || words.length < 2) return undefined
  return {args: words.slice(1), ...(input === undefined ? {} : {input})}
}

/**
 * Runs a README script: each line in-process when all are plain payctl commands (stopping at the first that fails,
 * as `set -e` does), else in bash after `prelude`, in the examples' folder. In-process runs would read and write
 * files in the test process's folder, not the examples': a script naming a file (`--xlsx charges.xlsx`) runs in bash.
 */
async function run(script: string, prelude = ''): Promise<{code: number | null; stdout: string; stderr: string}> {
  const commands = script
    .replace(/\\\n\s*/g, ' ')
    .trim()
    .split('\n')
    .map(plainCommand)
  const namesFile = (c: {args: string[]}) => c.args.some((a) => /\.(xlsx|csv|jsonl?|pdf|txt)$/i.test(a))
  if (commands.some((c) => c === undefined || namesFile(c)))
    return runShell(`timeout() {${TIMEOUT_UNTIL_POLLED}}\n${prelude}${script}`, {env: {...sb.env, PAYCTL_TEST_POLLS: polls}, cwd})
  const all = {code: 0 as number | null, stdout: '', stderr: ''}
  for (const c of commands) {
    const r = await runInProcess(c!.args, {env: sb.env, input: c!.input})
    Object.assign(all, {code: r.code, stdout: all.stdout + r.stdout, stderr: all.stderr + r.stderr})
    if (r.code !== 0) break
  }
  return all
}

/**
 * `timeout [--preserve-status] N cmd…`, ending cmd with SIGTERM once the sandbox has answered a GET /api/events more
 * than before it started (the tail's first poll), or after N seconds, whichever comes first.
 */
const TIMEOUT_UNTIL_POLLED = `
  local preserve=; if [ "$1" = --preserve-status ]; then preserve=1; shift; fi
  local limit=$(( $1 * 20 )) before; shift; before=$(cat "$PAYCTL_TEST_POLLS")
  "$@" & local pid=$! n=0 code=0 ended=
  until [ "$(cat "$PAYCTL_TEST_POLLS")" != "$before" ] || [ $n -ge $limit ]; do
    if ! kill -0 $pid 2>/dev/null; then ended=1; break; fi
    sleep 0.05; n=$((n + 1))
  done
  [ -n "$ended" ] || kill -TERM $pid 2>/dev/null || true
  wait $pid || code=$?
  if [ -n "$ended" ] || [ -n "$preserve" ]; then return $code; fi
  return 124
`

let sb: TestSandbox
const cwd = tempDir('payctl-readme-')
/** A file holding how many GET /api/events the sandbox has answered (the `timeout` above reads it). */
const polls = join(cwd, '.polls')
beforeAll(async () => {
  let n = 0
  writeFileSync(polls, '0')
  sb = await withSandbox({
    onRequest: (e) => void (e.method === 'GET' && e.path.startsWith('/api/events') && writeFileSync(polls, String(++n))),
  })
  for (const amount of ['150,75', '99,90', '1.234,56']) {
    const r = await runInProcess(['bolepix', 'create', ...requiredFlags({amount}), '-q'], {env: sb.env})
    expect(r.code, r.stderr).toBe(0)
  }
})
afterAll(() => sb?.close())

describe('the README scripting examples', {timeout: 120_000}, () => {
  it('there is one for each feature: --jq, -q, --fields, --jsonl, --csv, --sort, bulk actions, errors', () => {
    expect(blocks).toHaveLength(8)
    const all = blocks.join('\n')
    for (const feature of ['--jq', ' -q)', '--fields', '--jsonl', '--csv', '--sort amount:desc', 'cancel -', 'capture -', '--json >'])
      expect(all).toContain(feature)
  })

  it.each(blocks.map((block, i) => [i + 1, block.split('\n')[0]!, block] as const))(
    'example %i (%s) runs and exits 0',
    async (n, _first, block) => {
      const r = await run(block, 'set -euo pipefail\n')
      expect(r.code, r.stderr).toBe(0)
      expect(r.stdout).not.toBe('')
      // The last example shows an error on purpose.
      if (n !== blocks.length) expect(r.stderr).not.toMatch(/^error:/m)
    },
  )

  it('the files the examples wrote hold what they say', () => {
    expect(existsSync(join(cwd, 'charges.csv'))).toBe(true)
    const rows = parseCsv(readFileSync(join(cwd, 'charges.csv'), 'utf8')) as string[][]
    expect(rows[0]!.slice(0, 4)).toEqual(['id', 'invoiceId', 'sellerId', 'status'])
    expect(rows.length).toBeGreaterThan(3)
    expect(JSON.parse(readFileSync(join(cwd, 'answer.json'), 'utf8'))).toMatchObject({error: {code: 'not_found'}})
  })
})

/**
 * Every transcript in the README (a ``` block whose first line is `$ payctl …`, then what it prints) shows what payctl
 * really prints: the command runs, and its output (stdout and stderr) matches the lines shown, `…`
 * standing for any text.
 */
export function transcripts(markdown: string): {command: string; shown: string}[] {
  return [...markdown.matchAll(/^```\n\$ (payctl [^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({command: m[1]!, shown: m[2]!.trimEnd()}))
}

describe('the README transcripts', {timeout: 60_000}, () => {
  const all = transcripts(readFileSync(join(ROOT, 'README.md'), 'utf8'))
  it('there is at least one (the invalid charge of "Bolepix charges")', () => expect(all.length).toBeGreaterThan(0))
  it.each(all.map((t) => [t.command, t] as const))('%s prints what the README shows', async (_command, t) => {
    const r = await run(t.command)
    const escaped = t.shown.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    expect((r.stdout + r.stderr).trimEnd()).toMatch(new RegExp(`^${escaped.join('[\\s\\S]*?')}$`))
  })
})
