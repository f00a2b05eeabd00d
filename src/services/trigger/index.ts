/**
 * `payctl trigger`: the scenarios (bolepix.ts, card.ts), where each may run, and the run itself — its calls, then
 * the events that followed, found by the resources it created (docs/trigger.md). A scenario that needs the sandbox's
 * controls refuses another service (exit 2, before anything is sent); payctl tells the sandbox apart by asking it
 * (api/sandbox.ts probeSandbox), never by its URL. Silent: it returns data and reports calls through `step`.
 */
import {listEvents} from '../../api/events.js'
import {UsageError} from '../../errors.js'
import type {PayEvent} from '../../schemas/events.js'
import {pause} from '../bolepix/wait.js'
import {BOLEPIX_SCENARIOS} from './bolepix.js'
import {CARD_SCENARIOS} from './card.js'
import type {RunEnv, RunOutcome, Scenario, TriggerOverrides} from './scenario.js'

export type {ScenarioSpec, TriggerOverrides} from './scenario.js'

export const SCENARIOS: readonly Scenario[] = [...BOLEPIX_SCENARIOS, ...CARD_SCENARIOS] as readonly Scenario[]

/** The scenario named `name`, or a usage error listing them all. */
export function findScenario(name: string): Scenario {
  const s = SCENARIOS.find((x) => x.name === name.trim().toLowerCase())
  if (!s)
    throw new UsageError(`no scenario "${name}"; the scenarios are ${SCENARIOS.map((x) => x.name).join(', ')} (payctl trigger --list)`)
  return s
}

/**
 * The payment fields that name what the account already holds (a stored card, a customer and their cards) or carry a
 * card: on the payctl sandbox they are test data, anywhere else they would charge someone's real card.
 */
const CARD_FIELDS = ['credit.credit_card_id', 'credit.credit_card', 'customer_id']
/** Objects holding card fields: a whole one set with --set can only be valid with a card field inside. */
const CARD_FIELD_PARENTS = ['payment', 'credit']

/** The `--set` path of a card scenario that reaches a card field (one of CARD_FIELDS, inside one, or a parent), if any. */
export function cardFieldSet(o: TriggerOverrides): string | undefined {
  return o.sets.find(({path}) => {
    const p = path.replace(/^payment\./, '')
    return CARD_FIELD_PARENTS.includes(p) || CARD_FIELDS.some((f) => p === f || p.startsWith(`${f}.`))
  })?.path
}

/** Why a scenario cannot run against a service that is not a payctl sandbox, or undefined when it can. */
export function sandboxRefusal(s: Scenario, o: TriggerOverrides, baseUrl: string, why: string): string | undefined {
  const cardField = s.family === 'card' ? cardFieldSet(o) : undefined
  if (cardField) {
    return `trigger ${s.name} --set ${cardField} is refused: ${baseUrl} is not a payctl sandbox (${why}), and a card field (credit.credit_card_id, credit.credit_card, customer_id) there would pay with a real stored card or customer; --set them only on the sandbox. Nothing was sent.`
  }
  const control =
    s.sandboxControl ??
    (s.family === 'card' && o.amountCents !== undefined
      ? "--amount sets the order's total with POST /_sandbox/orders/{id} (the service takes a card payment's amount from the order)"
      : undefined)
  if (!control) return undefined
  return `trigger ${s.name} needs the payctl sandbox (payctl sandbox start): ${control}, which only the sandbox has; ${baseUrl} is not a payctl sandbox (${why}). Nothing was sent.`
}

/** The events about what a run created: its invoice, its order, its payment (any of the ids events carry). */
export function relatedEvents(events: readonly PayEvent[], ids: Record<string, string>): PayEvent[] {
  const wanted = new Set(Object.values(ids))
  return events.filter((e) => {
    const d = e.data
    if (!d || typeof d !== 'object') return false
    return ['invoiceId', 'orderId', 'order_id', 'id'].some((k) => {
      const v = (d as Record<string, unknown>)[k]
      return typeof v === 'string' && wanted.has(v)
    })
  })
}

export interface TriggerResult extends RunOutcome {
  scenario: string
  /** The calls made, in order, and what each gave. */
  steps: {request: string; result: string}[]
  /** The events that followed, in the API's order. */
  events: PayEvent[]
  /** Event names the scenario should have brought and that the API does not list (yet). */
  missingEvents: string[]
}

/**
 * Runs a prepared scenario, then reads the events that followed. A service may record events a little after it
 * answers: while some expected ones are missing, the list is read again, every 500 ms for up to `settleMs`.
 */
export async function runTrigger(
  s: Scenario,
  prepared: unknown,
  env: Omit<RunEnv, 'step'> & {step?: RunEnv['step']},
  settleMs = 5_000,
): Promise<TriggerResult> {
  const steps: TriggerResult['steps'] = []
  const outcome = await s.run(prepared, {
    ...env,
    step: (request, result) => {
      steps.push({request, result})
      env.step?.(request, result)
    },
  })
  const until = Date.now() + settleMs
  let events: PayEvent[] = []
  let missing: string[] = []
  for (;;) {
    events = relatedEvents(await listEvents(env.t, {}), outcome.ids)
    const names = events.map((e) => e.event)
    missing = s.emits.filter((name) => !names.includes(name))
    if (missing.length === 0 || !outcome.ok || Date.now() >= until || env.signal?.aborted) break
    await pause(500, env.signal)
  }
  // A declined payment's id is known only from its events (the 402 answer carries none).
  const payment = events.find((e) => e.event.startsWith('PAYMENT.'))
  if (!outcome.ids.payment_id && payment?.data && typeof (payment.data as {id?: unknown}).id === 'string') {
    outcome.ids.payment_id = (payment.data as {id: string}).id
  }
  return {...outcome, scenario: s.name, steps, events, missingEvents: missing}
}
