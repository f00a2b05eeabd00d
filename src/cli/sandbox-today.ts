/**
 * Relative dates on a sandbox whose clock was moved (`sandbox clock`): `+1d` means a day after the sandbox's today,
 * not the reader's. `bolepix create` does not ask the clock beforehand (that would add a request to every create
 * against the real service); when a sandbox refuses a relative due date as past (422, nothing created), its today is
 * read once (Context.sandboxProbe) and the charge is built from it and sent again. A command whose period depends on
 * now (`report`: today so far, `7d`) asks first, with serviceNow: its answer is only right on the service's clock.
 * `bolepix import`, `webhook health` and `events replay --failing` ask first too, but only of a loopback base URL
 * (localServiceNow).
 */
import {ApiError} from '../errors.js'
import {parseDuration} from '../schemas/dates.js'
import type {Context} from './context.js'

const RELATIVE = /^\s*(today|tomorrow|\+\d+d)\s*$/i

/** The sandbox's today when `err` is its refusal of a relative due date `typed`; undefined otherwise. */
export async function onSandboxClock(ctx: Context, err: unknown, typed: string | undefined): Promise<string | undefined> {
  if (!(err instanceof ApiError) || err.status !== 422 || !typed || !RELATIVE.test(typed)) return undefined
  if (!/dueDate: must be today \([^)]*the sandbox's clock\)/.test(err.message)) return undefined
  const probe = await ctx.sandboxProbe().catch(() => undefined)
  return probe?.sandbox ? probe.clock.today : undefined
}

/**
 * Now on the service's clock: a payctl sandbox's (which `sandbox clock` may have moved), read once per run
 * (Context.sandboxProbe), else this machine's. A probe that fails leaves this machine's: the command's own request
 * then says what went wrong.
 */
export async function serviceNow(ctx: Context): Promise<Date> {
  const probe = await ctx.sandboxProbe().catch(() => undefined)
  const at = probe?.sandbox ? Date.parse(probe.clock.now) : Number.NaN
  return Number.isNaN(at) ? ctx.now() : new Date(at)
}

/**
 * Now for a `--since` value: the service's (serviceNow) when it is a duration back from now (`7d`), so that a moved
 * sandbox's last week is the one asked for; this machine's otherwise, with no request.
 */
export async function nowForSince(ctx: Context, since: string | undefined): Promise<Date> {
  return since !== undefined && parseDuration(since) !== undefined ? serviceNow(ctx) : ctx.now()
}

/**
 * serviceNow, asked only when the base URL is on this machine (loopback, where a payctl sandbox runs): the real
 * service gets no extra request. For commands that need now before anything is sent (`bolepix import` validates
 * every row's due date first; `webhook health`, `events replay --failing`). Settings that cannot be read leave this
 * machine's clock: the command's own use of them says what is wrong.
 */
export async function localServiceNow(ctx: Context): Promise<Date> {
  const {isLoopbackUrl} = await import('../util/url.js')
  const baseUrl = await ctx.settings().then(
    (s) => s.baseUrl,
    () => undefined,
  )
  return baseUrl !== undefined && isLoopbackUrl(baseUrl) ? serviceNow(ctx) : ctx.now()
}

/** nowForSince, the service's now asked only on loopback (localServiceNow). */
export async function localNowForSince(ctx: Context, since: string): Promise<Date> {
  return parseDuration(since) !== undefined ? localServiceNow(ctx) : ctx.now()
}
