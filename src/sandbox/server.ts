/**
 * The sandbox's HTTP surface: the routes of docs/service-interface.md §4 (and the assumed ones of docs/decisions.md), each with its credential, mapped to
 * the resource modules. Per request: route (404/405) → auth (401) → seller (403) → body (413/400) → validation
 * (422) → state (404/409) → journal commit → answer → one log entry. Every answer is JSON but the CDN's PDFs.
 */
import type {IncomingMessage, ServerResponse} from 'node:http'
import {performance} from 'node:perf_hooks'
import {parseDuration} from '../schemas/dates.js'
import {escapeControl, maskCardNumbers} from '../util/redact.js'
import type {Auth, AuthMode} from './auth.js'
import type {SandboxContext} from './context.js'
import {HttpError, detailError, fieldError, notFound, parseJsonObject, readBody, sendJson} from './http.js'
import {cancelInvoice, createInvoice, expireInvoices, getInvoice, listInvoices, pdfInput, payInvoice, pdfUrl} from './resources/bolepix.js'
import {cancelPayment, capturePayment, createPayment, reverseStalePreauths, tokenize} from './resources/cards.js'
import {listEvents, listNotifications, resendNotification} from './resources/events.js'
import {setOrderTotal} from './resources/orders.js'
import {createWebhook, deleteWebhook, listWebhooks} from './resources/webhooks.js'
import {Router} from './router.js'

/** One request, as logged. */
export interface RequestLogEntry {
  at: string
  method: string
  path: string
  status: number
  duration_ms: number
}

interface Answer {
  status: number
  body?: unknown
  raw?: {bytes: Buffer; contentType: string}
}

interface Call {
  req: IncomingMessage
  params: Record<string, string>
  query: URLSearchParams
  /** The body as a JSON object (400 for junk); `{}` for an empty body when `emptyAsObject`. */
  json(options?: {emptyAsObject?: boolean}): Promise<Record<string, unknown>>
}

interface Route {
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  auth: AuthMode
  handle: (call: Call) => Answer | Promise<Answer>
}

export interface ServerDeps {
  ctx: SandboxContext
  auth: Auth
  /** Called when the sandbox clock moved (to replan deliveries). */
  onClockMoved: () => void
  /** Renders an invoice's PDF. */
  renderPdf: (input: ReturnType<typeof pdfInput>) => Promise<Buffer>
  onRequest?: (entry: RequestLogEntry) => void
  warn: (message: string) => void
}

const ok = (body: unknown, status = 200): Answer => ({status, body})

/** The 401 of tokenization says which forms it takes (docs/service-interface.md §5). */
const CLIENT_TOKEN_EXPECTED =
  'invalid or missing client token: send "Authorization: client token <CLIENT_TOKEN>" (or the client token alone), not the access token and not "Bearer"'

export interface Handler {
  listener: (req: IncomingMessage, res: ServerResponse) => void
  /** Applies time-driven changes (expiries, reversals) now. */
  tick: () => {expired: string[]; reversed: string[]}
}

export function createHandler(deps: ServerDeps): Handler {
  const {ctx, auth} = deps
  let lastExpiryScan = ''

  /** Moves time-driven state: expiries (once per sandbox day) and pre-authorization reversals. */
  const tick = (): {expired: string[]; reversed: string[]} => {
    const today = ctx.clock.today()
    let expired: string[] = []
    if (today !== lastExpiryScan) {
      expired = expireInvoices(ctx)
      lastExpiryScan = today
    }
    return {expired, reversed: reverseStalePreauths(ctx)}
  }

  const routes: Route[] = [
    // Bolepix (docs/service-interface.md §4.1–4.5)
    {method: 'POST', path: '/api/v2/payments/bolepix', auth: 'access', handle: async (c) => ok(createInvoice(ctx, await c.json()), 201)},
    {method: 'GET', path: '/api/v2/payments/bolepix/:invoiceId/pdf', auth: 'access', handle: (c) => ok(pdfUrl(ctx, c.params.invoiceId!))},
    {
      method: 'POST',
      path: '/api/v2/payments/bolepix/:invoiceId/cancel',
      auth: 'access',
      handle: async (c) => ok(cancelInvoice(ctx, c.params.invoiceId!, await c.json())),
    },
    {
      method: 'GET',
      path: '/bolepix/invoices',
      auth: 'access',
      handle: (c) => {
        const sellerId = c.query.get('sellerId')
        if (!sellerId) throw fieldError('sellerId', 'required (the seller whose charges to list)')
        if (sellerId !== ctx.settings.sellerId) throw forbidden()
        return ok(listInvoices(ctx, c.query))
      },
    },
    {method: 'GET', path: '/bolepix/invoices/:invoiceId', auth: 'access', handle: (c) => ok(getInvoice(ctx, c.params.invoiceId!))},
    // Cards (docs/service-interface.md §4.6–4.8, cancel assumed: docs/decisions.md#card-cancellation)
    {method: 'POST', path: '/api/tokenize', auth: 'client', handle: async (c) => ok(tokenize(ctx, await c.json()), 201)},
    {
      method: 'POST',
      path: '/api/sellers/:sellerId/payments',
      auth: 'access',
      handle: async (c) => ok(createPayment(ctx, await c.json()), 201),
    },
    {
      method: 'POST',
      path: '/api/sellers/:sellerId/payments/:paymentId/capture',
      auth: 'access',
      handle: async (c) => ok(capturePayment(ctx, c.params.paymentId!, await c.json({emptyAsObject: true}))),
    },
    {
      method: 'POST',
      path: '/api/sellers/:sellerId/payments/:paymentId/cancel',
      auth: 'access',
      handle: async (c) => ok(cancelPayment(ctx, c.params.paymentId!, await c.json({emptyAsObject: true}))),
    },
    // Webhooks, events, notifications (docs/service-interface.md §4.9–4.11, list assumed: docs/decisions.md#webhook-list)
    {method: 'POST', path: '/api/webhooks', auth: 'access', handle: async (c) => ok(createWebhook(ctx, await c.json()), 201)},
    {method: 'GET', path: '/api/webhooks', auth: 'access', handle: () => ok(listWebhooks(ctx))},
    // Sandbox-only: the interface documents no deletion (docs/sandbox.md).
    {method: 'DELETE', path: '/api/webhooks/:webhookId', auth: 'access', handle: (c) => ok(deleteWebhook(ctx, c.params.webhookId!))},
    {method: 'GET', path: '/api/events', auth: 'access', handle: (c) => ok(listEvents(ctx, c.query))},
    {method: 'GET', path: '/api/notifications', auth: 'access', handle: (c) => ok(listNotifications(ctx, c.query))},
    // Token refresh (the provider's public docs)
    {
      method: 'POST',
      path: '/api/:sellerId/tokens',
      auth: 'refresh',
      handle: async (c) => {
        const body = await c.json({emptyAsObject: true})
        const extra = Object.keys(body)
        if (extra.length) throw fieldError(extra[0]!, 'unknown field (the body is {})')
        return ok({data: auth.refresh()})
      },
    },
    // The CDN: PDFs need no credentials.
    {
      method: 'GET',
      path: '/cdn/bolepix/:file',
      auth: 'none',
      handle: async (c) => {
        const m = /^(.+)\.pdf$/.exec(c.params.file!)
        if (!m) throw notFound()
        const bytes = await deps.renderPdf(pdfInput(ctx, m[1]!))
        return {status: 200, raw: {bytes, contentType: 'application/pdf'}}
      },
    },
    // Sandbox-only
    {
      method: 'POST',
      path: '/_sandbox/bolepix/:invoiceId/pay',
      auth: 'access',
      handle: async (c) => ok(payInvoice(ctx, c.params.invoiceId!, await c.json({emptyAsObject: true}))),
    },
    {
      method: 'POST',
      path: '/_sandbox/clock',
      auth: 'access',
      handle: async (c) => {
        const body = await c.json({emptyAsObject: true})
        for (const key of Object.keys(body)) if (key !== 'advance') throw fieldError(key, 'unknown field (the body is {"advance": "6d"})')
        if (body.advance !== undefined) {
          const text = typeof body.advance === 'string' ? body.advance.trim().replace(/^\+/, '') : ''
          const ms = parseDuration(text)
          if (ms === undefined || ms <= 0) throw fieldError('advance', 'must be a positive duration such as 6d, 12h or 30m')
          ctx.clock.advance(ms)
          ctx.store.setClockOffset(ctx.clock.offsetMs)
          deps.onClockMoved()
        }
        const moved = tick()
        return ok({now: ctx.clock.iso(), offset_ms: ctx.clock.offsetMs, expired: moved.expired, reversed: moved.reversed})
      },
    },
    // Reads the clock without moving it: also how payctl tells a sandbox from the service (docs/sandbox.md).
    {
      method: 'GET',
      path: '/_sandbox/clock',
      auth: 'access',
      handle: () => ok({now: ctx.clock.iso(), today: ctx.clock.today(), offset_ms: ctx.clock.offsetMs}),
    },
    {
      method: 'POST',
      path: '/_sandbox/orders/:orderId',
      auth: 'access',
      handle: async (c) => ok(setOrderTotal(ctx, c.params.orderId!, await c.json())),
    },
    {
      method: 'POST',
      path: '/_sandbox/notifications/:notificationId/resend',
      auth: 'access',
      handle: async (c) => {
        await c.json({emptyAsObject: true})
        return ok(resendNotification(ctx, c.params.notificationId!), 201)
      },
    },
    {method: 'GET', path: '/_sandbox/health', auth: 'none', handle: () => ok({status: 'ok', now: ctx.clock.iso()})},
  ]
  const router = new Router(routes)

  const handle = async (req: IncomingMessage, url: URL): Promise<Answer> => {
    const method = req.method ?? 'GET'
    const found = router.lookup(method, url.pathname)
    if (found.kind === 'not-found') throw notFound()
    if (found.kind === 'method-not-allowed') throw detailError(405, 'Method Not Allowed', {allow: found.allow.join(', ')})
    const {route, params} = found.match
    if (!auth.allows(route.auth, req.headers.authorization)) {
      throw detailError(401, route.auth === 'client' ? CLIENT_TOKEN_EXPECTED : `invalid or missing ${route.auth} token`, {
        'www-authenticate': route.auth === 'client' ? 'ClientToken' : 'Bearer',
      })
    }
    if (params.sellerId !== undefined && params.sellerId !== ctx.settings.sellerId) throw forbidden()
    tick()
    let body: Promise<Buffer> | undefined
    const call: Call = {
      req,
      params,
      query: url.searchParams,
      json: async (options) => parseJsonObject(await (body ??= readBody(req)), options),
    }
    return route.handle(call)
  }

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now()
    const url = requestUrl(req.url)
    // Paths come from anyone: escape control characters and mask anything that looks like a card number.
    const pathForLog = maskCardNumbers(escapeControl(url.pathname + url.search))
    void (async () => {
      let answer: Answer
      let headers: Record<string, string> = {}
      try {
        answer = await handle(req, url)
      } catch (err) {
        if (err instanceof HttpError) {
          answer = {status: err.status, body: err.body}
          headers = err.headers
        } else if ((req.destroyed && !req.complete) || res.destroyed) {
          // Aborted by the client. (A request whose body was read in full is destroyed too, by autoDestroy: that
          // is not an abort, and an error after it is a real internal error, reported below.)
          answer = {status: 400, body: {errors: {detail: 'the request was aborted'}}}
        } else {
          deps.warn(`internal error on ${req.method} ${url.pathname}: ${(err as Error)?.stack ?? String(err)}`)
          answer = {status: 500, body: {errors: {detail: 'internal error'}}}
        }
      }
      try {
        await ctx.store.commit()
      } catch (err) {
        deps.warn(`journal write failed: ${(err as Error).message}`)
        answer = {status: 500, body: {errors: {detail: 'the sandbox could not save the change'}}}
      }
      if (res.destroyed) return
      if (answer.raw) {
        res.writeHead(answer.status, {
          'content-type': answer.raw.contentType,
          'content-length': String(answer.raw.bytes.length),
          ...headers,
        })
        res.end(answer.raw.bytes)
      } else {
        sendJson(res, answer.status, answer.body ?? {}, headers)
      }
      deps.onRequest?.({
        at: ctx.clock.iso(),
        method: req.method ?? '?',
        path: pathForLog,
        status: answer.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      })
    })()
  }
  return {listener, tick}
}

/**
 * The request target as a URL on a fixed origin. `new URL(target, base)` would read `//x` as a host (and throw on
 * `//`, an uncaught exception that stopped the whole sandbox): the target is always taken as a path here.
 */
function requestUrl(target: string | undefined): URL {
  try {
    return new URL(`http://sandbox.invalid${target?.startsWith('/') ? target : `/${target ?? ''}`}`)
  } catch {
    return new URL('http://sandbox.invalid/')
  }
}

function forbidden(): HttpError {
  return detailError(403, 'Forbidden: the seller id is not the one of this token')
}
