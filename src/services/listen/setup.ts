/** Turns `payctl listen` flags into a checked session plan (exit 2 on any bad flag, before anything listens). */
import {UsageError} from '../../errors.js'
import type {Transport} from '../../api/transport.js'
import {parseDuration} from '../../schemas/dates.js'
import {maskCardNumbers, replaceSecrets} from '../../util/redact.js'
import {checkPatterns} from '../events/query.js'
import {ALL_EVENTS_DOCUMENTED, buildWebhookBody, generateToken, patternCoverage, patternWarnings} from '../webhook/create.js'
import {httpUrl, isLoopbackUrl, looksLikeLoopbackOnly} from '../../util/url.js'
import type {ListenSessionOptions} from './session.js'
import type {StartupInfo} from './types.js'

// maskCardNumbers counts digits first: a text with fewer than 13 costs one pass (the hot path).
const maskPans = maskCardNumbers

export interface ListenFlags {
  port: number
  host: string
  authorization?: string
  event?: string[]
  'forward-to'?: string
  'forward-timeout': string
  respond?: number
  'fail-first'?: number
  register?: boolean
  'public-url'?: string
  output?: string
}

/** What the listener's set-up needs from the command: how to warn and read a token, and the API for --register. */
export interface ListenDeps {
  warn(message: string): void
  /** The first line of stdin (`--authorization -`). */
  readLine(what: string): Promise<string>
  /** The base URL in force (loaded only for --register). */
  baseUrl(): Promise<string>
  /** The API client (created only for --register). */
  client(): Promise<Transport>
  /** Masks a value wherever it would be printed from now on. */
  addSecret(secret: string): void
  /** Every secret in force. */
  secrets(): string[]
}

/** A checked listen run: the session's options (but where to print), what the start-up lines say, and the redactor. */
export interface ListenPlan {
  session: Pick<ListenSessionOptions, 'receiver' | 'outputFile' | 'register'>
  startup: StartupInfo
  /** Masks the secrets in force and card numbers in a line about to be printed. */
  redact: (text: string) => string
}

export async function prepareListen(flags: ListenFlags, deps: ListenDeps): Promise<ListenPlan> {
  const patterns = checkPatterns(flags.event)
  const forwardTo = flags['forward-to'] ? httpUrl('--forward-to', flags['forward-to']) : undefined
  const forwardTimeoutMs = parseDuration(flags['forward-timeout'])
  if (forwardTimeoutMs === undefined || forwardTimeoutMs < 100 || forwardTimeoutMs > 120_000) {
    throw new UsageError(`--forward-timeout "${flags['forward-timeout']}": must be a duration from 100ms to 2m (9s)`)
  }
  if (forwardTo && forwardTimeoutMs >= 10_000) {
    deps.warn(
      `--forward-timeout ${flags['forward-timeout']} is not shorter than the service's 10 s: the service may give up before it sees the 504`,
    )
  }
  if (flags.respond !== undefined && forwardTo && !flags['fail-first']) {
    throw new UsageError(
      '--respond answers every notification itself, so it cannot be combined with --forward-to (use --fail-first N with them to fail the first deliveries, then forward)',
    )
  }
  let token = flags.authorization
  if (token === '-') token = await deps.readLine('--authorization -')
  if (token !== undefined && token.trim() === '') throw new UsageError('--authorization must not be empty')
  const generated = token === undefined
  token ??= generateToken()

  let register: ListenSessionOptions['register']
  if (flags.register) {
    const baseUrl = await deps.baseUrl()
    const publicUrl = flags['public-url'] ? httpUrl('--public-url', flags['public-url']) && flags['public-url'] : undefined
    if (!publicUrl && !isLoopbackUrl(baseUrl)) {
      const lookalike = looksLikeLoopbackOnly(baseUrl)
      throw new UsageError(
        `--register needs --public-url: ${baseUrl} cannot reach this machine${lookalike ? ` (${lookalike})` : ''}; start a tunnel (cloudflared, ngrok) to the listener and pass its public URL`,
      )
    }
    const events = patterns ?? ALL_EVENTS_DOCUMENTED
    // Checked now, so that a bad pattern or URL stops before anything listens.
    buildWebhookBody({target: publicUrl ?? 'http://127.0.0.1:1/', events, authorization: token})
    for (const w of patternWarnings(patternCoverage(events))) deps.warn(w)
    const client = await deps.client()
    const [{createWebhook, createdWebhookId}] = await Promise.all([import('../../api/webhook.js')])
    register = {
      publicUrl,
      events,
      create: async (target) =>
        createdWebhookId((await createWebhook(client, buildWebhookBody({target, events, authorization: token}))).body),
    }
  }
  // Masked in --debug lines and errors from here on (the start-up lines print a generated one on purpose).
  deps.addSecret(token)
  const secrets = deps.secrets()
  const receiver = {
    host: flags.host,
    port: flags.port,
    token,
    patterns,
    respondStatus: flags.respond,
    failFirst: flags['fail-first'],
    forwardTo,
    forwardTimeoutMs,
  }
  return {
    session: {receiver, outputFile: flags.output, register},
    startup: {
      generatedToken: generated ? token : undefined,
      patterns,
      forwardTo: forwardTo?.href,
      forwardTimeoutMs,
      respondStatus: flags.respond,
      failFirst: flags['fail-first'],
      outputFile: flags.output,
      registering: Boolean(register),
    },
    redact: secrets.length ? (text: string) => maskPans(replaceSecrets(text, secrets)) : maskPans,
  }
}
