/**
 * A small RFC 4180 CSV reader: quoted fields may hold the delimiter, doubled quotes and line breaks; CRLF, LF and a
 * leading BOM are accepted. Every record carries the line it starts on, so that errors name the line people see in
 * their editor. Problems are per record (a stray quote spoils one row, not the file).
 */

export interface CsvRecord {
  /** 1-based line on which the record starts. */
  line: number
  fields: string[]
  /** Set when the record is malformed (unterminated quote, text after a closing quote). */
  error?: string
}

export type CsvDelimiter = ',' | ';' | '\t'

const QUOTE = 34 // "
const LF = 10
const CR = 13
const SPACE = 32
const TAB = 9

/**
 * The delimiter of the header line: the most frequent of `,`, `;` and tab outside quotes (`,` on a tie or when none
 * appears). Spreadsheets set to Brazilian Portuguese write `;`, because `,` is their decimal separator.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = {',': 0, ';': 0, '\t': 0}
  let quoted = false
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === '\n' || c === '\r')) break
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c]++
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';'
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t'
  return ','
}

/** Parses CSV text into records. Blank lines are skipped. */
export function parseCsv(text: string, delimiter: CsvDelimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = []
  const n = text.length
  const delim = delimiter.charCodeAt(0)
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  while (i < n) {
    const start = line
    const fields: string[] = []
    let error: string | undefined
    for (;;) {
      // Spaces before an opening quote are tolerated (`a, "b, c"`).
      let j = i
      while (j < n && (text.charCodeAt(j) === SPACE || text.charCodeAt(j) === TAB) && delim !== TAB) j++
      if (j < n && text.charCodeAt(j) === QUOTE) {
        i = j + 1
        let value = ''
        let chunk = i
        let closed = false
        while (i < n) {
          const c = text.charCodeAt(i)
          if (c === QUOTE) {
            if (text.charCodeAt(i + 1) === QUOTE) {
              value += text.slice(chunk, i + 1)
              i += 2
              chunk = i
              continue
            }
            value += text.slice(chunk, i)
            i++
            closed = true
            break
          }
          if (c === LF) line++
          i++
        }
        if (!closed) {
          value += text.slice(chunk, i)
          error ??= `unterminated quoted field (a " opened on line ${start} is never closed)`
        }
        const after = i
        while (i < n && text.charCodeAt(i) !== delim && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR) i++
        if (text.slice(after, i).trim() !== '')
          error ??= 'unexpected text after a closing quote (write a quote inside a quoted field as "")'
        fields.push(value)
      } else {
        const s = i
        while (i < n && text.charCodeAt(i) !== delim && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR) i++
        fields.push(text.slice(s, i))
      }
      if (i < n && text.charCodeAt(i) === delim) {
        i++
        continue
      }
      // End of the record: CRLF, LF, a lone CR, or the end of the text.
      if (i < n && text.charCodeAt(i) === CR) {
        i++
        if (i < n && text.charCodeAt(i) === LF) i++
        line++
      } else if (i < n && text.charCodeAt(i) === LF) {
        i++
        line++
      }
      break
    }
    if (fields.length === 1 && fields[0]!.trim() === '' && !error) continue
    records.push(error ? {line: start, fields, error} : {line: start, fields})
  }
  return records
}

/** Writes one CSV record (quoting where needed); the inverse of parseCsv, used by tests and examples. */
export function formatCsvRecord(fields: readonly string[], delimiter: CsvDelimiter = ','): string {
  return fields
    .map((f) => (f.includes(delimiter) || /["\r\n]/.test(f) || /^[ \t]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f))
    .join(delimiter)
}
