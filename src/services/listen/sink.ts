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

/** The answer to a notification whose line could not be written. */
export const NOT_RECORDED_STATUS = 503

export function createListenSink(stdout: NodeJS.WriteStream, output?: FileTarget): ListenSink {
  const out: BatchWriter = streamWriter(stdout)
  // A closed stdout (EPIPE) is reported through the write callbacks; without a listener it would crash the process.
  stdout.on('error', () => undefined)
  const file = output === undefined ? undefined : fileWriter(output)
  return {
    hasFile: file !== undefined,
    notification(lines, done) {
      if (!file) {
        out.write(lines.stdout(lines.status), (err) => done(err ? {recorded: false, error: err} : {recorded: true}))
        return
      }
      file.write(lines.file ?? '', (fileErr) => {
        const recorded = !fileErr
        out.write(lines.stdout(recorded ? lines.status : NOT_RECORDED_STATUS), (outErr) => {
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
