/** A debtor's document as a screen or an MCP tool shows it. */

/**
 * A CPF masked for screens as Brazilian data-protection (LGPD) practice does: `***.189.708-**` (the middle six
 * digits). A CNPJ identifies a company publicly and is shown whole, formatted. Anything else is returned as it is.
 */
export function maskDocument(document: string): string {
  const compact = document.replace(/[.\-/\s]/g, '')
  if (/^\d{11}$/.test(compact)) return `***.${compact.slice(3, 6)}.${compact.slice(6, 9)}-**`
  if (/^[0-9A-Za-z]{12}\d{2}$/.test(compact)) {
    const d = compact.toUpperCase()
    return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
  }
  return document
}
