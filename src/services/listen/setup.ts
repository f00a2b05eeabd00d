/** Turns `payctl listen` flags into a checked session plan (exit 2 on any bad flag, before anything listens). */
import {UsageError} from '../../errors.js'
import type {Context} from '../../cli/context.js'
import {parseDuration} from '../../schemas/dates.js'
import {maskCardNumbers, replaceSecrets} from '../../util/redact.js'
import {checkPatterns} from '../events/query.js'
import {ALL_EVENTS_DOCUMENTED, buildWebhookBody, generateToken, isLoopbackUrl, patternCoverage, patternWarnings} from '../webhook/create.js'
import type {ListenSessionOptions} from './session.js'

// A run of 13 or more digits (single spaces or hyphens allowed between them): without one there is no card number
// to mask, and the full masking (which also sets UUIDs apart) can be skipped on the hot path.
const DIGIT_RUN = /\d(?:[ -]?\d){12,}/
const maskPans = (text: string): string => (DIGIT_RUN.test(text) ? maskCardNumbers(text) : text)

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

function httpUrlFlag(flag: string, value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new UsageError(`${flag} "${value}": must be an http(s) URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${flag} "${value}": must be an http(s) URL`)
  return url
}

export async function prepareListen(flags: ListenFlags, ctx: Context): Promise<Omit<ListenSessionOptions, 'stop' | 'force'>> {
  const patterns = checkPatterns(flags.event)
  const forwardTo = flags['forward-to'] ? httpUrlFlag('--forward-to', flags['forward-to']) : undefined
  const forwardTimeoutMs = parseDuration(flags['forward-timeout'])
  if (forwardTimeoutMs === undefined || forwardTimeoutMs < 100 || forwardTimeoutMs > 120_000) {
    throw new UsageError(`--forward-timeout "${flags['forward-timeout']}": must be a duration from 100ms to 2m (9s)`)
  }
  if (forwardTo && forwardTimeoutMs >= 10_000) {
    ctx.output.warn(`--forward-timeout ${flags['forward-timeout']} is not shorter than the service's 10 s: the service may give up before it sees the 504`)
  }
  if (flags.respond !== undefined && forwardTo && !flags['fail-first']) {
    throw new UsageError('--respond answers every notification itself, so it cannot be combined with --forward-to (use --fail-first N with them to fail the first deliveries, then forward)')
  }
  let token = flags.authorization
  if (token === '-') token = await (await import('../../cli/stdin.js')).readStdinLine('--authorization -')
  if (token !== undefined && token.trim() === '') throw new UsageError('--authorization must not be empty')
  const generated = token === undefined
  token ??= generateToken()

  let register: ListenSessionOptions['register']
  if (flags.register) {
    const settings = await ctx.settings()
    const publicUrl = flags['public-url'] ? httpUrlFlag('--public-url', flags['public-url'].trim()) && flags['public-url'].trim() : undefined
    if (!publicUrl && !isLoopbackUrl(settings.baseUrl)) {
      throw new UsageError(
        `--register needs --public-url: ${settings.baseUrl} cannot reach this machine; start a tunnel (cloudflared, ngrok) to the listener and pass its public URL`,
      )
    }
    const events = patterns ?? ALL_EVENTS_DOCUMENTED
    // Checked now, so that a bad pattern or URL stops before anything listens.
    buildWebhookBody({target: publicUrl ?? 'http://127.0.0.1:1/', events, authorization: token})
    for (const w of patternWarnings(patternCoverage(events))) ctx.output.warn(w)
    const client = await ctx.client()
    const [{createWebhook, createdWebhookId}] = await Promise.all([import('../../api/webhook.js')])
    register = {
      publicUrl,
      events,
      create: async (target) => createdWebhookId((await createWebhook(client, buildWebhookBody({target, events, authorization: token}))).body),
    }
  }
  // Masked in --debug lines and errors from here on (the start-up lines print a generated one on purpose).
  ctx.addSecret(token)
  const secrets = ctx.secrets()
  return {
    receiver: {
      host: flags.host,
      port: flags.port,
      token,
      patterns,
      respondStatus: flags.respond,
      failFirst: flags['fail-first'],
      forwardTo,
      forwardTimeoutMs,
    },
    json: ctx.output.json,
    outputFile: flags.output,
    generatedToken: generated ? token : undefined,
    forwardUrl: forwardTo?.href,
    stdout: ctx.output.stdout,
    stderr: ctx.output.stderr,
    colors: ctx.output.colors,
    errColors: ctx.output.errColors,
    redact: secrets.length ? (text) => maskPans(replaceSecrets(text, secrets)) : maskPans,
    register,
  }
}
