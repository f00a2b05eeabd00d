/**
 * `events show` on a terminal prints the payload's JSON lines whole: a Pix code (a BR Code whose CRC holds) or a
 * boleto line whose check digits hold is never broken across lines nor masked as a card number, at 80 and 120
 * columns as on a pipe; a card number elsewhere in the payload is still masked. Goldens of both widths.
 */
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {expectGolden, stableScreen} from '../../helpers/golden.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, startRecordingServer} from '../../helpers/recording-server.js'
import {CAIXA_LINE, LUHN_TXID_PIX} from '../../helpers/sample-codes.js'

const PIX = LUHN_TXID_PIX
const LINE = CAIXA_LINE
const CARD = '5155901222280001'

const EVENT = {
  id: 'ev-codes-1',
  event: 'charge-in',
  inserted_at: '2026-05-02T09:30:00.000Z',
  data: {
    invoiceId: 'inv-1',
    status: 'PAID',
    pixCode: PIX,
    digitableLine: LINE,
    note: `paid with the card ${CARD} at the counter of the bakery on the corner of the street, receipt kept`,
  },
}

async function standIn() {
  return startRecordingServer((req, res) => {
    if (req.path === '/api/events') sendJson(res, 200, {data: [EVENT]})
    else if (req.path === '/api/notifications') sendJson(res, 200, {data: []})
    else sendJson(res, 404, {errors: {detail: 'Not Found'}})
  })
}

describe('events show keeps payment codes whole', {timeout: 60_000}, () => {
  it.each([80, 120, undefined])(
    'at %s columns: the Pix code and the typed line on one line each, unmasked; the card masked',
    async (cols) => {
      const api = await standIn()
      const r = await runInProcess(['events', 'show', EVENT.id], {
        env: {PAYCTL_BASE_URL: api.url, PAYCTL_ACCESS_TOKEN: 'access-token-for-events-show', TZ: 'UTC'},
        terminal: cols === undefined ? undefined : {columns: cols, rows: 24},
      })
      await api.close()
      expect(r.code).toBe(0)
      const lines = r.stdout.split('\n')
      expect(lines).toContain(`    "pixCode": "${PIX}",`)
      expect(lines).toContain(`    "digitableLine": "${LINE}",`)
      expect(r.stdout).not.toContain(CARD)
      expect(r.stdout).toContain('515590******0001')
      // Not cut inside the long note either: its line is whole, the terminal wraps it softly.
      expect(lines.some((l) => l.startsWith('    "note": "paid with') && l.endsWith('receipt kept"'))).toBe(true)
      if (cols !== undefined) expectGolden(join(import.meta.dirname, '__golden__', `show-codes-${cols}.txt`), stableScreen(r.screen!, []))
    },
  )
})
