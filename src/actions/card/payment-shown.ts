/** What `card capture` and `card cancel` show: the API's answer with --json, the payment's fields otherwise. */
import type {Payment} from '../../schemas/card.js'
import {paymentFields} from '../../render/card.js'
import type {Shown} from '../../cli/command-function.js'
import type {Context} from '../../cli/context.js'

/** `done` is the line printed when the answer carries no payment (the CLI tolerates any JSON answer). */
export function paymentShown(ctx: Context, body: unknown, payment: Payment | undefined, done: string): Shown {
  return {
    data: body ?? null,
    human: () => (payment ? ctx.output.record(body, paymentFields(payment)) : ctx.output.line(done)),
  }
}
