/**
 * The one stop-signal mechanism (docs/architecture.md#signals): `onStopSignals` installs one handler for SIGINT and
 * SIGTERM (or the signals given) that runs the given steps, one per signal — the first stops gracefully, a next one
 * may stop harder (listen cuts its connections) — and after the last step exits at once (130 after SIGINT, 143 after
 * SIGTERM). The handler stays until removed or the process ends, and a repeat within ECHO_MS of the signal before is
 * taken for an echo of it, not a new one. Echoes are real: `timeout` sends SIGTERM to its child and then to the
 * child's whole process group, so the child gets it twice (a handler removed after the first, as `process.once`
 * does, let the second kill the process: `timeout 5 payctl events tail` exited 143 now and then on a loaded machine).
 * So the process also stays up for ECHO_MS after a stop signal: a command that stops in a millisecond would otherwise
 * be tearing down when the echo comes, with Node's handlers gone and the default action (death by the signal, 143)
 * back — 3 runs in 4 of the README's `timeout --preserve-status 5 payctl events tail` once requests went by node:http.
 */
export const ECHO_MS = 300

export type StopStep = (signal: NodeJS.Signals) => void

/** Installs the handler; returns what removes it. */
export function onStopSignals(steps: readonly StopStep[], signals: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM']): () => void {
  let taken = 0
  let last = 0
  const handler = (signal: NodeJS.Signals) => {
    const now = Date.now()
    if (taken > 0 && now - last <= ECHO_MS) return
    last = now
    // Keeps the process (and this handler) alive through the echo window (above): a timer that holds the event loop.
    setTimeout(() => undefined, ECHO_MS)
    const step = steps[taken++]
    if (step) step(signal)
    else process.exit(signal === 'SIGTERM' ? 143 : 130)
  }
  for (const s of signals) process.on(s, handler)
  return () => {
    for (const s of signals) process.off(s, handler)
  }
}
