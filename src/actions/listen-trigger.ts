/**
 * `payctl listen --trigger SCENARIO` (docs/listen.md, docs/trigger.md): a one-command answer to "does my endpoint
 * work?". Everything `payctl trigger` checks is checked before the listener starts; once it listens and its webhook
 * is registered, the scenario runs, the listener prints what arrives, and when every delivery of the scenario's
 * events to this listener has an outcome (or a minute passed) the listener stops. The run's lines go to stderr, so
 * stdout keeps only the notifications.
 */
import type {ListenSessionOptions} from '../services/listen/session.js'
import {findScenario, runTrigger} from '../services/trigger/index.js'
import {waitForDeliveries} from '../services/trigger/deliveries.js'
import {deliveryLines, stepLine, triggerLines} from '../render/trigger.js'
import type {Context} from '../cli/context.js'
import {plan} from './trigger-plan.js'

type Register = NonNullable<ListenSessionOptions['register']>

const WAIT_MS = 60_000

export interface ListenTrigger {
  /** The registration, wrapped: once the webhook exists the scenario starts, and `stop` is called when it is over. */
  wrap(register: Register, stop: () => void): Register
  /** After the listener stopped: the run's error, thrown; exit 1 when the outcome or a delivery was not the one designed. */
  finish(): Promise<void>
}

export async function listenTrigger(ctx: Context, name: string, yes = false): Promise<ListenTrigger> {
  const scenario = findScenario(name)
  const planned = await plan(ctx, scenario, {sets: []}, yes)
  let done: Promise<boolean> | undefined
  const info = (lines: string[]) => lines.forEach((l) => ctx.output.info(l))
  const run = async (webhookId: string | undefined): Promise<boolean> => {
    const c = ctx.output.errColors
    const result = await runTrigger(scenario, planned.prepared, {...planned.env, step: (q, r) => ctx.output.info(stepLine(q, r, c))})
    info(triggerLines(result, c))
    const deliveries = await waitForDeliveries(planned.env.t, result.events, {
      timeoutMs: WAIT_MS,
      signal: ctx.signal,
      webhookIds: webhookId ? [webhookId] : undefined,
    })
    info(deliveryLines(deliveries, c))
    return result.ok && deliveries.every((d) => d.delivered)
  }
  return {
    wrap: (register, stop) => ({
      ...register,
      create: async (target) => {
        const id = await register.create(target)
        done = run(id).finally(stop)
        return id
      },
    }),
    finish: async () => {
      if (done && !(await done)) process.exitCode = 1
    },
  }
}
