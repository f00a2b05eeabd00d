/**
 * Times for people are in the machine's time zone (util/local-time.ts), the same in every human line: checked under
 * two zones by switching TZ in-process (Node re-reads it when process.env.TZ changes).
 */
import {afterEach, describe, expect, it} from 'vitest'
import {localDay, localTime} from '../../src/util/local-time.js'
import {renderEventDetail} from '../../src/render/events.js'
import {makeColors} from '../../src/render/format.js'
import {describeSentElsewhere} from '../../src/services/import/registry.js'

const saved = process.env.TZ
afterEach(() => {
  process.env.TZ = saved
})

describe('local times', () => {
  it('the same instant in São Paulo and in UTC', () => {
    process.env.TZ = 'America/Sao_Paulo'
    expect(localTime('2026-01-01T02:30:00Z')).toBe('2025-12-31 23:30:00')
    expect(localDay('2026-01-01T02:30:00Z')).toBe('2025-12-31')
    process.env.TZ = 'UTC'
    expect(localTime('2026-01-01T02:30:00Z')).toBe('2026-01-01 02:30:00')
    expect(localDay('2026-01-01T02:30:00Z')).toBe('2026-01-01')
  })

  it('a bare date is a calendar day and stays as it is; what does not parse is shown as sent', () => {
    process.env.TZ = 'America/Sao_Paulo'
    expect(localDay('2026-05-01')).toBe('2026-05-01')
    expect(localTime('soon')).toBe('soon')
  })

  it('events show prints the time once, local, not the API value in UTC beside it', () => {
    process.env.TZ = 'America/Sao_Paulo'
    const lines = renderEventDetail(
      {id: 'ev-1', event: 'charge-in', inserted_at: '2026-01-01T12:00:00Z', data: {}} as never,
      [],
      makeColors(false),
    )
    const time = lines.find((l) => l.startsWith('time'))!
    expect(time).toContain('2026-01-01 09:00:00')
    expect(time).not.toContain('12:00')
  })

  it("an import's message says when a journal was first used in local time", () => {
    process.env.TZ = 'America/Sao_Paulo'
    const text = describeSentElsewhere(
      [{kind: 'rows', journal: '/j/a.journal', since: '2026-01-01T12:00:00.000Z', rows: 2, orderIds: ['a', 'b']}],
      3,
    )
    expect(text).toContain('used since 2026-01-01 09:00:00')
  })
})
