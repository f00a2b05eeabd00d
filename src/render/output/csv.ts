/**
 * --csv over a list: the header at once (the same for an empty list), then a line per record; --fields picks the
 * columns. Amounts in reais with two decimals; --locale pt-BR: `;`, a decimal comma and a BOM (render/csv.ts).
 */
import {redactJsonValue} from '../../util/redact.js'
import {csvHeader, csvRecord, csvStyle} from '../csv.js'
import type {ListSink} from './list-view.js'
import {linesSink} from './write.js'

export interface CsvOptions {
  /** The columns: --fields, else the view's fields. */
  fields: readonly string[]
  csvBom?: boolean
  ptBR?: boolean
}

/** `record` gives a row's record as the API sent it; each is redacted with `secrets` before it is written. */
export function csvSink<T>(
  stdout: NodeJS.WriteStream,
  record: (row: T) => unknown,
  secrets: readonly string[],
  options: CsvOptions,
): ListSink<T> {
  const {fields} = options
  const style = csvStyle(fields, Boolean(options.ptBR))
  const bom = options.csvBom || options.ptBR ? '\ufeff' : ''
  return linesSink(stdout, (row: T) => csvRecord(redactJsonValue(record(row), secrets), fields, style), `${bom}${csvHeader(fields, style)}`)
}
