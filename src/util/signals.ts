/**
 * A handler for the first of repeated stop signals (Ctrl-C, SIGTERM). conf's atomic writer (when-exit) re-sends the
 * signal to the process right after the first one, and with no handler left that echo would kill it: so the handler
 * stays, a repeat within 300 ms is taken for that echo, and a later one is the user insisting — exit at once
 * (130 after SIGINT, 143 after SIGTERM).
 */
const ECHO_MS = 300

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
