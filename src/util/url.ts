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

const PLAIN = /^[\x21-\x5b\x5d-\x7e]*$/
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/** The first character the URL parser would drop, re-encode or show misleadingly, with what it is; else undefined. */
function characterProblem(text: string): string | undefined {
  // Printable ASCII without a space or a backslash, as most URLs are: nothing below applies, and the Unicode classes
  // (~0.5 ms to compile on first use) are not needed.
  if (PLAIN.test(text)) return undefined
  let at = 0
  for (const ch of text) {
    at++
    const cp = ch.codePointAt(0)!
    const where = `${codePoint(ch)} at character ${at}`
    if (cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp <= 0x9f)) return `holds a control character (${where})`
    if (BIDI.test(ch)) return `holds a bidirectional text mark (${where}), which shows the text in another order than it is read`
    if (/[\s\p{Z}]/u.test(ch)) return `holds a space (${where}); write it %20`
    if (/\p{Cf}/u.test(ch)) return `holds an invisible character (${where})`
    if (cp > 0x7e) return `holds a non-ASCII character (${where}): write a host in its xn-- form, and the rest percent-encoded`
    if (ch === '\\') return `holds a backslash (character ${at}), which the URL parser reads as /`
  }
  return undefined
}

/**
 * Why the URL parser would read `text` as another URL than it shows, or undefined (docs/contract.md#urls): a control
 * character, a bidi mark, a space or any character the parser drops or re-encodes, a host it rewrites (`127.1`,
 * `%41pi`), a path it resolves (`/a/../b`). Ordinary differences are fine: a missing `/` after the host, an
 * upper-case scheme or host, a default port; the serialised form is what is sent and shown. Not a URL at all is
 * left to the caller ("must be an http(s) URL"). The text is never repeated: it may hold anything.
 */
export function urlTextProblem(text: string): string | undefined {
  const bad = characterProblem(text)
  if (bad) return bad
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  const m = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)(.*)$/i.exec(text)
  if (!m) return `is not written as scheme://host/…; write ${redactUrlCredentials(url.href)}`
  const [, , authority = '', rest = ''] = m
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1)
  const pm = /^(.*?)(?::(\d*))?$/.exec(hostPort)!
  const [host, port] = [(pm[1] ?? '').toLowerCase(), pm[2]]
  if (host !== url.hostname) return `its host would be read as ${url.hostname}; write that`
  if (port && Number(port) !== (url.port === '' ? {'http:': 80, 'https:': 443}[url.protocol] : Number(url.port))) {
    return `its port would be read as ${url.port}`
  }
  const shown = rest === '' || rest.startsWith('/') ? rest || '/' : `/${rest}`
  const read = url.href.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
  if (read !== shown) return `would be read as ${redactUrlCredentials(url.href)} (the parser drops or re-encodes part of it); write that`
  return undefined
}

/**
 * `value` as an http(s) URL that reads as it shows (urlTextProblem) and carries no credentials, or a usage error
 * naming the flag (exit 2). Used for every URL flag but the base URL (which config/resolve.ts checks the same way).
 */
export function httpUrl(flag: string, value: string): URL {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`${flag} ${JSON.stringify(redactUrlCredentials(value))}: must be an http(s) URL`)
  }
  const problem = urlTextProblem(value)
  if (problem) throw new UsageError(`${flag}: the URL ${problem}`)
  // As for base URLs: a password would be printed with the URL, and is not sent as credentials anyway.
  if (hasUrlCredentials(url))
    throw new UsageError(
      `${flag} ${JSON.stringify(redactUrlCredentials(value))} carries credentials (user:password@): ${RECEIVER_CREDENTIALS_ADVICE}`,
    )
  return url
}

/** What payctl says to a receiver's URL with `user:password@` (`--to`, `--forward-to`, `--target`). */
export const RECEIVER_CREDENTIALS_ADVICE = "put the receiver's token in its authorization (--authorization), not in the URL"

/**
 * A URL's host as the WHATWG parser serialises it, brackets off, lower case: `127.1` and `0x7f.0.0.1` come out as
 * `127.0.0.1`, `[0:0::1]` as `::1`, `[::ffff:127.0.0.1]` as `::ffff:7f00:1`. Only this form is classified: a text
 * prefix is not an address (`127.0.0.1.example.invalid` is a name, looked up in DNS).
 */
function urlHost(url: string | URL): string | undefined {
  try {
    return (typeof url === 'string' ? new URL(url) : url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
  } catch {
    return undefined
  }
}

/** The four numbers of a dotted IPv4 literal (as the URL parser writes every IPv4 host), or undefined for a name. */
function ipv4(host: string): number[] | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  if (!m) return undefined
  const parts = m.slice(1).map(Number)
  return parts.every((n) => n <= 255) ? parts : undefined
}

/** The IPv4 address inside an IPv4-mapped IPv6 literal (`::ffff:7f00:1` → 127.0.0.1), as the URL parser writes it. */
function mappedIpv4(host: string): number[] | undefined {
  const m = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host)
  if (!m) return undefined
  const hi = Number.parseInt(m[1]!, 16)
  const lo = Number.parseInt(m[2]!, 16)
  return [hi >> 8, hi & 255, lo >> 8, lo & 255]
}

/**
 * Whether a host (as urlHost gives it) is this machine: an IP literal in 127.0.0.0/8 (IPv4-mapped too), `::1`,
 * `localhost` or a name under `.localhost` (RFC 6761 §6.3). Nothing else, whatever it looks like.
 */
export function isLoopbackHost(host: string): boolean {
  const v4 = ipv4(host) ?? mappedIpv4(host)
  if (v4) return v4[0] === 127
  return host === '::1' || host === 'localhost' || host.endsWith('.localhost')
}

/** Whether a URL points at this machine or a private network (the real service cannot reach it). */
export function isLocalUrl(url: string): boolean {
  const host = urlHost(url)
  if (host === undefined) return false
  if (isLoopbackHost(host)) return true
  const v4 = ipv4(host) ?? mappedIpv4(host)
  if (v4) {
    const [a, b = 0] = v4
    return a === 0 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254)
  }
  // IPv6 literals (the parser writes them with colons; a name never has one): unique local fc00::/7, link-local fe80::/10.
  return host.includes(':') && (/^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host))
}

/** Whether a URL's host is a loopback address (a sandbox on this machine): isLoopbackHost. */
export function isLoopbackUrl(url: string | URL): boolean {
  const host = urlHost(url)
  return host !== undefined && isLoopbackHost(host)
}

/**
 * Where payctl needs this machine (a check that lets something through only on loopback): a usage error for a URL
 * that is not loopback, and a plainer one for a name that only looks like an address on it (exit 2, before any
 * request or name lookup).
 */
export function looksLikeLoopbackOnly(url: string | URL): string | undefined {
  const host = urlHost(url)
  if (host === undefined || isLoopbackHost(host)) return undefined
  if (/^(127\.|localhost\b|\[?::1\b)/.test(host)) {
    return `${host} is not a loopback address: it is a name that only starts like one, and it would be looked up in DNS (this machine is 127.0.0.0/8, ::1, localhost or *.localhost)`
  }
  return undefined
}
