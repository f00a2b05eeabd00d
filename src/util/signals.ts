/**
 * A handler for the first of repeated stop signals (Ctrl-C, SIGTERM). The handler stays, a repeat within 300 ms is
 * taken for an echo of the first, and a later one is the user insisting — exit at once (130 after SIGINT, 143 after
 * SIGTERM). The echo came from conf's atomic writer (when-exit), which re-sent the signal right after the first one;
 * payctl no longer uses conf (README, dependencies), and the guard costs nothing.
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
