/**
 * Orders, sandbox only: `POST /_sandbox/orders/{orderId}` `{"total_cents": N}` sets what an order costs before it is
 * paid. The service's payment request carries no amount (the amount is the order's), so this is how the sandbox is
 * told what a card payment charges (docs/sandbox.md#what-it-reproduces); an order it has not seen still costs
 * `--default-order-cents`. An order set here has no customer yet (its first payment gives one) and emits nothing:
 * `ORDER.CREATED` still follows its first payment, as for any other order.
 */
import {z} from 'zod'
import {MAX_CENTS} from '../../schemas/cents.js'
import {UUID_PATTERN} from '../../schemas/common.js'
import {validate} from '../../schemas/validate.js'
import type {SandboxContext} from '../context.js'
import {conflict, fieldError, unprocessable} from '../http.js'
import type {OrderRecord} from '../types.js'
import {orderView} from './cards.js'

const orderTotalSchema = z.strictObject({
  total_cents: z
    .number()
    .int('must be a whole number of cents')
    .min(1, 'must be at least 1 (cents)')
    .max(MAX_CENTS, `must be at most ${MAX_CENTS} (cents)`),
})

/** `POST /_sandbox/orders/{orderId}`: creates the order with that total, or changes the total of one not yet paid. */
export function setOrderTotal(ctx: SandboxContext, orderId: string, body: unknown): {data: Record<string, unknown>} {
  if (!UUID_PATTERN.test(orderId)) throw fieldError('orderId', 'must be a UUID (the order_id card payments send)')
  const r = validate(orderTotalSchema, body)
  if (!r.ok) throw unprocessable(r.issues)
  const existing = ctx.store.get('order', orderId)
  if (existing && existing.sellerId !== ctx.settings.sellerId) throw fieldError('orderId', 'belongs to another seller')
  const at = ctx.clock.iso()
  if (existing) {
    const active = ctx.store.all('payment').find((p) => p.order_id === orderId && (p.status === 'PAID' || p.status === 'PRE_AUTHORIZED'))
    if (existing.status !== 'CREATED' || active) {
      throw conflict(`the order is ${active?.status ?? existing.status}; its total can be set only before it is paid`)
    }
  }
  const order: OrderRecord = existing
    ? {...existing, totalCents: r.value.total_cents, updatedAt: at}
    : {
        id: orderId,
        sellerId: ctx.settings.sellerId,
        customerId: null,
        status: 'CREATED',
        totalCents: r.value.total_cents,
        insertedAt: at,
        updatedAt: at,
      }
  return {data: orderView(ctx.store.put('order', order))}
}
