/**
 * Events, notifications (webhook deliveries) and webhooks over MCP (docs/mcp.md#tools): list_events, show_event,
 * list_notifications (with `failing`), list_webhooks and create_webhook, calling what the `events` and `webhook`
 * commands call.
 */
import {z} from 'zod'
import {createdWebhookId, createWebhook, listWebhooks} from '../../api/webhook.js'
import {webhookCreateSchema, type Notification} from '../../schemas/events.js'
import {fetchEventRows, fetchNotificationRows, showEvent} from '../../services/events/fetch.js'
import {checkPatterns, parseNotificationStatus, parseSinceFlag} from '../../services/events/query.js'
import {buildWebhookBody, generateToken, patternCoverage, patternWarnings} from '../../services/webhook/create.js'
import {healthReason} from '../../format/webhook-health.js'
import {webhookHealth} from '../../services/webhook/health.js'
import {isLocalUrl, isLoopbackUrl} from '../../util/url.js'
import {count, items, limitArg, zodTool} from '../tool.js'

/** How many records the event and notification lists return when no limit is given. */
export const DEFAULT_EVENT_LIMIT = 50

const SINCE = 'only records since a date (2026-05-01), a date-time (2026-05-01T10:00) or a duration back from now (2h, 7d)'

const notificationLine = (n: Notification) =>
  `- ${n.id} · ${n.event ?? n.event_id} · ${n.status} · ${count(n.attempt_count ?? n.attempts?.length ?? 0, 'attempt')}${n.target ? ` → ${n.target}` : ''}`

export const listEventsTool = zodTool({
  name: 'list_events',
  title: 'List events',
  description: `Events of the account, oldest first (GET /api/events): id, event name (charge-create, charge-in, charge-cancelled, PAYMENT.*, ORDER.*), time and the resource as it was, as \`payctl events list --json\` prints them.
Filters: event (names or patterns ending in *), since, limit (the most recent N, default ${DEFAULT_EVENT_LIMIT}).
Cost: one GET /api/events; changes nothing.`,
  write: false,
  args: z.strictObject({event: z.array(z.string()).optional(), since: z.string().optional(), limit: limitArg.optional()}),
  describe: {
    event: 'only these event names or patterns (charge-in, PAYMENT.*)',
    since: SINCE,
    limit: `the most recent N events (default ${DEFAULT_EVENT_LIMIT})`,
  },
  async run(args, ctx) {
    const filters = {
      patterns: checkPatterns(args.event, 'event'),
      since: parseSinceFlag(args.since),
      limit: args.limit ?? DEFAULT_EVENT_LIMIT,
    }
    const {events} = await fetchEventRows(await ctx.client(), filters, false, (m) => ctx.note(m))
    const lines = events.slice(-10).map((e) => `- ${e.id} · ${e.event} · ${e.inserted_at}`)
    return {data: items(events), summary: [`${count(events.length, 'event')}${lines.length ? ':' : ''}`, ...lines]}
  },
})

export const showEventTool = zodTool({
  name: 'show_event',
  title: 'Show one event and its deliveries',
  description: `One event by id, with its notifications (webhook deliveries) and every delivery attempt, as \`payctl events show ID --json\` prints it: {"event", "notifications"}.
Cost: one GET /api/events and one GET /api/notifications; changes nothing.`,
  write: false,
  args: z.strictObject({event_id: z.string().min(1, 'must not be empty')}),
  describe: {event_id: 'the event id as list_events shows it, or its first 8 or more characters'},
  async run(args, ctx) {
    const result = await showEvent(await ctx.client(), args.event_id)
    const lines = result.notifications.map(notificationLine)
    return {
      data: result as unknown as Record<string, unknown>,
      summary: [
        `${result.event.event} ${result.event.id} at ${result.event.inserted_at}; ${count(result.notifications.length, 'notification')}${lines.length ? ':' : ''}`,
        ...lines,
      ],
    }
  },
})

export const listNotificationsTool = zodTool({
  name: 'list_notifications',
  title: 'List webhook deliveries',
  description: `Notifications, the deliveries of events to webhooks (GET /api/notifications): status (PENDING, DELIVERED, FAILED), attempts with their answers, the next attempt, as \`payctl events notifications --json\` prints them.
failing: true keeps the deliveries that are not getting through (not DELIVERED and the last attempt failed), whether the service still retries them or gave up; use it rather than status FAILED, which misses those still retried.
Other filters: event_id, status, since, limit (the most recent N, default ${DEFAULT_EVENT_LIMIT}).
Cost: one GET /api/notifications; changes nothing.`,
  write: false,
  args: z.strictObject({
    event_id: z.string().min(1, 'must not be empty').optional(),
    status: z.string().optional(),
    failing: z.boolean().optional(),
    since: z.string().optional(),
    limit: limitArg.optional(),
  }),
  describe: {
    event_id: 'only the deliveries of this event',
    status: 'only this status: PENDING, DELIVERED or FAILED',
    failing: 'only failing deliveries: not DELIVERED and the last attempt failed',
    since: SINCE,
    limit: `the most recent N (default ${DEFAULT_EVENT_LIMIT})`,
  },
  async run(args, ctx) {
    const filters = {
      eventId: args.event_id,
      status: parseNotificationStatus(args.status),
      failing: args.failing,
      since: parseSinceFlag(args.since),
      limit: args.limit ?? DEFAULT_EVENT_LIMIT,
    }
    const {notifications} = await fetchNotificationRows(await ctx.client(), filters, false, (m) => ctx.note(m))
    const lines = notifications.slice(-10).map(notificationLine)
    const what = args.failing
      ? count(notifications.length, 'failing delivery', 'failing deliveries')
      : count(notifications.length, 'notification')
    return {data: items(notifications), summary: [`${what}${lines.length ? ':' : ''}`, ...lines]}
  },
})

export const listWebhooksTool = zodTool({
  name: 'list_webhooks',
  title: 'List webhooks',
  description: `The webhook subscriptions of the account (GET /api/webhooks): id, target URL, events, as \`payctl webhook list --json\` prints them; each webhook's token is masked.
Cost: one GET; changes nothing.`,
  write: false,
  args: z.strictObject({}),
  async run(_args, ctx) {
    const webhooks = await listWebhooks(await ctx.client())
    const lines = webhooks.map((w) => `- ${w.id ?? '?'} → ${w.target ?? '?'} (${(w.events ?? []).join(', ')})`)
    return {data: items(webhooks), summary: [`${count(webhooks.length, 'webhook')}${lines.length ? ':' : ''}`, ...lines]}
  },
})

export const createWebhookTool = zodTool({
  name: 'create_webhook',
  title: 'Register a webhook',
  description: `Registers a webhook (POST /api/webhooks): the service will POST each event matching \`events\` (exact names or CATEGORY.*: charge-in, PAYMENT.*) to \`target\`, with \`authorization\` in the Authorization header so the receiver can tell the service from anyone else. Without authorization a strong token is generated; it is a secret and is masked in the result (pass your own to know it).
A person confirms the target and events before it is sent.
Cost: one POST; from then on the service sends the account's events, customer data included, to the target.`,
  write: true,
  // The webhook of the CLI's body schema: target, events, authorization (named as the API names them).
  args: webhookCreateSchema.shape.webhook,
  describe: {
    target: 'the URL that will receive the events (https, reachable from the service)',
    events: 'event names or patterns: charge-create, charge-in, charge-cancelled, PAYMENT.*, ORDER.*',
    authorization: 'the token the service sends in Authorization (default: a generated one)',
  },
  async run(args, ctx) {
    const token = args.authorization ?? generateToken()
    const body = buildWebhookBody({target: args.target, events: args.events, authorization: token})
    ctx.addSecret(token)
    for (const w of patternWarnings(patternCoverage(body.webhook.events))) ctx.note(w)
    if (isLocalUrl(body.webhook.target) && !isLoopbackUrl(ctx.baseUrl)) {
      ctx.note(
        `${body.webhook.target} is a local address: the service at ${ctx.baseUrl} cannot reach it; register a public URL (a tunnel) that leads to it`,
      )
    }
    await ctx.sellerId()
    await ctx.confirm({
      action: 'register a webhook. The service will send these events, with their customer data, to the target.',
      values: [
        ['events', body.webhook.events],
        ['target', body.webhook.target],
      ],
      accept: 'Accept to register it; decline to send nothing.',
    })
    const res = await createWebhook(await ctx.client(), body)
    const id = createdWebhookId(res.body)
    return {
      data: (res.body && typeof res.body === 'object' ? res.body : {}) as Record<string, unknown>,
      summary: `webhook registered${id ? `: ${id}` : ''} → ${body.webhook.target} (${body.webhook.events.join(', ')})${args.authorization ? '' : '; its token was generated and is masked here'}`,
    }
  },
})

export const webhookHealthTool = zodTool({
  name: 'webhook_health',
  title: 'Webhook health',
  description: `Is each webhook getting its notifications? Per webhook (target), from its deliveries in the window, as \`payctl webhook health --json\` prints it: a verdict (healthy, degraded, down), how many were delivered, are still being retried, were given up, the success rate, the failures in a row now, the last error and the last success, the next attempt. Worst first.
Cost: one GET /api/notifications and one GET /api/webhooks; changes nothing.`,
  write: false,
  args: z.strictObject({since: z.string().optional(), webhook_id: z.string().min(1, 'must not be empty').optional()}),
  describe: {
    since: 'the window: deliveries created since a date, a date-time or a duration back from now (default 7d)',
    webhook_id: 'only this webhook (its id)',
  },
  async run(args, ctx) {
    const since = parseSinceFlag(args.since ?? '7d')!
    const rows = await webhookHealth(await ctx.client(), {since, webhookId: args.webhook_id, warn: (m) => ctx.note(m)})
    const lines = rows.map(
      (r) => `- ${r.health.verdict.toUpperCase()} ${r.health.target ?? r.health.webhook_id ?? '?'}: ${healthReason(r)}`,
    )
    const bad = rows.filter((r) => r.health.verdict !== 'healthy').length
    const head =
      rows.length === 0
        ? 'no webhooks and no deliveries in the window'
        : bad === 0
          ? `${count(rows.length, 'webhook')}, all healthy`
          : `${count(rows.length, 'webhook')}, ${bad} not healthy`
    return {data: items(rows.map((r) => r.health)), summary: [`${head} (since ${since.toISOString()})${lines.length ? ':' : ''}`, ...lines]}
  },
})

export const EVENT_TOOLS = [listEventsTool, showEventTool, listNotificationsTool, listWebhooksTool, webhookHealthTool, createWebhookTool]
