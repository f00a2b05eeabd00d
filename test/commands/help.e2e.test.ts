/**
 * Help for a newcomer: every command has a summary, a description and at least two examples that use long
 * flags, each example runs this very command with flags it has; `payctl` alone lists every topic (shell completion:
 * completion.e2e.test.ts).
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ROOT, runCli} from '../helpers/cli.js'

interface ManifestCommand {
  id: string
  summary?: string
  description?: string
  examples?: (string | {command: string})[]
  flags: Record<string, {char?: string}>
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as {commands: Record<string, ManifestCommand>}
const pjson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {oclif: {topics: Record<string, unknown>}}
const commands = Object.values(manifest.commands)
const topics = Object.keys(pjson.oclif.topics)

/** The part of an example that runs this command (up to a pipe), and the long flags it passes. */
function invocation(example: string, id: string): {text: string; flags: string[]} | undefined {
  const start = example.indexOf(`<%= config.bin %> ${id.replaceAll(':', ' ')}`)
  if (start < 0) return undefined
  const text = example.slice(start).split(' | ')[0]!
  return {text, flags: [...text.matchAll(/\s--([a-z][a-z0-9-]*)/g)].map((m) => m[1]!)}
}

describe('help of every command', () => {
  it('the manifest lists the commands of every topic', () => {
    expect(commands.length).toBeGreaterThanOrEqual(30)
    for (const topic of topics)
      expect(
        commands.some((c) => c.id.startsWith(`${topic}:`)),
        topic,
      ).toBe(true)
  })

  it.each(commands.map((c) => [c.id, c] as const))('%s: a summary, a description, two examples with long flags it has', (_id, c) => {
    expect(c.summary?.trim().length ?? 0).toBeGreaterThan(10)
    expect(c.description?.trim().length ?? 0).toBeGreaterThan(c.summary!.length)
    const examples = (c.examples ?? []).map((e) => (typeof e === 'string' ? e : e.command))
    const runs = examples.map((e) => invocation(e, c.id))
    expect(runs.every(Boolean), `every example runs "${c.id}": ${examples.join(' || ')}`).toBe(true)
    expect(runs.filter((r) => r!.flags.length > 0).length, `examples with long flags: ${examples.join(' || ')}`).toBeGreaterThanOrEqual(2)
    for (const r of runs) for (const f of r!.flags) expect(Object.keys(c.flags), `--${f} in "${r!.text}"`).toContain(f)
  })
})

describe('payctl with no arguments', () => {
  it('payctl alone prints the topics and the top-level commands, exit 0', async () => {
    const r = await runCli([])
    expect(r.code).toBe(0)
    const section = r.stdout.slice(r.stdout.indexOf('TOPICS'), r.stdout.indexOf('COMMANDS'))
    for (const topic of topics) expect(section).toMatch(new RegExp(`^  ${topic} `, 'm'))
    for (const command of ['api', 'completion', 'listen', 'login', 'logout']) expect(r.stdout).toMatch(new RegExp(`^  ${command} `, 'm'))
  })
})
