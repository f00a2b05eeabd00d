/** `payctl trigger SCENARIO` (or --list): real API calls that make the service emit known events (docs/trigger.md). */
import {show} from '../cli/command-function.js'
import type {Context, ContextFlags} from '../cli/context.js'

export interface TriggerFlags extends ContextFlags {
  'seller-id'?: string
  yes?: boolean
  list?: boolean
  amount?: string
  'debtor-document'?: string
  card?: string
  set?: string[]
  wait?: boolean
  timeout: string
}

export default async function trigger(ctx: Context, flags: TriggerFlags, args: {scenario?: string}): Promise<void> {
  const view = await import('../render/trigger.js')
  const {triggerJson} = await import('../format/trigger.js')
  const scenarios = await import('../services/trigger/index.js')
  if (flags.list) return ctx.output.list(scenarios.SCENARIOS, view.scenarioView)
  const {UsageError} = await import('../errors.js')
  if (!args.scenario) throw new UsageError(`name a scenario (${scenarios.SCENARIOS.map((s) => s.name).join(', ')}), or --list`)
  const scenario = scenarios.findScenario(args.scenario)
  const {parseOverrides} = await import('../services/trigger/scenario.js')
  const overrides = parseOverrides(flags)
  if (overrides.card && scenario.family !== 'card')
    throw new UsageError(`--card goes with the card scenarios; ${scenario.name} makes no card payment`)
  const {durationFlag} = await import('../services/bolepix/wait.js')
  const timeoutMs = durationFlag('timeout', flags.timeout, 1000)
  const {plan} = await import('./trigger-plan.js')
  const run = await plan(ctx, scenario, overrides, flags.yes)
  const result = await scenarios.runTrigger(scenario, run.prepared, {
    ...run.env,
    step: (q, r) => ctx.output.info(view.stepLine(q, r, ctx.output.errColors)),
  })
  const {waitForDeliveries} = await import('../services/trigger/deliveries.js')
  const deliveries = flags.wait ? await waitForDeliveries(run.env.t, result.events, {timeoutMs, signal: ctx.signal}) : undefined
  // Shown here rather than returned: the warning about failed deliveries comes after the outcome, in every form.
  await show(ctx, {
    data: triggerJson(result, deliveries),
    human: () => {
      for (const line of [
        ...view.triggerLines(result, ctx.output.colors),
        ...(deliveries ? view.deliveryLines(deliveries, ctx.output.colors) : []),
      ])
        ctx.output.line(line)
    },
  })
  const undelivered = deliveries?.filter((d) => !d.delivered).length ?? 0
  if (undelivered > 0)
    ctx.output.warn(`${undelivered} deliver${undelivered === 1 ? 'y' : 'ies'} did not get through (payctl webhook health)`)
  ctx.exitCode = result.ok && undelivered === 0 ? 0 : 1
}
