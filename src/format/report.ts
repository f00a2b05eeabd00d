/** `payctl report` in words and as JSON: the same in the command's output and in the MCP tool's answer. */
import {formatBrl} from '../schemas/cents.js'
import {localDate} from '../schemas/dates.js'
import {BOLEPIX_MEASURES, CARD_MEASURES, type Tally} from '../schemas/report.js'
import type {Report, ReportBucket} from '../services/report/report.js'

/** A tally as JSON: the count, the amount in reais (a number) and in exact integer cents. */
const tallyJson = (t: Tally) => ({count: t.count, amount: t.cents / 100, amountCents: t.cents})

/** A row (or the total) as JSON: every measure named, amounts in reais and in cents. */
export function bucketJson(b: ReportBucket): Record<string, unknown> {
  return {
    bucket: b.bucket,
    bolepix: Object.fromEntries(BOLEPIX_MEASURES.map((m) => [m, tallyJson(b.bolepix[m])])),
    card: Object.fromEntries(CARD_MEASURES.map((m) => [m, tallyJson(b.card[m])])),
    moneyIn: tallyJson(b.moneyIn),
  }
}

/** `payctl report --json`: the period, its totals, what was still open, each bucket, and what the API does not give. */
export function reportJson(r: Report): Record<string, unknown> {
  return {
    since: r.since.toISOString(),
    until: r.until.toISOString(),
    firstDay: localDate(r.since),
    lastDay: localDate(new Date(r.until.getTime() - 1)),
    by: r.by,
    total: bucketJson(r.total),
    stillOpen: tallyJson(r.stillOpen),
    buckets: r.buckets.map(bucketJson),
    notGiven: r.notGiven,
    oddAmounts: r.oddAmounts,
    oddAmountsCount: r.oddCount,
  }
}

/** The totals above the table: each figure on its own line. */
export function summaryLines(r: Report): string[] {
  const t = r.total
  const line = (label: string, tally: Tally, indent = '  ') =>
    `${indent}${label.padEnd(18 - indent.length)}${String(tally.count).padStart(7)}  ${formatBrl(tally.cents)}`
  return [
    `Report ${localDate(r.since)} to ${localDate(new Date(r.until.getTime() - 1))} (by ${r.by})`,
    'Bolepix',
    line('created', t.bolepix.created),
    line('paid', t.bolepix.paid),
    line('cancelled', t.bolepix.cancelled),
    line('expired', t.bolepix.expired),
    line('still open', r.stillOpen),
    'Card',
    line('paid', t.card.paid),
    line('pre-authorized', t.card.preAuthorized),
    line('cancelled', t.card.cancelled),
    line('declined', t.card.declined),
    line('Money in', t.moneyIn, ''),
  ]
}
