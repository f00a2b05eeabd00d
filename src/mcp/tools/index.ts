/** Every MCP tool, in the order tools/list shows them: the read tools, then the write tools (docs/mcp.md#tools). */
import type {Tool} from '../tool.js'
import {BACK_OFFICE_TOOLS} from './back-office.js'
import {CARD_TOOLS} from './cards.js'
import {CHARGE_TOOLS} from './charges.js'
import {EVENT_TOOLS} from './events.js'
import {findTool} from './find.js'
import {SANDBOX_TOOLS} from './sandbox.js'
import {triggerTool} from './trigger.js'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = Tool<any>

const TOOLS: AnyTool[] = [...CHARGE_TOOLS, ...BACK_OFFICE_TOOLS, findTool, ...EVENT_TOOLS, ...CARD_TOOLS, ...SANDBOX_TOOLS, triggerTool]

/** The order of docs/mcp.md#tools (the issue's): by what people ask first. */
const ORDER = [
  'list_charges',
  'get_charge',
  'find',
  'decode',
  'report',
  'list_events',
  'show_event',
  'list_notifications',
  'list_webhooks',
  'webhook_health',
  'test_cards',
  'sandbox_clock',
  'create_charge',
  'cancel_charge',
  'capture_payment',
  'cancel_payment',
  'pay_card',
  'create_webhook',
  'trigger',
  'sandbox_pay_charge',
  'sandbox_advance_clock',
]
const rank = (t: AnyTool) => (ORDER.includes(t.name) ? ORDER.indexOf(t.name) : ORDER.length)
const ALL = [...TOOLS].sort((a, b) => rank(a) - rank(b))

/** The tools a session offers: the read tools always, the write tools only when writes are allowed. */
export function toolsFor(allowWrites: boolean): AnyTool[] {
  return [...ALL.filter((t) => !t.write), ...(allowWrites ? ALL.filter((t) => t.write) : [])]
}

/** Every tool, read and write (docs, tests). */
export const ALL_TOOLS: readonly AnyTool[] = toolsFor(true)
