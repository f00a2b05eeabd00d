/**
 * The 401 refresh flow (docs/contract.md#authentication, docs/http.md#refresh-on-401): POST /api/{seller}/tokens with the refresh
 * token, once per request; the new access token is returned for the transport to use and store.
 */
import {AuthError, withNext} from '../errors.js'
import {describeErrorBody} from './error-body.js'
import type {Failure} from './failure.js'
import type {ApiResponse, SendRequest, Sender} from './sender.js'

export interface RefreshContext {
  sender: Sender
  url: URL
  refreshToken: string
  /** The request as every request is sent (headers without authorization, signal, timeouts). */
  base: Omit<SendRequest, 'method' | 'url' | 'body'>
  log(line: string): void
  classify(err: unknown): Failure
}

/** Returns a new access token, or throws AuthError ("run payctl login"). */
export async function refreshAccessToken(c: RefreshContext): Promise<string> {
  c.log(`--> POST ${c.url.href} (token refresh)`)
  let res: ApiResponse
  try {
    res = await c.sender.send({
      ...c.base,
      method: 'POST',
      url: c.url,
      headers: {...c.base.headers, authorization: `Bearer ${c.refreshToken}`},
      body: '{}',
    })
  } catch (err) {
    throw c.classify(err).error
  }
  c.log(`<-- ${res.status} token refresh`)
  const token = (res.body as {data?: unknown} | undefined)?.data
  if (res.status < 200 || res.status >= 300 || typeof token !== 'string' || token === '') {
    throw withNext(
      new AuthError(
        res.status === 200 ? 401 : res.status,
        `the access token was refused and refreshing it failed (${describeErrorBody(res.status, res.body, res.text).message}); run payctl login`,
      ),
      'payctl login',
    )
  }
  return token
}
