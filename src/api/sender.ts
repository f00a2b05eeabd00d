/**
 * Sending one HTTP request and reading its answer (docs/http.md): the seam where a second sender can plug in. The
 * transport (transport.ts) decides what to send, when to retry and what a failure means; a Sender only sends once.
 * Two implementations (docs/http.md#senders), which read an answer the same way (readAnswer): UndiciSender, undici
 * through a dispatcher (the ProxyRouter of proxy-router.ts when a proxy applies, or one given to the transport), and
 * NodeHttpSender (node-http-sender.ts), node:http for the transport's own requests when no proxy applies.
 */
import type {Dispatcher} from 'undici'
import {eachJsonListItem, JsonStreamError, parseJsonList} from './json-stream.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'

/**
 * A list answer read element by element (json-stream.ts): `true` parses the whole list so; a function receives the
 * elements one by one instead (awaited, not kept).
 */
export type StreamList = boolean | ((item: unknown, index: number) => void | Promise<void>)

export interface ApiResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: unknown
  text: string
  /** The body's bytes as they came, when it is not JSON (`body` is then the text): `payctl api` passes them on. */
  bytes?: Buffer
}

/** One request as a Sender sends it: the URL is final and the headers are all there. */
export interface SendRequest {
  method: HttpMethod
  url: URL
  headers: Record<string, string>
  body?: string
  signal: AbortSignal
  /** No answer headers within this many ms: an UND_ERR_HEADERS_TIMEOUT-coded error (failure.ts). */
  headersTimeoutMs: number
  /** The body silent for this many ms: an UND_ERR_BODY_TIMEOUT-coded error. */
  bodyTimeoutMs: number
  streamList?: StreamList
  /** Counts the elements handed to a streamList function (after one, a failure is not retried). */
  streamed?: {items: number}
}

/** Sends one request and reads its answer; throws what the network throws (classified by failure.ts). */
export interface Sender {
  send(request: SendRequest): Promise<ApiResponse>
  close(): Promise<void>
}

/**
 * What may hold every attempt back and is shown every answer, whichever sender goes: `bolepix import`'s shared pause
 * after a 429 (services/import/rate-gate.ts). `pass` throws to refuse an attempt (nothing is then sent).
 */
export interface Gate {
  pass(): Promise<void>
  observe(status: number, retryAfter: string | string[] | undefined): void
}

/** A sender whose every attempt first passes `gate`, and whose every answer `gate` sees. */
export function gatedSender(inner: Sender, gate: Gate): Sender {
  return {
    async send(request) {
      await gate.pass()
      const res = await inner.send(request)
      gate.observe(res.status, res.headers['retry-after'])
      return res
    },
    close: () => inner.close(),
  }
}

/** An error thrown by a streamList callback, carried through the network error handling untouched. */
export class ItemHandlerError extends Error {
  constructor(readonly original: unknown) {
    super('list item handler failed')
  }
}

const UTF8 = new TextDecoder('utf-8')

/** An answer whose headers have come, as both senders hand it to readAnswer. */
export interface OpenAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: AsyncIterable<Buffer>
  /** Drops the rest of the body (read or cut). */
  discard(): Promise<void>
}

/** Reads an answer's body the one way both senders do: a list element by element, else all its bytes (see SendRequest). */
export async function readAnswer(res: OpenAnswer, r: SendRequest): Promise<ApiResponse> {
  const contentType = String(res.headers['content-type'] ?? '')
  const streamList = r.streamList ?? false
  const streamed = r.streamed ?? {items: 0}
  if (streamList && res.status >= 200 && res.status < 300 && (contentType === '' || /json/i.test(contentType))) {
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
        return {status: res.status, headers: res.headers, body: value, text: ''}
      }
      return {status: res.status, headers: res.headers, body: await parseJsonList(res.body), text: ''}
    } catch (err) {
      // Not JSON after all: like a non-JSON text answer, the caller's schema names what is wrong.
      if (!(err instanceof JsonStreamError)) throw err
      await res.discard().catch(() => undefined)
      return {status: res.status, headers: res.headers, body: undefined, text: `(not JSON: ${err.message})`}
    }
  }
  const chunks: Buffer[] = []
  for await (const chunk of res.body) chunks.push(chunk)
  const bytes = Buffer.concat(chunks)
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
  return {status: res.status, headers: res.headers, body: parsed, text, ...(typeof parsed === 'string' ? {bytes} : {})}
}

/** undici through a dispatcher: the sender of the pooled engines, and of the transport when a proxy applies. */
export class UndiciSender implements Sender {
  /** A dispatcher, or one being made (the transport loads undici only when a proxy applies). */
  constructor(readonly dispatcher: Dispatcher | Promise<Dispatcher>) {}

  async send(r: SendRequest): Promise<ApiResponse> {
    const res = await (
      await this.dispatcher
    ).request({
      origin: r.url.origin,
      path: r.url.pathname + r.url.search,
      method: r.method,
      headers: r.headers,
      body: r.body,
      signal: r.signal,
      headersTimeout: r.headersTimeoutMs,
      bodyTimeout: r.bodyTimeoutMs,
    })
    return readAnswer({status: res.statusCode, headers: res.headers, body: res.body, discard: () => res.body.dump()}, r)
  }

  async close(): Promise<void> {
    await Promise.resolve(this.dispatcher)
      .then((d) => d.close())
      .catch(() => undefined)
  }
}
