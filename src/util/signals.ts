/**
 * A handler for the first of repeated stop signals (Ctrl-C, SIGTERM). The handler stays, a repeat within 300 ms is
 * taken for an echo of the first, and a later one is the user insisting — exit at once (130 after SIGINT, 143 after
 * SIGTERM). Echoes are real: `timeout` sends SIGTERM to its child and then to the child's whole process group, so
 * the child gets it twice (a handler removed after the first, as `process.once` does, let the second kill the
 * process: `timeout 5 payctl events tail` exited 143 now and then on a loaded machine).
 */
export const ECHO_MS = 300

export function firstStopSignal(onFirst: (signal: NodeJS.Signals) => void): (signal: NodeJS.Signals) => void {
  let first = 0
  return (signal) => {
    const now = Date.now()
    if (first === 0) {
      first = now
      onFirst(signal)
    } else if (now - first > ECHO_MS) {
      process.exit(signal === 'SIGTERM' ? 143 : 130)
    }
  }
}
