/**
 * An AI agent running payctl in a real pseudo-terminal (docs/agents.md): never a prompt, a picker or a pager, whether
 * it says so with AI_AGENT or with its own variable (Claude Code's CLAUDECODE). What a person sees in the same
 * terminal is tested in test/commands/bolepix/prompts.e2e.test.ts and terminal-list.e2e.test.ts (the helpers clear
 * the agents' variables for those, test/helpers/cli.ts).
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {tempDir} from '../helpers/cli.js'
import {ptyDriver, runInPty} from '../helpers/pty.js'
import {sendJson} from '../helpers/recording-server.js'
import {apiEnv, recorder} from './bolepix/helpers.js'

const driver = ptyDriver()
if (!driver) console.warn('skipping the pseudo-terminal tests: neither `script` (util-linux) nor tmux is installed')

/** The two ways an agent is known: the variable every agent may set, and one agent's own. */
const AGENTS = [{AI_AGENT: 'some-agent'}, {CLAUDECODE: '1'}] as const
const label = (vars: Record<string, string>) => Object.keys(vars)[0]!

// Not a prompt: if one were drawn the run would wait for an answer until the timeout killed it (code null).
const NO_ANSWERS = {steps: [], timeoutMs: 15_000}

describe.skipIf(!driver)(`an AI agent in a pseudo-terminal (${driver ?? 'none'})`, () => {
  describe.each(AGENTS)('known by %o', (vars) => {
    it(`bolepix create with missing fields asks nothing: exit 2 naming each by flag and field (${label(vars)})`, async () => {
      const s = await recorder()
      const r = await runInPty(['bolepix', 'create', '--amount', '10,00'], {env: apiEnv(s.url, vars), ...NO_ANSWERS})
      expect(r.code, r.screen).toBe(2)
      expect(r.screen).not.toContain('dueDate —')
      // The one error line, wrapped to the terminal's width.
      const said = r.screen.replace(/\s+/g, ' ')
      for (const [flag, field] of [
        ['--due-date', 'dueDate'],
        ['--expiration-after-payment', 'expirationAfterPayment'],
        ['--debtor-name', 'debtor.name'],
        ['--debtor-postal-code', 'debtor.postalCode'],
      ])
        expect(said).toContain(`${flag} (${field}): required`)
      // Nothing sent: not even the check of the service made before a first question.
      expect(s.requests).toEqual([])
    })

    it(`bolepix cancel without an id shows no picker: exit 2, nothing listed or sent (${label(vars)})`, async () => {
      const s = await recorder((_req, res) => sendJson(res, 200, [{invoiceId: 'INV-P1', status: 'PENDING', amount: 10}]))
      const r = await runInPty(['bolepix', 'cancel', '--reason', 'wrong amount', '--yes'], {env: apiEnv(s.url, vars), ...NO_ANSWERS})
      expect(r.code, r.screen).toBe(2)
      expect(r.screen).toContain('INVOICE_ID is required')
      expect(r.screen).not.toContain('Which charge')
      expect(s.requests).toEqual([])
    })

    it(`bolepix list longer than the screen is printed whole, never through the pager (${label(vars)})`, async () => {
      const records = Array.from({length: 80}, (_, i) => ({
        invoiceId: `inv-${String(i).padStart(5, '0')}`,
        status: 'PENDING',
        amount: 10 + i,
        insertedAt: new Date(Date.UTC(2026, 0, 1, 12, i)).toISOString(),
      }))
      const s = await recorder((_req, res) => sendJson(res, 200, records))
      // A pager that records what it was given: it must never run.
      const dir = tempDir('payctl-pager-')
      const seen = join(dir, 'seen.txt')
      writeFileSync(join(dir, 'pager.sh'), '#!/bin/sh\ncat > "$1"\n', {mode: 0o755})
      const r = await runInPty(['bolepix', 'list', '--all'], {
        env: apiEnv(s.url, {...vars, PAYCTL_PAGER: `${join(dir, 'pager.sh')} ${seen}`}),
        ...NO_ANSWERS,
      })
      expect(r.code, r.screen).toBe(0)
      expect(existsSync(seen) ? readFileSync(seen, 'utf8') : undefined).toBeUndefined()
      expect([...r.screen.matchAll(/inv-(\d{5})/g)]).toHaveLength(80)
    })
  })
})
