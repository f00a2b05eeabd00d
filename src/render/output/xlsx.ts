/**
 * --xlsx FILE over a list: the records, redacted as for --csv, into a workbook (render/xlsx.ts, loaded only when a
 * workbook is asked for); a line on stderr says where.
 */
import {redactJsonValue} from '../../util/redact.js'
import {UsageError} from '../../errors.js'
import type {ListSink} from './list-view.js'

export async function xlsxSink<T>(
  file: string,
  fields: readonly string[],
  record: (row: T) => unknown,
  secrets: readonly string[],
  options: {ptBR?: boolean; info: (text: string) => void},
): Promise<ListSink<T>> {
  const {openSheetWriter} = await import('../xlsx.js')
  let writer: Awaited<ReturnType<typeof openSheetWriter>>
  try {
    writer = await openSheetWriter(file, fields, {ptBR: options.ptBR})
  } catch (err) {
    throw new UsageError(`--xlsx: cannot write ${file}: ${(err as Error).message}`)
  }
  return {
    add: (row) => writer.add(redactJsonValue(record(row), secrets)),
    end: async () => {
      const n = await writer.end()
      options.info(`wrote ${n} row${n === 1 ? '' : 's'} to ${file}`)
    },
  }
}
