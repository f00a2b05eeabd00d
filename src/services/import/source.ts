/**
 * The import file: read once (its SHA-256 identifies it in the journal), its format detected (by extension, else by
 * content), and turned into raw rows, each with its line number and the creation input it describes. Nothing here
 * validates a field: rows.ts does, with the same rules as `bolepix create`.
 */
import {createHash} from 'node:crypto'
import {readFile} from 'node:fs/promises'
import {extname, resolve} from 'node:path'
import {UsageError, type ValidationIssue} from '../../errors.js'
import {applyFieldValues, findBolepixField, type BolepixField} from '../bolepix/body.js'
import {detectDelimiter, parseCsv} from './csv.js'

export type ImportFormat = 'csv' | 'jsonl'

export interface SourceRow {
  /** 1-based line where the row starts (CSV: the header is line 1). */
  line: number
  /** The creation input (cells keyed by body path, or the JSON line's object); absent when unreadable. */
  input?: Record<string, unknown>
  /** Why the row could not be read at all (bad JSON, wrong number of cells, stray quote). */
  problems?: ValidationIssue[]
}

export interface ImportSource {
  /** As given on the command line. */
  file: string
  /** Absolute path. */
  path: string
  sha256: string
  format: ImportFormat
  rows: SourceRow[]
}

/** Reads and parses an import file. Unreadable files and bad headers are usage errors (exit 2). */
export async function readImportSource(file: string): Promise<ImportSource> {
  if (file === '-') throw new UsageError('FILE must be a file, not stdin: the journal that makes a rerun safe is kept next to it')
  let buf: Buffer
  try {
    buf = await readFile(file)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    throw new UsageError(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (err as Error).message}`)
  }
  const sha256 = createHash('sha256').update(buf).digest('hex')
  const text = buf.toString('utf8')
  const format = detectFormat(file, text)
  return {file, path: resolve(file), sha256, format, rows: parseImportText(text, format)}
}

/** `.jsonl`/`.ndjson` → JSON Lines, `.csv`/`.tsv` → CSV; otherwise JSON Lines when the first character is `{`. */
export function detectFormat(file: string, text: string): ImportFormat {
  const ext = extname(file).toLowerCase()
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl'
  if (ext === '.csv' || ext === '.tsv') return 'csv'
  return text.replace(/^\uFEFF/, '').trimStart().startsWith('{') ? 'jsonl' : 'csv'
}

export function parseImportText(text: string, format: ImportFormat): SourceRow[] {
  return format === 'jsonl' ? parseJsonLines(text) : parseCsvRows(text)
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

function parseCsvRows(text: string): SourceRow[] {
  const records = parseCsv(text, detectDelimiter(text))
  const header = records.shift()
  if (!header) throw new UsageError('the CSV file is empty: it needs a header row (amount,due-date,debtor-name,… or body paths such as debtor.name)')
  if (header.error) throw new UsageError(`line ${header.line}: the header row is malformed: ${header.error}`)
  const columns = mapHeader(header.fields, header.line)
  const rows: SourceRow[] = []
  for (const rec of records) {
    if (rec.error) {
      rows.push({line: rec.line, problems: [{path: '', message: rec.error}]})
      continue
    }
    if (rec.fields.length !== columns.length) {
      rows.push({
        line: rec.line,
        problems: [{path: '', message: `expected ${columns.length} values (one per column), found ${rec.fields.length}`}],
      })
      continue
    }
    const values: Record<string, string> = {}
    for (let c = 0; c < columns.length; c++) values[columns[c]!.flag] = rec.fields[c]!.trim()
    rows.push({line: rec.line, input: applyFieldValues({}, values)})
  }
  return rows
}

/** Header cells → fields; unknown or repeated columns are usage errors naming them. */
function mapHeader(cells: string[], line: number): BolepixField[] {
  const columns: BolepixField[] = []
  const unknown: string[] = []
  for (const cell of cells) {
    const name = cell.trim()
    const field = name === '' ? undefined : findBolepixField(name)
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
      `line ${line}: unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; columns are flag names without -- (due-date, debtor-name) or body paths (dueDate, debtor.name)`,
    )
  }
  return columns
}
