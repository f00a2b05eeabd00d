/**
 * Webhook registration (`webhook create`, `listen --register`): the validated body, a strong generated token, and
 * what each event pattern covers among the known event names.
 */
import {randomBytes} from 'node:crypto'
import {isDocumentedPattern, KNOWN_EVENTS, matchesEventPattern, webhookCreateSchema, type WebhookCreateBody} from '../../schemas/events.js'
import {validateOrThrow} from '../../schemas/validate.js'

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

export interface PatternCoverage {
  pattern: string
  /** The known event names it matches. */
  matches: string[]
  /** An exact name or `CATEGORY.*`, as docs/service-interface.md §6 documents; other patterns work on the sandbox only. */
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
      out.push(
        `event pattern "${c.pattern}" works on the sandbox, but the real service documents only exact names and CATEGORY.* (PAYMENT.*, ORDER.*) and may not accept it`,
      )
    }
  }
  return out
}

/** Every known event, written only with the forms docs/service-interface.md §6 documents (used when no pattern is given). */
export const ALL_EVENTS_DOCUMENTED = ['PAYMENT.*', 'ORDER.*', 'charge-create', 'charge-in', 'charge-cancelled']

/** The POST /api/webhooks body, validated (exit 2 naming `webhook.target`, `webhook.events[1]`…). */
export function buildWebhookBody(input: {target: string; events: string[]; authorization: string}): WebhookCreateBody {
  return validateOrThrow(
    webhookCreateSchema,
    {webhook: {events: input.events, target: input.target, authorization: input.authorization}},
    'invalid webhook',
  )
}
