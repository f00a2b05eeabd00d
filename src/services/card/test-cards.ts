/**
 * The sandbox test cards as rows, and their printing. Output redacts anything that looks like a card number, which
 * would make this list useless; these numbers are public constants (no input, no secrets), so they are written to
 * the output's streams directly, in the same three forms as Output.list (JSON array, table on a TTY, TSV).
 */
import {TEST_CARDS, cardBrand} from '../../schemas/card.js'
import type {Output} from '../../render/output.js'
import {toTable, toTsv, type Column} from '../../render/table.js'

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

const COLUMNS: Column<TestCardRow>[] = [
  {header: 'NUMBER', get: (r) => r.number, keep: true},
  {header: 'BRAND', get: (r) => r.brand},
  {header: 'OUTCOME', get: (r) => r.outcome},
  {header: 'ERROR CODE', get: (r) => r.error_code ?? ''},
]

export async function printTestCards(output: Output, rows: readonly TestCardRow[]): Promise<void> {
  // Only the constants above are written unredacted; they hold no secret and no user input.
  if (output.json) {
    output.stdout.write(`${JSON.stringify(rows, null, 2)}\n`)
    return
  }
  if (output.isTTY) {
    output.stdout.write(await toTable(rows, COLUMNS, output.width, output.colors.enabled))
    output.info('Any future expiry and any CVV work; any other Luhn-valid number is approved.')
    return
  }
  output.stdout.write(toTsv(rows, COLUMNS))
}
