/**
 * Documents minimised in MCP results (docs/mcp.md#documents): a debtor's or customer's CPF is shown as the human
 * tables show it (`***.189.708-**`, format/documents.ts maskDocument), a CNPJ (a company's public registration) as they
 * show it too, formatted. What a result says goes to a third party's model; under the LGPD's necessity principle
 * a customer's CPF goes only where it is needed, and an assistant rarely needs it: `payctl mcp --show-documents`
 * gives it whole when one does. Searching by a whole CPF (`find`) works either way: the search runs here, on the
 * whole value; only what is returned is masked.
 *
 * Masked: every string under a field that holds a document (`document`, `cpf`, `cnpj`, `document_number`…), and any
 * other string that is a whole valid CPF; in the text, every valid CPF written with its dots or as 11 digits.
 */
import {maskDocument} from '../format/documents.js'
import {compactDocument, cpfDigitsOk} from '../util/check-digits.js'

const DOCUMENT_FIELD = /^(document|document[_-]?number|debtor[_-]?document|cpf|cnpj|cpf[_-]?cnpj|tax[_-]?id)$/i
const isCpf = (s: string): boolean => cpfDigitsOk(compactDocument(s))

/** A record with its documents masked (a copy; the record given is not changed). */
export function maskDocumentsIn(value: unknown, field = ''): unknown {
  if (typeof value === 'string') return DOCUMENT_FIELD.test(field) || isCpf(value) ? maskDocument(value) : value
  if (Array.isArray(value)) return value.map((v) => maskDocumentsIn(v, field))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDocumentsIn(v, k)]))
  return value
}

// A CPF in running text: 000.000.000-00, or 11 digits not inside a longer run of digits.
const CPF_IN_TEXT = /(?<![\d.])(?:\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})(?![\d-])/g

/** A line of text with every valid CPF in it masked. */
export function maskDocumentsInText(text: string): string {
  return text.replace(CPF_IN_TEXT, (m) => (isCpf(m) ? maskDocument(m) : m))
}
