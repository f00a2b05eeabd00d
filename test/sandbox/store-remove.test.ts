/** A record removed from the sandbox's store stays removed across a restart from the journal (its line says so). */
import {describe, expect, it} from 'vitest'
import {Store} from '../../src/sandbox/store.js'
import type {JournalEntry} from '../../src/sandbox/journal.js'

describe('Store.remove', () => {
  it('removes a record, journals the removal, and a replay of the journal keeps it removed', () => {
    const lines: JournalEntry[] = []
    const store = new Store({append: (e: JournalEntry) => void lines.push(e)} as never)
    const webhook = {id: 'wh-1', target: 'http://127.0.0.1:9/', events: ['charge-in'], inserted_at: '2026-01-01T00:00:00Z'}
    store.put('webhook', webhook)
    store.put('webhook', {...webhook, id: 'wh-2'})
    expect(store.remove('webhook', 'wh-1')).toBe(true)
    expect(store.remove('webhook', 'wh-1')).toBe(false)
    expect(lines.at(-1)).toEqual({t: 'removed', v: {kind: 'webhook', key: 'wh-1'}})
    const again = new Store()
    again.replay(lines)
    expect(again.all('webhook').map((w) => w.id)).toEqual(['wh-2'])
    expect(store.snapshot().filter((e) => e.t === 'webhook')).toHaveLength(1)
  })
})
