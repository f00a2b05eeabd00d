/** Brazilian display formats for the invoice PDF. Pure string work: no Intl, whose output varies with ICU data. */

/** Integer cents as `R$ 1.234,56` (plain space, dots for thousands, comma for the decimals). */
export function formatBrl(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`amountCents must be an integer, got ${amountCents}`)
  const sign = amountCents < 0 ? '-' : ''
  const abs = Math.abs(amountCents)
  const reais = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}R$ ${reais},${String(abs % 100).padStart(2, '0')}`
}

/** `YYYY-MM-DD` (or the date part of a date-time) as `DD/MM/YYYY`; anything else is returned unchanged. */
export function formatDateBr(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date
}

/** A percentage with at most two decimals and a decimal comma: 2 → "2%", 1.5 → "1,5%", 0.333 → "0,33%". */
export function formatPercent(value: number): string {
  const text = String(Number(value.toFixed(2))).replace('.', ',')
  return `${text}%`
}

/** CPF as `000.000.000-00`, CNPJ (also the alphanumeric one) as `SS.SSS.SSS/SSSS-NN`; other input unchanged. */
export function formatDocument(document: string): string {
  const raw = document.replace(/[\s./-]/g, '').toUpperCase()
  if (/^\d{11}$/.test(raw)) {
    return `${raw.slice(0, 3)}.${raw.slice(3, 6)}.${raw.slice(6, 9)}-${raw.slice(9)}`
  }
  if (/^[0-9A-Z]{12}\d{2}$/.test(raw)) {
    return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12)}`
  }
  return document
}

/** The document's kind for its label: CPF (11 digits) or CNPJ (14 characters). */
export function documentLabel(document: string): 'CPF' | 'CNPJ' | 'Documento' {
  const raw = document.replace(/[\s./-]/g, '')
  if (/^\d{11}$/.test(raw)) return 'CPF'
  if (/^[0-9A-Za-z]{12}\d{2}$/.test(raw)) return 'CNPJ'
  return 'Documento'
}

/** CEP as `00000-000` when it has 8 digits. */
export function formatCep(postalCode: string): string {
  const raw = postalCode.replace(/\D/g, '')
  return raw.length === 8 ? `${raw.slice(0, 5)}-${raw.slice(5)}` : postalCode
}

// Characters the standard PDF fonts can show (WinAnsiEncoding): printable ASCII, Latin-1 and these extras.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)
}

/** Cuts text longer than `max` characters, ending it with "…" so the cut is visible. */
export function clip(text: string, max: number): string {
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text
}

/**
 * Makes one line of text safe for Helvetica without embedded fonts: pdfkit would otherwise write the raw bytes of, say, "中"
 * and the reader would show unrelated glyphs. Accented letters lose their accent only when needed ("ő" → "o"); control
 * characters (newlines included) become spaces, so a field can never break the layout.
 */
export function winAnsiSafe(text: string): string {
  let out = ''
  // eslint-disable-next-line no-control-regex
  for (const ch of text.replace(/[\x00-\x1f\x7f-\x9f]+/g, ' ')) {
    if (isWinAnsi(ch)) {
      out += ch
      continue
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    out += base.length > 0 && [...base].every(isWinAnsi) ? base : '?'
  }
  return out
}
