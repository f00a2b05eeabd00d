/**
 * Every error payctl raises on purpose, in one module, each with the exit code it maps to (docs/contract.md#errors-and-exit-codes):
 * 0 success; 1 API/network failure or a declined/refused operation; 2 invalid input or usage (nothing sent);
 * 4 authentication or permission refused; 8 still pending when a wait timed out; 130 interrupted.
 */

export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  auth: 4,
  pending: 8,
  interrupted: 130,
} as const
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode]

export interface ExitCodeMeaning {
  code: ExitCodeValue
  name: keyof typeof ExitCode
  meaning: string
}

/** What each exit code means, as `payctl commands` lists it (docs/contract.md#errors-and-exit-codes). */
export const EXIT_CODES: readonly ExitCodeMeaning[] = [
  {code: ExitCode.ok, name: 'ok', meaning: 'success'},
  {
    code: ExitCode.failure,
    name: 'failure',
    meaning:
      'the API or the network failed, or the operation was declined or refused (a declined confirmation, not found, outcome unknown)',
  },
  {code: ExitCode.usage, name: 'usage', meaning: 'invalid input or usage: nothing was sent'},
  {code: ExitCode.auth, name: 'auth', meaning: 'authentication or permission refused (401 or 403, after any token refresh)'},
  {code: ExitCode.pending, name: 'pending', meaning: 'still pending when a wait timed out (bolepix wait)'},
  {code: ExitCode.interrupted, name: 'interrupted', meaning: 'interrupted (Ctrl-C)'},
]

/** One offending field: its body path (`debtor.document`) and what is wrong with it. */
export interface ValidationIssue {
  path: string
  message: string
  /** The flag that gives it (`--debtor-document`), when the message names it too: `--debtor-document (debtor.document)`. */
  flag?: string
}

/** Base class: a message for humans, a stable code for scripts, an exit code, optional details. */
export class PayctlError extends Error {
  readonly exitCode: ExitCodeValue = ExitCode.failure
  readonly code: string = 'error'
  readonly status?: number
  readonly details?: unknown
  /**
   * The one command that obviously comes next (`payctl login`), when there is one: said to an AI agent after the
   * error (docs/agents.md#the-command-that-comes-next). Set by `withNext`.
   */
  next?: readonly string[]
  constructor(message: string, options?: {details?: unknown; cause?: unknown}) {
    super(message, options?.cause === undefined ? undefined : {cause: options.cause})
    this.name = new.target.name
    this.details = options?.details
  }
}

/** `err`, marked with the commands that come next (PayctlError.next); anything else is returned as it is. */
export function withNext<E>(err: E, ...commands: string[]): E {
  if (err instanceof PayctlError) err.next = commands
  return err
}

/** Invalid input or usage; nothing was sent. Exit 2. */
export class UsageError extends PayctlError {
  override readonly exitCode = ExitCode.usage
  override readonly code: string = 'usage'
}

/** oclif's parser refused the command line (an unknown or missing flag, a bad value). Exit 2; its --help is suggested. */
export class CommandLineError extends UsageError {}

/** `debtor.name: required`, or with its flag `--debtor-name (debtor.name): required`. */
function issueText(i: ValidationIssue): string {
  if (!i.path) return i.message
  return `${i.flag ? `${i.flag} (${i.path})` : i.path}: ${i.message}`
}

/** Input that failed validation; names every offending field at once. Exit 2. */
export class ValidationError extends UsageError {
  override readonly code = 'validation'
  readonly issues: ValidationIssue[]
  constructor(issues: ValidationIssue[], prefix = 'invalid input') {
    super(`${prefix}: ${issues.map(issueText).join('; ')}`, {details: issues})
    this.issues = issues
  }
}

/** The API answered with an error status. Exit 1 (4 for 401/403, see AuthError). */
export class ApiError extends PayctlError {
  override readonly code: string = 'api_error'
  override readonly status: number
  readonly body: unknown
  constructor(status: number, message: string, body?: unknown, details?: unknown) {
    super(message, {details})
    this.status = status
    this.body = body
  }
}

/** 401 or 403 after any token refresh. Exit 4. */
export class AuthError extends ApiError {
  override readonly exitCode = ExitCode.auth
  override readonly code = 'auth'
}

/** No access token at all (none in the profile, the keyring or PAYCTL_ACCESS_TOKEN): nothing was sent. Exit 4. */
export class NotLoggedInError extends AuthError {
  constructor() {
    super(0, 'not logged in: no access token (run payctl login, or set PAYCTL_ACCESS_TOKEN)')
    this.next = ['payctl login']
  }
}

/** The network failed before an answer arrived (refused, reset, DNS, TLS, timeout). Exit 1. */
export class NetworkError extends PayctlError {
  override readonly code: string = 'network'
}

/** A timeout (connect, headers, body or the overall deadline). Exit 1. */
export class TimeoutError extends NetworkError {
  override readonly code = 'timeout'
}

/** The server asked us to wait longer than we are willing to (Retry-After above the cap). Exit 1. */
export class RateLimitedError extends ApiError {
  override readonly code = 'rate_limited'
}

/**
 * A POST reached the server but its answer was lost (reset, timeout, 5xx): it may or may not have taken effect.
 * Never resent blindly. Exit 1.
 */
export class UnknownOutcomeError extends PayctlError {
  override readonly code = 'unknown_outcome'
}

/** A record that was asked for does not exist. Exit 1. */
export class NotFoundError extends PayctlError {
  override readonly code = 'not_found'
}

/** The user declined a confirmation, or the operation was refused. Exit 1. */
export class DeclinedError extends PayctlError {
  override readonly code = 'declined'
}

/** A wait ran out of time with the thing still pending. Exit 8. */
export class PendingError extends PayctlError {
  override readonly exitCode = ExitCode.pending
  override readonly code = 'pending'
}

/**
 * A --jq program failed on the data (jq's own message: `jq: error (at …): …`). Exit 1. `output` is what the
 * program printed before it failed, which is printed too (as jq does).
 */
export class JqError extends PayctlError {
  override readonly code = 'jq'
  constructor(
    message: string,
    readonly output = '',
  ) {
    super(message)
  }
}

/**
 * jq ran out of memory (jq-wasm's `Aborted()`, a RangeError): a jq error (exit 1), but not one that a stream of items
 * goes on after as for an ordinary failure on one item; `listen` fails that notification (docs/listen.md).
 */
export class JqOutOfMemoryError extends JqError {
  constructor() {
    super('jq: out of memory')
  }
}

/** Ctrl-C. Exit 130. */
export class InterruptedError extends PayctlError {
  override readonly exitCode = ExitCode.interrupted
  override readonly code = 'interrupted'
  constructor(message = 'interrupted') {
    super(message)
  }
}

/**
 * The OS keyring that holds a profile's tokens could not be used: no session bus, the Secret Service not answering
 * within 3 s, or a call it refused (docs/tokens.md). Exit 1. (Storing a token with no keyring at all is a usage
 * error instead: login and config set refuse, naming the choices.)
 */
export class KeyringError extends PayctlError {
  override readonly code = 'keyring'
}
