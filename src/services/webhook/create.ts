/**
 * Webhook registration (`webhook create`, `listen --register`): the validated body, a strong generated token, and
 * what each event pattern covers among the known event names.
 */
import {randomBytes} from 'node:crypto'
import {isDocumentedPattern, KNOWN_EVENTS, matchesEventPattern, webhookCreateSchema, type WebhookCreateBody} from '../../schemas/events.js'
import {validateOrThrow} from '../../schemas/validate.js'
import {escapeControl, maskSecret} from '../../util/redact.js'
import type {Colors} from '../../render/format.js'

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

export interface PatternCoverage {
  pattern: string
  /** The known event names it matches. */
  matches: string[]
  /** An exact name or `CATEGORY.*`, as the seed documents; other patterns work on the sandbox only. */
  documented: boolean
}

/** For each pattern: the known events it covers and whether the real service documents that form. */
export function patternCoverage(patterns: readonly string[]): PatternCoverage[] {
  return patterns.map((pattern) => ({
    pattern,
    matches: KNOWN_EVENTS.filter((name) => matchesEventPattern(name, pattern)),
    documented: isDocumentedPattern(pattern),
  }))
}

/** Warnings about patterns: ones that match no known event, ones the real service may not accept. */
export function patternWarnings(coverage: readonly PatternCoverage[]): string[] {
  const out: string[] = []
  for (const c of coverage) {
    if (c.matches.length === 0) out.push(`event pattern "${c.pattern}" matches none of the known events (${KNOWN_EVENTS.join(', ')})`)
    if (!c.documented) {
      out.push(`event pattern "${c.pattern}" works on the sandbox, but the real service documents only exact names and CATEGORY.* (PAYMENT.*, ORDER.*) and may not accept it`)
    }
  }
  return out
}

/** Every known event, written only with the forms the seed documents (used when no pattern is given). */
export const ALL_EVENTS_DOCUMENTED = ['PAYMENT.*', 'ORDER.*', 'charge-create', 'charge-in', 'charge-cancelled']

/** The POST /api/webhooks body, validated (exit 2 naming `webhook.target`, `webhook.events[1]`…). */
export function buildWebhookBody(input: {target: string; events: string[]; authorization: string}): WebhookCreateBody {
  return validateOrThrow(webhookCreateSchema, {webhook: {events: input.events, target: input.target, authorization: input.authorization}}, 'invalid webhook')
}

/** Whether a URL points at this machine or a private network (the real service cannot reach it). */
export function isLocalUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
  } catch {
    return false
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /^fe80:/.test(host)
  )
}

/** Whether a URL's host is a loopback address (a sandbox on this machine). */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
    return host === 'localhost' || host === '::1' || /^127\./.test(host)
  } catch {
    return false
  }
}

/** What `webhook create` shows: the summary on stdout (human mode), the token note on stderr. Nothing printed here. */
export function presentCreatedWebhook(input: {
  body: WebhookCreateBody
  coverage: readonly PatternCoverage[]
  answer: unknown
  id: string | undefined
  token: string
  generated: boolean
  json: boolean
  colors: Colors
}): {stdout: string; stderr: string} {
  const {body, coverage, token, generated, colors: c} = input
  const lines = [`${c.green('webhook created')}${input.id ? `: ${escapeControl(input.id)}` : ''}`]
  const rows: [string, string][] = [
    ['target', body.webhook.target],
    ['events', body.webhook.events.join(', ')],
    ['authorization', generated ? token : `${maskSecret(token)} (as given)`],
  ]
  for (const cov of coverage) rows.push([`  ${cov.pattern}`, cov.matches.length ? `covers ${cov.matches.join(', ')}` : 'covers no known event'])
  const width = Math.max(...rows.map(([l]) => l.length))
  for (const [label, value] of rows) lines.push(`${c.dim(label.padEnd(width))}  ${escapeControl(value)}`)
  // With --json stdout holds only the API's answer: the generated token then goes to stderr, once.
  const stderr = !generated
    ? ''
    : (input.json ? `authorization token (generated, shown only now; keep it): ${token}\n` : '') +
      'keep the authorization token: it is shown only now. The service sends it in the Authorization header of every notification; your handler must compare it (payctl listen --authorization TOKEN does).\n'
  return {stdout: `${lines.join('\n')}\n`, stderr}
}
