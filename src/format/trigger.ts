/** `trigger --json` and the MCP trigger tool's answer: the same record of a run. */
import type {TriggerResult} from '../services/trigger/index.js'
import type {DeliveryOutcome} from '../services/trigger/deliveries.js'

/** `--json`: the run, its ids, its calls, the events that followed and, with --wait, the deliveries. */
export function triggerJson(r: TriggerResult, deliveries?: readonly DeliveryOutcome[]) {
  return {
    scenario: r.scenario,
    ok: r.ok,
    outcome: r.outcome,
    ids: r.ids,
    steps: r.steps,
    events: r.events.map((e) => ({id: e.id, event: e.event, inserted_at: e.inserted_at})),
    missing_events: r.missingEvents,
    ...(deliveries ? {deliveries} : {}),
  }
}
