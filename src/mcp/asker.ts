/**
 * The Asker (services/ask.ts) a write tool hands to a service that asks: its confirmation is a person's, through the
 * client (ToolContext.confirm, docs/mcp.md#confirmations: a decline throws, nothing is sent); any other question is
 * refused, naming the tool's argument that answers it (a tool asks nothing but the confirmation).
 */
import {UsageError} from '../errors.js'
import type {Asker} from '../services/ask.js'
import type {Confirmation} from './confirm.js'
import type {ToolContext} from './tool.js'

/** `confirmation` is built when the service asks, from what the service said it would do (its hooks run first). */
export function clientAsker(
  ctx: Pick<ToolContext, 'confirm'>,
  confirmation: () => Confirmation,
  answeredBy: {text?: string; choose?: string} = {},
): Asker {
  const refuse = (what: string) => () => Promise.reject(new UsageError(`${what} is required`))
  return {
    text: refuse(answeredBy.text ?? 'an answer'),
    secret: refuse('a secret'),
    choose: refuse(answeredBy.choose ?? 'a choice'),
    confirm: async () => {
      await ctx.confirm(confirmation())
      return true
    },
  }
}
