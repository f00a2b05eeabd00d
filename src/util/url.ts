/** URLs given by the user: checked as http(s), and told apart by where they point (this machine, a private network). */
import {UsageError} from '../errors.js'

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
