/**
 * The listener's durable output (docs/listen.md, "Nothing answered 2XX is lost"): stdout and the --output file, each
 * through a BatchWriter (group commit). With --output, a notification's line goes to the file first; once it is
 * written and synced (or has failed, and been cut off again), its stdout text is formed with the status that will be
 * answered and printed. A notification is recorded once the file has its line (without --output: once stdout has it),
 * and only a recorded one is answered its status: the others get NOT_RECORDED_STATUS, which is what their stdout
 * line says (docs/listen.md#output).
 */
import {BatchWriter, fileWriter, streamWriter, type FileTarget} from './batch-writer.js'
import type {ListenSink, RecordOutcome} from './types.js'
import {JqOutOfMemoryError} from '../../errors.js'

/** The answer to a notification whose line could not be written. */
export const NOT_RECORDED_STATUS = 503
/** The answer to a notification whose line could not be formed: the notification itself is at fault, not the listener. */
export const UNPRINTABLE_STATUS = 422

/**
 * Why a notification's line could not be formed, in payctl's words: a crash on one notification (JSON.stringify's
 * RangeError, a jq-wasm abort) is that notification's failure, never the listener's. No text of the notification is
 * repeated.
 */
export function unprintableReason(err: unknown): string {
  const e = err instanceof Error ? err : new Error(String(err))
  const what =
    e instanceof JqOutOfMemoryError
      ? 'the --jq program ran out of memory on it'
      : /abort/i.test(e.message)
        ? 'the --jq program crashed on it (jq aborted)'
        : `${e.name}: ${e.message}`
  return `its line could not be formed: ${what}`.replace(/[^\x20-\x7e]/g, '?').slice(0, 200)
}

export function createListenSink(stdout: NodeJS.WriteStream, output?: FileTarget): ListenSink {
  const out: BatchWriter = streamWriter(stdout)
  // A closed stdout (EPIPE) is reported through the write callbacks; without a listener it would crash the process.
  stdout.on('error', () => undefined)
  const file = output === undefined ? undefined : fileWriter(output)
  return {
    hasFile: file !== undefined,
    notification(lines, done) {
      // Its lines are formed first (the file's, then stdout's for the status intended): a notification that cannot be
      // printed is refused before anything of it is written.
      let fileText = ''
      let text: string
      try {
        if (file) fileText = lines.file?.() ?? ''
        text = lines.stdout(lines.status)
      } catch (err) {
        done({recorded: false, unprintable: unprintableReason(err)})
        return
      }
      if (!file) {
        out.write(text, (err) => done(err ? {recorded: false, error: err} : {recorded: true}))
        return
      }
      file.write(fileText, (fileErr) => {
        const recorded = !fileErr
        if (!recorded) {
          try {
            text = lines.stdout(NOT_RECORDED_STATUS)
          } catch {
            text = ''
          }
        }
        out.write(text, (outErr) => {
          const outcome: RecordOutcome = {recorded}
          const error = fileErr ?? outErr
          if (error) outcome.error = error
          done(outcome)
        })
      })
    },
    stdout(text) {
      out.write(text, () => undefined)
    },
    async drained() {
      await Promise.all([out.drained(), file?.drained()])
    },
  }
}
