/**
 * The listener's durable output (docs/listen.md, "Nothing answered 2XX is lost"): stdout and the --output file, each
 * through a BatchWriter (group commit). A notification is done only once both have taken its text (the file's
 * synced to disk); its answer waits for that.
 */
import {BatchWriter, fileWriter, streamWriter} from './batch-writer.js'
import type {ListenSink} from './types.js'

export function createListenSink(stdout: NodeJS.WriteStream, outputFd?: number): ListenSink {
  const out: BatchWriter = streamWriter(stdout)
  // A closed stdout (EPIPE) is reported through the write callbacks; without a listener it would crash the process.
  stdout.on('error', () => undefined)
  const file = outputFd === undefined ? undefined : fileWriter(outputFd)
  return {
    hasFile: file !== undefined,
    notification(text, fileLine, done) {
      if (!file) {
        out.write(text, done)
        return
      }
      let pending = 2
      let failure: Error | null = null
      const one = (err?: Error | null) => {
        if (err && !failure) failure = err
        if (--pending === 0) done(failure)
      }
      file.write(fileLine ?? '', one)
      out.write(text, one)
    },
    stdout(text) {
      out.write(text, () => undefined)
    },
    async drained() {
      await Promise.all([out.drained(), file?.drained()])
    },
  }
}
