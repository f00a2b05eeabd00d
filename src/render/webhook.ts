/** How webhooks look to people: what `webhook create` shows, and the list. */
import type {Webhook, WebhookCreateBody} from '../schemas/events.js'
import type {PatternCoverage} from '../services/webhook/create.js'
import {escapeControl, maskSecret} from '../util/redact.js'
import {maskCardNumbers} from '../util/card-number.js'
import {formatTime} from '../format/dates.js'
import {type Colors} from './format.js'
import {wrapText} from './wrap.js'
import type {ListView} from './output.js'
import {WEBHOOK_FIELDS} from '../schemas/record-fields.js'

/** What `webhook create` shows: the summary on stdout (human mode), the token note on stderr.  */
export function presentCreatedWebhook(input: {
  body: WebhookCreateBody
  coverage: readonly PatternCoverage[]
  answer: unknown
  id: string | undefined
  token: string
  generated: boolean
  json: boolean
  colors: Colors
  /** Stdout's width on a terminal (a long value wraps under itself). */
  width?: number
  /** Stderr's width on a terminal (the note wraps at spaces; it is written unredacted: it shows the token once). */
  errWidth?: number
}): {stdout: string; stderr: string} {
  const {body, coverage, token, generated, colors: c} = input
  const lines = [`${c.green('webhook created')}${input.id ? `: ${escapeControl(input.id)}` : ''}`]
  // Written unredacted (the generated token is shown once): every other value is masked here.
  const rows: [string, string][] = [
    ['target', maskCardNumbers(body.webhook.target)],
    ['events', maskCardNumbers(body.webhook.events.join(', '))],
    ['authorization', generated ? token : `${maskSecret(token)} (as given)`],
  ]
  for (const cov of coverage)
    rows.push([`  ${cov.pattern}`, cov.matches.length ? `covers ${cov.matches.join(', ')}` : 'covers no known event'])
  const width = Math.max(...rows.map(([l]) => l.length))
  for (const [label, value] of rows) {
    const line = `${c.dim(label.padEnd(width))}  ${escapeControl(value)}`
    lines.push(input.width ? wrapText(line, input.width, width + 2) : line)
  }
  // With --json stdout holds only the API's answer: the generated token then goes to stderr, once.
  const note = !generated
    ? ''
    : (input.json ? `authorization token (generated, shown only now; keep it): ${token}\n` : '') +
      'keep the authorization token: it is shown only now. The service sends it in the Authorization header of every notification; your handler must compare it (payctl listen --authorization TOKEN does).'
  const stderr = note === '' ? '' : `${input.errWidth ? wrapText(note, input.errWidth) : note}\n`
  return {stdout: `${lines.join('\n')}\n`, stderr}
}

/** `webhook list`: two webhooks are told apart by their target and events; tokens are masked. */
export const webhookView: ListView<Webhook> = {
  empty: 'no webhooks registered (payctl webhook create --target URL --event PATTERN)',
  fields: WEBHOOK_FIELDS,
  columns: [
    {header: 'ID', key: 'id', kind: 'id', get: (w) => w.id, drop: 0},
    // What tells two webhooks apart: shown whole when the token and the time can make room.
    {header: 'TARGET', key: 'target', kind: 'url', get: (w) => w.target, drop: 0, comfortable: 30, whole: true},
    {header: 'EVENTS', key: 'events', get: (w) => w.events?.join(', '), drop: 1, comfortable: 20},
    {
      header: 'AUTHORIZATION',
      key: 'authorization',
      kind: 'fixed',
      get: (w) => (w.authorization ? maskSecret(w.authorization) : ''),
      drop: 3,
    },
    {header: 'CREATED', key: 'created', field: 'inserted_at', kind: 'fixed', get: (w) => formatTime(w.inserted_at), drop: 2},
  ],
}

/** `webhook delete`'s question: the webhook as the list shows it (target, events), when the list has it. */
export function deleteQuestion(id: string, webhook: Webhook | undefined): string {
  const what = webhook
    ? `webhook ${id} → ${maskCardNumbers(webhook.target ?? '?')} (${(webhook.events ?? []).join(', ') || 'no events'})`
    : `webhook ${id} (not in the webhook list)`
  return escapeControl(`Delete ${what} and its deliveries?`)
}
