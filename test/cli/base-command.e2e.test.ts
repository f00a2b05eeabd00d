/**
 * What the base command relies on in oclif, pinned so that an oclif upgrade that changes it fails here rather than
 * in front of a user: its parse errors are usage errors (exit 2) whatever their wording, and a command whose argv
 * guard refused the command line (parse() never ran) is marked parsed through oclif's own `parsed` field, so oclif
 * does not warn "did not parse its arguments" in development. That warning is checked in a spawned run (oclif reads
 * the process's NODE_ENV and writes it to the process's stderr); the parse errors run in-process (helpers/in-process.ts).
 */
import {describe, expect, it} from 'vitest'
import {runCli as runSpawned} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {explainParseError} from '../../src/cli/base-command.js'

describe('the base command and oclif', () => {
  it('a refused card number in argv: exit 2, not echoed, and no "did not parse" warning from oclif (NODE_ENV=development)', async () => {
    const r = await runSpawned(['card', 'capture', '5155901222280001'], {
      env: {NODE_ENV: 'development', PAYCTL_ACCESS_TOKEN: 'x', PAYCTL_SELLER_ID: 's'},
    })
    expect(r.code).toBe(2)
    expect(r.stderr).not.toContain('5155901222280001')
    expect(r.stderr).not.toMatch(/did not parse/i)
  })

  it.each([
    // A mistyped flag names the nearest one (oclif's NonExistentFlagsError carries the flags it did not know).
    [['events', 'notifications', '--staus', 'failed'], 'error: unknown flag --staus. Did you mean --status?'],
    [['bolepix', 'list', '--colums', 'status'], 'error: unknown flag --colums. Did you mean --columns?'],
    [['login', '--no-verfy'], 'error: unknown flag --no-verfy. Did you mean --no-verify?'],
    // A flag people shorten, or name by what it holds.
    [['bolepix', 'create', '--due', '+7d'], 'error: unknown flag --due. Did you mean --due-date?'],
    [['bolepix', 'create', '--cpf', '42318970858'], 'error: unknown flag --cpf. Did you mean --debtor-document?'],
    [['card', 'pay', '--cpf', '52998224725'], 'error: unknown flag --cpf. Did you mean --customer-cpf?'],
    // A field named the way people say it: --sort and --fields suggest the field.
    [['bolepix', 'list', '--sort', 'due'], 'error: --sort: no field "due" (did you mean dueDate?); the fields are'],
    [['bolepix', 'list', '--fields', 'name'], 'error: --fields: no field "name" (did you mean debtor.name?); the fields are'],
    // A value typed after = is never repeated (it may be a token).
    [
      ['events', 'replay', 'ev-1', '--to', 'http://127.0.0.1:9', '--authorizaton=tok_secret_value_1234'],
      'error: unknown flag --authorizaton. Did you mean --authorization?',
    ],
    // A missing flag with its dashes, and what it takes.
    [['events', 'replay', 'ev-1'], 'error: missing required flag --to: URL that receives the POST (your handler, or payctl listen)'],
    // (bolepix wait's --until is PAID by default.)
    [['webhook', 'create', '--event', '*'], 'error: missing required flag --target: URL that receives a POST per notification'],
    // Several missing flags: one sentence of payctl's, not oclif's "The following errors occurred:".
    [
      ['webhook', 'create'],
      'error: missing required flags --event: event name or pattern ending in * (repeat the flag for several); --target: URL that receives a POST per notification (http or https)',
    ],
    // The card commands' own argv guard says the same.
    [['card', 'pay', '--instalments', '2'], 'error: unknown flag --instalments. Did you mean --installments? See payctl card pay --help'],
  ])('%j says what to do: %s (exit 2, nothing sent)', async (args, line) => {
    const r = await runInProcess(args, {env: {PAYCTL_BASE_URL: 'http://127.0.0.1:9', PAYCTL_ACCESS_TOKEN: 'x', PAYCTL_SELLER_ID: 's'}})
    expect(r.code).toBe(2)
    expect(r.stderr.split('\n')[0]).toContain(line)
    expect(r.stderr).not.toContain('following error')
    expect(r.stderr + r.stdout).not.toContain('tok_secret')
  })

  it.each([
    [['bolepix', 'list', '--limit', 'abc'], /--limit: Expected an integer/],
    [['bolepix', 'list', '--nope'], /unknown flag --nope$/m],
    [['sandbox', 'pay'], /Missing 1 required arg/],
    [['bolepix', 'get', 'a', 'b'], /Unexpected argument: b/],
  ])('oclif refuses %j: exit 2, one line, the command help suggested', async (args, message) => {
    const r = await runInProcess(args)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(message)
    expect(r.stderr).toMatch(/^see: payctl .* --help$/m)
    expect(r.stderr).not.toMatch(/\n\s+at /)
  })

  // On a terminal oclif dims its list of missing flags (a colour code before the first and after the last).
  it("several missing flags in colour: one sentence of payctl's, nothing of oclif's", () => {
    const err = new Error(
      'The following errors occurred:\n  \u001b[2mMissing required flag event\n  Missing required flag target\u001b[22m\nSee more help with --help',
    )
    const flags = {event: {description: 'event name'}, target: {description: 'URL.'}}
    expect(explainParseError(err, flags)).toBe('missing required flags --event: event name; --target: URL')
  })
})
