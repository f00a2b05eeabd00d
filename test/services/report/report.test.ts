import {describe, expect, it} from 'vitest'
import {bar, chartLines} from '../../../src/render/report.js'
import {bucketOf, parsePeriod, type Report} from '../../../src/services/report/report.js'

describe('report buckets (docs/report.md)', () => {
  it('a day is itself, a week its Monday (ISO), a month YYYY-MM', () => {
    expect(bucketOf('2026-11-25', 'day')).toBe('2026-11-25')
    expect(bucketOf('2026-11-25', 'week')).toBe('2026-11-23') // a Wednesday
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23') // a Monday
    expect(bucketOf('2026-11-29', 'week')).toBe('2026-11-23') // a Sunday
    expect(bucketOf('2027-01-01', 'week')).toBe('2026-12-28') // across the year
    expect(bucketOf('2026-11-25', 'month')).toBe('2026-11')
  })
})

describe('the period', () => {
  const now = new Date(2026, 10, 25, 15, 30) // local time
  it('is today so far by default; a date given as --until counts to its end', () => {
    expect(parsePeriod({}, now)).toEqual({since: new Date(2026, 10, 25), until: now})
    expect(parsePeriod({since: '2026-11-01', until: '2026-11-30'}, now)).toEqual({
      since: new Date(2026, 10, 1),
      until: new Date(2026, 11, 1),
    })
    expect(parsePeriod({since: '7d'}, now)).toEqual({since: new Date(now.getTime() - 7 * 86_400_000), until: now})
  })

  it('names every wrong flag at once, and an end before the start', () => {
    expect(parsePeriod({since: 'x', until: 'y'}, now)).toEqual({
      issues: [
        {path: '--since', message: '"x" is not a date (2026-11-01), a date-time (2026-11-01T10:00) or a duration (7d, 12h)'},
        {path: '--until', message: '"y" is not a date (2026-11-01), a date-time (2026-11-01T10:00) or a duration (7d, 12h)'},
      ],
    })
    expect(parsePeriod({since: '2026-11-20', until: '2026-11-10'}, now)).toEqual({
      issues: [{path: '--until', message: 'must be after --since'}],
    })
  })
})

describe('the bar chart', () => {
  it('draws in eighths of a column, the largest filling the width, any money at least a sliver', () => {
    expect(bar(100, 100, 10)).toBe('█'.repeat(10))
    expect(bar(50, 100, 10)).toBe('█'.repeat(5))
    expect(bar(55, 100, 10)).toBe('█████▌')
    expect(bar(1, 1_000_000, 10)).toBe('▏')
    expect(bar(0, 100, 10)).toBe('')
  })

  it('fits the width it is given', () => {
    const tally = (cents: number) => ({count: 1, cents})
    const bucket = (day: string, cents: number) => ({
      bucket: day,
      bolepix: {created: tally(0), paid: tally(cents), cancelled: tally(0), expired: tally(0)},
      card: {paid: tally(0), preAuthorized: tally(0), cancelled: tally(0), declined: tally(0)},
      moneyIn: tally(cents),
    })
    const report = {buckets: [bucket('2026-11-24', 123_456), bucket('2026-11-25', 9_999_999_99)]} as unknown as Report
    for (const width of [40, 80, 120]) {
      const lines = chartLines(report, width)
      expect(lines[0]).toBe('Money in')
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(width)
      expect(lines[2]!.endsWith('█')).toBe(true)
    }
  })
})
