/**
 * `payctl commands` (docs/agents.md): every command of the manifest oclif uses, with its arguments and flags as they
 * are declared, whether it writes, and the exit codes of docs/contract.md; in-process, from the built manifest
 * (`npm run build` first).
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ExitCode} from '../../src/errors.js'
import type {CommandEntry, CommandMap} from '../../src/services/commands/map.js'
import {ROOT} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'

const manifest = JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as {
  commands: Record<string, {writes?: unknown; flags: Record<string, unknown>}>
}

async function map(): Promise<CommandMap> {
  const r = await runInProcess(['commands', '--json'])
  expect(r.code, r.stderr).toBe(0)
  return JSON.parse(r.stdout) as CommandMap
}

const command = (m: CommandMap, id: string): CommandEntry => m.commands.find((c) => c.id === id)!

describe('payctl commands', () => {
  it('--json: every command of the manifest, each flag of it, the exit codes', async () => {
    const m = await map()
    expect(m.commands.map((c) => c.id)).toEqual(Object.keys(manifest.commands).sort())
    for (const c of m.commands) {
      expect(c.flags.map((f) => f.name).sort(), c.id).toEqual(Object.keys(manifest.commands[c.id]!.flags).sort())
      expect(c.command).toBe(`payctl ${c.id.replaceAll(':', ' ')}`)
      expect(c.summary, c.id).not.toBe('')
      for (const e of c.examples) expect(e, c.id).toMatch(/\bpayctl /)
    }
    expect(m.exitCodes.map((e) => e.code)).toEqual(Object.values(ExitCode))
    expect(m.exitCodes.find((e) => e.code === 2)!.meaning).toBe('invalid input or usage: nothing was sent')
  })

  it('every command declares whether it writes', async () => {
    const undeclared = Object.entries(manifest.commands).filter(([, c]) => typeof c.writes !== 'boolean')
    expect(undeclared.map(([id]) => id)).toEqual([])
    const m = await map()
    const writes = (id: string) => command(m, id).writes
    expect(['bolepix:create', 'bolepix:cancel', 'card:pay', 'config:set', 'login', 'trigger'].map(writes)).toEqual(Array(6).fill(true))
    expect(['bolepix:list', 'bolepix:get', 'status', 'config:list', 'commands', 'find'].map(writes)).toEqual(Array(6).fill(false))
  })

  it('a flag as declared: its type, values, default, requirement and environment variable', async () => {
    const m = await map()
    const flag = (id: string, name: string) => command(m, id).flags.find((f) => f.name === name)
    expect(flag('bolepix:cancel', 'concurrency')).toMatchObject({type: 'integer', default: 4, required: false})
    expect(flag('bolepix:cancel', 'yes')).toMatchObject({type: 'boolean', char: 'y'})
    expect(flag('bolepix:list', 'locale')).toMatchObject({type: 'string', options: ['en', 'pt-BR'], group: 'OUTPUT'})
    expect(flag('bolepix:list', 'sort')).toMatchObject({type: 'string'})
    expect(flag('bolepix:list', 'profile')).toMatchObject({env: 'PAYCTL_PROFILE', group: 'GLOBAL'})
    expect(flag('bolepix:create', 'seller-id')).toMatchObject({env: 'PAYCTL_SELLER_ID'})
    expect(flag('bolepix:create', 'due-date')).toMatchObject({type: 'string', env: null, group: 'BODY'})
    expect(flag('webhook:create', 'target')).toMatchObject({required: true})
    expect(command(m, 'bolepix:get').args).toEqual([expect.objectContaining({name: 'invoice_id', required: true})])
  })

  it('for a person: a line per command with its arguments, its summary and its own flags, then the exit codes', async () => {
    const r = await runInProcess(['commands'])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toMatch(/^Most commands also take --json {2}--jq STRING {2}--debug {2}--profile STRING \(env PAYCTL_PROFILE\)\n/)
    expect(r.stdout).toContain('\npayctl bolepix cancel [INVOICE_ID]  (writes)\n  Cancel a Bolepix charge')
    expect(r.stdout).toContain('--concurrency INTEGER (default 4)')
    expect(r.stdout).toContain('\npayctl bolepix get INVOICE_ID\n')
    expect(r.stdout).toContain('\nExit codes:\n  0   success\n')
    expect(r.stdout).toContain('  130 interrupted (Ctrl-C)\n')
  })
})
