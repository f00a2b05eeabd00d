/**
 * Messages that match the input, against the sandbox: an id not found says why a short one cannot work, a
 * stray argument is called unexpected, the declined card's error carries its payment id. In-process (helpers/in-process.ts),
 * but for a mistyped command or a stray argument (both answered by oclif's command-not-found hook) and events tail's
 * screen (a pty).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {runCli as runSpawned} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {ptyDriver, runInPty} from '../helpers/pty.js'
import {requiredFlags} from './bolepix/helpers.js'
import {addDays} from '../../src/schemas/dates.js'
import {showsNumber} from '../helpers/card-spellings.js'

let sb: TestSandbox
beforeAll(async () => {
  sb = await withSandbox()
})
afterAll(() => sb?.close())

describe('messages that match the input', () => {
  it('card capture of a short id not found says card payment ids are whole', async () => {
    const r = await runInProcess(['card', 'capture', '7d46758f'], {env: sb.env})
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(
      /^error: cannot capture payment 7d46758f: HTTP 404 .*; card payment ids are whole \(the service cannot list payments, so no short id is looked up\)/,
    )
    // A whole id (UUID) not found gets no such hint.
    const whole = await runInProcess(['card', 'capture', '7d46758f-0000-4000-8000-000000000000'], {env: sb.env})
    expect(whole.code).toBe(1)
    expect(whole.stderr).not.toContain('whole')
  })

  it('an id shorter than a short id, not found, mentions that short ids need 8 characters (a hint: ids stay free-form)', async () => {
    const r = await runInProcess(['bolepix', 'get', '7d46'], {env: sb.env})
    expect(r.code).toBe(1)
    expect(r.stderr).toBe('error: not found: no Bolepix invoice "7d46" (a short id needs at least 8 characters, as the tables show them)\n')
    const longer = await runInProcess(['bolepix', 'get', '7d46758f'], {env: sb.env})
    expect(longer.stderr).toBe('error: not found: no Bolepix invoice "7d46758f"\n')
  })

  it('a duration without its unit says the unit is missing (config set timeout 5, PAYCTL_TIMEOUT=5, --timeout 5)', async () => {
    const set = await runInProcess(['config', 'set', 'timeout', '5'], {env: sb.env})
    expect(set.code).toBe(2)
    expect(set.stderr).toBe('error: timeout "5" has no unit: 5s, 5m or 5h\n')
    const fromEnv = await runInProcess(['bolepix', 'list'], {env: {...sb.env, PAYCTL_TIMEOUT: '5'}})
    expect(fromEnv.code).toBe(2)
    expect(fromEnv.stderr).toBe('error: timeout "5" (from env) has no unit: 5s, 5m or 5h\n')
    const wait = await runInProcess(['bolepix', 'wait', 'INV-1', '--timeout', '5'], {env: sb.env})
    expect(wait.code).toBe(2)
    expect(wait.stderr).toBe('error: --timeout "5" has no unit: 5s, 5m or 5h\n')
  })

  it('bolepix list extra-arg says the argument is unexpected, not that it is no command (exit 2)', async () => {
    // oclif reads `bolepix list extra-arg` as a command id it does not know: the command-not-found hook answers.
    const r = await runSpawned(['bolepix', 'list', 'extra-arg'], {env: sb.env})
    expect(r.code).toBe(2)
    expect(r.stderr).toBe('error: unexpected argument "extra-arg": payctl bolepix list takes none. See: payctl bolepix list --help\n')
    const typo = await runSpawned(['bolepix', 'lst'], {env: sb.env})
    expect(typo.stderr).toContain('"bolepix lst" is not a payctl command. Did you mean "payctl bolepix list"?')
  })

  it('a card number in a mistyped command or a stray argument is masked however it is written', async () => {
    // Before: the hook masked only runs of digits with spaces or hyphens, and printed these whole.
    for (const spelling of ['4111111111111111'.split('').join('\u200d'), '4111+1111+1111+1111']) {
      for (const args of [
        ['card', spelling],
        ['bolepix', 'list', spelling],
      ]) {
        const r = await runSpawned(args, {env: sb.env})
        expect(r.code).toBe(2)
        expect(r.stderr).toContain('411111******1111')
        expect(showsNumber(r.stderr, spelling)).toBe(false)
      }
    }
  })
})

describe('after sandbox clock +6d', () => {
  it("a relative due date counts from the sandbox's clock; events tail's last poll is on that clock", async () => {
    const moved = await withSandbox()
    try {
      const clock = await runInProcess(['sandbox', 'clock', '+6d', '--json'], {env: moved.env})
      expect(clock.code, clock.stderr).toBe(0)
      const sandboxToday = (JSON.parse(clock.stdout) as {now: string}).now.slice(0, 10)
      const r = await runInProcess(['bolepix', 'create', ...requiredFlags({'due-date': '+1d'}), '--json'], {env: moved.env})
      expect(r.code, r.stderr).toBe(0)
      expect(r.stderr).toContain(`the sandbox's clock is at `)
      const id = (JSON.parse(r.stdout) as {invoiceId: string}).invoiceId
      const got = JSON.parse((await runInProcess(['bolepix', 'get', id, '--json'], {env: moved.env})).stdout) as {dueDate: string}
      expect(got.dueDate).toBe(addDays(sandboxToday, 1))
      if (ptyDriver()) {
        const tail = await runInPty(['events', 'tail', '--interval', '300ms'], {
          env: moved.env,
          steps: [{waitFor: /last poll/, keys: '\x03'}],
        })
        expect(tail.screen).toMatch(new RegExp(`last poll ${sandboxToday} \\d\\d:\\d\\d:\\d\\d \\(the sandbox's clock\\)`))
      }
    } finally {
      await moved.close()
    }
  }, 30_000)

  it("--since 2d on the lists counts back from the sandbox's clock: a charge made before the clock moved is older", async () => {
    const moved = await withSandbox()
    try {
      const made = await runInProcess(['bolepix', 'create', ...requiredFlags(), '-q'], {env: moved.env})
      expect(made.code, made.stderr).toBe(0)
      expect((await runInProcess(['sandbox', 'clock', '+6d'], {env: moved.env})).code).toBe(0)
      for (const args of [
        ['bolepix', 'list', '--since', '2d', '--json'],
        ['events', 'list', '--since', '2d', '--json'],
        ['events', 'notifications', '--since', '2d', '--json'],
      ]) {
        const r = await runInProcess(args, {env: moved.env})
        expect(r.code, r.stderr).toBe(0)
        expect(JSON.parse(r.stdout), args.join(' ')).toEqual([])
      }
      // Six days back on the sandbox's clock reaches it again.
      const all = await runInProcess(['bolepix', 'list', '--since', '7d', '--jq', '.[].invoiceId'], {env: moved.env})
      expect(all.stdout.trim()).toBe(made.stdout.trim())
    } finally {
      await moved.close()
    }
  }, 30_000)
})
