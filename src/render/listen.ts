/**
 * Prints what the receiver reports: one line per notification (a JSON line with --json, a human line otherwise)
 * on stdout and as a JSON line in the --output file, both written in batches and flushed before the receiver
 * answers; start-up lines; throttled warnings on stderr. Every untrusted string is escaped and redacted.
 */
import {formatTime} from '../format/dates.js'
import {type Colors} from './format.js'
import {resourceIdOf} from '../schemas/events.js'
import {escapeControl, terminalSafeJson} from '../util/redact.js'
import {graphemePrefix, truncateEnd, visibleWidth} from './width.js'
import {wrapCommand, wrapText} from './wrap.js'
import type {
  ForwardOutcome,
  ListenSink,
  ReceivedNotification,
  ReceiverEvent,
  ReceiverObserver,
  RecordOutcome,
  StartupInfo,
} from '../services/listen/types.js'

export interface PresenterOptions {
  json: boolean
  stderr: NodeJS.WriteStream
  /** Colours for stdout lines and for stderr lines (off for pipes, NO_COLOR). */
  colors: Colors
  errColors: Colors
  /** Masks secrets and card numbers in a line about to be printed. */
  redact: (text: string) => string
  startup: StartupInfo
  /**
   * --jq: a notification's JSON line as stdout takes it (the program's results; a failure is said on stderr and the
   * listener goes on). The --output file always gets the whole line.
   */
  filter?: (jsonLine: string) => string
  /** Clock, for the throttling of warnings. */
  now?: () => number
  /** stdout's width when it is a terminal (human mode): notification lines fit in it, notes wrap at spaces. */
  width?: number
  /** stderr's width when it is a terminal: its notes wrap at spaces. */
  errWidth?: number
}

// Payload text that cannot go into a JSON line as is: line breaks, and characters a terminal would obey.
const NEEDS_REWRITE = /[\n\r\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/** The JSON line of a notification: `{"received_at","id","event","repeat","status","body"}` (the body verbatim when safe). */
export function notificationJsonLine(n: ReceivedNotification): string {
  const body = NEEDS_REWRITE.test(n.raw) ? terminalSafeJson(JSON.stringify(n.body)) : n.raw.trim()
  return `{"received_at":"${n.receivedAt}","id":${n.id === null ? 'null' : terminalSafeJson(JSON.stringify(n.id))},"event":${n.event === null ? 'null' : terminalSafeJson(JSON.stringify(n.event))},"repeat":${n.repeat},"status":${n.status},"body":${body}}\n`
}

function describeForward(f: ForwardOutcome, c: Colors): string {
  switch (f.kind) {
    case 'answered': {
      const ok = f.status >= 200 && f.status < 300
      const what = `app ${f.status} in ${f.ms} ms`
      return ok ? c.green(what) : c.red(f.status >= 300 && f.status < 400 ? `${what} (a redirect counts as a failure)` : what)
    }
    case 'down':
      return c.red(`app down: ${escapeControl(f.detail)}`)
    case 'timeout':
      return c.red(`app too slow: no answer within ${f.ms} ms`)
    case 'acknowledged':
      return c.dim('already acknowledged by the app: not forwarded again')
    case 'held':
      return c.dim('failed on purpose (--fail-first): not forwarded')
  }
}

/**
 * The human line: local time, event, resource id, status, the event id, then the notes that not every line has
 * (`(repeat N)`, the app's answer), so that the columns stay aligned whatever the notes. With a `width`
 * (stdout is a terminal) it fits in it and never wraps (fitEventLine). `unrecorded`: its line could not be written to
 * --output, so `n.status` is the 503 answered instead (docs/listen.md#output).
 */
export function notificationHumanLine(n: ReceivedNotification, c: Colors, width?: number, unrecorded = false): string {
  const resource = resourceIdOf((n.body as {data?: unknown}).data)
  const ok = n.status >= 200 && n.status < 300
  const event = n.event ?? '(no event name)'
  return `${fitEventLine(
    n.receivedAt,
    event,
    resource,
    c,
    width,
    (short) => {
      const notes = [ok ? c.green(String(n.status)) : c.red(String(n.status))]
      notes.push(c.dim(n.id === null ? 'no event id' : `event ${escapeControl(short(n.id))}`))
      if (unrecorded) notes.push(c.red('not written to --output: answered this instead'))
      if (n.repeat > 0) notes.push(c.yellow(`(repeat ${n.repeat})`))
      if (n.forward) notes.push(describeForward(n.forward, c))
      return notes
    },
    2,
  )}\n`
}

/**
 * A line about an event, as `listen` and `events tail` print it (docs/output.md): local time, the event name padded,
 * the resource id (padded: the columns line up), then `rest` (its first `columns` parts on every line, then notes). With a `width` (a terminal) ids are shown by their first
 * 8 characters (what the tables show, and what every command takes), then the date is left out, then the padding of
 * the event name, and what is left is cut with `…`: one line per event, never wrapped.
 */
export function fitEventLine(
  iso: string,
  event: string,
  resource: string | undefined,
  c: Colors,
  width: number | undefined,
  rest: (short: (id: string) => string) => string[],
  columns?: number,
): string {
  const short = (id: string) => (width !== undefined && id.length > 8 ? graphemePrefix(id, 8) : id)
  const shown = escapeControl(short(resource ?? '-'))
  const build = (time: string, pad: number, parts?: number) =>
    [time, c.cyan(escapeControl(event).padEnd(pad)), width === undefined ? shown : shown.padEnd(8), ...rest(short).slice(0, parts)].join(
      '  ',
    )
  // The date and the padding go by the columns every line has (`columns` of rest's first parts), not by the notes
  // after them, which are cut instead: the columns stay aligned from one line to the next.
  const full = formatTime(iso)
  // Room kept for a short note (`(repeat 12)`) when there are notes.
  const reserve = columns === undefined ? 0 : 12
  const fits = (time: string, pad: number) => visibleWidth(build(time, pad, columns)) + reserve <= width!
  const [time, pad] =
    width === undefined || fits(full, 22) ? [full, 22] : fits(full.slice(11), 22) ? [full.slice(11), 22] : [full.slice(11), 0]
  const line = build(time, pad)
  return width !== undefined && visibleWidth(line) > width ? cutColored(line, width) : line
}

/** A line with colour codes cut to `width` columns, ending with `…` (and the colour reset). */
function cutColored(line: string, width: number): string {
  let out = ''
  let used = 0
  // eslint-disable-next-line no-control-regex
  for (const piece of line.split(/(\u001b\[[0-9;]*m)/)) {
    if (piece.startsWith('\u001b[')) {
      out += piece
      continue
    }
    const room = width - 1 - used
    if (visibleWidth(piece) <= room) {
      out += piece
      used += visibleWidth(piece)
      continue
    }
    out += truncateEnd(piece, room + 1)
    // eslint-disable-next-line no-control-regex
    return /\u001b\[/.test(out) ? `${out}\u001b[0m` : out
  }
  return out
}

const WARN_EVERY_MS = 2_000

export class ListenPresenter implements ReceiverObserver {
  private readonly lastWarned = new Map<string, number>()
  private readonly suppressed = new Map<string, {count: number; text: string}>()
  private readonly now: () => number

  constructor(
    private readonly sink: ListenSink,
    private readonly options: PresenterOptions,
  ) {
    this.now = options.now ?? Date.now
  }

  /**
   * Hands the notification's lines to the sink. Its stdout text is formed by the sink once the status answered is
   * known (with --output, after the file's outcome), so that what is printed says what was answered.
   */
  notification(n: ReceivedNotification, done: (outcome: RecordOutcome) => void): void {
    const o = this.options
    let fileLine: string | undefined
    const file = this.sink.hasFile ? () => (fileLine ??= this.jsonLine(n)) : undefined
    const stdout = (answered: number): string => {
      const as = answered === n.status ? n : {...n, status: answered}
      if (!o.json) return o.redact(notificationHumanLine(as, o.colors, o.width, as !== n))
      const line = file !== undefined && as === n ? file() : this.jsonLine(as)
      return o.filter?.(line) ?? line
    }
    this.sink.notification({status: n.status, file, stdout}, done)
  }

  /**
   * The notification's JSON line, redacted. Masking the line as text would cut into JSON numbers (the digits of a
   * float such as 0.30000000000000004 can pass Luhn) and break the line: when masking changes anything, the line is
   * rebuilt from the body masked value by value (strings and keys as text, an integer card number as its masked string).
   */
  private jsonLine(n: ReceivedNotification): string {
    const redact = this.options.redact
    const line = notificationJsonLine(n)
    if (redact(line) === line) return line
    const mask = (v: unknown, depth: number): unknown => {
      if (typeof v === 'string') return redact(v)
      if (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) >= 1e12 && Math.abs(v) < 1e19)
        return redact(String(v)) === String(v) ? v : redact(String(v))
      if (depth > 64 || v === null || typeof v !== 'object') return v
      if (Array.isArray(v)) return v.map((x) => mask(x, depth + 1))
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [redact(k), mask(x, depth + 1)]))
    }
    const body = mask(n.body, 0)
    return notificationJsonLine({
      ...n,
      id: n.id === null ? null : redact(n.id),
      event: n.event === null ? null : redact(n.event),
      body,
      raw: JSON.stringify(body),
    })
  }

  event(e: ReceiverEvent): void {
    const c = this.options.errColors
    switch (e.type) {
      case 'listening':
        this.printStartup(e.url)
        return
      case 'rejected':
        this.warnThrottled(
          `rejected:${e.reason}`,
          `answered ${e.status} to ${escapeControl(e.method)} ${escapeControl(e.path.slice(0, 100))} from ${e.remote}: ${e.detail} (not printed)`,
        )
        return
      case 'unprintable':
        this.warnThrottled(
          'unprintable',
          this.options.redact(
            `answered ${e.status} to notification ${e.id === null ? '(no id)' : escapeControl(e.id.slice(0, 100))}: ${e.detail} (not printed)`,
          ),
        )
        return
      case 'client-error':
        this.warnThrottled(
          `client:${e.code}`,
          e.code === 'ERR_HTTP_REQUEST_TIMEOUT' || e.code === 'ERR_HTTP_HEADERS_TIMEOUT'
            ? `cut a connection from ${e.remote}: its request was too slow to arrive`
            : `cut a connection from ${e.remote}: malformed HTTP (${escapeControl(e.code)})`,
        )
        return
      case 'registered': {
        const note =
          `registered webhook${e.id ? ` ${escapeControl(e.id)}` : ''} → ${escapeControl(e.target)} for ${e.events.join(', ')}\n` +
          (e.removedOnStop
            ? `  this sandbox deletes it when this listener stops (Ctrl-C included)\n`
            : `  it stays registered after this listener stops: remove it in the account interface (profile and preferences → notifications); the API documents no way to delete it\n`)
        // Wrapped at spaces on a terminal, as the start-up lines are: a terminal breaks words (`interf|ace`).
        const shown = this.width ? `${wrapText(note.trimEnd(), this.width)}\n` : note
        if (this.options.json) this.options.stderr.write(shown)
        else this.sink.stdout(this.options.redact(shown))
        return
      }
      case 'unregistered':
        if (e.error)
          this.warnThrottled(
            'unregistered',
            `could not delete webhook ${escapeControl(e.id)} (${escapeControl(e.error)}): payctl webhook delete ${escapeControl(e.id)}`,
          )
        else this.info(`deleted webhook ${escapeControl(e.id)}`)
        return
      case 'forward-address':
        this.info(`the app at ${escapeControl(e.url)} answered from ${e.address}`)
        return
      case 'output-repaired': {
        const file = `--output ${escapeControl(e.file)}`
        const what =
          e.action === 'truncated'
            ? `${file} ended in half a line (${e.bytes} bytes cut short by a write that failed; never acknowledged, so the service sends it again): removed it`
            : `${file} did not end with a newline: added one, so that the notifications start on a line of their own`
        this.options.stderr.write(`${c.yellow('warning:')} ${what}\n`)
        return
      }
      case 'output-failed':
        this.options.stderr.write(
          `${c.red('error:')} cannot write notifications (${escapeControl(e.error.message)}); answering 503 from now on and stopping\n`,
        )
        return
      case 'stopping':
        this.info(`stopping${e.inFlight ? `: finishing ${e.inFlight} request${e.inFlight === 1 ? '' : 's'} in flight` : ''}…`)
        return
      case 'stopped': {
        this.flushSuppressed()
        const s = e.stats
        this.info(
          `stopped: ${s.received} notification${s.received === 1 ? '' : 's'} received (${s.repeats} repeat${s.repeats === 1 ? '' : 's'}), ${s.printed} printed, ${s.filtered} filtered out by --event, ${s.rejected} rejected`,
        )
        return
      }
      case 'filtered':
        return
    }
  }

  /** Start-up lines: human mode on stdout (with the notifications), --json mode on stderr (stdout is JSON only). */
  private printStartup(url: string): void {
    const o = this.options
    const c = o.json ? o.errColors : o.colors
    const s = o.startup
    const lines = [`${c.green('listening on')} ${url}  ${c.dim('(POST notifications here; GET /health answers 200)')}`]
    if (s.generatedToken) {
      lines.push(`authorization token (generated): ${s.generatedToken}`)
      lines.push(c.dim(`  notifications must carry it in the Authorization header${s.registering ? '' : '; register it with:'}`))
      // A command on lines of its own, continued with \ when it is wider than the terminal: it still pastes whole.
      if (!s.registering)
        lines.push(
          c.dim(wrapCommand(`  payctl webhook create --target URL --event PATTERN --authorization ${s.generatedToken}`, this.width)),
        )
    } else {
      lines.push('authorization token: as given with --authorization')
    }
    lines.push(
      c.dim(
        'the sandbox reaches this URL directly; the real service cannot: give it a public URL (a tunnel such as cloudflared or ngrok) that leads here',
      ),
    )
    if (s.patterns) lines.push(`printing only ${s.patterns.join(', ')} (other events are answered 200 and not shown)`)
    if (s.forwardTo)
      lines.push(
        `forwarding to ${escapeControl(s.forwardTo)} (the service gets the app's status; 502 when it is down, 504 after ${Math.round((s.forwardTimeoutMs ?? 9000) / 100) / 10}s)`,
      )
    if (s.respondStatus !== undefined && !s.failFirst)
      lines.push(c.yellow(`answering ${s.respondStatus} to every notification (--respond)`))
    if (s.failFirst)
      lines.push(
        c.yellow(
          `answering ${s.respondStatus ?? 500} to the first ${s.failFirst} deliver${s.failFirst === 1 ? 'y' : 'ies'} of each event (--fail-first), then ${s.forwardTo ? "the app's status" : '200'}`,
        ),
      )
    if (s.outputFile) lines.push(`appending JSON lines to ${escapeControl(s.outputFile)}`)
    lines.push(c.dim('Ctrl-C to stop'))
    const width = o.json ? o.errWidth : o.width
    const text = `${lines.map((l) => (width ? wrapText(l, width) : l)).join('\n')}\n`
    if (o.json) o.stderr.write(text)
    else this.sink.stdout(text)
  }

  /** The width the start-up lines are written for (commands wrap with \ to it). */
  private get width(): number | undefined {
    return this.options.json ? this.options.errWidth : this.options.width
  }

  private info(text: string): void {
    this.options.stderr.write(`${this.options.errWidth ? wrapText(text, this.options.errWidth) : text}\n`)
  }

  private warnThrottled(key: string, text: string): void {
    const now = this.now()
    const last = this.lastWarned.get(key)
    if (last !== undefined && now - last < WARN_EVERY_MS) {
      this.suppressed.set(key, {count: (this.suppressed.get(key)?.count ?? 0) + 1, text})
      return
    }
    const more = this.suppressed.get(key)?.count ?? 0
    this.suppressed.delete(key)
    this.lastWarned.set(key, now)
    this.info(`${this.options.errColors.yellow('warning:')} ${text}${more ? ` (and ${more} more like it)` : ''}`)
  }

  private flushSuppressed(): void {
    for (const {count, text} of this.suppressed.values()) {
      this.options.stderr.write(`${this.options.errColors.yellow('warning:')} ${count} more like this, the last: ${text}\n`)
    }
    this.suppressed.clear()
  }
}
