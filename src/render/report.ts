/**
 * `payctl report` for people and for scripts (docs/report.md): the period's totals, a row per day, week or month
 * (a ListView: table, TSV, CSV and the other list forms come with Output.list), and on a terminal a bar chart of the
 * money that came in, fitted to the width.
 */
import {formatBrl} from '../schemas/cents.js'
import {escapeControl} from '../util/redact.js'
import type {Tally} from '../schemas/report.js'
import type {Report, ReportBucket} from '../services/report/report.js'
import {bucketJson} from '../format/report.js'
import type {Colors} from './format.js'
import type {Column, ListView} from './output.js'
import {REPORT_FIELDS} from '../schemas/report-fields.js'

/** How many odd amounts the warning names one by one (--json names up to MAX_ODD_NAMED). */
const ODD_SHOWN = 10

/**
 * The warning about amounts that cannot be money (negative, not whole cents, absurd, not a number): counted, not
 * summed, each named by figure, charge, event and the amount as sent (escaped: it is the service's data).
 */
export function oddAmountLines(r: Report): string[] {
  if (r.oddCount === 0) return []
  const shown = r.oddAmounts.slice(0, ODD_SHOWN).map((o) => {
    const amount = o.amount === undefined ? 'none' : escapeControl(JSON.stringify(o.amount) ?? String(o.amount))
    const where = [o.id ? `charge ${escapeControl(o.id)}` : undefined, o.eventId ? `event ${escapeControl(o.eventId)}` : undefined]
    return `  ${o.measure} ${where.filter(Boolean).join(', ') || '(no id)'}: ${amount.slice(0, 60)} (${o.why})`
  })
  const more = r.oddCount > shown.length ? [`  and ${r.oddCount - shown.length} more (--json lists up to 100 in oddAmounts)`] : []
  const n = r.oddCount === 1 ? '1 amount' : `${r.oddCount} amounts`
  return [`${n} that cannot be money counted but not summed:`, ...shown, ...more]
}

const cell = (t: Tally) => (t.count === 0 ? '-' : `${t.count} · ${formatBrl(t.cents)}`)

/** The rows of the list: each bucket where something happened, then the total. */
export const reportRows = (r: Report): ReportBucket[] => [...r.buckets, r.total]

/** The list of buckets: what people came for (what was paid, by Bolepix and by card, and created) is kept on a narrow terminal. */
export function reportView(colors: Colors): ListView<ReportBucket> {
  const col = (header: string, key: string, get: (b: ReportBucket) => Tally, drop: number): Column<ReportBucket> => ({
    header,
    key,
    kind: 'fixed',
    align: 'right',
    get: (b) => cell(get(b)),
    drop,
  })
  return {
    empty: 'nothing happened in the period',
    fields: REPORT_FIELDS,
    record: bucketJson,
    columns: [
      {header: 'PERIOD', key: 'bucket', kind: 'fixed', get: (b) => b.bucket, style: (s) => (s === 'total' ? colors.bold(s) : s), drop: 0},
      col('BOLEPIX PAID', 'paid', (b) => b.bolepix.paid, 0),
      col('CARD PAID', 'cardpaid', (b) => b.card.paid, 1),
      col('CREATED', 'created', (b) => b.bolepix.created, 2),
      // The sum of the two paid columns, also the summary's last line and the chart's bars: left out early.
      col('MONEY IN', 'moneyin', (b) => b.moneyIn, 3),
      col('CANCELLED', 'cancelled', (b) => b.bolepix.cancelled, 4),
      col('DECLINED', 'declined', (b) => b.card.declined, 5),
      col('EXPIRED', 'expired', (b) => b.bolepix.expired, 6),
      col('PRE-AUTH', 'preauth', (b) => b.card.preAuthorized, 7),
      col('CARD CANCELLED', 'cardcancelled', (b) => b.card.cancelled, 8),
    ],
  }
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉']

/** A bar `cents` long on a scale where `max` fills `width` columns, in eighths of a column. */
export function bar(cents: number, max: number, width: number): string {
  if (max <= 0 || cents <= 0) return ''
  const eighths = Math.max(1, Math.round((cents / max) * width * 8))
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]
}

/** The money that came in per bucket as bars of block characters, fitted to `width` columns. */
export function chartLines(r: Report, width: number): string[] {
  if (r.buckets.length === 0) return []
  const label = Math.max(...r.buckets.map((b) => b.bucket.length))
  const amounts = r.buckets.map((b) => formatBrl(b.moneyIn.cents))
  const amountWidth = Math.max(...amounts.map((a) => a.length))
  const room = Math.max(10, width - label - amountWidth - 4)
  const max = Math.max(...r.buckets.map((b) => b.moneyIn.cents))
  return [
    'Money in',
    ...r.buckets.map((b, i) => `${b.bucket.padEnd(label)}  ${amounts[i]!.padStart(amountWidth)}  ${bar(b.moneyIn.cents, max, room)}`),
  ]
}
