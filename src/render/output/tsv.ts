/** A list on a pipe without a data form: tab-separated text, its cells redacted as a terminal table's are. */
import {redactText} from '../../util/redact.js'
import {tsvHeader, tsvRow, type Column} from '../table.js'
import type {ListSink} from './list-view.js'
import {linesSink} from './write.js'

/** Cells are redacted before the layout: a table that shortens a cell must not show part of a card number. */
export function redactedColumns<T>(columns: readonly Column<T>[], secrets: readonly string[]): Column<T>[] {
  return columns.map((c) => ({
    ...c,
    get: (row: T) => {
      const v = c.get(row)
      return typeof v === 'string' || typeof v === 'number' ? redactText(String(v), secrets) : v
    },
  }))
}

/** The header at once (every column, the same for an empty list), then a line per row. */
export function tsvSink<T>(stdout: NodeJS.WriteStream, columns: readonly Column<T>[], secrets: readonly string[]): ListSink<T> {
  const redacted = redactedColumns(columns, secrets)
  return linesSink(stdout, (row: T) => tsvRow(redacted, row), tsvHeader(redacted))
}
