/**
 * TLS handshake and certificate failures (docs/http.md#tls-failures): what is wrong with the server's certificate,
 * from the error's code. Such a failure is final (retrying meets the same certificate) and nothing was sent: the
 * request is written only once the handshake has completed, so even a POST is "not sent", never "outcome unknown".
 */

// The codes Node gives (OpenSSL's verify results, and Node's own host name check), in plain words.
const CERTIFICATE_PROBLEMS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate chain ends in a self-signed certificate that is not trusted',
  CERT_HAS_EXPIRED: 'its certificate has expired',
  CERT_NOT_YET_VALID: 'its certificate is not valid yet',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for another host name',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate was issued by an unknown authority (not one this machine trusts)',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its certificate was issued by an unknown authority (not one this machine trusts)',
  UNABLE_TO_GET_ISSUER_CERT: 'its certificate was issued by an unknown authority (not one this machine trusts)',
  CERT_UNTRUSTED: 'its certificate is not trusted',
  CERT_REJECTED: 'its certificate is rejected',
  CERT_REVOKED: 'its certificate has been revoked',
  CERT_SIGNATURE_FAILURE: "its certificate's signature is invalid",
  CERT_CHAIN_TOO_LONG: 'its certificate chain is too long',
  INVALID_CA: 'its certificate chain holds a certificate that is not a valid authority',
  INVALID_PURPOSE: 'its certificate is not meant for a TLS server',
  PATH_LENGTH_EXCEEDED: 'its certificate chain is longer than its authority allows',
  ERROR_IN_CERT_NOT_BEFORE_FIELD: 'its certificate has a malformed validity date',
  ERROR_IN_CERT_NOT_AFTER_FIELD: 'its certificate has a malformed validity date',
  HOSTNAME_MISMATCH: 'its certificate is for another host name',
}

/**
 * Any other handshake failure: Node's own TLS errors, and OpenSSL's that only a handshake raises (an alert, no common
 * protocol or cipher, TLS spoken to a plain http port). Not a record error in the middle of an answer: that one may
 * come after the request was sent.
 */
const HANDSHAKE =
  /^(ERR_TLS_|ERR_SSL_.*(HANDSHAKE|ALERT|WRONG_VERSION_NUMBER|UNSUPPORTED_PROTOCOL|NO_PROTOCOLS_AVAILABLE|UNKNOWN_PROTOCOL|NO_SHARED_CIPHER|PACKET_LENGTH_TOO_LONG))/

export interface TlsFailure {
  code: string
  /** `its certificate is self-signed`, or `the TLS handshake failed`. */
  problem: string
}

/** The TLS failure behind an error (its cause chain walked), or undefined when it is not one. */
export function tlsFailure(err: unknown): TlsFailure | undefined {
  let e: unknown = err
  for (let i = 0; i < 6 && e && typeof e === 'object'; i++) {
    const code = (e as {code?: unknown}).code
    if (typeof code === 'string') {
      if (CERTIFICATE_PROBLEMS[code]) return {code, problem: CERTIFICATE_PROBLEMS[code]}
      if (HANDSHAKE.test(code)) return {code, problem: 'the TLS handshake failed'}
    }
    e = (e as {cause?: unknown}).cause
  }
  return undefined
}

/**
 * The failures that trusting an authority cures: the certificate is sound but its issuer is not one this machine
 * trusts. An expired certificate, one for another name or a revoked one fails the same with its CA trusted, so the
 * NODE_EXTRA_CA_CERTS hint would only send a person the wrong way.
 */
const UNKNOWN_AUTHORITY = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'CERT_UNTRUSTED',
])

/** `cannot connect securely to api.example.com: its certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT); nothing was sent`. */
export function tlsFailureMessage(host: string, failure: TlsFailure): string {
  const hint = UNKNOWN_AUTHORITY.has(failure.code) ? ' (a test server of your own: trust its CA with NODE_EXTRA_CA_CERTS=ca.pem)' : ''
  return `cannot connect securely to ${host}: ${failure.problem} (${failure.code}); nothing was sent${hint}`
}
