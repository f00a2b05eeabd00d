/**
 * `payctl trigger`'s command line, checked before oclif parses it (docs/contract.md#card-numbers). Everywhere else
 * payctl refuses a card number in argv; `trigger --card` is the one exception, and only for the sandbox's public test
 * card numbers (src/schemas/card.ts TEST_CARDS), which are published and charge nothing. Any other number given to
 * `--card`, or as a `--set` value, is refused without being repeated (exit 2). The rest of the argv goes through the
 * card commands' guard (argv.ts).
 */
import {TEST_CARDS} from '../../schemas/card.js'
import {UsageError} from '../../errors.js'
import {TEST_CARD_ONLY} from '../../services/trigger/scenario.js'
import {DIGIT_FIELDS, asciiDigits, cardNumberPathsIn, isCardNumber} from '../../util/card-number.js'
import {CARD_NUMBER_HINT, refuseCardNumbersInArgv, type FlagShape} from './argv.js'

const isTestCard = (value: string) => isCardNumber(value, true) && TEST_CARDS.some((c) => c.number === asciiDigits(value))

/**
 * Whether a `--set path=value` carries a card number: the value read as JSON when it is (every string and integer
 * inside it, at any depth: `debtor={"name": "…"}`), else as text; the sandbox's test cards and the digit fields
 * (a CNPJ, a phone number) aside.
 */
function setCarriesCardNumber(path: string, raw: string): boolean {
  let value: unknown = raw
  try {
    value = JSON.parse(raw)
  } catch {
    // Text, as trigger reads it.
  }
  const skip = (at: string, v: string) => DIGIT_FIELDS.test(`${path}.${at}`.replace(/\.$/, '')) || isTestCard(v)
  return cardNumberPathsIn(value, skip).length > 0
}

export function refuseRealCardNumbersInTriggerArgv(argv: readonly string[], flags: Record<string, FlagShape>): void {
  const rest: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!
    if (token === '--') {
      rest.push(...argv.slice(i))
      break
    }
    const m = /^--(card|set)(?:=(.*))?$/s.exec(token)
    if (!m) {
      rest.push(token)
      continue
    }
    const value = m[2] ?? argv[i + 1]
    if (m[2] === undefined && value !== undefined) i++
    if (value === undefined) {
      rest.push(token)
      continue
    }
    if (m[1] === 'card' && !isTestCard(value)) throw new UsageError(TEST_CARD_ONLY)
    if (m[1] === 'set') {
      const eq = value.indexOf('=')
      const path = eq < 0 ? '' : value.slice(0, eq)
      if (setCarriesCardNumber(path, eq < 0 ? value : value.slice(eq + 1))) {
        throw new UsageError(
          `refused: a --set value looks like a card number (not repeated here); only the sandbox's public test cards may be given, with --card; ${CARD_NUMBER_HINT}`,
        )
      }
    }
    rest.push(`--${m[1]}`, 'checked')
  }
  refuseCardNumbersInArgv(rest, flags, {command: 'trigger', maxArgs: 1, digitFlags: ['debtor-document']})
}
