/**
 * `payctl trigger`'s argv guard (src/cli/card/trigger-argv.ts): `--card` takes the sandbox's public test card numbers
 * and nothing else; a real-looking card number anywhere else (a --set value, an argument) is refused; no message
 * repeats the number.
 */
import {describe, expect, it} from 'vitest'
import {refuseRealCardNumbersInTriggerArgv} from '../../../src/cli/card/trigger-argv.js'
import Trigger from '../../../src/commands/trigger.js'
import {TEST_CARDS} from '../../../src/schemas/card.js'

const guard =
  (...argv: string[]) =>
  () =>
    refuseRealCardNumbersInTriggerArgv(argv, Trigger.flags)
const REAL = '4111111111111111'

describe('trigger argv', () => {
  it('accepts every public test card for --card, in both spellings and with the usual separators', () => {
    for (const c of TEST_CARDS) {
      expect(guard('card-paid', '--card', c.number)).not.toThrow()
      expect(guard('card-paid', `--card=${c.number}`)).not.toThrow()
    }
    expect(guard('card-paid', '--card', '5155 9012 2228 0001')).not.toThrow()
    expect(guard('card-paid', '--set', `card=${TEST_CARDS[0]!.number}`)).not.toThrow()
  })

  it('refuses any other number for --card, Luhn-valid or not, without repeating it', () => {
    for (const value of [REAL, '4111 1111 1111 1111', '1234567890123', 'not-a-card']) {
      for (const argv of [
        ['card-paid', '--card', value],
        ['card-paid', `--card=${value}`],
      ]) {
        let message = ''
        try {
          guard(...argv)()
        } catch (err) {
          message = (err as Error).message
        }
        expect(message, argv.join(' ')).toContain("--card takes only one of the sandbox's public test card numbers")
        expect(message).not.toContain(value)
      }
    }
  })

  it('refuses a card number as a --set value (quoted as JSON or not) or as an argument, but not documents and phones', () => {
    for (const argv of [
      ['card-paid', '--set', `payment.x=${REAL}`],
      ['card-paid', `--set=x="${REAL}"`],
      ['card-paid', REAL],
      ['card-paid', '--amount', REAL],
    ]) {
      expect(guard(...argv), argv.join(' ')).toThrow(/not repeated here/)
      try {
        guard(...argv)()
      } catch (err) {
        expect((err as Error).message).not.toContain(REAL)
      }
    }
    expect(guard('card-paid', '--set', 'customer.cnpj=11222333000181')).not.toThrow()
    expect(guard('bolepix-created', '--set', 'debtor.document=42318970858', '--debtor-document', '11222333000181')).not.toThrow()
  })

  it('still refuses what the card guard refuses: a second argument, an unknown flag', () => {
    expect(guard('card-paid', 'extra')).toThrow('trigger takes at most 1 argument')
    expect(guard('card-paid', '--number', '1')).toThrow('unknown flag --number')
  })
})
