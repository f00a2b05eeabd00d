/**
 * The two codes a customer asks for (docs/bolepix.md#the-codes-of-a-charge): the boleto's typed line and the Pix
 * copy-and-paste code. The service's invoice record carries neither (docs/service-interface.md §2.4), so they are
 * taken from the record where it has them (the sandbox's `digitableLine` and `pixCode`), else read from the text of
 * the charge's PDF (what the payer is sent), and only codes whose check digits or CRC hold are taken from either.
 */
import {getInvoice, getPdfUrl, type InvoiceRecord} from '../../api/bolepix.js'
import type {Transport} from '../../api/transport.js'
import {ApiError, NetworkError, NotFoundError} from '../../errors.js'
import {pdfTextRuns} from '../../util/pdf-text.js'
import {barcodeToTypedLine, brCodeCrcOk, isValidBarcode, isValidTypedLine} from '../../util/payment-codes.js'
import {downloadPdf, pdfHref} from './pdf.js'

export interface PaymentCodes {
  /** The 47 digits of the boleto's typed line. */
  digitableLine?: string
  /** The Pix BR Code. */
  pixCode?: string
}

export interface ChargeCodes extends PaymentCodes {
  /** Where the codes were read: the record, or the charge's PDF (for what the record lacked). */
  from: 'record' | 'pdf'
  /** Why a code is missing: the PDF could not be had, or shows none whose checks hold. */
  missing?: string
}

const digitsOf = (line: string) => line.replace(/[ .]/g, '')

/** The codes a record carries (the sandbox's fields), each only when its checks hold. */
export function recordCodes(record: Record<string, unknown>): PaymentCodes {
  const line = typeof record.digitableLine === 'string' ? digitsOf(record.digitableLine) : ''
  const pix = record.pixCode
  return {
    ...(isValidTypedLine(line) ? {digitableLine: line} : {}),
    ...(typeof pix === 'string' && brCodeCrcOk(pix) ? {pixCode: pix} : {}),
  }
}

// A typed line as slips print it (`AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`) or as 47 digits, and a
// 44-digit barcode, not glued to other digits.
const TYPED_LINE = /(?<!\d)\d{5}\.?\d{5} ?\d{5}\.?\d{6} ?\d{5}\.?\d{6} ?\d ?\d{14}(?!\d)/g
const BARCODE = /(?<!\d)\d{44}(?!\d)/g

/** The first BR Code in `text` whose CRC holds (one that a PDF wraps over lines is whole once they are joined). */
function brCodeIn(text: string): string | undefined {
  for (let at = text.indexOf('000201'); at !== -1; at = text.indexOf('000201', at + 1)) {
    for (let crc = text.indexOf('6304', at); crc !== -1; crc = text.indexOf('6304', crc + 1)) {
      const candidate = text.slice(at, crc + 8)
      if (brCodeCrcOk(candidate)) return candidate
    }
  }
  return undefined
}

/** The codes a PDF's text shows: a typed line (or a barcode, turned into its line) and a BR Code, each checked. */
export function codesInPdfText(runs: readonly string[]): PaymentCodes {
  // A box may wrap the printed line at one of its spaces or inside a group: the runs are read apart, then joined.
  const texts = [runs.join('\n'), runs.join(' '), runs.join('')]
  const typed = texts.flatMap((t) => [...t.matchAll(TYPED_LINE)].map((m) => digitsOf(m[0]))).find(isValidTypedLine)
  const barcode = texts.flatMap((t) => [...t.matchAll(BARCODE)].map((m) => m[0])).find(isValidBarcode)
  const digitableLine = typed ?? (barcode ? barcodeToTypedLine(barcode) : undefined)
  const pixCode = brCodeIn(runs.join(''))
  return {...(digitableLine ? {digitableLine} : {}), ...(pixCode ? {pixCode} : {})}
}

/**
 * A charge's codes: the record's, and for what it lacks, the charge's PDF read (its URL from the API, the file
 * downloaded as `bolepix pdf` does). A PDF that cannot be had or read is not an error of the command: `missing` says
 * why, and the caller says where to look instead.
 */
export async function chargeCodes(t: Transport, record: InvoiceRecord): Promise<ChargeCodes> {
  const own = recordCodes(record)
  if (own.digitableLine && own.pixCode) return {...own, from: 'record'}
  let found: PaymentCodes
  try {
    const {url} = await getPdfUrl(t, record.invoiceId)
    found = codesInPdfText(pdfTextRuns(await downloadPdf(t, pdfHref(url, t.baseUrl))))
  } catch (err) {
    if (!isServiceFailure(err)) throw err
    return {...own, from: 'record', missing: `the charge's PDF could not be read: ${err.message}`}
  }
  const codes = {digitableLine: own.digitableLine ?? found.digitableLine, pixCode: own.pixCode ?? found.pixCode}
  const lacking = [codes.digitableLine ? '' : 'typed line', codes.pixCode ? '' : 'Pix code'].filter(Boolean).join(' or ')
  return {
    ...(codes.digitableLine ? {digitableLine: codes.digitableLine} : {}),
    ...(codes.pixCode ? {pixCode: codes.pixCode} : {}),
    from: 'pdf',
    ...(lacking ? {missing: `the charge's PDF shows no ${lacking} whose checks hold`} : {}),
  }
}

/** A failure of the service or the network (not a bug, not Ctrl-C): a code is then missing, the command goes on. */
const isServiceFailure = (err: unknown): err is Error =>
  err instanceof ApiError || err instanceof NetworkError || err instanceof NotFoundError

/** The codes of a charge just created (`bolepix create`): its record read, then as chargeCodes. */
export async function newChargeCodes(t: Transport, invoiceId: string): Promise<ChargeCodes> {
  try {
    return await chargeCodes(t, await getInvoice(t, invoiceId))
  } catch (err) {
    if (!isServiceFailure(err)) throw err
    return {from: 'record', missing: `the new charge could not be read: ${err.message}`}
  }
}
