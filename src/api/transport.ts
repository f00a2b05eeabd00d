/**
 * The one HTTP transport: an undici keep-alive pool per origin, connect/headers/body timeouts and an overall
 * deadline (all abortable; docs/http.md), the auth modes of docs/contract.md#authentication, the retry policy (GET retried on connection errors and
 * 408/429/5xx with full jitter and Retry-After; POST only when nothing reached the server, or on 429), the 401
 * refresh flow, and a redacted --debug log. Bodies are strings, so a retry resends identical bytes. Requests go
 * through the proxy the environment names (proxy-router.ts, docs/http.md#proxies); a TLS failure is final and "not
 * sent" (tls-failure.ts).
 */
import {setTimeout as sleep} from 'node:timers/promises'
import type {Dispatcher} from 'undici'
import {
  ApiError,
  AuthError,
  InterruptedError,
  NetworkError,
  RateLimitedError,
  TimeoutError,
  PayctlError,
  UnknownOutcomeError,
  UsageError,
  type ValidationIssue,
} from '../errors.js'
import type {AnswerCheck} from '../schemas/answer.js'
import {redactText, redactValue} from '../util/redact.js'
import {hasUrlCredentials, redactUrlCredentials, URL_CREDENTIALS_ADVICE} from '../util/url.js'
import {ProxySettings, showProxy} from '../util/proxy.js'
import {describeErrorBody} from './error-body.js'
import {eachJsonListItem, JsonStreamError, parseJsonList} from './json-stream.js'
import {ProxyRouter, proxyRefusal, proxyRefusalMessage} from './proxy-router.js'
import {tlsFailure, tlsFailureMessage} from './tls-failure.js'
import {networkWords} from './network-words.js'

export type AuthMode = 'access' | 'client' | 'none'
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'

export interface Timeouts {
  /** TCP/TLS connection establishment. */
  connectMs: number
  /** From request sent to response headers. */
  headersMs: number
  /** Longest silence while reading the body. */
  bodyMs: number
  /** Everything, retries and backoff included. */
  deadlineMs: number
}

export interface RetryPolicy {
  maxAttempts: number
  baseMs: number
  capMs: number
  /** A Retry-After longer than this stops with RateLimitedError instead of waiting. */
  maxRetryAfterMs: number
}

export const DEFAULT_TIMEOUTS: Timeouts = {connectMs: 5_000, headersMs: 30_000, bodyMs: 30_000, deadlineMs: 120_000}
export const DEFAULT_RETRY: RetryPolicy = {maxAttempts: 4, baseMs: 250, capMs: 4_000, maxRetryAfterMs: 30_000}

export interface Credentials {
  accessToken?: string
  clientToken?: string
  refreshToken?: string
}

export interface TransportOptions {
  baseUrl: string
  sellerId?: string
  credentials?: Credentials
  /** Called with a new access token after a successful refresh (to store it in the profile). */
  onAccessTokenRefreshed?: (token: string) => void | Promise<void>
  timeouts?: Partial<Timeouts>
  retry?: Partial<RetryPolicy>
  /** Ctrl-C: aborts the request in flight and any backoff wait. */
  signal?: AbortSignal
  /** Receives one redacted line per attempt and response (--debug). */
  debug?: (line: string) => void
  /**
   * Injectable for tests and for bolepix import's gate; by default a ProxyRouter (proxy-router.ts: a keep-alive pool
   * per origin, or the proxy the environment names). Whatever it is, it should route by `env` as ProxyRouter does.
   */
  dispatcher?: Dispatcher
  /** Where HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read (default process.env; docs/http.md#proxies). */
  env?: Record<string, string | undefined>
  /** Injectable randomness for the jitter. */
  random?: () => number
  userAgent?: string
}

export interface ApiRequest {
  method: HttpMethod
  /** A path on the base URL (`/api/webhooks`), never a full URL: credentials go nowhere else. */
  path: string
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  auth?: AuthMode
  /** What a POST creates, for the unknown-outcome message ("the charge"). */
  subject?: string
  /**
   * A list answer that may be big: a 2XX JSON body is parsed element by element as it arrives (json-stream.ts)
   * instead of as one text, so 100,000 records do not need the text and its parse at once. `text` is then empty.
   * A function receives the elements one by one instead (awaited; they are not kept, and `body` is then the
   * answer without them); once it has received one, a failure is not retried (it would see them twice), and an
   * error it throws comes out of request() unchanged.
   */
  streamList?: boolean | ((item: unknown, index: number) => void | Promise<void>)
}

/** An error thrown by a streamList callback, carried through the network error handling untouched. */
class ItemHandlerError extends Error {
  constructor(readonly original: unknown) {
    super('list item handler failed')
  }
}

export interface ApiResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: unknown
  text: string
  /** The body's bytes as they came, when it is not JSON (`body` is then the text): `payctl api` passes them on. */
  bytes?: Buffer
}

const UTF8 = new TextDecoder('utf-8')

const RETRYABLE_GET_STATUS = new Set([408, 429, 500, 502, 503, 504])
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

function errorCode(err: unknown): string | undefined {
  let e: unknown = err
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as {code?: unknown}).code
    if (typeof code === 'string' && code !== 'UND_ERR') return code
    e = (e as {cause?: unknown}).cause
  }
  return undefined
}

/** Parses Retry-After (seconds or an HTTP date) into milliseconds from now. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const v = Array.isArray(value) ? value[0] : value
  if (!v) return undefined
  if (/^\s*\d+\s*$/.test(v)) return Number(v) * 1000
  const t = Date.parse(v)
  return Number.isNaN(t) ? undefined : Math.max(0, t - now)
}

/** Full-jitter backoff: random(0, min(cap, base·2^n)). */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number): number {
  return Math.floor(random() * Math.min(policy.capMs, policy.baseMs * 2 ** (attempt - 1)))
}

function describeWait(ms: number): string {
  const s = Math.ceil(ms / 1000)
  const at = new Date(Date.now() + ms)
  // An absurd Retry-After (beyond year 275760) makes no date: say the wait without one rather than crash.
  const when = Number.isNaN(at.getTime()) ? '' : ` (${at.toISOString()})`
  return s < 120 ? `${s}s${when}` : `${Math.ceil(s / 60)} minutes${when}`
}

class DeadlineReached extends Error {}

/**
 * A body for the --debug log, redacted before it is shortened (a cut must not leave half a secret): JSON with
 * secret-named fields (a webhook's `authorization`, …) masked, known secrets and card numbers masked everywhere.
 */
function debugBody(text: string, secrets: readonly string[], max = 4000): string {
  let out = redactText(text, secrets)
  if (/^\s*[[{]/.test(text)) {
    try {
      out = JSON.stringify(redactValue(JSON.parse(text), secrets))
    } catch {
      // not JSON after all: the text as redacted above
    }
  }
  return out.length > max ? `${out.slice(0, max)}…` : out
}

/** An answer that does not have the shape the request expects: the fields named, the body kept for --json. */
export function unexpectedAnswer(req: Pick<ApiRequest, 'method' | 'path'>, response: ApiResponse, issues: ValidationIssue[]): ApiError {
  const what = issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; ')
  return new ApiError(response.status, `unexpected answer from ${req.method} ${req.path}: ${what}`, response.body, issues)
}

export class Transport {
  readonly baseUrl: string
  readonly origin: string
  readonly sellerId?: string
  private readonly credentials: Credentials
  private readonly timeouts: Timeouts
  private readonly retry: RetryPolicy
  private readonly dispatcher: Dispatcher
  private readonly ownsDispatcher: boolean
  private readonly random: () => number
  private readonly userAgent: string
  private readonly proxies: ProxySettings

  constructor(private readonly options: TransportOptions) {
    const url = new URL(options.baseUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new NetworkError(`unsupported base URL ${redactUrlCredentials(options.baseUrl)}`)
    // The settings refuse such a URL already; the transport never logs or sends one (docs/contract.md#configuration).
    if (hasUrlCredentials(url)) throw new UsageError(`the base URL carries credentials: ${URL_CREDENTIALS_ADVICE}`)
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.origin = url.origin
    this.sellerId = options.sellerId
    this.credentials = {...options.credentials}
    this.timeouts = {...DEFAULT_TIMEOUTS, ...options.timeouts}
    this.retry = {...DEFAULT_RETRY, ...options.retry}
    this.ownsDispatcher = !options.dispatcher
    const router = options.dispatcher ? undefined : new ProxyRouter({connectMs: this.timeouts.connectMs, keepAliveTimeout: 10_000, connections: 64, env: options.env})
    this.dispatcher = options.dispatcher ?? router!
    // A malformed HTTP(S)_PROXY is a usage error here, before anything is sent.
    this.proxies = router?.proxies ?? new ProxySettings(options.env)
    this.random = options.random ?? Math.random
    this.userAgent = options.userAgent ?? `payctl node/${process.version}`
  }

  /** The secrets this transport knows, for redaction by others (e.g. the error printer). */
  secrets(): string[] {
    return [this.credentials.accessToken, this.credentials.clientToken, this.credentials.refreshToken].filter(
      (s): s is string => Boolean(s),
    )
  }

  /** ` via proxy http://***@proxy:3128` for a --debug line, when a request to `url` goes through one. */
  private via(url: URL): string {
    const proxy = this.proxies.proxyFor(url)
    return proxy ? ` via proxy ${showProxy(proxy)}` : ''
  }

  private log(line: string): void {
    if (this.options.debug) this.options.debug(redactText(line, this.secrets()))
  }

  /** Builds the URL of a path on the base URL; refuses anything that would leave it. */
  url(path: string, query?: ApiRequest['query']): URL {
    if (!path.startsWith('/')) path = `/${path}`
    const url = new URL(this.baseUrl + path)
    if (url.origin !== this.origin) throw new NetworkError(`refusing to send credentials to another origin (${url.origin})`)
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))
    return url
  }

  private authHeader(auth: AuthMode): string | undefined {
    if (auth === 'client') {
      if (!this.credentials.clientToken) throw new AuthError(0, 'no client token configured (payctl config set client-token)')
      return this.credentials.clientToken
    }
    if (auth === 'access') {
      if (!this.credentials.accessToken) throw new AuthError(0, 'not logged in: no access token (run payctl login, or set PAYCTL_ACCESS_TOKEN)')
      return `Bearer ${this.credentials.accessToken}`
    }
    return undefined
  }

  /** Sends a request with retries and refresh; resolves with a 2XX answer or throws a typed error. */
  async request(req: ApiRequest): Promise<ApiResponse> {
    const auth = req.auth ?? 'access'
    const url = this.url(req.path, req.query)
    const bodyText = req.body === undefined ? undefined : JSON.stringify(req.body)
    const idempotent = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS'
    const started = Date.now()
    const deadline = started + this.timeouts.deadlineMs
    const deadlineCtl = new AbortController()
    const deadlineTimer = setTimeout(() => deadlineCtl.abort(new DeadlineReached()), this.timeouts.deadlineMs)
    deadlineTimer.unref?.()
    // AbortSignal.any only when there are two: on Node 20 each call also registers with its sources (a bulk import,
    // which has no Ctrl-C signal of its own here, made 2,000 of them for nothing).
    const signal = this.options.signal ? AbortSignal.any([deadlineCtl.signal, this.options.signal]) : deadlineCtl.signal
    let refreshed = false
    try {
      for (let attempt = 1; ; attempt++) {
        const last = attempt >= this.retry.maxAttempts
        let res: ApiResponse
        const t0 = Date.now()
        // Outside the try: a missing credential is a usage problem, not a network failure to retry.
        const authorization = this.authHeader(auth)
        if (this.options.debug) {
          this.log(`--> ${req.method} ${url.href} (attempt ${attempt}/${this.retry.maxAttempts})${this.via(url)}${bodyText ? ` ${bodyText.length}B ${debugBody(bodyText, this.secrets())}` : ''}`)
        }
        const streamed = {items: 0}
        try {
          res = await this.sendOnce(req.method, url, bodyText, authorization, signal, req.streamList, streamed)
        } catch (err) {
          if (err instanceof ItemHandlerError) throw err.original
          const failure = this.classify(err, signal, req, url)
          const code = errorCode(err)
          this.log(`<-- ${req.method} ${url.href} failed after ${Date.now() - t0} ms: ${failure.error.message}${code ? ` [${code}]` : ''}`)
          const retryable = !failure.final && (failure.notSent || (idempotent && failure.retryable)) && streamed.items === 0
          if (!retryable || last) {
            if (!idempotent && !failure.notSent && !(failure.error instanceof InterruptedError)) {
              throw new UnknownOutcomeError(
                `outcome unknown: ${req.subject ?? 'the request'} may or may not have been ${req.subject ? 'created' : 'processed'} (${failure.error.message}); check before sending it again`,
                {cause: err},
              )
            }
            throw failure.error
          }
          await this.backoff(attempt, undefined, deadline, signal, failure.error)
          continue
        }
        if (this.options.debug) {
          this.log(`<-- ${res.status} ${req.method} ${url.href} in ${Date.now() - t0} ms (${res.text.length}B) ${debugBody(res.text, this.secrets())}`)
        }
        if (res.status === 401 && auth === 'access' && !refreshed && this.canRefresh()) {
          refreshed = true
          await this.refreshAccessToken(signal)
          attempt-- // the repeat after a refresh is not a retry
          continue
        }
        if (res.status >= 200 && res.status < 300) return res
        const retryableStatus = idempotent ? RETRYABLE_GET_STATUS.has(res.status) : res.status === 429
        if (retryableStatus) {
          const retryAfter = parseRetryAfter(res.headers['retry-after'])
          if (retryAfter !== undefined && retryAfter > this.retry.maxRetryAfterMs) {
            throw new RateLimitedError(res.status, `rate limited, retry after ${describeWait(retryAfter)}`, res.body)
          }
          if (!last) {
            await this.backoff(attempt, retryAfter, deadline, signal, this.statusError(res, req))
            continue
          }
        }
        if (!idempotent && res.status >= 500) {
          const e = this.statusError(res, req)
          throw new UnknownOutcomeError(
            `outcome unknown: ${req.subject ?? 'the request'} may or may not have been ${req.subject ? 'created' : 'processed'} (${e.message}); check before sending it again`,
            {details: e.details},
          )
        }
        throw this.statusError(res, req)
      }
    } finally {
      clearTimeout(deadlineTimer)
    }
  }

  /**
   * request(), then the answer checked (schemas/answer.ts: a zod schema or a zod-free record shape): a missing or
   * mistyped field the CLI needs is an ApiError naming it ("unexpected answer from GET /x: [0].invoiceId: required").
   */
  async requestChecked<T>(req: ApiRequest, check: AnswerCheck<T>): Promise<{response: ApiResponse; data: T}> {
    const response = await this.request(req)
    const r = check(response.body)
    if (!r.ok) throw unexpectedAnswer(req, response, r.issues)
    return {response, data: r.value}
  }

  /** GET of an absolute URL (a PDF on the CDN): no credentials unless it is on the API's own origin; redirects followed without credentials. */
  async download(href: string, maxBytes = 50 * 1024 * 1024): Promise<{status: number; contentType: string; body: Buffer; url: string}> {
    let url = new URL(href)
    const signal = this.options.signal ?? new AbortController().signal
    for (let hop = 0; hop < 5; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new NetworkError(`refusing to download ${url.protocol} URL`)
      const headers: Record<string, string> = {'user-agent': this.userAgent}
      if (url.origin === this.origin && hop === 0 && this.credentials.accessToken) headers.authorization = `Bearer ${this.credentials.accessToken}`
      this.log(`--> GET ${url.href} (download${headers.authorization ? ', with credentials: same origin as the API' : ', no credentials'})${this.via(url)}`)
      let res: Dispatcher.ResponseData
      try {
        res = await this.dispatcher.request({
          origin: url.origin,
          path: url.pathname + url.search,
          method: 'GET',
          headers,
          signal,
          headersTimeout: this.timeouts.headersMs,
          bodyTimeout: this.timeouts.bodyMs,
        })
      } catch (err) {
        throw this.classify(err, signal, {method: 'GET', path: url.pathname}, url).error
      }
      const location = res.headers.location
      if (res.statusCode >= 300 && res.statusCode < 400 && location) {
        await res.body.dump()
        const next = new URL(String(location), url)
        // Never from https down to http: the file would cross the network in clear, open to change (docs/http.md).
        if (url.protocol === 'https:' && next.protocol === 'http:') {
          throw new NetworkError(`refusing to follow a redirect from ${url.origin} down to plain http (${redactUrlCredentials(next.origin)}): the download stops here`)
        }
        url = next
        continue
      }
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of res.body) {
        size += (chunk as Buffer).length
        if (size > maxBytes) {
          res.body.destroy()
          throw new NetworkError(`download larger than ${maxBytes} bytes, stopped`)
        }
        chunks.push(chunk as Buffer)
      }
      const body = Buffer.concat(chunks)
      const contentType = String(res.headers['content-type'] ?? '')
      this.log(`<-- ${res.statusCode} GET ${url.href} (${body.length}B ${contentType})`)
      if (res.statusCode >= 400) {
        throw new ApiError(res.statusCode, describeErrorBody(res.statusCode, undefined, body.toString('utf8').slice(0, 2000), contentType).message)
      }
      return {status: res.statusCode, contentType, body, url: url.href}
    }
    throw new NetworkError('too many redirects')
  }

  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close().catch(() => undefined)
  }

  private canRefresh(): boolean {
    return Boolean(this.credentials.refreshToken && this.sellerId)
  }

  private async refreshAccessToken(signal: AbortSignal): Promise<void> {
    const url = this.url(`/api/${encodeURIComponent(this.sellerId!)}/tokens`)
    this.log(`--> POST ${url.href} (token refresh)`)
    let res: ApiResponse
    try {
      res = await this.sendOnce('POST', url, '{}', `Bearer ${this.credentials.refreshToken}`, signal)
    } catch (err) {
      throw this.classify(err, signal, {method: 'POST', path: url.pathname}, url).error
    }
    this.log(`<-- ${res.status} token refresh`)
    const token = (res.body as {data?: unknown} | undefined)?.data
    if (res.status < 200 || res.status >= 300 || typeof token !== 'string' || token === '') {
      throw new AuthError(
        res.status === 200 ? 401 : res.status,
        `the access token was refused and refreshing it failed (${describeErrorBody(res.status, res.body, res.text).message}); run payctl login`,
      )
    }
    this.credentials.accessToken = token
    await this.options.onAccessTokenRefreshed?.(token)
  }

  private async backoff(attempt: number, retryAfterMs: number | undefined, deadline: number, signal: AbortSignal, cause: Error) {
    const delay = retryAfterMs ?? backoffDelay(attempt, this.retry, this.random)
    if (Date.now() + delay > deadline) throw cause
    this.log(`    waiting ${delay} ms before attempt ${attempt + 1}${retryAfterMs !== undefined ? ' (Retry-After)' : ''}`)
    try {
      await sleep(delay, undefined, {signal})
    } catch {
      throw this.options.signal?.aborted ? new InterruptedError() : cause
    }
  }

  private async sendOnce(
    method: HttpMethod,
    url: URL,
    body: string | undefined,
    authorization: string | undefined,
    signal: AbortSignal,
    streamList: ApiRequest['streamList'] = false,
    streamed = {items: 0},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': this.userAgent,
    }
    if (authorization) headers.authorization = authorization
    const res = await this.dispatcher.request({
      origin: url.origin,
      path: url.pathname + url.search,
      method,
      headers,
      body,
      signal,
      headersTimeout: this.timeouts.headersMs,
      bodyTimeout: this.timeouts.bodyMs,
    })
    const contentType = String(res.headers['content-type'] ?? '')
    if (streamList && res.statusCode >= 200 && res.statusCode < 300 && (contentType === '' || /json/i.test(contentType))) {
      try {
        if (typeof streamList === 'function') {
          const onItem = streamList
          const {value} = await eachJsonListItem(res.body, async (item, index) => {
            streamed.items++
            try {
              await onItem(item, index)
            } catch (err) {
              throw new ItemHandlerError(err)
            }
          })
          return {status: res.statusCode, headers: res.headers, body: value, text: ''}
        }
        return {status: res.statusCode, headers: res.headers, body: await parseJsonList(res.body), text: ''}
      } catch (err) {
        // Not JSON after all: like a non-JSON text answer, the caller's schema names what is wrong.
        if (!(err instanceof JsonStreamError)) throw err
        await res.body.dump().catch(() => undefined)
        return {status: res.statusCode, headers: res.headers, body: undefined, text: `(not JSON: ${err.message})`}
      }
    }
    const bytes = Buffer.from(await res.body.arrayBuffer())
    // As undici's text(): UTF-8, a BOM dropped, malformed bytes replaced.
    const text = UTF8.decode(bytes)
    let parsed: unknown = text
    if (text !== '' && (/json/i.test(contentType) || /^\s*[[{]/.test(text))) {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = text
      }
    } else if (text === '') {
      parsed = undefined
    }
    return {status: res.statusCode, headers: res.headers, body: parsed, text, ...(typeof parsed === 'string' ? {bytes} : {})}
  }

  private statusError(res: ApiResponse, req: Pick<ApiRequest, 'method' | 'path'>): ApiError {
    const contentType = String(res.headers['content-type'] ?? '')
    if (res.status >= 300 && res.status < 400) {
      const loc = res.headers.location
      return new ApiError(res.status, `HTTP ${res.status}: unexpected redirect${loc ? ` to ${String(loc)}` : ''}, not followed (credentials are never sent along a redirect)`, res.body)
    }
    const d = describeErrorBody(res.status, res.body, res.text, contentType)
    if (res.status === 401 || res.status === 403) {
      const hint = res.status === 401 ? ' (check the access token: payctl login)' : ''
      return new AuthError(res.status, `${d.message}${hint}`, res.body, d.details)
    }
    if (res.status === 422 && d.details && Array.isArray(d.details) && d.details.every((x) => x && typeof x === 'object' && 'path' in x)) {
      return new ApiError(res.status, d.message, res.body, d.details)
    }
    return new ApiError(res.status, d.message, res.body, d.details)
  }

  /**
   * What a failed attempt means: its error, whether the request cannot have reached the server (`notSent`: a POST may
   * be sent again), whether a GET may be retried, and whether nothing is retried at all (`final`: trying again cannot
   * help, e.g. a proxy that wants credentials).
   */
  private classify(err: unknown, signal: AbortSignal, req: Pick<ApiRequest, 'method' | 'path'>, url: URL): {error: Error; notSent: boolean; retryable: boolean; final?: boolean} {
    if (err instanceof PayctlError) return {error: err, notSent: true, retryable: false}
    if (this.options.signal?.aborted) return {error: new InterruptedError(), notSent: false, retryable: false}
    if (signal.aborted && signal.reason instanceof DeadlineReached) {
      return {error: new TimeoutError(`${req.method} ${url.origin}${req.path}: no answer within the ${Math.round(this.timeouts.deadlineMs / 1000)}s deadline`), notSent: false, retryable: false}
    }
    const code = errorCode(err)
    const where = `${req.method} ${url.origin}${req.path}`
    const proxy = this.proxies.proxyFor(url)
    const refusal = proxy && proxyRefusal(err)
    if (proxy && refusal) {
      // The proxy answered the CONNECT (or, in absolute form, a 407) with a refusal: nothing reached the service.
      return {error: new NetworkError(proxyRefusalMessage(proxy, url, refusal)), notSent: true, retryable: true, final: refusal === 407 || refusal === 403}
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
            ? `cannot connect to ${to}: connect timed out after ${this.timeouts.connectMs} ms`
            : `cannot reach ${to}: ${networkWords(code)}`
      return {error: code === 'UND_ERR_CONNECT_TIMEOUT' ? new TimeoutError(msg) : new NetworkError(msg), notSent: true, retryable: true}
    }
    if (code && TIMEOUT_CODES.has(code)) {
      const what = code === 'UND_ERR_HEADERS_TIMEOUT' ? `no answer within ${this.timeouts.headersMs} ms` : `the answer stalled for ${this.timeouts.bodyMs} ms`
      return {error: new TimeoutError(`${where}: ${what}`), notSent: false, retryable: true}
    }
    // In words, never an internal code (UND_ERR_DESTROYED): --debug logs the raw error.
    return {error: new NetworkError(`${where}: connection lost (${networkWords(code)})`, {cause: err}), notSent: false, retryable: true}
  }
}

