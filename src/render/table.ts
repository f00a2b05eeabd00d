/**
 * Lists: a cli-table3 table fitted to the terminal on a TTY, tab-separated text with a header row on a pipe.
 * The record's id is the first column.
 */
import {escapeControl} from '../util/redact.js'

export interface Column<T> {
  header: string
  get: (row: T) => string | number | undefined | null
  /** Colour for the TTY table only (pipes get plain text). */
  style?: (text: string) => string
  /** Never shortened (ids). */
  keep?: boolean
}

const clean = (v: unknown): string => (v === undefined || v === null ? '' : escapeControl(String(v)))

/** Tab-separated values with a header row; tabs and newlines inside values become spaces. */
export function toTsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const line = (cells: string[]) => cells.map((c) => c.replace(/[\t\n\r]/g, ' ')).join('\t')
  const out = [line(columns.map((c) => c.header))]
  for (const row of rows) out.push(line(columns.map((c) => clean(c.get(row)))))
  return `${out.join('\n')}\n`
}

function shorten(text: string, width: number): string {
  if (text.length <= width) return text
  return width <= 1 ? text.slice(0, width) : `${text.slice(0, width - 1)}…`
}

/** Column widths that fit `total` columns: shrink the widest non-kept columns first. */
export function fitWidths(natural: number[], keep: boolean[], total: number): number[] {
  const widths = [...natural]
  const overhead = widths.length * 3 + 1 // borders and padding of cli-table3
  let excess = widths.reduce((a, b) => a + b, 0) + overhead - total
  while (excess > 0) {
    let widest = -1
    for (let i = 0; i < widths.length; i++) {
      if (!keep[i] && widths[i]! > 6 && (widest < 0 || widths[i]! > widths[widest]!)) widest = i
    }
    if (widest < 0) break
    widths[widest]!--
    excess--
  }
  return widths
}

/**
 * The columns that fit `total` (indexes, in order) and their widths: shrink first (fitWidths); when the table is still
 * too wide, leave out whole columns from the right — unkept ones first — rather than let lines wrap. The first column
 * (the record's id) always stays.
 */
export function fitColumns(natural: number[], keep: boolean[], total: number): {shown: number[]; widths: number[]} {
  let shown = natural.map((_, i) => i)
  const fit = () => fitWidths(shown.map((i) => natural[i]!), shown.map((i) => keep[i]!), total)
  let widths = fit()
  const used = () => widths.reduce((a, b) => a + b, 0) + widths.length * 3 + 1
  while (used() > total && shown.length > 1) {
    const rest = shown.slice(1)
    const victim = [...rest].reverse().find((i) => !keep[i]) ?? rest[rest.length - 1]!
    shown = shown.filter((i) => i !== victim)
    widths = fit()
  }
  return {shown, widths}
}

/** A boxed table for a terminal `width` columns wide, one line per row (no rule between rows). */
export async function toTable<T>(rows: readonly T[], columns: readonly Column<T>[], width: number, color: boolean): Promise<string> {
  const {default: Table} = await import('cli-table3')
  const cells = rows.map((row) => columns.map((c) => clean(c.get(row))))
  const natural = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]!.length), 1))
  const {shown, widths: fitted} = fitColumns(natural, columns.map((c) => Boolean(c.keep)), width)
  const widths: number[] = []
  shown.forEach((col, k) => (widths[col] = fitted[k]!))
  const table = new Table({
    head: shown.map((i) => shorten(columns[i]!.header, widths[i]!)),
    style: {head: color ? ['bold'] : [], border: color ? ['grey'] : [], compact: true},
    colWidths: shown.map((i) => widths[i]! + 2),
    wordWrap: false,
  })
  for (const r of cells) {
    table.push(
      shown.map((i) => {
        const text = r[i]!
        const short = shorten(text, widths[i]!)
        const style = color ? columns[i]!.style : undefined
        return style ? style(short) : short
      }),
    )
  }
  return `${table.toString()}\n`
}
