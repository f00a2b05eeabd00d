/** `bolepix list` as a person sees it: the columns that answer questions kept, within the terminal's width. */
import {describe, expect, it} from 'vitest'
import {invoiceView} from '../../src/render/bolepix.js'
import {makeColors} from '../../src/render/format.js'
import {CellRows, tableChunks} from '../../src/render/table.js'
import type {InvoiceRecord} from '../../src/schemas/bolepix-answers.js'

const draw = (rows: InvoiceRecord[], width: number, options: {wide?: boolean} = {}) => {
  const cells = new CellRows(invoiceView(makeColors(false)).columns)
  for (const r of rows) cells.add(r)
  return [...tableChunks(cells, {width, color: false, ...options})].join('').trimEnd().split('\n')
}

describe('a Bolepix list on a terminal', () => {
  const rows: InvoiceRecord[] = [
    {
      invoiceId: 'f5347257-78dd-4798-b6d4-b8d7d14ec5d2',
      status: 'CANCELLED',
      amount: 1234.56,
      dueDate: '2026-12-01',
      debtor: {name: 'Maria da Conceição Silva', document: '42318970858'},
      insertedAt: '2026-11-22T07:41:04Z',
      orderId: '09d3a052-502f-47f3-9fe0-60933c28956f',
    },
    {
      invoiceId: 'f5347257-0000-4798-b6d4-b8d7d14ec5d2',
      status: 'PENDING',
      amount: 5,
      dueDate: '2026-12-02',
      debtor: {name: 'Ana', document: '11222333000181'},
    },
  ]

  it('at 80 columns: short unique ids, status, amount, due date and who owes it, masked CPF; nothing past 80', () => {
    const lines = draw(rows, 80)
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80)
    expect(lines[1]).toMatch(/^│ INVOICE ID +│ STATUS +│ +AMOUNT │ DUE DATE +│ DEBTOR/)
    expect(lines[3]).toContain('│ f5347257-7 │ CANCELLED │ R$ 1.234,56 │ 2026-12-01 │')
    // Amounts right-aligned, so that their digits line up.
    expect(lines[4]).toContain('│ f5347257-0 │ PENDING   │     R$ 5,00 │ 2026-12-02 │')
    expect(lines.join('\n')).not.toContain('42318970858')
  })

  it('at 200 columns: every column; --wide: whole ids and documents', () => {
    expect(draw(rows, 200)[1]).toMatch(/CREATED +│ ORDER ID/)
    const wide = draw(rows, 80, {wide: true}).join('\n')
    expect(wide).toContain('09d3a052-502f-47f3-9fe0-60933c28956f')
    expect(wide).toContain('42318970858')
  })
})
