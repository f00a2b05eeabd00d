/**
 * A stand-in server on 127.0.0.1:0 that records every request (method, path, query, headers, raw body) and answers
 * with whatever the test scripts. It stops by itself after `lifetimeMs` at the latest.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, afterEach, beforeAll, beforeEach} from 'vitest'

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingMessage['headers']
  body: string
  json?: unknown
}

export type Handler = (req: RecordedRequest, res: ServerResponse, raw: IncomingMessage) => void | Promise<void>

export interface RecordingServer {
  url: string
  port: number
  requests: RecordedRequest[]
  /** Replaces the handler (default: 200 `{}`). */
  handle(handler: Handler): void
  close(): Promise<void>
}

/** A port on 127.0.0.1 with nothing listening on it (bound, then released): connections to it are refused. */
export async function closedPort(): Promise<number> {
  const s = createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const port = (s.address() as AddressInfo).port
  await new Promise<void>((r) => s.close(() => r()))
  return port
}

/** Writes a JSON answer. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers})
  res.end(text)
}

/** `port` 0 (the default) picks a free one; a given port is for a test that brings a receiver back where one was down. */
export async function startRecordingServer(handler?: Handler, lifetimeMs = 120_000, port = 0): Promise<RecordingServer> {
  let current: Handler = handler ?? ((_req, res) => sendJson(res, 200, {}))
  const requests: RecordedRequest[] = []
  const server = createServer(async (raw, res) => {
    const chunks: Buffer[] = []
    for await (const c of raw) chunks.push(c as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const url = new URL(raw.url ?? '/', 'http://localhost')
    let json: unknown
    try {
      json = body ? JSON.parse(body) : undefined
    } catch {
      json = undefined
    }
    const rec: RecordedRequest = {
      method: raw.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: raw.headers,
      body,
      json,
    }
    requests.push(rec)
    try {
      await current(rec, res, raw)
    } catch (err) {
      if (!res.headersSent) sendJson(res, 500, {error: String(err)})
    }
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const bound = (server.address() as AddressInfo).port
  const timer = setTimeout(() => server.close(), lifetimeMs)
  timer.unref()
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    requests,
    handle(h) {
      current = h
    },
    close: () =>
      new Promise<void>((r) => {
        clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

/**
 * One recording server for a whole test file: started before all tests, its requests emptied and `reset` applied
 * before each test (set the handler there), closed after all. The returned object reads through to the live server.
 */
export function sharedRecordingServer(reset: (server: RecordingServer) => void = () => undefined): RecordingServer {
  let live: RecordingServer | undefined
  const current = () => {
    if (!live) throw new Error('the shared recording server is used outside a test')
    return live
  }
  beforeAll(async () => {
    live = await startRecordingServer()
  })
  afterAll(() => live?.close())
  beforeEach(() => {
    current().requests.length = 0
    reset(current())
  })
  return {
    get url() {
      return current().url
    },
    get port() {
      return current().port
    },
    get requests() {
      return current().requests
    },
    handle: (h) => current().handle(h),
    close: () => current().close(),
  }
}

/** A factory of recording servers that are closed after each test. */
export function recordingServerPerTest(lifetimeMs = 60_000): () => Promise<RecordingServer> {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })
  return async () => {
    const s = await startRecordingServer(undefined, lifetimeMs)
    cleanups.push(() => s.close())
    return s
  }
}
