/**
 * Reading a card number (masked prompt on a terminal, first line of stdin otherwise), checking it locally and
 * exchanging it for a token. The number is registered as a secret at once, so that nothing prints it, and it is
 * never returned to callers other than the tokenizer: they get the token and the masked number.
 */
import {AuthError, NotLoggedInError, UsageError} from '../../errors.js'
import {cardBrand, cardDigits, cardNumberProblem} from '../../schemas/card.js'
import {maskCardNumbers, maskPan} from '../../util/redact.js'
import {tokenizeCard} from '../../api/card.js'
import type {ApiResponse, Transport} from '../../api/transport.js'
import type {Check} from '../ask.js'

/**
 * Where a card number comes from, as the command decides (actions/card/number.ts): a masked prompt on a terminal, which
 * checks the answer with `check` as it is typed, or the first line of stdin.
 */
export type ReadCardNumber = (check: Check) => Promise<string>

export interface CardNumberSource {
  read: ReadCardNumber
  /** Called with the number as soon as it is read, to mask it wherever it could be printed. */
  addSecret(secret: string): void
}

/** A card number read and checked (length and Luhn), as digits. The error never repeats it. */
export async function readCardNumber(source: CardNumberSource): Promise<string> {
  const input = await source.read((v) => cardNumberProblem(v) ?? true)
  const digits = cardDigits(input)
  // The redactor masks every valid-looking card number by itself (as 515590******0001); anything else that was read
  // is masked as a secret, should it ever be printed.
  if (digits.length >= 6 && maskCardNumbers(digits) === digits) source.addSecret(digits)
  const problem = cardNumberProblem(digits)
  if (problem) throw new UsageError(`card number refused (not repeated here): ${problem}; nothing was sent`)
  return digits
}

/**
 * Fails before a card number is asked for when the credentials to use it are missing (exit 4), so that nobody
 * types a card number for nothing.
 */
export function requireCredentials(
  settings: {accessToken?: string; clientToken?: string},
  need: {client?: boolean; access?: boolean},
): void {
  if (need.client && !settings.clientToken) {
    throw new AuthError(
      0,
      'no client token configured (needed to tokenize a card): payctl config set client-token, or set PAYCTL_CLIENT_TOKEN',
    )
  }
  if (need.access && !settings.accessToken) {
    throw new NotLoggedInError()
  }
}

export interface TokenizedCard {
  response: ApiResponse
  token: string
  /** `515590******0001` */
  masked: string
  brand: string
}

/** POST /api/tokenize with a number already read by readCardNumber. */
export async function tokenizeNumber(client: Transport, digits: string): Promise<TokenizedCard> {
  const {response, data} = await tokenizeCard(client, digits)
  return {response, token: data.data.number_token, masked: maskPan(digits), brand: cardBrand(digits)}
}
