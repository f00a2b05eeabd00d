/** `payctl card test-cards`: the sandbox's public test cards, offline. */
import type {Context, ContextFlags} from '../../cli/context.js'

export default async function cardTestCards(ctx: Context, _flags: ContextFlags): Promise<void> {
  const {testCardRows} = await import('../../services/card/test-cards.js')
  const {printTestCards} = await import('../../render/card.js')
  // Printed by render/card.ts, which chooses the form itself: the one JSON printed unmasked (public test data).
  printTestCards(ctx.output, testCardRows())
}
