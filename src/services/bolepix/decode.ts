/**
 * `bolepix decode TEXT` (docs/bolepix.md#bolepix-decode-text): the code read (schemas/payment-codes.ts) and the
 * seller's charges it may be, found by streaming the invoice list (api/bolepix.ts eachInvoice, constant memory):
 * the same typed line or Pix code (records that carry them, the sandbox's do), else the same amount and due date.
 */
import {eachInvoice, type InvoiceRecord} from '../../api/bolepix.js'
import type {Transport} from '../../api/transport.js'
import {InterruptedError, PayctlError} from '../../errors.js'
import {reaisToCents} from '../../schemas/money.js'
import type {PaymentCode} from '../../schemas/payment-codes.js'
import {barcodeToTypedLine, isValidBarcode} from '../../util/payment-codes.js'
import {shellWord} from '../../util/shell.js'

export interface CodeMatch {
  invoiceId: string
  status: string
  amount?: number
  dueDate?: string
  /** Why it matched: the record carries this very code, or the same amount and due date. */
  by: 'typed line' | 'pix code' | 'amount and due date'
  /** The command that shows it. */
  command: string
}

/** At most this many matches are listed (an amount and a due date shared by thousands of charges says little). */
export const MAX_MATCHES = 20

/** The typed line a record carries, as 47 digits (a barcode or a dotted line too). */
function recordLine(record: InvoiceRecord): string | undefined {
  const raw = typeof record.digitableLine === 'string' ? record.digitableLine.replace(/[\s.]/g, '') : undefined
  if (raw && raw.length === 44 && isValidBarcode(raw)) return barcodeToTypedLine(raw)
  return raw
}

function matchOf(code: PaymentCode, record: InvoiceRecord): CodeMatch['by'] | undefined {
  if (code.kind === 'arrecadacao') return undefined
  if (code.kind === 'pix') {
    if (record.pixCode === code.code) return 'pix code'
    return undefined
  }
  if (recordLine(record) === code.typedLine) return 'typed line'
  if (code.amountCents !== null && code.dueDate !== null && typeof record.amount === 'number' && record.dueDate === code.dueDate) {
    if (reaisToCents(record.amount) === code.amountCents) return 'amount and due date'
  }
  return undefined
}

/** The seller's charges the code may be (at most MAX_MATCHES, the exact ones first), and how many matched in all. */
export async function findCodeMatches(t: Transport, sellerId: string, code: PaymentCode): Promise<{matches: CodeMatch[]; total: number}> {
  const exact: CodeMatch[] = []
  const loose: CodeMatch[] = []
  let total = 0
  await eachInvoice(t, sellerId, {}, (record) => {
    const by = matchOf(code, record)
    if (!by) return
    total++
    const list = by === 'amount and due date' ? loose : exact
    if (list.length < MAX_MATCHES) {
      list.push({
        invoiceId: record.invoiceId,
        status: record.status,
        ...(record.amount !== undefined ? {amount: record.amount} : {}),
        ...(record.dueDate !== undefined ? {dueDate: record.dueDate} : {}),
        by,
        command: `payctl bolepix get ${shellWord(record.invoiceId)}`,
      })
    }
  })
  return {matches: [...exact, ...loose].slice(0, MAX_MATCHES), total}
}

/** The lookup against the seller's charges: done (with what it found), or why not. */
export type MatchResult = {looked: true; matches: CodeMatch[]; total: number} | {looked: false; why: string}

export interface MatchDeps {
  offline?: boolean
  /** The settings in force: without a token or a seller id there is nothing to look in. */
  settings: () => Promise<{accessToken?: string; refreshToken?: string; clientToken?: string; sellerId?: string}>
  client: () => Promise<Transport>
}

/**
 * The charges a decoded code may be, when there is an account to look in. Decoding needs no account, so a lookup that
 * cannot be made or fails is said (`why`), not an error: the code was read all the same.
 */
export async function lookUpMatches(code: PaymentCode, deps: MatchDeps): Promise<MatchResult> {
  // A utility or tax bill is paid to the company or agency that issued it: it is never one of the seller's charges.
  if (code.kind === 'arrecadacao') return {looked: false, why: "not looked up: a utility or tax bill is not one of the seller's charges"}
  if (deps.offline) return {looked: false, why: 'not looked up (--offline)'}
  const settings = await deps.settings()
  if (!settings.accessToken && !settings.refreshToken && !settings.clientToken)
    return {looked: false, why: 'not looked up: no credentials (payctl login)'}
  if (!settings.sellerId) return {looked: false, why: 'not looked up: no seller id (--seller-id, PAYCTL_SELLER_ID or payctl login)'}
  try {
    return {looked: true, ...(await findCodeMatches(await deps.client(), settings.sellerId, code))}
  } catch (err) {
    if (err instanceof InterruptedError || !(err instanceof PayctlError)) throw err
    return {looked: false, why: `not looked up: ${err.message}`}
  }
}
