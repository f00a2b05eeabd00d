/**
 * The import file: read once (its SHA-256 identifies it in the journal), decoded (decode.ts), its format detected (by
 * extension, else by content), and turned into rows, each with its line number and the creation input it describes:
 * columns found by flag name, body path or Portuguese name (aliases.ts), cells converted from the way spreadsheets
 * write them (cells.ts), rows with every cell empty skipped and counted. Nothing here validates a field: rows.ts
 * does, with the same rules as `bolepix create`.
 */
import {createHash} from 'node:crypto'
import {readFile} from 'node:fs/promises'
import {extname, resolve} from 'node:path'
import {UsageError, type ValidationIssue} from '../../errors.js'
import {applyFieldValues, findBolepixField, type BolepixField} from '../bolepix/body.js'
import {portugueseColumnPath} from './aliases.js'
import {convertCell} from './cells.js'
import {detectDelimiter, parseCsv} from './csv.js'
import {decodeImportText, encodingNote, type TextEncoding} from './decode.js'

export type ImportFormat = 'csv' | 'jsonl' | 'xlsx'

export interface SourceRow {
  /** 1-based line where the row starts (CSV: the header is line 1). */
  line: number
  /** The creation input (cells keyed by body path, or the JSON line's object); absent when unreadable. */
  input?: Record<string, unknown>
  /** Why the row could not be read at all (bad JSON, wrong number of cells, stray quote). */
  problems?: ValidationIssue[]
  /** What payctl changed in the row's values (a restored leading zero), to show with it. */
  notes?: string[]
  /**
   * The canonical JSON the first scheme of derived order ids hashed (the cells as written, keyed by body path), kept
   * to resume a journal written by it (rows.ts legacyOrderId).
   */
  legacy?: string
}

export interface ImportSource {
  /** As given on the command line. */
  file: string
  /** Absolute path. */
  path: string
  sha256: string
  format: ImportFormat
  rows: SourceRow[]
  /** How the text was decoded (CSV and JSON Lines). */
  encoding?: TextEncoding
  /** Lines to show once (the encoding the file was read in). */
  notes: string[]
  /** Rows with every cell empty, skipped (spreadsheets leave them at the end: `;;;;;;`). */
  emptyRows: number
}

/** A table read from a CSV file or a sheet: its header cells and its rows of cell texts, each with its line. */
export interface CellTable {
  header: {line: number; cells: string[]}
  /**
   * `numbers[i]`: cell i was a number cell (its text is a plain decimal, never read as pt-BR); `problems`: cells
   * that hold no readable value (a formula never calculated), by column index.
   */
  rows: {line: number; cells?: string[]; numbers?: boolean[]; problems?: {column: number; message: string}[]; error?: string}[]
  /** Values are pt-BR (`1.500` is one thousand five hundred): a `;` file, a pt-BR sheet, or Portuguese headers. */
  ptBR: boolean
  /** Empty rows the reader skipped without listing them (a sheet's rows absent from the file). */
  emptyRows?: number
}

/** Reads and parses an import file. Unreadable files and bad headers are usage errors (exit 2). */
export async function readImportSource(file: string, sheet?: string): Promise<ImportSource> {
  if (file === '-') throw new UsageError('FILE must be a file, not stdin: the journal that makes a rerun safe is kept next to it')
  let buf: Buffer
  try {
    buf = await readFile(file)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    throw new UsageError(
      `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (err as Error).message}`,
    )
  }
  const sha256 = createHash('sha256').update(buf).digest('hex')
  const base = {file, path: resolve(file), sha256}
  const ext = extname(file).toLowerCase()
  if (ext === '.xlsx' || (buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 3 && buf[3] === 4 && ext !== '.ods')) {
    const {readWorkbookTable} = await import('./xlsx.js')
    const table = await readWorkbookTable(buf, file, sheet)
    return {...base, format: 'xlsx', notes: table.notes, ...rowsOfTable(table)}
  }
  refuseOtherSpreadsheets(file, ext)
  const {text, encoding} = decodeImportText(buf, file)
  const format = detectFormat(file, text)
  const note = encodingNote(file, encoding)
  const parsed = format === 'jsonl' ? {rows: parseJsonLines(text), emptyRows: 0} : rowsOfTable(csvTable(text))
  return {...base, format, encoding, notes: note ? [note] : [], ...parsed}
}

/** .ods, .xls and .numbers are not read: say what to save them as. */
function refuseOtherSpreadsheets(file: string, ext: string): void {
  const what: Record<string, string> = {
    '.ods': 'an OpenDocument spreadsheet (.ods)',
    '.xls': 'an Excel 97–2003 workbook (.xls)',
    '.numbers': 'a Numbers document',
  }
  if (what[ext]) throw new UsageError(`${file} is ${what[ext]}, which payctl does not read: save it as .xlsx or .csv`)
}

/** `.jsonl`/`.ndjson` → JSON Lines, `.csv`/`.tsv` → CSV; otherwise JSON Lines when the first character is `{`. */
export function detectFormat(file: string, text: string): ImportFormat {
  const ext = extname(file).toLowerCase()
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl'
  if (ext === '.csv' || ext === '.tsv') return 'csv'
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{')
    ? 'jsonl'
    : 'csv'
}

/** The rows of a decoded CSV or JSON Lines text (tests). */
export function parseImportText(text: string, format: Exclude<ImportFormat, 'xlsx'>): SourceRow[] {
  return format === 'jsonl' ? parseJsonLines(text) : rowsOfTable(csvTable(text)).rows
}

/** Canonical JSON: object keys sorted at every level, no whitespace. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

function parseJsonLines(text: string): SourceRow[] {
  const rows: SourceRow[] = []
  const lines = text.replace(/^\uFEFF/, '').split('\n')
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim()
    if (raw === '') continue
    const line = i + 1
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch (err) {
      rows.push({line, problems: [{path: '', message: `not valid JSON (${(err as Error).message})`}]})
      continue
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      rows.push({line, problems: [{path: '', message: 'must be a JSON object (one creation body per line)'}]})
      continue
    }
    rows.push({line, input: value as Record<string, unknown>})
  }
  return rows
}

function csvTable(text: string): CellTable {
  const delimiter = detectDelimiter(text)
  const records = parseCsv(text, delimiter)
  const header = records.shift()
  if (!header)
    throw new UsageError('the CSV file is empty: it needs a header row (amount,due-date,debtor-name,… or body paths such as debtor.name)')
  if (header.error) throw new UsageError(`line ${header.line}: the header row is malformed: ${header.error}`)
  return {
    header: {line: header.line, cells: header.fields},
    rows: records.map((r) => (r.error ? {line: r.line, error: r.error} : {line: r.line, cells: r.fields})),
    ptBR: delimiter === ';',
  }
}

const MONEY_PATHS = new Set(['amount', 'instructions.discount.amount'])

/** A table's rows as creation inputs: cells converted for their column's field, empty rows skipped and counted. */
export function rowsOfTable(table: CellTable): {rows: SourceRow[]; emptyRows: number} {
  const {fields, portuguese} = mapHeader(table.header.cells, table.header.line)
  const ctx = {ptBR: table.ptBR || portuguese}
  const rows: SourceRow[] = []
  let emptyRows = table.emptyRows ?? 0
  for (const rec of table.rows) {
    if (rec.error) {
      rows.push({line: rec.line, problems: [{path: '', message: rec.error}]})
      continue
    }
    const cells = rec.cells!.map((c) => c.trim())
    if (cells.every((c) => c === '') && !rec.problems) {
      emptyRows++
      continue
    }
    if (cells.length !== fields.length) {
      rows.push({
        line: rec.line,
        problems: [{path: '', message: `expected ${fields.length} values (one per column), found ${cells.length}`}],
      })
      continue
    }
    const written: Record<string, string> = {}
    const values: Record<string, unknown> = {}
    const notes: string[] = []
    const problems: ValidationIssue[] = (rec.problems ?? []).map((p) => ({path: fields[p.column]!.path, message: p.message}))
    for (let c = 0; c < fields.length; c++) {
      const field = fields[c]!
      written[field.flag] = cells[c]!
      const cell = convertCell(field.path, cells[c]!, rec.numbers?.[c] ? {ptBR: false} : ctx)
      // An amount in a number cell is that number (1.234 is not one thousand, nor ambiguous: it has three decimals).
      values[field.flag] = rec.numbers?.[c] && MONEY_PATHS.has(field.path) ? Number(cells[c]) : cell.value
      if (cell.note) notes.push(cell.note)
      if (cell.problem) problems.push({path: field.path, message: cell.problem})
    }
    const row: SourceRow = {line: rec.line, legacy: canonicalJson(applyFieldValues({}, written))}
    if (problems.length > 0) row.problems = problems
    else row.input = applyFieldValues({}, values)
    if (notes.length > 0) row.notes = notes
    rows.push(row)
  }
  return {rows, emptyRows}
}

/**
 * Header cells → fields (flag name, body path or Portuguese name); unknown or repeated columns are usage errors
 * naming them. `portuguese`: some column was named in Portuguese.
 */
function mapHeader(cells: string[], line: number): {fields: BolepixField[]; portuguese: boolean} {
  const columns: BolepixField[] = []
  const unknown: string[] = []
  let portuguese = false
  for (const cell of cells) {
    const name = cell.trim()
    let field = name === '' ? undefined : findBolepixField(name)
    if (!field && name !== '') {
      const path = portugueseColumnPath(name)
      field = path === undefined ? undefined : findBolepixField(path)
      if (field) portuguese = true
    }
    if (!field) {
      unknown.push(name === '' ? '(an empty header cell)' : JSON.stringify(name))
      continue
    }
    const twice = columns.find((f) => f === field)
    if (twice) throw new UsageError(`line ${line}: the column ${field.flag} (${field.path}) appears twice in the header`)
    columns.push(field)
  }
  if (unknown.length > 0) {
    throw new UsageError(
      `line ${line}: unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; columns are flag names without -- (due-date, debtor-name), body paths (dueDate, debtor.name) or their Portuguese names (Vencimento, Nome: docs/import.md)`,
    )
  }
  return {fields: columns, portuguese}
}
