/** The base command's handling of oclif's parse errors: one clear usage line. */
import {describe, expect, it} from 'vitest'
import {usageMessage} from '../../src/cli/base-command.js'

describe('usageMessage (oclif parse errors on one line)', () => {
  it.each([
    [
      'Parsing --limit \n\tExpected an integer greater than or equal to 1 but received: 0\nSee more help with --help',
      '--limit: Expected an integer greater than or equal to 1 but received: 0',
    ],
    ['Missing 1 required arg:\ninvoice_id  the invoice id\nSee more help with --help', 'Missing 1 required arg: invoice_id the invoice id'],
    ['The following error occurred:\n  Missing required flag until\nSee more help with --help', 'Missing required flag until'],
    ['Nonexistent flag: --x\nSee more help with --help', 'Nonexistent flag: --x'],
    ['Flag --s expects a value', 'Flag --s expects a value'],
  ])('%j', (raw, expected) => expect(usageMessage(raw)).toBe(expected))
})
