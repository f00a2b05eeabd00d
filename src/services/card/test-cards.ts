/** The sandbox test cards as rows (render/card.ts prints them). */
import {TEST_CARDS, cardBrand} from '../../schemas/card.js'

export interface TestCardRow {
  number: string
  brand: string
  approved: boolean
  outcome: string
  error_code: string | null
}

export function testCardRows(): TestCardRow[] {
  return TEST_CARDS.map((c) => ({
    number: c.number,
    brand: cardBrand(c.number),
    approved: c.approved,
    outcome: c.approved ? c.outcome : `not authorized: ${c.outcome}`,
    error_code: c.errorCode ?? null,
  }))
}
