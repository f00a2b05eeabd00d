/**
 * The HTTP client's timeouts and their defaults (docs/http.md#timeouts), apart from the transport so that a command
 * that only shows them (`config list`) loads no HTTP client.
 */
export interface Timeouts {
  /** TCP/TLS connection establishment. */
  connectMs: number
  /** From request sent to response headers. */
  headersMs: number
  /** Longest silence while reading the body. */
  bodyMs: number
  /** Everything, retries and backoff included. */
  deadlineMs: number
}

export const DEFAULT_TIMEOUTS: Timeouts = {connectMs: 5_000, headersMs: 30_000, bodyMs: 30_000, deadlineMs: 120_000}
