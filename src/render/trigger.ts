/**
 * How `payctl trigger` looks to people: the scenario list, a line per call as it is made (stderr), then what was
 * created, the events that followed and the outcome; with --wait, the delivery outcome per webhook. `--json` prints
 * `triggerJson`.
 */
import type {ScenarioSpec} from '../services/trigger/scenario.js'
import type {TriggerResult} from '../services/trigger/index.js'
import type {DeliveryOutcome} from '../services/trigger/deliveries.js'
import {escapeControl} from '../util/redact.js'
import {colorStatus, type Colors} from './format.js'
import {formatTime} from '../format/dates.js'
import type {ListView} from './output.js'

/** A scenario as `--list --json` prints it. */
export function scenarioRecord(s: ScenarioSpec) {
  return {name: s.name, summary: s.summary, needs_sandbox: Boolean(s.sandboxControl), calls: s.calls, emits: s.emits, outcome: s.outcome}
}

export const scenarioView: ListView<ScenarioSpec> = {
  empty: 'no scenarios',
  record: scenarioRecord,
  fields: ['name', 'summary', 'needs_sandbox', 'calls', 'emits', 'outcome'],
  columns: [
    {header: 'SCENARIO', key: 'name', kind: 'fixed', get: (s) => s.name, drop: 0},
    {header: 'SANDBOX', key: 'sandbox', kind: 'fixed', get: (s) => (s.sandboxControl ? 'only' : ''), drop: 2},
    {header: 'EMITS', key: 'emits', get: (s) => s.emits.join(', '), drop: 1, comfortable: 30},
    {header: 'SUMMARY', key: 'summary', get: (s) => s.summary, drop: 3, comfortable: 30},
  ],
  // A table cut what tells the card scenarios apart (they all start ORDER.CREATED, PAYMENT.CREATED): blocks instead.
  block: (s) => ({
    title: s.name,
    fields: [
      ['does', s.summary],
      ['emits', s.emits.join(', ')],
    ],
  }),
}

/** `→ POST /api/v2/payments/bolepix: invoice 3f2a…` (stderr, as each call returns). */
export function stepLine(request: string, result: string, c: Colors): string {
  return `${c.dim('→')} ${escapeControl(request)}: ${escapeControl(result)}`
}

/** What a run printed on stdout: the outcome, the ids, the events that followed (and what is missing). */
export function triggerLines(r: TriggerResult, c: Colors): string[] {
  const lines = [`${r.ok ? c.green('✓') : c.red('✗')} ${r.scenario}: ${escapeControl(r.outcome)}`]
  const ids = Object.entries(r.ids)
  const width = Math.max(0, ...ids.map(([k]) => k.length))
  for (const [k, v] of ids) lines.push(`  ${c.dim(k.padEnd(width))}  ${escapeControl(v)}`)
  lines.push(c.bold(`events (${r.events.length})`))
  for (const e of r.events)
    lines.push(`  ${formatTime(e.inserted_at)}  ${c.cyan(escapeControl(e.event).padEnd(22))}  ${c.dim(`event ${escapeControl(e.id)}`)}`)
  if (r.missingEvents.length > 0) lines.push(c.yellow(`  not listed (yet): ${r.missingEvents.join(', ')}`))
  return lines
}

/** The delivery outcome per webhook: `→ http://127.0.0.1:4242  charge-create DELIVERED (1 attempt)`. */
export function deliveryLines(deliveries: readonly DeliveryOutcome[], c: Colors): string[] {
  if (deliveries.length === 0) return [c.dim('deliveries: no webhook is subscribed to these events')]
  const lines = [c.bold(`deliveries (${deliveries.length})`)]
  const byTarget = new Map<string, DeliveryOutcome[]>()
  for (const d of deliveries) {
    const key = d.target ?? d.webhook_id ?? '?'
    byTarget.set(key, [...(byTarget.get(key) ?? []), d])
  }
  for (const [target, list] of byTarget) {
    lines.push(`  ${c.dim('→')} ${escapeControl(target)}`)
    for (const d of list) {
      const attempts = `${d.attempts} attempt${d.attempts === 1 ? '' : 's'}`
      const last = d.delivered || !d.last ? '' : `, last: ${escapeControl(d.last)}`
      lines.push(`    ${escapeControl(d.event).padEnd(22)}  ${colorStatus(d.status, c)} (${attempts}${last})`)
    }
  }
  return lines
}
