/**
 * The transport's sender when no proxy applies to its origin (docs/http.md#senders): one request by node:http or
 * node:https, so that a command sending a few requests never loads undici (docs/performance.md). It keeps
 * every behaviour of UndiciSender, failures included: a connect, headers or body timeout is an error with undici's
 * code (UND_ERR_CONNECT_TIMEOUT, UND_ERR_HEADERS_TIMEOUT, UND_ERR_BODY_TIMEOUT), and a connection closed before the
 * answer is whole is UND_ERR_SOCKET as undici says it, so that failure.ts gives the same retries and the same words.
 * TLS is Node's default (the system's authorities and NODE_EXTRA_CA_CERTS, the host name checked), as undici's is.
 * One keep-alive agent per scheme, ended by close() once the requests in flight are done.
 */
import type {Agent as HttpAgent, ClientRequest, IncomingMessage} from 'node:http'
import type {Socket} from 'node:net'
import {type ApiResponse, readAnswer, type SendRequest, type Sender} from './sender.js'

/** An error coded as undici codes the same failure (failure.ts reads the code). */
export class SenderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: {cause?: unknown},
  ) {
    super(message, options)
  }
}

type Client = {request: typeof import('node:http').request; agent: HttpAgent}

/**
 * Node's words for a connection closed early (`socket hang up` before the answer, `aborted` within its body) are
 * undici's UND_ERR_SOCKET ("other side closed"); a reset (`read ECONNRESET`) stays ECONNRESET, as undici leaves it.
 */
function asUndiciWould(err: unknown): unknown {
  const e = err as {code?: unknown; message?: unknown}
  if (e?.code === 'ECONNRESET' && (e.message === 'socket hang up' || e.message === 'aborted'))
    return new SenderError('UND_ERR_SOCKET', 'other side closed', {cause: err})
  return err
}

/**
 * The body's chunks, each awaited for at most `ms` (undici's bodyTimeout: the silence while the reader waits, not the
 * time the reader takes with a chunk); past it the answer is cut with an UND_ERR_BODY_TIMEOUT error. What Node's own
 * async iterator of a stream does (`read()` on 'readable', the stream's error thrown, a close before the end an
 * ERR_STREAM_PREMATURE_CLOSE, the stream destroyed when the reader stops early), by the stream's events: that
 * iterator sets up end-of-stream tracking that costs ~0.5 ms of every command's first answer (docs/performance.md).
 */
export async function* silenceLimited(res: IncomingMessage, ms: number): AsyncGenerator<Buffer> {
  let wake: (() => void) | undefined
  let ended = res.readableEnded
  let failure: Error | undefined = res.errored ?? undefined
  const poke = () => {
    const w = wake
    wake = undefined
    w?.()
  }
  const onEnd = () => {
    ended = true
    poke()
  }
  const onError = (err: Error) => {
    failure ??= err
    poke()
  }
  const onClose = () => {
    if (!ended) failure ??= Object.assign(new Error('Premature close'), {code: 'ERR_STREAM_PREMATURE_CLOSE'})
    poke()
  }
  res.on('readable', poke)
  res.on('end', onEnd)
  res.on('error', onError)
  res.on('close', onClose)
  if (res.destroyed && !ended) onClose()
  try {
    for (;;) {
      const chunk = res.destroyed ? null : (res.read() as Buffer | null)
      if (chunk !== null) {
        yield chunk
        continue
      }
      if (failure) throw failure
      if (ended) return
      const timer = setTimeout(() => res.destroy(new SenderError('UND_ERR_BODY_TIMEOUT', 'Body Timeout Error')), ms)
      await new Promise<void>((resolve) => (wake = resolve))
      clearTimeout(timer)
    }
  } finally {
    res.off('readable', poke)
    res.off('end', onEnd)
    res.off('close', onClose)
    // The 'error' listener stays: an error the stream was destroyed with is emitted a tick later (after `closed` is
    // set), and an 'error' without a listener would end the process. (Node's own iterator leaves its listeners too.)
    if (!ended || failure) res.destroy()
  }
}

/** The signal's reason, as undici rejects with it (an error of undici's code when there is none). */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new SenderError('UND_ERR_ABORTED', 'Request aborted')
}

export class NodeHttpSender implements Sender {
  private readonly clients = new Map<string, Client>()
  private readonly inFlight = new Set<Promise<unknown>>()
  private closed = false

  /** `connectMs`: TCP and TLS connection establishment (undici's connect timeout). */
  constructor(private readonly connectMs: number) {}

  /**
   * node:http or node:https (loaded on first use: an http:// sandbox never loads TLS; getBuiltinModule, as the bundle
   * may not call import(): docs/performance.md) and its keep-alive agent.
   */
  private client(protocol: string): Client {
    let client = this.clients.get(protocol)
    if (!client) {
      const m = protocol === 'https:' ? process.getBuiltinModule('node:https') : process.getBuiltinModule('node:http')
      // An idle connection is closed after 10 s, as the undici pool's keepAliveTimeout (or sooner by the server's
      // Keep-Alive hint): a request never goes out on a connection the server has long forgotten.
      client = {request: m.request, agent: new m.Agent({keepAlive: true, maxSockets: 64, timeout: 10_000})}
      this.clients.set(protocol, client)
    }
    return client
  }

  async send(r: SendRequest): Promise<ApiResponse> {
    if (this.closed) throw new SenderError('UND_ERR_CLOSED', 'The client is closed')
    const sending = this.sendOnce(r)
    this.inFlight.add(sending)
    try {
      return await sending
    } finally {
      this.inFlight.delete(sending)
    }
  }

  private async sendOnce(r: SendRequest): Promise<ApiResponse> {
    const {res, connectionError} = await this.open(r, this.client(r.url.protocol))
    // Ctrl-C or the deadline while the body comes: the answer is cut (classified by the signal, failure.ts).
    const cut = () => res.destroy(abortReason(r.signal))
    r.signal.addEventListener('abort', cut, {once: true})
    try {
      if (r.signal.aborted) throw abortReason(r.signal)
      const headers = res.headers as Record<string, string | string[] | undefined>
      return await readAnswer(
        {status: res.statusCode ?? 0, headers, body: silenceLimited(res, r.bodyTimeoutMs), discard: async () => void res.destroy()},
        r,
      )
    } catch (err) {
      res.destroy()
      // A reset within the body reaches the answer only as Node's "aborted"; the connection's own error says it was
      // a reset (read ECONNRESET), as undici does.
      const endedEarly = (err as {code?: unknown})?.code === 'ECONNRESET' && (err as Error).message === 'aborted'
      throw asUndiciWould((endedEarly && connectionError()) || err)
    } finally {
      r.signal.removeEventListener('abort', cut)
    }
  }

  /** Sends the request; resolves when the answer's headers have come, with the error its connection meets after. */
  private open(r: SendRequest, client: Client): Promise<{res: IncomingMessage; connectionError(): Error | undefined}> {
    return new Promise((resolve, reject) => {
      if (r.signal.aborted) return reject(abortReason(r.signal))
      const headers: Record<string, string> = {...r.headers}
      if (r.body !== undefined) headers['content-length'] = String(Buffer.byteLength(r.body))
      const req: ClientRequest = client.request({
        protocol: r.url.protocol,
        hostname: r.url.hostname.replace(/^\[|\]$/g, ''),
        port: r.url.port || undefined,
        path: r.url.pathname + r.url.search,
        method: r.method,
        headers,
        agent: client.agent,
      })
      let timer: NodeJS.Timeout | undefined
      const limit = (code: string, message: string, ms: number) => {
        clearTimeout(timer)
        timer = setTimeout(() => req.destroy(new SenderError(code, message)), ms)
      }
      const onAbort = () => req.destroy(abortReason(r.signal))
      const settle = () => {
        clearTimeout(timer)
        r.signal.removeEventListener('abort', onAbort)
      }
      r.signal.addEventListener('abort', onAbort, {once: true})
      limit('UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error', this.connectMs)
      const connected = () => limit('UND_ERR_HEADERS_TIMEOUT', 'Headers Timeout Error', r.headersTimeoutMs)
      req.once('socket', (socket: Socket) => {
        if (req.reusedSocket || !socket.connecting) connected()
        else socket.once(r.url.protocol === 'https:' ? 'secureConnect' : 'connect', connected)
      })
      let failed: Error | undefined
      req.once('response', (res) => {
        settle()
        resolve({res, connectionError: () => failed})
      })
      // `on`, not `once`: after the answer has come, an error of its socket is emitted here as well (kept for sendOnce).
      req.on('error', (err) => {
        failed ??= err
        settle()
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- an Error: the socket's, or the abort's
        reject(asUndiciWould(r.signal.aborted ? abortReason(r.signal) : err))
      })
      req.end(r.body)
    })
  }

  /**
   * As undici's close(): the requests in flight finish (a command that stops at a first error, with a second request
   * still out, must not cut it: the transport would send it again), then the connections are ended.
   */
  async close(): Promise<void> {
    this.closed = true
    await Promise.allSettled([...this.inFlight])
    for (const client of this.clients.values()) client.agent.destroy()
    this.clients.clear()
  }
}
