/**
 * The one HTTP transport (docs/http.md): what to send and what an answer means. A keep-alive connection per origin,
 * connect/headers/body timeouts and an overall deadline (all abortable), the auth modes of
 * docs/contract.md#authentication, retries (retry-policy.ts: GET retried on connection errors and 408/429/5xx with
 * full jitter and Retry-After; POST only when nothing reached the server, or on 429), the 401 refresh flow
 * (token-refresh.ts), downloads (download.ts) and a redacted --debug log (debug-log.ts). Bodies are strings, so a
 * retry resends identical bytes. Sending itself is a Sender's (sender.ts), chosen here and nowhere else
 * (docs/http.md#senders): node:http when no proxy applies to the origin, so that undici is not even loaded; undici
 * through the proxy the environment names (proxy-router.ts, docs/http.md#proxies) when one does, or through the
 * dispatcher a caller gives. What a failure means is failure.ts's; a TLS failure is final and "not sent" (tls-failure.ts).
 */
import type {Dispatcher} from 'undici'
import {AuthError, NotLoggedInError, InterruptedError, NetworkError, RateLimitedError, UsageError} from '../errors.js'
import type {Checked} from '../schemas/answer.js'
import {hasUrlCredentials, redactUrlCredentials, URL_CREDENTIALS_ADVICE} from '../util/url.js'
import {sleep} from '../util/lazy-builtins.js'
import {ProxySettings} from '../util/proxy.js'
import {DebugLog} from './debug-log.js'
import {download, type Downloaded} from './download.js'
import {
  acceptedUnread,
  classifyFailure,
  DeadlineReached,
  errorCode,
  type Failure,
  statusError,
  unexpectedAnswer,
  unknownOutcome,
} from './failure.js'
import {NodeHttpSender} from './node-http-sender.js'
import {backoffDelay, DEFAULT_RETRY, describeWait, parseRetryAfter, type RetryPolicy, retryableStatus} from './retry-policy.js'
import {
  type ApiResponse,
  type Gate,
  gatedSender,
  type HttpMethod,
  ItemHandlerError,
  type SendRequest,
  type Sender,
  type StreamList,
  UndiciSender,
} from './sender.js'
import {refreshAccessToken} from './token-refresh.js'

// The public surface other modules import from here.
export {backoffDelay, DEFAULT_RETRY, parseRetryAfter, type RetryPolicy} from './retry-policy.js'
export {unexpectedAnswer} from './failure.js'
export type {ApiResponse, HttpMethod, Sender} from './sender.js'
import {DEFAULT_TIMEOUTS, type Timeouts} from './timeouts.js'

export {DEFAULT_TIMEOUTS, type Timeouts}

export type AuthMode = 'access' | 'client' | 'none'

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
   * For tests: every request then goes by undici through it (test/api/senders.test.ts runs its suite so). By default
   * (docs/http.md#senders) node:http when no proxy applies to the base URL, else a ProxyRouter (proxy-router.ts: a
   * keep-alive pool through the proxy the environment names), which downloads use in any case. Whatever is given
   * should route by `env` as ProxyRouter does. Commands and services never give one: what they need of the sending
   * (bolepix import's pause) is a `gate`, which stands before either sender.
   */
  dispatcher?: Dispatcher
  /**
   * Stands before every attempt of whichever sender is chosen, and sees every answer (bolepix import's shared 429
   * pause). The import gives this rather than a dispatcher, so that its creates go by node:http when no proxy applies
   * (docs/http.md#senders: undici cannot read an interim `100 Continue`).
   */
  gate?: Gate
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
   * The order id a write carries, when payctl knows it: an unknown outcome names it, with the command that looks it
   * up (`payctl find ORDER_ID`, docs/contract.md#unknown-outcome).
   */
  orderId?: string
  /**
   * A list answer that may be big: a 2XX JSON body is parsed element by element as it arrives (json-stream.ts)
   * instead of as one text, so 100,000 records do not need the text and its parse at once. `text` is then empty.
   * A function receives the elements one by one instead (awaited; they are not kept, and `body` is then the
   * answer without them); once it has received one, a failure is not retried (it would see them twice), and an
   * error it throws comes out of request() unchanged.
   */
  streamList?: StreamList
}

/** A request that may change something on the service: never resent blindly, and its accepted answer is an outcome. */
const isWrite = (method: HttpMethod): boolean => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'

export class Transport {
  readonly baseUrl: string
  readonly origin: string
  readonly sellerId?: string
  private readonly credentials: Credentials
  private readonly timeouts: Timeouts
  private readonly retry: RetryPolicy
  private readonly ownsDispatcher: boolean
  /** undici's dispatcher (the one given, or a ProxyRouter), made when first needed: undici loads only then. */
  private dispatcher?: Promise<Dispatcher>
  private readonly sender: Sender
  /** Which sender the API's requests go by (docs/http.md#senders): for the tests; no caller acts on it. */
  readonly sends: 'node:http' | 'undici'
  private readonly debug: DebugLog
  private readonly random: () => number
  private readonly userAgent: string
  private readonly proxies: ProxySettings

  constructor(private readonly options: TransportOptions) {
    const url = new URL(options.baseUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new NetworkError(`unsupported base URL ${redactUrlCredentials(options.baseUrl)}`)
    // The settings refuse such a URL already; the transport never logs or sends one (docs/contract.md#configuration).
    if (hasUrlCredentials(url)) throw new UsageError(`the base URL carries credentials: ${URL_CREDENTIALS_ADVICE}`)
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.origin = url.origin
    this.sellerId = options.sellerId
    this.credentials = {...options.credentials}
    this.timeouts = {...DEFAULT_TIMEOUTS, ...options.timeouts}
    this.retry = {...DEFAULT_RETRY, ...options.retry}
    this.ownsDispatcher = !options.dispatcher
    // A malformed HTTP(S)_PROXY is a usage error here, before anything is sent.
    this.proxies = new ProxySettings(options.env)
    // The one choice of sender (docs/http.md#senders): requests go only to this origin, so one decision holds for all.
    let sender: Sender
    if (!options.dispatcher && !this.proxies.proxyFor(url)) {
      this.sends = 'node:http'
      sender = new NodeHttpSender(this.timeouts.connectMs)
    } else {
      this.sends = 'undici'
      sender = new UndiciSender(this.undici())
    }
    this.sender = options.gate ? gatedSender(sender, options.gate) : sender
    this.debug = new DebugLog(options.debug, () => this.secrets(), this.proxies)
    this.random = options.random ?? Math.random
    this.userAgent = options.userAgent ?? `payctl node/${process.version}`
  }

  /** The secrets this transport knows, for redaction by others (e.g. the error printer). */
  secrets(): string[] {
    return [this.credentials.accessToken, this.credentials.clientToken, this.credentials.refreshToken].filter((s): s is string =>
      Boolean(s),
    )
  }

  private log(line: string): void {
    this.debug.line(line)
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
      if (!this.credentials.accessToken) throw new NotLoggedInError()
      return `Bearer ${this.credentials.accessToken}`
    }
    return undefined
  }

  /** Sends a request with retries and refresh; resolves with a 2XX answer or throws a typed error. */
  async request(req: ApiRequest): Promise<ApiResponse> {
    const auth = req.auth ?? 'access'
    const url = this.url(req.path, req.query)
    const bodyText = req.body === undefined ? undefined : JSON.stringify(req.body)
    const idempotent = !isWrite(req.method)
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
        if (this.debug.enabled) {
          this.log(
            `--> ${req.method} ${url.href} (attempt ${attempt}/${this.retry.maxAttempts})${this.debug.via(url)}${bodyText ? ` ${bodyText.length}B ${this.debug.body(bodyText)}` : ''}`,
          )
        }
        const streamed = {items: 0}
        try {
          res = await this.sender.send({
            ...this.sendBase(authorization, signal),
            method: req.method,
            url,
            body: bodyText,
            streamList: req.streamList,
            streamed,
          })
        } catch (err) {
          if (err instanceof ItemHandlerError) throw err.original
          const failure = this.classify(err, signal, req, url)
          const code = errorCode(err)
          this.log(`<-- ${req.method} ${url.href} failed after ${Date.now() - t0} ms: ${failure.error.message}${code ? ` [${code}]` : ''}`)
          const retryable = !failure.final && (failure.notSent || (idempotent && failure.retryable)) && streamed.items === 0
          if (!retryable || last) {
            if (!idempotent && !failure.notSent && !(failure.error instanceof InterruptedError)) {
              throw unknownOutcome(req.subject, failure.error.message, {cause: err}, req.orderId)
            }
            throw failure.error
          }
          await this.backoff(attempt, undefined, deadline, signal, failure.error)
          continue
        }
        if (this.debug.enabled) {
          this.log(
            `<-- ${res.status} ${req.method} ${url.href} in ${Date.now() - t0} ms (${res.text.length}B) ${this.debug.body(res.text)}`,
          )
        }
        if (res.status === 401 && auth === 'access' && !refreshed && this.canRefresh()) {
          refreshed = true
          await this.refreshAccessToken(signal)
          attempt-- // the repeat after a refresh is not a retry
          continue
        }
        if (res.status >= 200 && res.status < 300) return res
        if (retryableStatus(res.status, idempotent)) {
          const retryAfter = parseRetryAfter(res.headers['retry-after'])
          if (retryAfter !== undefined && retryAfter > this.retry.maxRetryAfterMs) {
            throw new RateLimitedError(res.status, `rate limited, retry after ${describeWait(retryAfter)}`, res.body)
          }
          if (!last) {
            await this.backoff(attempt, retryAfter, deadline, signal, statusError(res))
            continue
          }
        }
        if (!idempotent && res.status >= 500) {
          const e = statusError(res)
          throw unknownOutcome(req.subject, e.message, {details: e.details}, req.orderId)
        }
        throw statusError(res)
      }
    } finally {
      clearTimeout(deadlineTimer)
    }
  }

  /**
   * request(), then the answer checked (schemas/answer.ts; a check that loads zod only when it needs it returns a
   * promise): a missing or mistyped field the CLI needs is an ApiError naming it ("unexpected answer from GET /x:
   * [0].invoiceId: required"). On a write (anything but GET, HEAD, OPTIONS) the service has accepted the request, so
   * an answer that does not fit is an unknown outcome instead (failure.ts acceptedUnread): it most likely took effect.
   */
  async requestChecked<T>(
    req: ApiRequest,
    check: (body: unknown) => Checked<T> | Promise<Checked<T>>,
  ): Promise<{response: ApiResponse; data: T}> {
    const response = await this.request(req)
    const r = await check(response.body)
    if (!r.ok) throw isWrite(req.method) ? acceptedUnread(req, response, r.issues) : unexpectedAnswer(req, response, r.issues)
    return {response, data: r.value}
  }

  /** undici's dispatcher: the one given, else a ProxyRouter made on first use (a keep-alive pool per origin or proxy). */
  private undici(): Promise<Dispatcher> {
    this.dispatcher ??= this.options.dispatcher
      ? Promise.resolve(this.options.dispatcher)
      : import('./proxy-router.js').then(
          ({ProxyRouter}) =>
            new ProxyRouter({connectMs: this.timeouts.connectMs, keepAliveTimeout: 10_000, connections: 64, env: this.options.env}),
        )
    return this.dispatcher
  }

  /** GET of an absolute URL (a PDF on the CDN): no credentials unless it is on the API's own origin; redirects followed without credentials. */
  async download(href: string, maxBytes = 50 * 1024 * 1024): Promise<Downloaded> {
    const signal = this.options.signal ?? new AbortController().signal
    return download(href, maxBytes, {
      dispatcher: await this.undici(),
      apiOrigin: this.origin,
      accessToken: this.credentials.accessToken,
      userAgent: this.userAgent,
      signal,
      headersTimeoutMs: this.timeouts.headersMs,
      bodyTimeoutMs: this.timeouts.bodyMs,
      log: (line) => this.log(line),
      via: (url) => this.debug.via(url),
      classify: (err, url) => this.classify(err, signal, {method: 'GET', path: url.pathname}, url),
    })
  }

  async close(): Promise<void> {
    if (!this.ownsDispatcher) return
    // The sender closes its own agents (NodeHttpSender) or the dispatcher it goes by; a download's router as well.
    await this.sender.close()
    if (this.sends === 'node:http' && this.dispatcher) await (await this.dispatcher).close().catch(() => undefined)
  }

  private canRefresh(): boolean {
    return Boolean(this.credentials.refreshToken && this.sellerId)
  }

  private async refreshAccessToken(signal: AbortSignal): Promise<void> {
    const url = this.url(`/api/${encodeURIComponent(this.sellerId!)}/tokens`)
    const token = await refreshAccessToken({
      sender: this.sender,
      url,
      refreshToken: this.credentials.refreshToken!,
      base: this.sendBase(undefined, signal),
      log: (line) => this.log(line),
      classify: (err) => this.classify(err, signal, {method: 'POST', path: url.pathname}, url),
    })
    this.credentials.accessToken = token
    await this.options.onAccessTokenRefreshed?.(token)
  }

  private async backoff(attempt: number, retryAfterMs: number | undefined, deadline: number, signal: AbortSignal, cause: Error) {
    const delay = retryAfterMs ?? backoffDelay(attempt, this.retry, this.random)
    if (Date.now() + delay > deadline) throw cause
    this.log(`    waiting ${delay} ms before attempt ${attempt + 1}${retryAfterMs !== undefined ? ' (Retry-After)' : ''}`)
    try {
      await sleep(delay, {signal})
    } catch {
      throw this.options.signal?.aborted ? new InterruptedError() : cause
    }
  }

  /** What every request carries: the headers (authorization when given), the signal and the timeouts. */
  private sendBase(authorization: string | undefined, signal: AbortSignal): Omit<SendRequest, 'method' | 'url'> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': this.userAgent,
    }
    if (authorization) headers.authorization = authorization
    return {headers, signal, headersTimeoutMs: this.timeouts.headersMs, bodyTimeoutMs: this.timeouts.bodyMs}
  }

  /** What a failed attempt means (failure.ts). */
  private classify(err: unknown, signal: AbortSignal, req: {method: string; path: string}, url: URL): Failure {
    return classifyFailure(err, {signal, interrupt: this.options.signal, req, url, timeouts: this.timeouts, proxies: this.proxies})
  }
}
