/**
 * A charge's typed line and Pix code as a person copies them (docs/bolepix.md#the-codes-of-a-charge): each on a line
 * of its own, whole, unmasked and never broken by payctl (a terminal narrower than the code wraps it softly, so it
 * still copies as one line), under a label line; the typed line in its five groups. Where a code is not known, one
 * line says why and where to find it (`bolepix pdf`).
 */
import type {ChargeCodes} from '../services/bolepix/codes.js'
import {shellWord} from '../util/shell.js'
import {formatTypedLine} from '../util/payment-codes.js'
import {escapeControl} from '../util/redact.js'
import type {Output} from './output.js'

/** Prints the codes after a blank line. */
export function printChargeCodes(out: Output, codes: ChargeCodes, invoiceId: string): void {
  out.line()
  if (codes.digitableLine) {
    const line = formatTypedLine(codes.digitableLine)
    out.line(out.colors.dim('typed line (boleto)'))
    out.verbatim([line], {codes: [line]})
  }
  if (codes.pixCode) {
    out.line(out.colors.dim('Pix copy and paste'))
    out.verbatim([codes.pixCode], {codes: [codes.pixCode]})
  }
  if (!codes.digitableLine || !codes.pixCode) {
    const which = codes.digitableLine ? 'the Pix code' : codes.pixCode ? 'the typed line' : 'the typed line and the Pix code'
    const why = codes.missing ?? "the service's record does not carry them"
    out.line(
      escapeControl(`${which}: not known here (${why}); the charge's PDF shows them: payctl bolepix pdf ${shellWord(invoiceId)} --open`),
    )
  }
}
