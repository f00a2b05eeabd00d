/** One-line renderings of an event for streams (`events tail`, `listen`): human and JSON lines, terminal-safe. */
import {formatTime, type Colors} from './format.js'
import {resourceIdOf, type PayEvent} from '../schemas/events.js'
import {escapeControl} from '../util/redact.js'

// Characters that are valid inside JSON strings but can still drive a terminal (C1 controls such as CSI) or break
// line-oriented readers (U+2028/2029), and bidirectional overrides: written as \uXXXX escapes, which JSON allows.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/** Escapes, inside JSON text, the characters JSON.stringify leaves raw but a terminal would obey. */
export function terminalSafeJson(json: string): string {
  return json.replace(UNSAFE_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** A value as one compact, terminal-safe JSON line (no trailing newline). */
export function jsonLine(value: unknown): string {
  return terminalSafeJson(JSON.stringify(value) ?? 'null')
}

/** `2026-05-01 10:00:00  PAYMENT.PAID           pay-123  (event 2f0c…)`: escaped, for `events tail`. */
export function eventLine(e: PayEvent, colors: Colors): string {
  const resource = resourceIdOf(e.data)
  return `${formatTime(e.inserted_at)}  ${colors.cyan(escapeControl(e.event).padEnd(22))}  ${escapeControl(resource ?? '-')}  ${colors.dim(`event ${escapeControl(e.id)}`)}`
}

/** A spinner line on a terminal's stderr, redrawn in place. */
export class StatusLine {
  private frame = 0
  private shown = false
  constructor(private readonly stream: NodeJS.WriteStream) {}
  show(text: string): void {
    const frames = '⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏'
    this.stream.write(`\r\u001b[2K${frames[this.frame++ % frames.length]} ${text.slice(0, (this.stream.columns || 80) - 3)}`)
    this.shown = true
  }
  clear(): void {
    if (this.shown) this.stream.write('\r\u001b[2K')
    this.shown = false
  }
}
