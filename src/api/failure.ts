/**
 * Failure classification for the transport (docs/http.md#retries, #unknown-outcome): what a failed attempt or a non-2XX answer
 * means — its typed error (errors.ts), whether the request cannot have reached the server (`notSent`: a POST may be
 * sent again), whether a GET may be retried, and whether nothing is retried at all (`final`). Messages are in words
 * (network-words.ts); proxy refusals and TLS failures are named (proxy-router.ts, tls-failure.ts).
 */
import {
  ApiError,
  AuthError,
  InterruptedError,
  NetworkError,
  PayctlError,
  TimeoutError,
  UnknownOutcomeError,
  type ValidationIssue,
  withNext,
} from '../errors.js'
import {ProxySettings, showProxy} from '../util/proxy.js'
import {shellWord} from '../util/shell.js'
import {answerIds} from './answer-ids.js'
import {describeErrorBody} from './error-body.js'
import {networkWords} from './network-words.js'
import {proxyRefusal, proxyRefusalMessage} from './proxy-refusal.js'
import type {ApiResponse} from './sender.js'
import {tlsFailure, tlsFailureMessage} from './tls-failure.js'

// Errors raised before the request could reach the server: safe to retry even for a POST.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
])
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'])

/** The reason the transport's deadline signal carries. */
export class DeadlineReached extends Error {}

/** The first system or undici code along the error's causes (ECONNREFUSED, UND_ERR_SOCKET…). */
export function errorCode(err: unknown): string | undefined {
  let e: unknown = err
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as {code?: unknown}).code
    if (typeof code === 'string' && code !== 'UND_ERR') return code
    e = (e as {cause?: unknown}).cause
  }
  return undefined
}

export interface Failure {
  error: Error
  notSent: boolean
  retryable: boolean
  final?: boolean
}

export interface FailureContext {
  /** The attempt's signal (the deadline and Ctrl-C together). */
  signal: AbortSignal
  /** Ctrl-C alone. */
  interrupt?: AbortSignal
  req: {method: string; path: string}
  url: URL
  timeouts: {connectMs: number; headersMs: number; bodyMs: number; deadlineMs: number}
  proxies: ProxySettings
}

/** What a failed attempt means (see the header). */
export function classifyFailure(err: unknown, c: FailureContext): Failure {
  const {req, url, timeouts} = c
  if (err instanceof PayctlError) return {error: err, notSent: true, retryable: false}
  if (c.interrupt?.aborted) return {error: new InterruptedError(), notSent: false, retryable: false}
  if (c.signal.aborted && c.signal.reason instanceof DeadlineReached) {
    return {
      error: new TimeoutError(
        `${req.method} ${url.origin}${req.path}: no answer within the ${Math.round(timeouts.deadlineMs / 1000)}s deadline`,
      ),
      notSent: false,
      retryable: false,
    }
  }
  const code = errorCode(err)
  const where = `${req.method} ${url.origin}${req.path}`
  const proxy = c.proxies.proxyFor(url)
  const refusal = proxy && proxyRefusal(err)
  if (proxy && refusal) {
    // The proxy answered the CONNECT (or, in absolute form, a 407) with a refusal: nothing reached the service.
    return {
      error: new NetworkError(proxyRefusalMessage(proxy, url, refusal)),
      notSent: true,
      retryable: true,
      final: refusal === 407 || refusal === 403,
    }
  }
  const tls = tlsFailure(err)
  if (tls) {
    // The handshake failed: nothing was written, and the same certificate would fail again (docs/http.md#tls-failures).
    return {error: new NetworkError(tlsFailureMessage(url.host, tls)), notSent: true, retryable: false, final: true}
  }
  if (code && NOT_SENT_CODES.has(code)) {
    const to = proxy ? `the proxy ${showProxy(proxy)} (for ${url.host})` : url.host
    const msg =
      code === 'ECONNREFUSED'
        ? `cannot connect to ${to}: connection refused${proxy ? '' : ' (is the service running?)'}`
        : code === 'UND_ERR_CONNECT_TIMEOUT'
          ? `cannot connect to ${to}: connect timed out after ${timeouts.connectMs} ms`
          : `cannot reach ${to}: ${networkWords(code)}`
    return {error: code === 'UND_ERR_CONNECT_TIMEOUT' ? new TimeoutError(msg) : new NetworkError(msg), notSent: true, retryable: true}
  }
  if (code && TIMEOUT_CODES.has(code)) {
    const what =
      code === 'UND_ERR_HEADERS_TIMEOUT' ? `no answer within ${timeouts.headersMs} ms` : `the answer stalled for ${timeouts.bodyMs} ms`
    return {error: new TimeoutError(`${where}: ${what}`), notSent: false, retryable: true}
  }
  // In words, never an internal code (UND_ERR_DESTROYED): --debug logs the raw error.
  return {error: new NetworkError(`${where}: connection lost (${networkWords(code)})`, {cause: err}), notSent: false, retryable: true}
}

/** The error for a non-2XX answer: AuthError for 401/403, ApiError otherwise (a redirect is never followed). */
export function statusError(res: ApiResponse): ApiError {
  const contentType = String(res.headers['content-type'] ?? '')
  if (res.status >= 300 && res.status < 400) {
    const loc = res.headers.location
    return new ApiError(
      res.status,
      `HTTP ${res.status}: unexpected redirect${loc ? ` to ${String(loc)}` : ''}, not followed (credentials are never sent along a redirect)`,
      res.body,
    )
  }
  const d = describeErrorBody(res.status, res.body, res.text, contentType)
  if (res.status === 401 || res.status === 403) {
    const hint = res.status === 401 ? ' (check the access token: payctl login)' : ''
    const refused = new AuthError(res.status, `${d.message}${hint}`, res.body, d.details)
    return res.status === 401 ? withNext(refused, 'payctl login') : refused
  }
  return new ApiError(res.status, d.message, res.body, d.details)
}

/** A POST whose fate is unknown: it may have been carried out (docs/contract.md, exit code of UnknownOutcomeError). */
export function unknownOutcome(
  subject: string | undefined,
  reason: string,
  extra: {cause?: unknown; details?: unknown},
  orderId?: string,
): UnknownOutcomeError {
  return new UnknownOutcomeError(
    `outcome unknown: ${subject ?? 'the request'} may or may not have been ${subject ? 'created' : 'processed'} (${reason}); ${checkFirst(orderId)}`,
    extra,
  )
}

/** The command that looks a write up before it is sent again (`payctl find ORDER_ID`), when there is something to find. */
function checkCommand(findable: string | undefined): string | undefined {
  return findable ? `payctl find ${shellWord(findable)}` : undefined
}

/** `order id X; check with payctl find X before sending it again`: what a person does next. */
function checkFirst(orderId: string | undefined, check = checkCommand(orderId)): string {
  return `${orderId ? `order id ${orderId}; ` : ''}check${check ? ` with ${check}` : ''} before sending it again`
}

/**
 * A write the service accepted (a 2XX) whose answer does not have the shape payctl needs: it most likely took effect,
 * so it is an unknown outcome, never a plain failure that invites sending it again (docs/contract.md#unknown-outcome).
 * Names what payctl knows: the order id it sent, the ids readable in the answer (answer-ids.ts), and the command that
 * checks; `details` carries them for --json and the MCP tools' results.
 */
export function acceptedUnread(
  req: {method: string; path: string; subject?: string; orderId?: string},
  response: ApiResponse,
  issues: ValidationIssue[],
): UnknownOutcomeError {
  const what = issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; ')
  const ids = answerIds(response.body)
  const shown = Object.entries(ids).map(([path, id]) => `${path} ${id}`)
  const check = checkCommand(req.orderId ?? Object.values(ids)[0])
  const accepted = `the service accepted ${req.subject ?? `the request (${req.method} ${req.path})`} (HTTP ${response.status})`
  const inAnswer = shown.length > 0 ? `; in the answer: ${shown.join(', ')}` : ''
  return new UnknownOutcomeError(
    `outcome unknown: ${accepted} but its answer could not be read (${what}), so it most likely took effect${inAnswer}; ${checkFirst(req.orderId, check)}`,
    {
      details: {
        status: response.status,
        order_id: req.orderId ?? null,
        ids,
        check: check ?? null,
        issues,
      },
    },
  )
}

/** An answer that does not have the shape the request expects: the fields named, the body kept for --json. */
export function unexpectedAnswer(req: {method: string; path: string}, response: ApiResponse, issues: ValidationIssue[]): ApiError {
  const what = issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; ')
  return new ApiError(response.status, `unexpected answer from ${req.method} ${req.path}: ${what}`, response.body, issues)
}
