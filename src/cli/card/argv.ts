/**
 * Card numbers never come from argv (other local users can read a process's command line, and it lands in shell
 * history: docs/contract.md#card-numbers, PCI DSS). The card commands look at their raw argv before oclif parses it, because oclif's own
 * errors ("Unexpected argument: <value>") would echo a number back. Nothing here prints or keeps a value.
 */
import {UsageError} from '../../errors.js'
import {suggest} from '../../util/nearest.js'
import {hasDigits, hasPaymentCodeShape, holdsCardNumber, isCardNumber} from '../../util/card-number.js'
import {hasCollectionCodeShape} from '../../util/payment-codes.js'

/** The parts of an oclif flag definition this guard needs. */
export interface FlagShape {
  type: string
  char?: string
  allowNo?: boolean
}

export interface ArgvGuardOptions {
  /** The command as the user types it (`card tokenize`), for messages. */
  command: string
  /** How many positional arguments the command takes (refused only when they look like a card number). */
  maxArgs?: number
  /** Flags whose values may legitimately be long digit strings (a CNPJ, a phone number). */
  digitFlags?: readonly string[]
  /** Flags where any 13–19 digit value is refused, Luhn or not (a mistyped card number is still one). */
  cardishFlags?: readonly string[]
}

export const CARD_NUMBER_HINT =
  'a card number is never taken from arguments or flags (other users can see them, and they stay in shell history): run in a terminal to be asked for it with a masked prompt, or pipe it on stdin'

/** A flag name safe to repeat in a message (one full of digits is not repeated). */
function shownName(name: string): string {
  return /\d{6}/.test(name) ? 'given' : `--${name}`
}

/**
 * Throws a UsageError (exit 2, nothing sent) when argv carries something that looks like a card number, an
 * unexpected positional argument, or an unknown flag, without ever repeating the value. Otherwise returns and lets
 * oclif parse as usual.
 */
export function refuseCardNumbersInArgv(argv: readonly string[], flags: Record<string, FlagShape>, options: ArgvGuardOptions): void {
  const maxArgs = options.maxArgs ?? 0
  const digitFlags = new Set(options.digitFlags ?? [])
  const cardish = new Set(options.cardishFlags ?? [])
  const byChar = new Map<string, string>()
  for (const [name, def] of Object.entries(flags)) if (def.char) byChar.set(def.char, name)
  let positional = 0
  let onlyArgs = false
  const refuseArg = (arg: string) => {
    const card = isCardNumber(arg, true) || hasDigits(arg, 12)
    if (card) throw new UsageError(`refused: an argument looks like a card number (not repeated here); ${CARD_NUMBER_HINT}`)
    throw new UsageError(
      `${options.command} takes ${maxArgs === 0 ? 'no arguments' : `at most ${maxArgs} argument${maxArgs > 1 ? 's' : ''}`}; an unexpected one was given (not repeated here); see payctl ${options.command} --help`,
    )
  }
  const checkValue = (name: string, value: string) => {
    if (digitFlags.has(name)) return
    if (isCardNumber(value, cardish.has(name))) {
      throw new UsageError(`refused: the value of --${name} looks like a card number (not repeated here); ${CARD_NUMBER_HINT}`)
    }
  }
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!
    if (onlyArgs || token === '-' || !token.startsWith('-')) {
      // A payment id is sent as given, but a card number in its place would land in the URL (and server logs).
      if (++positional > maxArgs || isCardNumber(token)) refuseArg(token)
      continue
    }
    if (token === '--') {
      onlyArgs = true
      continue
    }
    if (token.startsWith('--')) {
      const eq = token.indexOf('=')
      const name = eq === -1 ? token.slice(2) : token.slice(2, eq)
      if (name === 'help') continue
      let def = flags[name]
      if (!def && name.startsWith('no-') && flags[name.slice(3)]?.allowNo) def = {type: 'boolean'}
      if (!def) {
        const value = eq === -1 ? undefined : token.slice(eq + 1)
        if (value !== undefined && isCardNumber(value, true)) {
          throw new UsageError(
            `refused: unknown flag ${shownName(name)} with what looks like a card number (not repeated here); ${CARD_NUMBER_HINT}`,
          )
        }
        const near = /\d{6}/.test(name)
          ? undefined
          : suggest(
              `--${name}`,
              Object.keys(flags).map((f) => `--${f}`),
            )
        if (near && !/card|number|pan\b/i.test(name))
          throw new UsageError(`unknown flag ${shownName(name)}. Did you mean ${near}? See payctl ${options.command} --help`)
        throw new UsageError(
          `unknown flag ${shownName(name)}${/card|number|pan\b/i.test(name) ? `; ${CARD_NUMBER_HINT}` : ''}; see payctl ${options.command} --help`,
        )
      }
      if (def.type === 'option') {
        if (eq !== -1) checkValue(name, token.slice(eq + 1))
        else if (i + 1 < argv.length) checkValue(name, argv[++i]!)
      }
      continue
    }
    // Short flags: -y, -h (oclif's help), or a cluster such as -yh.
    const chars = token.slice(1)
    if (/^\d/.test(chars)) {
      if (++positional > maxArgs) refuseArg(token)
      continue
    }
    for (let k = 0; k < chars.length; k++) {
      const c = chars[k]!
      if (c === 'h') continue
      const name = byChar.get(c)
      if (!name) throw new UsageError(`unknown flag -${/\d/.test(c) ? '?' : c}; see payctl ${options.command} --help`)
      if (flags[name]!.type === 'option') {
        const rest = chars.slice(k + 1)
        if (rest !== '') checkValue(name, rest.replace(/^=/, ''))
        else if (i + 1 < argv.length) checkValue(name, argv[++i]!)
        break
      }
    }
  }
}

const NOT_FROM_ARGV =
  'a card number is never taken from arguments or flags (other users can see them, and they stay in shell history); nothing was sent'

/** Flags of any command whose values are long digit strings by nature (a CPF or CNPJ, a phone number, a CEP). */
const DIGIT_FLAG = /(document|cpf|cnpj|phone|postal-code)$/

/**
 * Every other command's parsed flags and arguments (docs/contract.md#card-numbers; the card commands and trigger
 * look at their raw argv instead, above): a value that is a card number, or text (it has a space) or a URL holding one, is
 * refused before anything is sent, never repeated. Without this, `bolepix list --status '4111 1111 1111 1111'` put
 * one in a query string, `bolepix cancel --reason` in a body and `config set seller-id` in the config file.
 */
export function refuseCardNumbersInValues(
  flags: Record<string, unknown>,
  args: Record<string, unknown>,
  paymentCodeArgs: readonly string[] = [],
): void {
  // Text (with a space) and URLs (`--target`, `--to`: sent to the service, kept in its logs) are searched throughout;
  // other values (a file name with a timestamp in it) only when they are one.
  const searched = (v: string) => /\s/.test(v) || /^[a-z][a-z\d+.-]*:\/\//i.test(v)
  // An integer flag (`--limit 4111111111111111`) would be sent in a query string all the same.
  const holds = (v: unknown): boolean =>
    typeof v === 'number'
      ? Number.isSafeInteger(v) && isCardNumber(String(v))
      : typeof v === 'string' && hasDigits(v) && (isCardNumber(v) || (searched(v) && holdsCardNumber(v)))
  for (const [name, value] of Object.entries(flags)) {
    // --jq is a program run here on the output, never sent: its number literals (`1.7976931348623157e+308`, in jq's own
    // test suite) are code, not a card number given to payctl.
    if (DIGIT_FLAG.test(name) || name === 'jq') continue
    if ((Array.isArray(value) ? value : [value]).some(holds)) {
      throw new UsageError(`refused: the value of --${name} looks like a card number (not repeated here); ${NOT_FROM_ARGV}`)
    }
  }
  // An argument that takes a payment code (`bolepix decode TEXT`) may be one with a wrong digit: its shape says what it is.
  const argHolds = ([name, v]: [string, unknown]) =>
    !(paymentCodeArgs.includes(name) && typeof v === 'string' && (hasPaymentCodeShape(v) || hasCollectionCodeShape(v))) && holds(v)
  if (Object.entries(args).some(argHolds))
    throw new UsageError(`refused: an argument looks like a card number (not repeated here); ${NOT_FROM_ARGV}`)
}
