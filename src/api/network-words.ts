/**
 * What a network failure was, in words: Node's and undici's internal codes (`UND_ERR_DESTROYED`, `ECONNRESET`)
 * never reach a message; `--debug` still logs the raw error. An unknown code reads as a failed connection.
 */
const WORDS: Record<string, string> = {
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection closed while the request was being sent',
  UND_ERR_SOCKET: 'the connection closed before the answer was complete',
  UND_ERR_DESTROYED: 'the connection was closed',
  UND_ERR_CLOSED: 'the connection was closed',
  UND_ERR_ABORTED: 'the request was aborted',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'the answer was shorter or longer than it announced',
  UND_ERR_REQ_CONTENT_LENGTH_MISMATCH: 'the request body did not match its length',
  ENOTFOUND: 'no such host (DNS lookup failed)',
  EAI_AGAIN: 'the DNS lookup failed for now',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  EADDRNOTAVAIL: 'the address is not available',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the TLS certificate does not name this host',
}

/** The failure in words for an error code (`UND_ERR_DESTROYED` → "the connection was closed"). */
export function networkWords(code: string | undefined): string {
  return (code && WORDS[code]) ?? 'the connection failed'
}
