/**
 * Before `payctl trigger` sends anything (docs/trigger.md): the credentials it will need, whether the base URL is a
 * payctl sandbox (asked with GET /_sandbox/clock, never judged by the URL), a refusal when the scenario needs the
 * sandbox's controls or sets a card field and this is another service (exit 2), every body built and checked, and,
 * against any service that is not a sandbox (loopback included), a confirmation, because the charges are real.
 */
import {randomUUID} from 'node:crypto'
import {probeSandbox} from '../api/sandbox.js'
import {DeclinedError, UsageError} from '../errors.js'
import {localDate} from '../schemas/dates.js'
import {requireCredentials} from '../services/card/tokenize.js'
import {sandboxRefusal} from '../services/trigger/index.js'
import type {RunEnv, Scenario, TriggerOverrides} from '../services/trigger/scenario.js'
import type {Context} from '../cli/context.js'

export interface TriggerPlan {
  prepared: unknown
  env: Omit<RunEnv, 'step'>
}

export async function plan(ctx: Context, s: Scenario, o: TriggerOverrides, yes = false): Promise<TriggerPlan> {
  const settings = await ctx.settings()
  requireCredentials(settings, {access: true, client: s.family === 'card'})
  if (s.family === 'card') await ctx.sellerId()
  const t = await ctx.client()
  const probe = await probeSandbox(t)
  const refusal = probe.sandbox ? undefined : sandboxRefusal(s, o, settings.baseUrl, probe.why)
  if (refusal) throw new UsageError(refusal)
  const today = probe.sandbox ? probe.clock.today : localDate(ctx.now())
  const prepared = s.prepare(o, today, randomUUID)
  // Not a sandbox: the money is real wherever the service is. A loopback port is often a tunnel or a port-forward to
  // the real service, so its address proves nothing (docs/trigger.md#where-it-runs).
  if (!probe.sandbox && !yes) {
    const what = `trigger ${s.name} creates real ${s.family === 'card' ? 'card payments' : 'charges'} on ${settings.baseUrl} (not a payctl sandbox: ${probe.why})`
    const asker = await ctx.asker()
    if (!asker) throw new UsageError(`${what}: pass --yes to go on without a terminal. Nothing was sent.`)
    if (!(await asker.confirm(`${what}. Go on?`, false))) throw new DeclinedError('not confirmed: nothing was sent')
  }
  return {prepared, env: {t, sellerId: () => ctx.sellerId(), today, sandbox: probe.sandbox, newId: randomUUID, signal: ctx.signal}}
}
