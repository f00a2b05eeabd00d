/**
 * Downloads of an absolute URL (a PDF on the CDN; docs/http.md#credentials-and-redirects): no credentials unless the URL is on the
 * API's own origin, redirects followed without them and never from https down to http, a size limit.
 */
import type {Dispatcher} from 'undici'
import {ApiError, NetworkError} from '../errors.js'
import {redactUrlCredentials} from '../util/url.js'
import {describeErrorBody} from './error-body.js'
import type {Failure} from './failure.js'

export interface Downloaded {
  status: number
  contentType: string
  body: Buffer
  url: string
}

export interface DownloadContext {
  dispatcher: Dispatcher
  /** The API's origin: only there does the access token go, and only on the first hop. */
  apiOrigin: string
  accessToken?: string
  userAgent: string
  signal: AbortSignal
  headersTimeoutMs: number
  bodyTimeoutMs: number
  log(line: string): void
  via(url: URL): string
  classify(err: unknown, url: URL): Failure
}

export async function download(href: string, maxBytes: number, c: DownloadContext): Promise<Downloaded> {
  let url = new URL(href)
  for (let hop = 0; hop < 5; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new NetworkError(`refusing to download ${url.protocol} URL`)
    const headers: Record<string, string> = {'user-agent': c.userAgent}
    if (url.origin === c.apiOrigin && hop === 0 && c.accessToken) headers.authorization = `Bearer ${c.accessToken}`
    c.log(
      `--> GET ${url.href} (download${headers.authorization ? ', with credentials: same origin as the API' : ', no credentials'})${c.via(url)}`,
    )
    let res: Dispatcher.ResponseData
    try {
      res = await c.dispatcher.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method: 'GET',
        headers,
        signal: c.signal,
        headersTimeout: c.headersTimeoutMs,
        bodyTimeout: c.bodyTimeoutMs,
      })
    } catch (err) {
      throw c.classify(err, url).error
    }
    const location = res.headers.location
    if (res.statusCode >= 300 && res.statusCode < 400 && location) {
      await res.body.dump()
      const next = new URL(String(location), url)
      // Never from https down to http: the file would cross the network in clear, open to change (docs/http.md).
      if (url.protocol === 'https:' && next.protocol === 'http:') {
        throw new NetworkError(
          `refusing to follow a redirect from ${url.origin} down to plain http (${redactUrlCredentials(next.origin)}): the download stops here`,
        )
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
    c.log(`<-- ${res.statusCode} GET ${url.href} (${body.length}B ${contentType})`)
    if (res.statusCode >= 400) {
      throw new ApiError(
        res.statusCode,
        describeErrorBody(res.statusCode, undefined, body.toString('utf8').slice(0, 2000), contentType).message,
      )
    }
    return {status: res.statusCode, contentType, body, url: url.href}
  }
  throw new NetworkError('too many redirects')
}
