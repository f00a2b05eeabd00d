/**
 * `card pay`: builds `{"payment": {…}}` from an optional body file and the flags (flags win), fills the defaults
 * (installments 1, delay_capture false, method CREDIT_CARD, generated order and session ids), finds the card
 * (a saved card id, a token, or a number to tokenize on the fly from the prompt or stdin), validates everything
 * before anything is sent, then tokenizes when needed and creates the payment.
 */
import {randomUUID} from 'node:crypto'
import {DeclinedError, ValidationError, type ValidationIssue} from '../../errors.js'
import {cardBrand, expiryProblem, parseExpiry, paymentRequestSchema, twoDigitYear, type Payment} from '../../schemas/card.js'
import {intFrom} from '../../schemas/common.js'
import {validate, validateOrThrow} from '../../schemas/validate.js'
import {createPayment} from '../../api/card.js'
import type {ApiResponse, Transport} from '../../api/transport.js'
import {getPath, setPath} from '../../util/object-path.js'
import type {Asker} from '../ask.js'
import {readCardNumber, requireCredentials, tokenizeNumber, type ReadCardNumber} from './tokenize.js'
import {PAY_FLAG_PATHS, type PayFlagName} from './fields.js'
import {askCustomer, missingCustomerIssue, needsNewCustomer} from './customer.js'

export type PayInput = Partial<Record<PayFlagName, string | boolean>> & {
  /** The base body (--body-file): `{"payment": {…}}` or the inner object. */
  base?: Record<string, unknown>
  /** The base body came from stdin (--body-file -), so stdin holds no card number. */
  baseFromStdin?: boolean
  'skip-validation'?: boolean
}

export interface PayDeps {
  client(): Promise<Transport>
  sellerId(): Promise<string>
  /** The credentials in force, checked before a card number is asked for. */
  settings(): Promise<{accessToken?: string; clientToken?: string}>
  /**
   * Who is asked (services/ask.ts), present when there is someone to ask: missing card pieces, the customer and the
   * number are asked for (unless `confirmOnly`), and the charge is confirmed (unless `yes`). Absent: nothing is asked
   * (scripts): what is missing is named, and nothing is confirmed.
   */
  asker?: Asker
  /** The asker only confirms: missing pieces are named as issues (MCP: they are the tool's arguments). */
  confirmOnly?: boolean
  /** --yes: no confirmation. */
  yes?: boolean
  /** Reads a card number to tokenize on the fly (the masked prompt, or stdin without a terminal). */
  readCardNumber: ReadCardNumber
  /** Local date `YYYY-MM-DD` (birth dates must be before it). */
  today: string
  addSecret(secret: string): void
  /** A note for stderr (generated ids, tokenization), printed before the payment is sent. */
  note(line: string): void
  /** Said just before the confirmation is asked: what will be charged (render/card.ts chargePreviewLines). */
  beforeConfirm?: (preview: ChargePreview) => Promise<void>
  newId?: () => string
  /**
   * Sending failed after questions were answered on a terminal: `args` are the flags that send the same payment
   * again (the token when the card was tokenized, never a card number); the error is thrown after.
   */
  sendFailed?: (args: string[], err: unknown, orderId: string | undefined) => void
}

/**
 * What a payment request will charge, as far as payctl can know it before sending: the request carries no amount
 * (docs/decisions.md#amount-of-a-card-payment), so the amount is the order's total, which the answer shows.
 */
export interface ChargePreview {
  orderId?: string
  installments?: number
  delayCapture?: boolean
  /** A number typed or piped in: its brand and last four digits; otherwise the token or the saved card's id. */
  card: {brand: string; lastFour: string} | {token: string} | {savedCard: string}
  /** A new customer (name, e-mail, document), an existing one by id, or none (the order's). */
  customer: {name?: string; email?: string; document?: string} | {id: string} | undefined
}

/** The preview of the body about to be sent (`digits`: the card number to tokenize, when there is one). */
export function chargePreview(payment: Record<string, unknown>, digits: string | undefined): ChargePreview {
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
  const credit = isObject(payment.credit) ? payment.credit : {}
  const card = isObject(credit.credit_card) ? credit.credit_card : {}
  const customer = isObject(payment.customer) ? payment.customer : undefined
  return {
    orderId: str(payment.order_id),
    installments: typeof credit.installments === 'number' ? credit.installments : undefined,
    delayCapture: credit.delay_capture === true,
    card: digits
      ? {brand: cardBrand(digits), lastFour: digits.slice(-4)}
      : str(credit.credit_card_id)
        ? {savedCard: str(credit.credit_card_id)!}
        : {token: str(card.token) ?? '?'},
    customer: str(payment.customer_id)
      ? {id: str(payment.customer_id)!}
      : customer
        ? {name: str(customer.name), email: str(customer.email), document: str(customer.cpf) ?? str(customer.cnpj)}
        : undefined,
  }
}

export interface PayResult {
  response: ApiResponse
  payment: Payment
  /** The body that was sent (the token in it is not a secret; the card number never is in it). */
  sent: {payment: Record<string, unknown>}
  /** Which ids payctl generated (`order_id`, `session_id`). */
  generated: string[]
  /** Set when the card was tokenized on the fly. */
  card?: {masked: string; brand: string}
}

const INTEGER_PATHS = new Set(['credit.installments', 'credit.credit_card.expiration_month', 'credit.credit_card.expiration_year'])
const CARD_PIECES = [
  {field: 'holder_name', flag: 'holder-name'},
  {field: 'expiration_month', flag: 'expiration-month'},
  {field: 'expiration_year', flag: 'expiration-year'},
] as const
const TOKEN_PLACEHOLDER = 'tokenized-before-sending'

const present = (v: unknown) => v !== undefined && v !== null && v !== ''
const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** The base body: `{"payment": {…}}` or the inner object itself (both accepted), split into inner and the rest. */
function baseBody(obj: Record<string, unknown> | undefined): {inner: Record<string, unknown>; outer: Record<string, unknown>} {
  if (!obj) return {inner: {}, outer: {}}
  if (isObject(obj.payment)) {
    const {payment, ...outer} = obj
    return {inner: structuredClone(payment), outer}
  }
  return {inner: structuredClone(obj), outer: {}}
}

/** Applies the flags (integers sent as integers) and the defaults; returns the names of generated ids. */
function applyFlagsAndDefaults(inner: Record<string, unknown>, input: PayInput, newId: () => string): string[] {
  for (const [flag, path] of Object.entries(PAY_FLAG_PATHS) as [PayFlagName, string][]) {
    let value: unknown = input[flag]
    if (value === undefined) continue
    if (INTEGER_PATHS.has(path) && typeof value === 'string' && /^\s*\d+\s*$/.test(value)) value = Number(value)
    setPath(inner, path, value)
  }
  const generated: string[] = []
  for (const id of ['order_id', 'session_id']) {
    if (inner[id] === undefined) {
      inner[id] = newId()
      generated.push(id)
    }
  }
  inner.method ??= 'CREDIT_CARD'
  inner.credit ??= {}
  if (isObject(inner.credit)) {
    inner.credit.installments ??= 1
    inner.credit.delay_capture ??= false
  }
  return generated
}

/** Asks for the missing card pieces on a terminal; an expiry already past is refused at the prompt. */
async function askCardPieces(ask: Asker, inner: Record<string, unknown>, missing: readonly string[], today: string): Promise<void> {
  const askText = ask.text
  if (missing.includes('holder_name')) {
    const name = await askText('Cardholder name', {validate: (v) => (v.trim() ? true : 'required')})
    setPath(inner, 'credit.credit_card.holder_name', name.trim())
  }
  const needMonth = missing.includes('expiration_month')
  const needYear = missing.includes('expiration_year')
  const card = (field: string) => getPath(inner, `credit.credit_card.${field}`)
  if (needMonth && needYear) {
    const check = (v: string) => {
      const e = parseExpiry(v, today)
      return 'problem' in e ? e.problem : true
    }
    const e = parseExpiry(await askText('Expiration (MM/YY)', {validate: check}), today) as {month: number; year: number}
    setPath(inner, 'credit.credit_card.expiration_month', e.month)
    setPath(inner, 'credit.credit_card.expiration_year', e.year)
  } else if (needMonth) {
    const year = twoDigitYear(card('expiration_year'))
    const month = (v: string) => intFrom(v, 1, 12)
    const check = (v: string) => {
      const m = month(v)
      if (m === undefined) return 'a month from 1 to 12'
      return (year !== undefined && expiryProblem(m, year, today)) || true
    }
    setPath(inner, 'credit.credit_card.expiration_month', month(await askText('Expiration month (1-12)', {validate: check})))
  } else if (needYear) {
    const month = intFrom(card('expiration_month'), 1, 12)
    const check = (v: string) => {
      const y = twoDigitYear(v)
      if (y === undefined) return 'a year: two digits (30) or four (2030)'
      return (month !== undefined && expiryProblem(month, y, today)) || true
    }
    setPath(inner, 'credit.credit_card.expiration_year', twoDigitYear(await askText('Expiration year (YY or YYYY)', {validate: check})))
  }
}

/** Creates a card payment as described in the module comment. */
export async function payWithCard(input: PayInput, deps: PayDeps): Promise<PayResult> {
  const skip = Boolean(input['skip-validation'])
  const schema = paymentRequestSchema(deps.today)
  const {inner, outer} = baseBody(input.base)
  const generated = applyFlagsAndDefaults(inner, input, deps.newId ?? randomUUID)

  const card = (path: string) => getPath(inner, `credit.${path}`)
  const hasCardId = present(card('credit_card_id'))
  const needNumber = !hasCardId && !present(card('credit_card.token'))
  const missing = hasCardId || skip ? [] : CARD_PIECES.filter((p) => !present(card(`credit_card.${p.field}`)))
  // A new order (its id generated here) has no customer: the payment must bring one (docs/card.md#card-pay).
  const needCustomer = !skip && needsNewCustomer(inner, generated)

  // Everything the user gave is checked first, with stand-ins for what is still to be asked or read.
  const issues: ValidationIssue[] = []
  if (!skip) {
    const probe = structuredClone(inner)
    if (needNumber) setPath(probe, 'credit.credit_card.token', TOKEN_PLACEHOLDER)
    // Stand-ins that pass every rule, the expiry's included (12/99 is never past), so only what was given is judged.
    const standIn = {holder_name: 'stand-in', expiration_month: 12, expiration_year: 99}
    for (const p of missing) setPath(probe, `credit.credit_card.${p.field}`, standIn[p.field])
    const r = validate(schema, {...outer, payment: probe})
    if (!r.ok) issues.push(...r.issues)
  }
  let digits: string | undefined
  const ask = deps.confirmOnly ? undefined : deps.asker
  if (!ask) {
    if (needCustomer) issues.push(missingCustomerIssue)
    for (const p of missing)
      issues.push({path: `payment.credit.credit_card.${p.field}`, message: `required (--${p.flag}, or run in a terminal to be asked)`})
    if (needNumber) {
      if (input.baseFromStdin) {
        issues.push({
          path: '',
          message:
            'a card is needed: stdin already holds the body (--body-file -), so give --token (from payctl card tokenize), --credit-card-id, or --body-file FILE and the card number on stdin',
        })
      } else {
        try {
          digits = await readCardNumber({read: deps.readCardNumber, addSecret: deps.addSecret})
        } catch (err) {
          const m = (err as Error).message.replace(/; nothing was sent$/, '')
          issues.push({
            path: '',
            message: /stdin was empty|nothing on stdin/.test(m)
              ? 'a card is needed: pipe its number on stdin, or give --token (from payctl card tokenize) or --credit-card-id'
              : m,
          })
        }
      }
    }
  }
  if (issues.length > 0) throw new ValidationError(issues, 'invalid payment (nothing was sent)')
  // Where to send it and with what, before anyone types a card number.
  const sellerId = await deps.sellerId()
  requireCredentials(await deps.settings(), {access: true, client: needNumber})

  if (ask) {
    if (needCustomer) inner.customer = await askCustomer(ask)
    await askCardPieces(
      ask,
      inner,
      missing.map((p) => p.field),
      deps.today,
    )
    if (needNumber) digits = await readCardNumber({read: deps.readCardNumber, addSecret: deps.addSecret})
  }
  if (needNumber) setPath(inner, 'credit.credit_card.token', TOKEN_PLACEHOLDER)
  // The rule reads the union below as the asserted type; the compiler does not, and needs the assertion.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const body = (
    skip ? {...outer, payment: inner} : validateOrThrow(schema, {...outer, payment: inner}, 'invalid payment (nothing was sent)')
  ) as PayResult['sent']

  const client = await deps.client()
  const orderId = typeof body.payment.order_id === 'string' ? body.payment.order_id : undefined
  for (const id of generated) deps.note(`${id} ${String(body.payment[id])} (generated)`)
  // Confirmed before anything is sent (the card is tokenized only once the person said yes).
  if (deps.asker && !deps.yes) {
    await deps.beforeConfirm?.(chargePreview(body.payment, needNumber ? digits : undefined))
    if (!(await deps.asker.confirm('Charge the card?', false)))
      throw new DeclinedError('not charged: the confirmation was declined (nothing was sent)')
  }
  let tokenized: PayResult['card']
  try {
    if (needNumber && digits) {
      const t = await tokenizeNumber(client, digits)
      setPath(body.payment, 'credit.credit_card.token', t.token)
      tokenized = {masked: t.masked, brand: t.brand}
      deps.note(`card ${t.masked} tokenized`)
    }
    const {response, data} = await createPayment(client, sellerId, body, orderId)
    return {response, payment: data.data, sent: body, generated, card: tokenized}
  } catch (err) {
    // Answers typed on a terminal are not lost: the flags that send the same payment again.
    if (ask && (needCustomer || missing.length > 0 || needNumber)) deps.sendFailed?.(payAgainArgs(body.payment), err, orderId)
    throw err
  }
}

/** The defaults `card pay` fills itself, left out of the command that sends a payment again. */
const PAY_DEFAULTS: Record<string, unknown> = {
  method: 'CREDIT_CARD',
  'credit.installments': 1,
  'credit.delay_capture': false,
  'credit.save_card': false,
}

/** The `card pay` flags of a body (a token still to be made is left out: the number goes on stdin again). */
export function payAgainArgs(payment: Record<string, unknown>): string[] {
  const args: string[] = []
  for (const [flag, path] of Object.entries(PAY_FLAG_PATHS)) {
    const v = getPath(payment, path)
    if (v === undefined || v === null || v === '' || v === TOKEN_PLACEHOLDER || PAY_DEFAULTS[path] === v) continue
    args.push(...(typeof v === 'boolean' ? [`--${v ? '' : 'no-'}${flag}`] : [`--${flag}`, String(v)]))
  }
  return args
}
