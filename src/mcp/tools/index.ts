/** Every MCP tool, in the order tools/list shows them: the read tools, then the write tools (docs/mcp.md#tools). */
import type {Tool} from '../tool.js'
import {CARD_TOOLS} from './cards.js'
import {CHARGE_TOOLS} from './charges.js'
import {EVENT_TOOLS} from './events.js'
import {SANDBOX_TOOLS} from './sandbox.js'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = Tool<any>

const ALL: AnyTool[] = [...CHARGE_TOOLS, ...EVENT_TOOLS, ...CARD_TOOLS, ...SANDBOX_TOOLS]

/** The tools a session offers: the read tools always, the write tools only when writes are allowed. */
export function toolsFor(allowWrites: boolean): AnyTool[] {
  return [...ALL.filter((t) => !t.write), ...(allowWrites ? ALL.filter((t) => t.write) : [])]
}

/** Every tool, read and write (docs, tests). */
export const ALL_TOOLS: readonly AnyTool[] = toolsFor(true)
