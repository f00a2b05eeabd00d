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
import {looksLikeCardNumber} from '../../util/redact.js'
import {CARD_NUMBER_HINT, refuseCardNumbersInArgv, type FlagShape} from './argv.js'

const isTestCard = (value: string) => TEST_CARDS.some((c) => c.number === value.replace(/[\s.-]/g, ''))

/** `--set` paths whose values are long digit strings that are not card numbers. */
const DIGIT_FIELDS = /(document|cpf|cnpj|phone|postal_?code)$/i

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
      const raw = (eq < 0 ? value : value.slice(eq + 1)).trim().replace(/^"(.*)"$/s, '$1')
      if (!DIGIT_FIELDS.test(path) && looksLikeCardNumber(raw, false) && !isTestCard(raw)) {
        throw new UsageError(`refused: a --set value looks like a card number (not repeated here); only the sandbox's public test cards may be given, with --card; ${CARD_NUMBER_HINT}`)
      }
    }
    rest.push(`--${m[1]}`, 'checked')
  }
  refuseCardNumbersInArgv(rest, flags, {command: 'trigger', maxArgs: 1, digitFlags: ['debtor-document']})
}
