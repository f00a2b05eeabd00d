/**
 * The webhook receiver engine (`payctl listen`): a node:http server that checks each request in the order of
 * docs/listen.md#receiving-rules (POST only, then the token in constant time before any body byte is read, then size, type and JSON),
 * dedupes by event id, optionally answers errors on purpose or relays to a local app, and answers only after the
 * observer has printed the notification. It prints nothing itself: it reports typed events.
 */
import {createHash, timingSafeEqual} from 'node:crypto'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo, Socket} from 'node:net'
import {matchesAny} from '../../schemas/events.js'
import {Forwarder, type ForwardResult} from './forwarder.js'
import {IdMemory, idKey} from './id-memory.js'
import {jsonDepthExceeds} from '../../util/json-depth.js'
import {NOT_RECORDED_STATUS, UNPRINTABLE_STATUS} from './sink.js'
import type {ForwardOutcome, ReceivedNotification, ReceiverObserver, ReceiverStats, RejectReason} from './types.js'

export interface ReceiverOptions {
  host: string
  port: number
  /** The exact Authorization header value expected. */
  token: string
  /** Print (and forward) only events matching these; others are answered 200 all the same. */
  patterns?: string[]
  /** Answer this status to every notification (--respond). */
  respondStatus?: number
  /** Answer an error to the first N deliveries of each event id (--fail-first); the status of --respond, or 500. */
  failFirst?: number
  forwardTo?: URL
  /** Limit for the app's answer; shorter than the service's 10 s so that the service sees our 504. */
  forwardTimeoutMs?: number
  maxBodyBytes?: number
  headersTimeoutMs?: number
  requestTimeoutMs?: number
  checkIntervalMs?: number
  keepAliveTimeoutMs?: number
  /** How many event ids are remembered for repeats and acknowledgements (oldest forgotten first; 200,000). */
  maxRememberedIds?: number
  /** How many bytes of event ids each of those memories keeps at most (oldest forgotten first; 32 MiB). */
  maxRememberedBytes?: number
  /** Longest wait for in-flight requests when stopping. */
  stopGraceMs?: number
}

/** What --forward-to remembers per event id. */
interface ForwardState {
  /** The app answered 2XX for this id. */
  acked: boolean
  /** A forward of this id in progress: repeats wait for it. */
  pending?: Promise<void>
}

const MiB = 1024 * 1024
const JSON_TYPE = /^\s*(application\/([\w.+-]*\+)?json|text\/json)\s*(;|$)/i
const DRAIN_LIMIT = 16 * MiB
/**
 * Deeper notifications are refused (400) before they are parsed: printing, masking and jq recurse into a body, and a
 * 12 KB one nested 6,000 deep overflowed the stack (docs/listen.md#receiving-rules). Twice the sandbox's own limit (32):
 * the listener receives what another service wrote.
 */
export const MAX_NOTIFICATION_DEPTH = 64

const REASON_TEXT: Record<RejectReason, string> = {
  method: 'only POST is accepted',
  auth: 'wrong or missing Authorization',
  'too-large': 'body larger than 1 MiB',
  'media-type': 'Content-Type is not JSON',
  'invalid-json': 'body is not valid JSON',
  'not-object': 'body is not a JSON object',
  'too-deep': `body nests deeper than ${MAX_NOTIFICATION_DEPTH} levels`,
}

const digest = (s: string) => createHash('sha256').update(s).digest()

function remoteOf(req: IncomingMessage): string {
  const s = req.socket
  return s.remoteAddress ? `${s.remoteAddress.includes(':') ? `[${s.remoteAddress}]` : s.remoteAddress}:${s.remotePort}` : '?'
}

function send(res: ServerResponse, status: number, body: string | Buffer, contentType = 'application/json'): void {
  res.writeHead(status, ['content-type', contentType, 'content-length', String(Buffer.byteLength(body))])
  res.end(body)
}

const NOT_RECORDED_BODY = '{"error":"the listener cannot record notifications"}'
const RECEIVED = '{"received":true}'
const RECEIVED_HEADERS = ['content-type', 'application/json', 'content-length', String(RECEIVED.length)]

/** The common answer, with its headers prepared once. */
function sendReceived(res: ServerResponse, status: number): void {
  res.writeHead(status, RECEIVED_HEADERS)
  res.end(RECEIVED)
}

export class Receiver {
  readonly stats: ReceiverStats = {received: 0, printed: 0, filtered: 0, repeats: 0, rejected: 0}
  private readonly server: Server
  private readonly expected: Buffer
  /** How many times each event id was received (numbers, not objects: cheap to keep many), by `idKey`. */
  private readonly seen: IdMemory<number>
  /** Per event id, what the app answered (only with --forward-to), by `idKey`. */
  private readonly forwarded: IdMemory<ForwardState>
  private readonly forwarder?: Forwarder
  private readonly maxBody: number
  private inFlight = 0
  private idleWaiters: (() => void)[] = []
  private outputBroken = false
  private stopping?: Promise<void>
  private address?: AddressInfo
  private noIdCount = 0

  constructor(
    private readonly options: ReceiverOptions,
    private readonly observer: ReceiverObserver,
  ) {
    this.expected = digest(options.token)
    this.maxBody = options.maxBodyBytes ?? MiB
    const limits = {maxIds: options.maxRememberedIds, maxBytes: options.maxRememberedBytes}
    this.seen = new IdMemory(limits)
    this.forwarded = new IdMemory(limits)
    if (options.forwardTo) {
      this.forwarder = new Forwarder(options.forwardTo, options.forwardTimeoutMs ?? 9_000, (address) =>
        this.observer.event({type: 'forward-address', url: options.forwardTo!.href, address}),
      )
    }
    this.server = createServer(
      {
        // Node enforces these two only every connectionsCheckingInterval (30 s by default): 1 s makes them real.
        headersTimeout: options.headersTimeoutMs ?? 10_000,
        requestTimeout: options.requestTimeoutMs ?? 15_000,
        connectionsCheckingInterval: options.checkIntervalMs ?? 1_000,
        keepAliveTimeout: options.keepAliveTimeoutMs ?? 5_000,
      },
      (req, res) => this.onRequest(req, res),
    )
    this.server.maxConnections = Number.POSITIVE_INFINITY
    this.server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => this.onClientError(err, socket))
  }

  /** Starts listening; resolves with the URL once connections are accepted. */
  async start(): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(err)
      this.server.once('error', onError)
      this.server.listen({host: this.options.host, port: this.options.port, backlog: 1024}, () => {
        this.server.off('error', onError)
        resolve()
      })
    })
    this.address = this.server.address() as AddressInfo
    const url = this.url
    this.observer.event({type: 'listening', url, host: this.address.address, port: this.address.port})
    return url
  }

  /** `http://127.0.0.1:PORT` (a wildcard host is shown as 127.0.0.1). */
  get url(): string {
    const a = this.address
    if (!a) throw new Error('not listening')
    const host = a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.address
    return `http://${host.includes(':') ? `[${host}]` : host}:${a.port}`
  }

  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes every connection. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.observer.event({type: 'stopping', inFlight: this.inFlight})
      const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
      this.server.closeIdleConnections()
      if (this.inFlight > 0) {
        let timer: NodeJS.Timeout | undefined
        await Promise.race([
          new Promise<void>((resolve) => this.idleWaiters.push(resolve)),
          new Promise<void>(
            (resolve) => (timer = setTimeout(resolve, this.options.stopGraceMs ?? (this.options.forwardTimeoutMs ?? 9_000) + 3_000)),
          ),
        ])
        clearTimeout(timer)
      }
      this.server.closeAllConnections()
      await closed
      this.forwarder?.close()
      this.observer.event({type: 'stopped', stats: {...this.stats}})
    })()
    return this.stopping
  }

  /** Cuts every connection now (a second Ctrl-C): unanswered notifications will be retried by the service. */
  abort(): void {
    this.server.closeAllConnections()
  }

  private onClientError(err: NodeJS.ErrnoException, socket: Socket): void {
    const code = err.code ?? 'ERR'
    if (code !== 'ECONNRESET' && code !== 'EPIPE') {
      this.observer.event({type: 'client-error', code, remote: socket.remoteAddress ?? '?'})
    }
    if (socket.writable && !socket.destroyed) {
      const status =
        code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : code === 'HPE_HEADER_OVERFLOW'
            ? '431 Request Header Fields Too Large'
            : '400 Bad Request'
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    }
    socket.destroy()
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    this.inFlight++
    res.once('close', () => {
      if (--this.inFlight === 0 && this.idleWaiters.length) {
        const waiters = this.idleWaiters
        this.idleWaiters = []
        for (const w of waiters) w()
      }
    })
    if (this.stopping) {
      // Stopping: in-flight requests finish, new ones are turned away (the service will retry them).
      res.setHeader('connection', 'close')
      send(res, 503, '{"error":"the listener is stopping"}')
      req.resume()
      return
    }
    if (req.method !== 'POST') {
      if ((req.method === 'GET' || req.method === 'HEAD') && (req.url === '/health' || req.url?.startsWith('/health?'))) {
        send(res, 200, '{"status":"ok"}')
        return
      }
      res.setHeader('allow', 'POST')
      return this.reject(req, res, 405, 'method')
    }
    // The token first, before a single body byte is read; digests make the lengths equal for timingSafeEqual.
    const auth = req.headers.authorization
    if (!timingSafeEqual(digest(auth ?? ''), this.expected) || auth === undefined) return this.reject(req, res, 401, 'auth')
    const length = req.headers['content-length']
    if (length !== undefined && Number(length) > this.maxBody) return this.reject(req, res, 413, 'too-large')
    const type = req.headers['content-type']
    if (type !== undefined && type !== 'application/json' && !JSON_TYPE.test(type)) return this.reject(req, res, 415, 'media-type')
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return
      size += chunk.length
      if (size > this.maxBody) {
        tooLarge = true
        chunks.length = 0
        this.reject(req, res, 413, 'too-large')
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!tooLarge) this.onBody(req, res, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
    })
  }

  /** Answers an error at once; the rest of the request is read and dropped (up to a limit) so the client sees it. */
  private reject(req: IncomingMessage, res: ServerResponse, status: number, reason: RejectReason): void {
    this.stats.rejected++
    this.observer.event({
      type: 'rejected',
      status,
      reason,
      method: req.method ?? '?',
      path: req.url ?? '',
      remote: remoteOf(req),
      detail: REASON_TEXT[reason],
    })
    if (!req.complete) {
      let drained = 0
      req.on('data', (chunk: Buffer) => {
        drained += chunk.length
        if (drained > DRAIN_LIMIT) req.socket.destroy()
      })
      req.resume()
    }
    if (!res.headersSent) send(res, status, JSON.stringify({error: REASON_TEXT[reason]}))
  }

  private onBody(req: IncomingMessage, res: ServerResponse, buf: Buffer): void {
    const raw = buf.toString('utf8')
    if (jsonDepthExceeds(raw, MAX_NOTIFICATION_DEPTH)) return this.reject(req, res, 400, 'too-deep')
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return this.reject(req, res, 400, 'invalid-json')
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return this.reject(req, res, 400, 'not-object')
    const payload = body as {id?: unknown; event?: unknown}
    const id = typeof payload.id === 'string' ? payload.id : null
    const event = typeof payload.event === 'string' ? payload.event : null
    this.stats.received++
    let repeat = 0
    // A long id is remembered as its digest: 2,000 ids of 1 MB kept as they are took 2.3 GB (docs/listen.md#limits).
    const key = id === null ? null : idKey(id)
    if (key !== null) {
      const before = this.seen.get(key)
      if (before === undefined) {
        this.seen.set(key, 1)
      } else {
        repeat = before
        this.seen.set(key, before + 1)
        this.stats.repeats++
      }
    }
    if (this.options.patterns && !matchesAny(event ?? '', this.options.patterns)) {
      this.stats.filtered++
      this.observer.event({type: 'filtered', id, event})
      sendReceived(res, 200)
      return
    }
    const base = {receivedAt: new Date().toISOString(), id, event, repeat, body, raw}
    const failFirst = this.options.failFirst ?? 0
    const nth = id !== null ? repeat : this.noIdCount++
    if (nth < failFirst) {
      return this.answer(res, {...base, status: this.options.respondStatus ?? 500, forward: this.forwarder ? {kind: 'held'} : undefined})
    }
    // With --fail-first, --respond is the status of the failures only.
    if (this.options.respondStatus !== undefined && failFirst === 0) return this.answer(res, {...base, status: this.options.respondStatus})
    if (!this.forwarder) return this.answer(res, {...base, status: 200})
    let state: ForwardState | undefined
    if (key !== null) {
      state = this.forwarded.get(key)
      if (!state) {
        state = {acked: false}
        this.forwarded.set(key, state)
      }
    }
    void this.forwardAndAnswer(req, res, buf, base, state)
  }

  private async forwardAndAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    buf: Buffer,
    base: Omit<ReceivedNotification, 'status' | 'forward'>,
    state: ForwardState | undefined,
  ): Promise<void> {
    // A repeat that arrives while the same id is being forwarded waits for that outcome first.
    while (state?.pending) await state.pending
    if (state?.acked) return this.answer(res, {...base, status: 200, forward: {kind: 'acknowledged'}})
    let release: (() => void) | undefined
    if (state) state.pending = new Promise<void>((r) => (release = r))
    let result: ForwardResult
    try {
      result = await this.forwarder!.forward(req.headers, buf, req.socket.remoteAddress)
    } catch (err) {
      result = {outcome: {kind: 'down', detail: (err as Error).message}}
    }
    const outcome: ForwardOutcome = result.outcome
    const status = outcome.kind === 'answered' ? outcome.status : outcome.kind === 'timeout' ? 504 : 502
    if (state) {
      if (status >= 200 && status < 300) state.acked = true
      state.pending = undefined
    }
    release?.()
    const answerBody = outcome.kind === 'answered' ? result.body : undefined
    this.answer(res, {...base, status, forward: outcome}, answerBody, result.contentType)
  }

  /**
   * Hands the notification to the observer, then answers once its line is written: its status when the line is
   * recorded, NOT_RECORDED_STATUS (503) when it is not (the observer prints that status, not the one intended:
   * docs/listen.md#output).
   */
  private answer(res: ServerResponse, n: ReceivedNotification, appBody?: Buffer, appType?: string): void {
    if (this.outputBroken) {
      send(res, NOT_RECORDED_STATUS, NOT_RECORDED_BODY)
      return
    }
    this.observer.notification(n, ({recorded, error, unprintable}) => {
      if (unprintable !== undefined) {
        // That notification's fault, not the listener's: it is refused, and the listener goes on.
        this.stats.rejected++
        this.observer.event({type: 'unprintable', id: n.id, status: UNPRINTABLE_STATUS, detail: unprintable})
        send(res, UNPRINTABLE_STATUS, JSON.stringify({error: `the listener could not print this notification: ${unprintable}`}))
        return
      }
      if (error && !this.outputBroken) {
        this.outputBroken = true
        this.observer.event({type: 'output-failed', error})
      }
      if (!recorded) {
        send(res, NOT_RECORDED_STATUS, NOT_RECORDED_BODY)
        return
      }
      this.stats.printed++
      if (appBody !== undefined) send(res, n.status, appBody, appType ?? 'application/octet-stream')
      else if (n.forward && n.forward.kind !== 'answered' && n.forward.kind !== 'acknowledged' && n.forward.kind !== 'held') {
        send(
          res,
          n.status,
          JSON.stringify({
            error:
              n.forward.kind === 'timeout' ? `the app did not answer within ${n.forward.ms} ms` : `the app is down: ${n.forward.detail}`,
          }),
        )
      } else if (n.status >= 200 && n.status < 300) sendReceived(res, n.status)
      else send(res, n.status, `{"error":"answered ${n.status} on purpose"}`)
    })
  }
}
