/**
 * Which sheet of a workbook is imported, and how much of it is read (docs/import.md#the-file).
 *
 * The sheet: the first visible one, or the one `--sheet NAME` names (compared in NFC, as a name typed on another
 * system may be decomposed). A hidden sheet (hidden, or very hidden: only a macro can show it) is never read
 * unless named: a person checking the file cannot see its rows. The hidden sheets are named in a note.
 *
 * How much: a sheet's declared extent says nothing about its data (one space typed in XFD1048576 makes it 16,384
 * columns by 1,048,576 rows), so only the cells the file holds are visited, and only these columns kept: the
 * header's, up to its last named cell, plus SPARE_COLUMNS beyond it (a value there is an error of its row: a row
 * shifted right). A value farther right is ignored and named in a note. The table ends at the last row with a
 * value; rows without one before it are counted as empty. Memory is bounded by the rows read.
 */
import type {Row, Workbook, Worksheet} from 'exceljs'
import {UsageError} from '../../errors.js'
import {terminalSafeJson} from '../../util/redact.js'
import type {CellTable} from './source.js'
import {cellText} from './xlsx-cells.js'

/** Columns read beyond the header's last: a value there makes its row an error rather than being ignored. */
export const SPARE_COLUMNS = 16
/** The header is looked for in these columns (the creation body has far fewer fields). */
export const HEADER_COLUMNS = 64
/** Ignored cells named in the note (the rest are counted). */
const NAMED_IGNORED = 5

/** A sheet's name as shown in a message: quoted, control and bidirectional characters escaped. */
export const sheetName = (name: string): string => terminalSafeJson(JSON.stringify(name))

const isHidden = (ws: Worksheet) => ws.state === 'hidden' || ws.state === 'veryHidden'
const hiddenWord = (ws: Worksheet) => (ws.state === 'veryHidden' ? 'very hidden' : 'hidden')

/** The sheet to import, and the notes to show about the choice (hidden sheets left out, or a hidden one read). */
export function chooseSheet(wb: Workbook, file: string, sheet?: string): {ws: Worksheet; notes: string[]} {
  const sheets = wb.worksheets
  const hidden = sheets.filter(isHidden)
  const listed = (list: Worksheet[]) => list.map((w) => `${sheetName(w.name)}${isHidden(w) ? ` (${hiddenWord(w)})` : ''}`).join(', ')
  if (sheet !== undefined) {
    const want = sheet.normalize('NFC')
    const ws = sheets.find((w) => w.name.normalize('NFC') === want)
    if (!ws) throw new UsageError(`${file} has no sheet named ${sheetName(sheet)}; its sheets: ${listed(sheets)}`)
    return {ws, notes: isHidden(ws) ? [`${file}: reading the ${hiddenWord(ws)} sheet ${sheetName(ws.name)}, as --sheet asks`] : []}
  }
  const ws = sheets.find((w) => !isHidden(w))
  if (!ws) {
    throw new UsageError(
      sheets.length === 0
        ? `${file} has no sheet`
        : `${file} has no visible sheet (${listed(sheets)}): name the one to import with --sheet NAME`,
    )
  }
  const notes =
    hidden.length === 0
      ? []
      : [`${file}: read the sheet ${sheetName(ws.name)}; not read, as hidden: ${listed(hidden)} (--sheet NAME reads one)`]
  return {ws, notes}
}

interface ReadRow {
  cells: string[]
  numbers: boolean[]
  problems: {column: number; message: string}[]
  /** Values in the spare columns beyond the header. */
  beyond: number
  /** Any cell of the window holds something. */
  hasValue: boolean
}

/** The sheet as a table of cell texts, within the header's columns (see above); `notes`: what was ignored. */
export function readSheetTable(ws: Worksheet, file: string): CellTable & {notes: string[]} {
  const ignored: string[] = []
  let ignoredCount = 0
  const ignore = (address: string) => {
    ignoredCount++
    if (ignored.length < NAMED_IGNORED) ignored.push(address)
  }
  const headerRow = ws.findRow(1)
  const header = headerRow ? readRow(headerRow, HEADER_COLUMNS, HEADER_COLUMNS, ignore) : undefined
  let width = header ? header.cells.length : 0
  while (width > 0 && header!.cells[width - 1]!.trim() === '') width--
  if (width === 0) {
    throw new UsageError(
      `${file}: row 1 of the sheet ${sheetName(ws.name)} is empty${ignoredCount > 0 ? ` (but for ${ignored.join(', ')}, far to the right)` : ''}: it must be the header (amount, due-date, debtor-name, … as in a CSV: docs/import.md)`,
    )
  }
  const rows: CellTable['rows'] = []
  let valueRows = 0
  let lastValueRow = 1
  ws.eachRow((row, r) => {
    if (r === 1) return
    const read = readRow(row, width, width + SPARE_COLUMNS, ignore)
    if (!read.hasValue) return
    valueRows++
    lastValueRow = r
    if (read.beyond > 0) {
      rows.push({line: r, error: `values beyond the last column (${read.beyond} cell${read.beyond === 1 ? '' : 's'} with no header)`})
      return
    }
    const fill = (list: string[] | boolean[], empty: string | boolean) => {
      while (list.length < width) (list as unknown[]).push(empty)
      return list.slice(0, width)
    }
    const entry: CellTable['rows'][number] = {
      line: r,
      cells: fill(read.cells, '') as string[],
      numbers: fill(read.numbers, false) as boolean[],
    }
    if (read.problems.length > 0) entry.problems = read.problems
    rows.push(entry)
  })
  const notes: string[] = []
  if (ignoredCount > 0) {
    const more = ignoredCount - ignored.length
    notes.push(
      `${file}: ${ignoredCount} cell${ignoredCount === 1 ? '' : 's'} far to the right of the header ignored (no column names ${ignoredCount === 1 ? 'it' : 'them'}): ${ignored.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
    )
  }
  return {
    header: {line: 1, cells: header!.cells.slice(0, width)},
    rows,
    ptBR: false,
    emptyRows: lastValueRow - 1 - valueRows,
    notes,
  }
}

/**
 * The cells of `row` in columns 1..limit, visiting only the cells the file holds: values past column `width` are
 * counted as beyond it, those past `limit` passed to `ignore`. Columns past the last cell held are left out (the
 * caller pads).
 */
function readRow(row: Row, width: number, limit: number, ignore: (address: string) => void): ReadRow {
  const out: ReadRow = {cells: [], numbers: [], problems: [], beyond: 0, hasValue: false}
  row.eachCell((cell, col) => {
    const read = cellText(cell.value, cell.numFmt)
    const blank = read.text.trim() === '' && !read.problem
    if (blank) return
    if (col > limit) {
      ignore(cell.address)
      return
    }
    out.hasValue = true
    while (out.cells.length < col - 1) {
      out.cells.push('')
      out.numbers.push(false)
    }
    out.cells[col - 1] = read.text
    out.numbers[col - 1] = read.number
    if (read.problem) out.problems.push({column: col - 1, message: `cell ${cell.address} ${read.problem}`})
    if (col > width) out.beyond++
  })
  return out
}
