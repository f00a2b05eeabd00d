/**
 * What the base command relies on in oclif, pinned so that an oclif upgrade that changes it fails here rather than
 * in front of a user: its parse errors are usage errors (exit 2) whatever their wording, and a command whose argv
 * guard refused the command line (parse() never ran) is marked parsed through oclif's own `parsed` field, so oclif
 * does not warn "did not parse its arguments" in development.
 */
import {describe, expect, it} from 'vitest'
import {runCli} from '../helpers/cli.js'

describe('the base command and oclif', () => {
  it('a refused card number in argv: exit 2, not echoed, and no "did not parse" warning from oclif (NODE_ENV=development)', async () => {
    const r = await runCli(['card', 'capture', '5155901222280001'], {env: {NODE_ENV: 'development', PAYCTL_ACCESS_TOKEN: 'x', PAYCTL_SELLER_ID: 's'}})
    expect(r.code).toBe(2)
    expect(r.stderr).not.toContain('5155901222280001')
    expect(r.stderr).not.toMatch(/did not parse/i)
  })

  it.each([
    [['bolepix', 'list', '--limit', 'abc'], /--limit: Expected an integer/],
    [['bolepix', 'list', '--nope'], /Nonexistent flag: --nope/],
    [['sandbox', 'pay'], /Missing 1 required arg/],
    [['bolepix', 'get', 'a', 'b'], /Unexpected argument: b/],
  ])('oclif refuses %j: exit 2, one line, the command help suggested', async (args, message) => {
    const r = await runCli(args)
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(message)
    expect(r.stderr).toMatch(/^see: payctl .* --help$/m)
    expect(r.stderr).not.toMatch(/\n\s+at /)
  })
})
