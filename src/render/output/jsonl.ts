/** --jsonl: one line of JSON per record (a list, or each item of a stream), through --jq when given. */
import {terminalSafeJson} from '../../util/redact.js'
import type {ListSink} from './list-view.js'
import {linesSink} from './write.js'

/** A value already redacted as one line of JSON Lines (terminal-safe), or its --jq results through `run`. */
export function jsonLine(clean: unknown, run?: (jsonText: string) => string): string {
  const text = terminalSafeJson(JSON.stringify(clean) ?? 'null')
  return run ? run(text) : `${text}\n`
}

/** A list as JSON Lines, a line per record as it comes; `record` gives a row's record as JSON output shows it. */
export function jsonlSink<T>(stdout: NodeJS.WriteStream, record: (row: T) => unknown, run?: (jsonText: string) => string): ListSink<T> {
  return linesSink(stdout, (row: T) => jsonLine(record(row), run))
}
