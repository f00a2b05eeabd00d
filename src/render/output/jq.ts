/**
 * --jq on output (the program itself is render/jq.ts): its results in place of the JSON, terminal-safe on a
 * terminal; what it printed before failing written first, as jq does; a stream's failures said once each.
 */
import {escapeControlKeepingLines} from '../../util/redact.js'
import {JqError, JqOutOfMemoryError} from '../../errors.js'
import type {JqProgram} from '../jq.js'
import type {ListSink} from './list-view.js'
import {writeAll} from './write.js'

/**
 * jq's output for one JSON text. On a terminal its control characters are escaped (a string printed raw, as `jq
 * -r` does, may hold an escape sequence from the service or a webhook); on a pipe or a file it is as jq wrote it.
 */
export function runJq(program: JqProgram, stdout: NodeJS.WriteStream, jsonText: string): string {
  const safe = (text: string) => (stdout.isTTY ? escapeControlKeepingLines(text) : text)
  try {
    return safe(program.run(jsonText))
  } catch (err) {
    throw err instanceof JqError && !(err instanceof JqOutOfMemoryError) ? new JqError(err.message, safe(err.output)) : err
  }
}

/** Writes `text()` to stdout; when --jq fails, what the program printed before failing is written first (as jq does). */
export function writeOut(stdout: NodeJS.WriteStream, text: () => string): void {
  try {
    stdout.write(text())
  } catch (err) {
    if (err instanceof JqError && err.output) stdout.write(err.output)
    throw err
  }
}

/**
 * The text of one item of a stream; when --jq fails on it, what the program printed before failing, and jq's
 * message on stderr through `warn` (each different message once, at most 20, kept in `said`: a stream can fail the
 * same way thousands of times).
 */
export function streamed(text: () => string, said: Set<string>, warn: (text: string) => void): string {
  try {
    return text()
  } catch (err) {
    // Out of memory is not a failure on one item that the stream goes on after: the caller decides (listen: 422).
    if (!(err instanceof JqError) || err instanceof JqOutOfMemoryError) throw err
    if (!said.has(err.message) && said.size <= 20) {
      said.add(err.message)
      warn(
        said.size > 20
          ? 'the --jq program keeps failing: further failures are not shown'
          : `${err.message} (on one item: the stream goes on)`,
      )
    }
    return err.output
  }
}

/**
 * --jq over a list: the program sees the whole array, as with --json (so it is kept until the last record).
 * `record` gives a row's record as JSON output shows it (redacted, reduced to --fields).
 */
export function jqListSink<T>(stdout: NodeJS.WriteStream, record: (row: T) => unknown, run: (jsonText: string) => string): ListSink<T> {
  const all: unknown[] = []
  return {
    add: (row) => void all.push(record(row)),
    end: async () => {
      let text: string
      try {
        text = run(JSON.stringify(all))
      } catch (err) {
        if (err instanceof JqError) stdout.write(err.output)
        throw err
      }
      await writeAll(stdout, [text])
    },
  }
}
