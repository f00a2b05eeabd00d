/**
 * The README's scripting section runs as written (docs/scripting.md): every ```sh example block of "## Scripting" is
 * run by bash (`set -euo pipefail`), in order, in one folder, with `payctl` on PATH pointing at the built CLI and
 * the environment pointing at a sandbox holding a few charges. Each must exit 0 and print something, and say no
 * error except where it shows one on purpose.
 */
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {parse as parseCsv} from 'csv-parse/sync'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ROOT, runCli, runShell, tempDir} from './helpers/cli.js'
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

let sb: TestSandbox
const cwd = tempDir('payctl-readme-')
beforeAll(async () => {
  sb = await withSandbox()
  for (const amount of ['150,75', '99,90', '1.234,56']) {
    const r = await runCli(['bolepix', 'create', ...requiredFlags({amount}), '-q'], {env: sb.env})
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
      const r = await runShell(`set -euo pipefail\n${block}`, {env: sb.env, cwd})
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
 * really prints (issue 25): the command runs, and its output (stdout and stderr) matches the lines shown, `…`
 * standing for any text.
 */
export function transcripts(markdown: string): {command: string; shown: string}[] {
  return [...markdown.matchAll(/^```\n\$ (payctl [^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({command: m[1]!, shown: m[2]!.trimEnd()}))
}

describe('the README transcripts', {timeout: 60_000}, () => {
  const all = transcripts(readFileSync(join(ROOT, 'README.md'), 'utf8'))
  it('there is at least one (the invalid charge of "Bolepix charges")', () => expect(all.length).toBeGreaterThan(0))
  it.each(all.map((t) => [t.command, t] as const))('%s prints what the README shows', async (_command, t) => {
    const r = await runShell(t.command, {env: sb.env, cwd})
    const escaped = t.shown.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    expect((r.stdout + r.stderr).trimEnd()).toMatch(new RegExp(`^${escaped.join('[\\s\\S]*?')}$`))
  })
})
