/**
 * Relative dates on a sandbox whose clock was moved: `+1d` means a day after the sandbox's today, not the
 * reader's. payctl does not ask the clock beforehand (that would add a request to every create against the real
 * service); when a sandbox refuses a relative due date as past (422, nothing created), its today is read once
 * (Context.sandboxProbe) and the charge is built from it and sent again.
 */
import {ApiError} from '../errors.js'
import type {Context} from './context.js'

const RELATIVE = /^\s*(today|tomorrow|\+\d+d)\s*$/i

/** The sandbox's today when `err` is its refusal of a relative due date `typed`; undefined otherwise. */
export async function onSandboxClock(ctx: Context, err: unknown, typed: string | undefined): Promise<string | undefined> {
  if (!(err instanceof ApiError) || err.status !== 422 || !typed || !RELATIVE.test(typed)) return undefined
  if (!/dueDate: must be today \([^)]*the sandbox's clock\)/.test(err.message)) return undefined
  const probe = await ctx.sandboxProbe().catch(() => undefined)
  return probe?.sandbox ? probe.clock.today : undefined
}
