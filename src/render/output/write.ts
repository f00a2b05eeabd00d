/**
 * Text written to stdout at the pace of the reader: whenever the stream's buffer is full (a pipe to a slower reader)
 * the writer waits for `drain`, so that printing 100,000 records keeps a few KB in memory instead of the whole output.
 */
import {once} from 'node:events'
import {JqError} from '../../errors.js'
import {BIG_LIST_ROWS, keepYoungGenerationSize} from './young-generation.js'
import type {ListSink} from './list-view.js'

/**
 * Writes pieces of text to stdout as they are, waiting whenever the stream's buffer is full. Writes of 16 K
 * characters rather than 64 K: the text waiting to be written survives V8's young-generation collections, and
 * enough surviving bytes make V8 double its young generation (+16 MB of peak memory for the table of 100,000
 * invoices, docs/performance.md).
 */
export async function writeAll(stdout: NodeJS.WriteStream, pieces: Iterable<string>): Promise<void> {
  let buffer = ''
  for (const piece of pieces) {
    buffer += piece
    if (buffer.length >= 16_384) {
      if (!stdout.write(buffer)) await once(stdout, 'drain')
      buffer = ''
    }
  }
  if (buffer && !stdout.write(buffer)) await once(stdout, 'drain')
}

/** Text written as rows arrive, at the pace of the reader: `first` at once, then `line` of each row. */
export function linesSink<T>(stdout: NodeJS.WriteStream, line: (row: T) => string, first = ''): ListSink<T> {
  let buffer = first
  let count = 0
  return {
    add: async (row) => {
      if (++count === BIG_LIST_ROWS) keepYoungGenerationSize()
      try {
        buffer += line(row)
      } catch (err) {
        // What came before (and what --jq printed before failing) is written before the error is reported.
        if (err instanceof JqError) stdout.write(buffer + err.output)
        throw err
      }
      if (buffer.length >= 16_384) {
        const text = buffer
        buffer = ''
        if (!stdout.write(text)) await once(stdout, 'drain')
      }
    },
    end: async () => {
      if (buffer && !stdout.write(buffer)) await once(stdout, 'drain')
    },
  }
}
