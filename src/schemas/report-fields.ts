/**
 * The fields of a `payctl report` row, dotted: the columns of --csv and what --fields may pick. Kept apart from
 * schemas/report.ts's types so that the command's flags load nothing else (as schemas/record-fields.ts does).
 */
import {BOLEPIX_MEASURES as BOLEPIX, CARD_MEASURES as CARD} from './report.js'

const tally = (prefix: string) => ['count', 'amount', 'amountCents'].map((f) => `${prefix}.${f}`)

export const REPORT_FIELDS: readonly string[] = [
  'bucket',
  ...BOLEPIX.flatMap((m) => tally(`bolepix.${m}`)),
  ...CARD.flatMap((m) => tally(`card.${m}`)),
  ...tally('moneyIn'),
]
