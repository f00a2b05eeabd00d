/** Public surface of the sandbox's PDF module: boleto, Pix BR Code and the invoice PDF renderer. */
export {
  buildBoleto,
  dueDateFactor,
  barcodeToDigitableLine,
  digitableLineToBarcode,
  formatDigitableLine,
  isValidBarcode,
  isValidDigitableLine,
  SANDBOX_BANK_CODE,
  type Boleto,
  type BoletoInput,
} from './boleto.js'
export {buildBrCode, crc16ccitt, verifyBrCode, parseTlv, type BrCodeInput} from './brcode.js'
export {formatBrl, formatDateBr, formatDocument} from './format.js'
export {renderInvoicePdf, type InvoicePdfInput} from './render.js'
export {invoicePaymentCodes, sandboxPixKey, type InvoicePaymentCodes} from './codes.js'
