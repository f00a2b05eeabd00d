/**
 * URLs given by the user: checked as http(s), told apart by where they point (this machine, a private network), and
 * kept from carrying or showing a password (docs/contract.md#configuration).
 */
import {UsageError} from '../errors.js'

/** What payctl says to a base URL with `user:password@`: the password is never repeated. */
export const URL_CREDENTIALS_ADVICE = 'put credentials in the tokens, not the URL'

/** Whether a URL carries credentials (`user@` or `user:password@` before the host). */
export function hasUrlCredentials(url: URL): boolean {
  return url.username !== '' || url.password !== ''
}

/**
 * `text` with whatever stands between `scheme://` and `@` replaced by `***`, for messages that must name a URL which
 * may hold a password (and may not even parse): `http://ops:secret@host` → `http://***@host`.
 */
export function redactUrlCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:[\\/]*)[^\\/?#]*@/gi, '$1***@')
}

/**
 * The warning for a plain `http://` URL whose host is not loopback, or undefined: tokens sent to it cross the network
 * unencrypted.
 */
export function cleartextWarning(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' || isLoopbackUrl(url)) return undefined
  return `${redactUrlCredentials(parsed.origin)} is plain http:// to another machine: the connection is not encrypted and tokens would cross the network in clear; use https://`
}

/** `value` as an http(s) URL, or a usage error naming the flag (exit 2). */
export function httpUrl(flag: string, value: string): URL {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new UsageError(`${flag} "${value}": must be an http(s) URL`)
  return url
}

/** Whether a URL points at this machine or a private network (the real service cannot reach it). */
export function isLocalUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
  } catch {
    return false
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /^fe80:/.test(host)
  )
}

/** Whether a URL's host is a loopback address (a sandbox on this machine). */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
    return host === 'localhost' || host === '::1' || /^127\./.test(host)
  } catch {
    return false
  }
}
