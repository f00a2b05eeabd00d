/**
 * The sandbox's invoice PDF: one A4 page with seller, debtor, amount, due date, instructions, a Pix QR code
 * (BR Code payload) and the boleto digitable line with its ITF barcode. pdfkit and qrcode are imported on the
 * first call only, so the sandbox starts without paying for them.
 */
import type {} from 'pdfkit' // types only: brings the PDFKit namespace into scope
import {SANDBOX_BANK_CODE} from './boleto.js'
import {invoicePaymentCodes, type InvoicePaymentCodes} from './codes.js'
import {documentLabel, formatBrl, formatCep, formatDateBr, formatDocument, formatPercent, clip, winAnsiSafe} from './format.js'
import {itfElements, itfWidthUnits} from './itf.js'

export interface InvoicePdfInput {
  invoiceId: string
  sellerId: string
  sellerName?: string | undefined
  /** City printed in the BR Code (field 60); the sandbox knows no seller address, so a fixed city by default. */
  sellerCity?: string | undefined
  /** Pix key for the BR Code; by default a fictional random-style (EVP) key derived from the seller id. */
  pixKey?: string | undefined
  debtor: {
    name: string
    document: string
    publicArea: string
    number: string
    neighborhood: string
    city: string
    state: string
    postalCode: string
  }
  amountCents: number
  /** `YYYY-MM-DD`. */
  dueDate: string
  /** One-time fine after the due date, in percent of the amount. */
  fine?: number | undefined
  /** Interest after the due date, in percent a month, charged pro rata per day. */
  interest?: number | undefined
  /** `amount` in reais when `modality` is "fixed", in percent when "percent"; `limitDate` a date or date-time. */
  discount?: {amount: number; modality: string; limitDate: string} | undefined
  status?: string | undefined
  bankCode?: string | undefined
  /** Creation date written into the PDF; fixing it makes the output byte-for-byte reproducible. */
  now?: Date | undefined
}

type Doc = PDFKit.PDFDocument

const PAGE_W = 595.28
const MARGIN = 40
const WIDTH = PAGE_W - 2 * MARGIN
const INK = '#111111'
const MUTED = '#555555'
const RULE = '#9a9a9a'

const STATUS_PT: Record<string, {text: string; color: string}> = {
  PENDING: {text: 'PENDENTE', color: '#8a6d00'},
  PAID: {text: 'PAGA', color: '#1b7f3b'},
  CANCELLED: {text: 'CANCELADA', color: '#b42318'},
  CANCELED: {text: 'CANCELADA', color: '#b42318'},
  EXPIRED: {text: 'EXPIRADA', color: '#b42318'},
}

/** A user-supplied value made printable and short enough that no field can push the page past one sheet. */
function field(text: string, max = 80): string {
  return winAnsiSafe(clip(text.trim(), max))
}

function instructionLines(input: InvoicePdfInput): string[] {
  const lines: string[] = []
  if (input.fine) lines.push(`Multa de ${formatPercent(input.fine)} sobre o valor, cobrada uma vez após o vencimento.`)
  if (input.interest) {
    lines.push(`Juros de ${formatPercent(input.interest)} ao mês após o vencimento, cobrados pro rata die.`)
  }
  const d = input.discount
  if (d) {
    // fixed discounts come in reais like the API's amounts; round once to cents to shed float noise.
    const value = d.modality === 'percent' ? formatPercent(d.amount) : formatBrl(Math.round(d.amount * 100))
    lines.push(`Desconto de ${value} para pagamento até ${field(formatDateBr(d.limitDate), 30)}.`)
  }
  if (lines.length === 0) lines.push('Sem multa, juros ou desconto.')
  return lines
}

/** Height of a {@link box}: label band, the wrapped text, a little padding. */
function boxHeight(doc: Doc, w: number, text: string, opts: BoxOptions = {}): number {
  doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(opts.size ?? 10)
  return Math.max(opts.minHeight ?? 0, 18 + doc.heightOfString(text, {width: w - 12, lineGap: 2}) + 5)
}

/** A bordered box with a small label on top and its text below; returns the box height. */
function box(doc: Doc, x: number, y: number, w: number, label: string, text: string, opts: BoxOptions = {}): number {
  const size = opts.size ?? 10
  const font = opts.bold ? 'Helvetica-Bold' : 'Helvetica'
  const h = boxHeight(doc, w, text, opts)
  doc.lineWidth(0.6).strokeColor(RULE).rect(x, y, w, h).stroke()
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text(label, x + 6, y + 5, {width: w - 12, lineBreak: false})
  doc
    .font(font)
    .fontSize(size)
    .fillColor(INK)
    .text(text, x + 6, y + 16, {width: w - 12, lineGap: 2})
  return h
}

interface BoxOptions {
  size?: number
  bold?: boolean
  minHeight?: number
}

/** Draws the QR code as vector squares: sharp at any zoom or print resolution, and no PNG round trip. */
function drawQr(doc: Doc, modules: {size: number; get(r: number, c: number): number}, x: number, y: number, side: number): void {
  const quiet = 4 // the QR spec's quiet zone, in modules
  const cell = side / (modules.size + 2 * quiet)
  doc.rect(x, y, side, side).fill('#ffffff')
  for (let r = 0; r < modules.size; r++) {
    let c = 0
    while (c < modules.size) {
      if (!modules.get(r, c)) {
        c++
        continue
      }
      const start = c
      while (c < modules.size && modules.get(r, c)) c++
      // Runs of dark modules become one rectangle, slightly overlapping rows so no hairline gaps show.
      doc.rect(x + (quiet + start) * cell, y + (quiet + r) * cell, (c - start) * cell, cell + 0.05)
    }
  }
  doc.fill('#000000')
}

/** Draws the ITF barcode 103 mm wide and 13 mm tall, FEBRABAN's size for the boleto barcode. */
function drawItf(doc: Doc, barcode: string, x: number, y: number): void {
  const ratio = 3
  const elements = itfElements(barcode)
  const narrow = (103 * 72) / 25.4 / itfWidthUnits(elements, ratio)
  const height = (13 * 72) / 25.4
  let cx = x
  for (const e of elements) {
    const w = e.wide ? narrow * ratio : narrow
    if (e.bar) doc.rect(cx, y, w, height)
    cx += w
  }
  doc.fill('#000000')
}

/** Renders the invoice as a one-page A4 PDF. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const [{default: PDFDocument}, QRCode] = await Promise.all([import('pdfkit'), import('qrcode')])
  const codes = invoicePaymentCodes(input)
  const qr = QRCode.create(codes.brCode, {errorCorrectionLevel: 'M'})
  const now = input.now ?? new Date()

  const doc = new PDFDocument({
    size: 'A4',
    margins: {top: MARGIN, bottom: 20, left: MARGIN, right: MARGIN},
    info: {
      Title: `Cobrança ${field(input.invoiceId, 64)}`,
      Author: 'payctl sandbox',
      Creator: 'payctl sandbox',
      Producer: 'payctl sandbox (pdfkit)',
      CreationDate: now,
      ModDate: now,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  layout(doc, input, codes, qr.modules, now)
  doc.end()
  return done
}

function layout(
  doc: Doc,
  input: InvoicePdfInput,
  codes: InvoicePaymentCodes,
  qr: {size: number; get(r: number, c: number): number},
  now: Date,
): void {
  const debtor = input.debtor
  let y = MARGIN

  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text('Cobrança Bolepix', MARGIN, y, {lineBreak: false})
  const statusKey = (input.status ?? 'PENDING').toUpperCase()
  const status = STATUS_PT[statusKey] ?? {text: field(statusKey, 14), color: MUTED}
  if (statusKey !== 'PENDING') {
    // A paid or cancelled charge says so at the top too, so nobody pays it from a printout by mistake.
    doc.font('Helvetica-Bold').fontSize(12).fillColor(status.color)
    doc.text(status.text, MARGIN, y + 4, {width: WIDTH, align: 'right', lineBreak: false})
  }
  y += 24
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED)
  doc.text('Boleto com Pix gerado pelo sandbox do payctl, para testes. Não tem valor de pagamento.', MARGIN, y, {
    width: WIDTH,
  })
  y += 18

  const leftW = Math.round(WIDTH * 0.6)
  const sellerId = field(input.sellerId, 64)
  const seller = input.sellerName ? `${field(input.sellerName)} (vendedor ${sellerId})` : `Vendedor ${sellerId}`
  const invoiceId = field(input.invoiceId, 64)
  // Boxes of one row share the height of the tallest, so their borders line up.
  const rowH = Math.max(boxHeight(doc, leftW, seller), boxHeight(doc, WIDTH - leftW, invoiceId))
  box(doc, MARGIN, y, leftW, 'Beneficiário', seller, {minHeight: rowH})
  box(doc, MARGIN + leftW, y, WIDTH - leftW, 'Número da fatura', invoiceId, {minHeight: rowH})
  y += rowH

  const third = WIDTH / 3
  const due = formatDateBr(input.dueDate)
  const amount = formatBrl(input.amountCents)
  const bold12 = {size: 12, bold: true}
  const big = {...bold12, minHeight: Math.max(...[due, amount, status.text].map((v) => boxHeight(doc, third, v, bold12)))}
  box(doc, MARGIN, y, third, 'Vencimento', due, big)
  box(doc, MARGIN + third, y, third, 'Valor do documento', amount, big)
  y += box(doc, MARGIN + 2 * third, y, third, 'Situação', status.text, big)

  const payer = [
    `${field(debtor.name)} - ${documentLabel(debtor.document)} ${field(formatDocument(debtor.document), 30)}`,
    `${field(debtor.publicArea)}, ${field(debtor.number, 20)} - ${field(debtor.neighborhood)}`,
    `${field(debtor.city)}/${field(debtor.state.toUpperCase(), 4)} - CEP ${field(formatCep(debtor.postalCode), 12)}`,
  ]
  y += box(doc, MARGIN, y, WIDTH, 'Pagador', payer.join('\n'))
  const instructions = instructionLines(input).join('\n')
  y += box(doc, MARGIN, y, WIDTH, 'Instruções (texto de responsabilidade do beneficiário)', instructions)

  y += 18
  y = pixSection(doc, codes, input.amountCents, qr, y)

  y += 22
  doc
    .lineWidth(0.6)
    .strokeColor(RULE)
    .dash(3, {space: 3})
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke()
    .undash()
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text('Ficha de compensação', MARGIN, y + 4, {width: WIDTH, align: 'right', lineBreak: false})
  y += 16

  const bank = codes.boleto.barcode.slice(0, 3)
  const bankLabel = bank === SANDBOX_BANK_CODE ? 'Banco (fictício)' : 'Banco'
  box(doc, MARGIN, y, 70, bankLabel, bank, {size: 13, bold: true, minHeight: 36})
  box(doc, MARGIN + 70, y, WIDTH - 70, 'Linha digitável', codes.boleto.formattedLine, {size: 13, bold: true, minHeight: 36})
  y += 36 + 12
  drawItf(doc, codes.boleto.barcode, MARGIN + 4, y)
  y += (13 * 72) / 25.4 + 6
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text(`Código de barras: ${codes.boleto.barcode}`, MARGIN + 4, y, {lineBreak: false})

  const stamp = `Gerado em ${now.toISOString().replace('T', ' ').slice(0, 16)} UTC pelo sandbox do payctl.`
  doc.text(stamp, MARGIN, 800, {width: WIDTH, align: 'center', lineBreak: false})
}

/** The Pix block: QR code on the left, "copia e cola" payload and details on the right. Returns the next y. */
function pixSection(
  doc: Doc,
  codes: InvoicePaymentCodes,
  amountCents: number,
  qr: {size: number; get(r: number, c: number): number},
  top: number,
): number {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Pague com Pix', MARGIN, top, {lineBreak: false})
  const y = top + 20
  const side = 150
  drawQr(doc, qr, MARGIN, y, side)

  const x = MARGIN + side + 16
  const w = WIDTH - side - 16
  doc.font('Helvetica').fontSize(9).fillColor(INK)
  doc.text('Aponte a câmera do app do seu banco para o QR code, ou copie o código abaixo.', x, y, {width: w})
  let ty = doc.y + 8
  doc.font('Helvetica').fontSize(7).fillColor(MUTED).text('Pix copia e cola', x, ty, {width: w})
  ty = doc.y + 2
  doc.font('Helvetica').fontSize(8).fillColor(INK)
  for (const line of hardWrap(doc, codes.brCode, w)) {
    doc.text(line, x, ty, {lineBreak: false})
    ty += 10
  }
  ty += 8
  doc.font('Helvetica').fontSize(8).fillColor(MUTED)
  doc.text(`Valor: ${formatBrl(amountCents)}`, x, ty, {width: w})
  doc.text(`Chave Pix (fictícia): ${codes.pixKey}`, x, doc.y + 2, {width: w})
  return Math.max(y + side, doc.y)
}

/**
 * Splits text into lines that fill the width, breaking anywhere. pdfkit would break the payload after its
 * hyphens, which reads as if they were soft hyphens; every character of "copia e cola" matters.
 */
function hardWrap(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const ch of text) {
    if (line && doc.widthOfString(line + ch) > width) {
      lines.push(line)
      line = ''
    }
    line += ch
  }
  if (line) lines.push(line)
  return lines
}
