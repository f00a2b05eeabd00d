/**
 * What a record field holds, for the exports spreadsheets open (docs/scripting.md#spreadsheets): amounts in reais
 * (`amount`, `amountPaid`: written with two decimals, an `R$` number in a workbook), amounts in cents (`*_cents`:
 * integers as they are), dates and date-times (`dueDate`, `*_at`, `*At`: date cells in a workbook), and text that only
 * looks like a number (ids, documents, CEPs: text cells, their leading zeros kept). Decided by the field's name,
 * the same for every list command, so a new one (`report`) gets it for nothing.
 */

export type CellKind = 'reais' | 'cents' | 'date' | 'datetime' | 'text' | 'auto'

/** The kind of the field at dotted `path`. */
export function cellKind(path: string): CellKind {
  const last = path.slice(path.lastIndexOf('.') + 1)
  if (/(^|_)cents$|Cents$/.test(last)) return 'cents'
  if (/^(amount|amountPaid|amount_paid|value|total|fee|net)$/i.test(last)) return 'reais'
  // `bucket`: report's period, a day, a week's Monday or a month (YYYY-MM); `total` stays text.
  if (/^(dueDate|due_date|limitDate|paidDate|bucket)$/.test(last)) return 'date'
  if (/(_at|At)$/.test(last)) return 'datetime'
  if (/^(id|document|postalCode|postal_code|cep|number|phone|orderId|order_id)$|(_id|Id)$/.test(last)) return 'text'
  return 'auto'
}

/** An amount in reais as plain CSV writes it: two decimals (`99.90`), `,` for the decimal in pt-BR (`99,90`). */
export function reaisText(value: number, decimalComma = false): string {
  const text = value.toFixed(2)
  return decimalComma ? text.replace('.', ',') : text
}
