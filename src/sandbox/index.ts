/**
 * The embedded sandbox: a stateful local implementation of the whole service (docs/sandbox.md) on node:http.
 * `startSandbox(options)` resolves once it is listening, with its URL and credentials; `close()` stops accepting,
 * lets in-flight requests finish (briefly), stops deliveries and flushes the journal.
 */
import {createServer, type RequestListener, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {Auth, resolveCredentials} from './auth.js'
import {SandboxClock, randomId, type IdFn, type NowFn} from './clock.js'
import type {SandboxContext} from './context.js'
import {DeliveryEngine} from './delivery.js'
import {Journal} from './journal.js'
import {createHandler, type RequestLogEntry} from './server.js'
import {Store} from './store.js'

export type {RequestLogEntry}

export interface SandboxOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Journal file (JSON Lines) that persists state; in memory when absent. */
  dataFile?: string
  sellerId?: string
  accessToken?: string
  clientToken?: string
  refreshToken?: string
  /** First retry delay (default 1000 ms; doubles per attempt, with jitter). */
  retryBaseMs?: number
  /** Cap of one retry delay (default 3 600 000 ms). */
  retryMaxMs?: number
  /** Delivery attempts in all (default 20). */
  maxAttempts?: number
  /** Timeout of one delivery attempt (default 10 000 ms). */
  deliveryTimeoutMs?: number
  /** Where PDF URLs point (default `<base URL>/cdn`, served by the sandbox). */
  cdnUrl?: string
  /** Total of an order the sandbox has not seen (default 10000 cents). */
  defaultOrderCents?: number
  /** Days before an uncaptured pre-authorization is reversed (default 5). */
  preauthDays?: number
  /** One human line per request. */
  log?: (line: string) => void
  /** One structured entry per request. */
  onRequest?: (entry: RequestLogEntry) => void
  /** Warnings (a torn journal line, a failed journal write); default: stderr. */
  warn?: (message: string) => void
  /** Injected base clock (deterministic tests); sandbox time = this + the clock offset. */
  now?: NowFn
  /** Injected id generator (deterministic tests). */
  ids?: IdFn
  /** Injected randomness for the retry jitter. */
  random?: () => number
}

export interface Sandbox {
  url: string
  host: string
  port: number
  sellerId: string
  /** The current access token (a refresh replaces it). */
  readonly accessToken: string
  clientToken: string
  refreshToken: string
  cdnUrl: string
  dataFile?: string
  /** Resolves once every change so far is on disk (tests). */
  flush(): Promise<void>
  close(): Promise<void>
}

/** Formats a request log entry as one human line. */
export function formatRequestLine(e: RequestLogEntry): string {
  return `${e.at} ${e.method} ${e.path} ${e.status} ${e.duration_ms}ms`
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve(server.address() as AddressInfo)
    })
  })
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const warn = options.warn ?? ((m: string) => process.stderr.write(`warning: ${m}\n`))
  const id = options.ids ?? randomId
  const host = options.host ?? '127.0.0.1'

  // The port first: a busy one ends the start before the data file (or its lock) is created. Requests
  // that arrive before the handler is ready get a 503.
  let listener: RequestListener = (_req, res) => void res.writeHead(503, {'content-type': 'application/json'}).end('{"message":"starting"}')
  const server = createServer(
    {keepAliveTimeout: 5_000, headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000},
    (req, res) => listener(req, res),
  )
  const address = await listen(server, options.port ?? 4010, host)
  let store: Store
  try {
    if (options.dataFile) {
      const {journal, entries} = await Journal.open(options.dataFile, warn)
      store = new Store(journal)
      store.replay(entries)
    } else {
      store = new Store()
    }
  } catch (err) {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    throw err
  }
  try {
    const clock = new SandboxClock(options.now)
    clock.setOffset(store.clockOffsetMs)
    const credentials = resolveCredentials(store.credentials, options, id)
    if (JSON.stringify(credentials) !== JSON.stringify(store.credentials)) store.setCredentials(credentials)
    await store.compactIfWorthIt()
    await store.commit()

    const delivery = new DeliveryEngine(store, clock, {
      retryBaseMs: options.retryBaseMs ?? 1000,
      retryMaxMs: options.retryMaxMs ?? 3_600_000,
      maxAttempts: options.maxAttempts ?? 20,
      timeoutMs: options.deliveryTimeoutMs ?? 10_000,
      random: options.random ?? Math.random,
      userAgent: 'payctl-sandbox/1',
      warn,
    })
    const memo = new Map<string, unknown>()
    const pdfCache = new Map<string, Buffer>()
    const ctx: SandboxContext = {
      store,
      clock,
      id,
      settings: {
        sellerId: credentials.sellerId,
        marketplaceId: credentials.marketplaceId,
        cdnUrl: '',
        defaultOrderCents: options.defaultOrderCents ?? 10_000,
        preauthDays: options.preauthDays ?? 5,
      },
      deliver: (n) => delivery.schedule(n),
      memo: <T>(key: string, make: () => T): T => {
        if (!memo.has(key)) {
          if (memo.size > 16) memo.clear()
          memo.set(key, make())
        }
        return memo.get(key) as T
      },
    }
    const auth = new Auth(store)
    const handler = createHandler({
      ctx,
      auth,
      onClockMoved: () => delivery.scheduleAll(),
      renderPdf: async (input) => {
        // A PDF changes only with the invoice's status: keep the last few rendered.
        const key = `${input.invoiceId}:${input.status}`
        let pdf = pdfCache.get(key)
        if (!pdf) {
          const {renderInvoicePdf} = await import('./pdf/index.js')
          pdf = await renderInvoicePdf(input)
          if (pdfCache.size >= 32) pdfCache.delete(pdfCache.keys().next().value!)
          pdfCache.set(key, pdf)
        }
        return pdf
      },
      onRequest: (entry) => {
        options.onRequest?.(entry)
        options.log?.(formatRequestLine(entry))
      },
      warn,
    })
    listener = handler.listener
    const hostInUrl = address.family === 'IPv6' || host.includes(':') ? `[${address.address}]` : host
    const url = `http://${hostInUrl}:${address.port}`
    ctx.settings.cdnUrl = (options.cdnUrl ?? `${url}/cdn`).replace(/\/+$/, '')
    delivery.scheduleAll()

    // Time-driven changes (expiry, reversal) also happen with no request coming in.
    const ticker = setInterval(() => {
      handler.tick()
      store.commit().catch((err: Error) => warn(`journal write failed: ${err.message}`))
    }, 60_000)
    ticker.unref()

    let closing: Promise<void> | undefined
    const close = (): Promise<void> =>
      (closing ??= (async () => {
        clearInterval(ticker)
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        const force = setTimeout(() => server.closeAllConnections(), 2_000)
        await closed
        clearTimeout(force)
        await delivery.close()
        await store.close()
      })())

    return {
      url,
      host,
      port: address.port,
      sellerId: credentials.sellerId,
      get accessToken() {
        return auth.credentials.accessToken
      },
      clientToken: credentials.clientToken,
      refreshToken: credentials.refreshToken,
      cdnUrl: ctx.settings.cdnUrl,
      ...(options.dataFile ? {dataFile: options.dataFile} : {}),
      flush: () => store.commit(),
      close,
    }
  } catch (err) {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await store.close().catch(() => {})
    throw err
  }
}
