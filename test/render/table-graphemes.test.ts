/**
 * A table of debtors named 🟢, ❤️, 👍🏽, 👨‍👩‍👧, 🇧🇷, 1️⃣, สวัสดี and नमस्ते drawn by the real drawer
 * (render/table.ts) at 120 columns: every line is equally wide by string-width 7. Before graphemes were measured, the
 * lines with 👍🏽, 👨‍👩‍👧, the Thai and the Devanagari names were up to 4 columns off. Narrower tables cut the names
 * only between graphemes.
 */
import stringWidth from 'string-width'
import {describe, expect, it} from 'vitest'
import {CellRows, tableChunks, type Column} from '../../src/render/table.js'

interface Row {
  id: string
  name: string
  amount: string
  status: string
  url: string
}

const NAMES = ['🟢', '❤️', '👍🏽', '👨‍👩‍👧', '🇧🇷', '1️⃣', 'สวัสดี', 'नमस्ते']
const WORDS = ['Maria', 'José', 'Ana', 'Família Souza', 'Brasil', 'Primeiro', 'สวัสดี ครับ', 'नमस्ते दुनिया']
const LONG = NAMES.map((n, i) => `${n} ${WORDS[i]} ${n}${n}`)

const columns: Column<Row>[] = [
  {header: 'ID', key: 'id', kind: 'id', get: (r) => r.id, drop: 0},
  {header: 'DEBTOR', key: 'debtor', get: (r) => r.name, drop: 0},
  {header: 'AMOUNT', key: 'amount', kind: 'fixed', get: (r) => r.amount, drop: 1},
  {header: 'STATUS', key: 'status', kind: 'fixed', get: (r) => r.status, drop: 2},
  {header: 'WEBHOOK', key: 'url', kind: 'url', get: (r) => r.url, drop: 3},
]

function draw(names: readonly string[], width: number): string[] {
  const rows = new CellRows(columns)
  names.forEach((name, i) =>
    rows.add({
      id: `${NAMES[i % NAMES.length]}${i}-3b4eaa1d-6f0e-4c1b-9d55-0b8f6e2c${String(i).padStart(4, '0')}`,
      name,
      amount: `R$ ${i + 1},00`,
      status: 'PENDING',
      url: `https://hooks.example.com/pedidos/${NAMES[i % NAMES.length]}/notify`,
    }),
  )
  return [...tableChunks(rows, {width, color: false})].join('').trimEnd().split('\n')
}

const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'})
const split = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment)

describe('a table of names with emoji, flags, keycaps and combining marks', () => {
  it('at 120 columns has every line equally wide by string-width, each name whole', () => {
    const lines = draw(NAMES, 120)
    expect(lines).toHaveLength(NAMES.length + 4)
    const widths = new Set(lines.map((l) => stringWidth(l)))
    expect([...widths]).toHaveLength(1)
    expect([...widths][0]).toBeLessThanOrEqual(120)
    for (const name of NAMES) expect(lines.some((l) => l.includes(` ${name} `))).toBe(true)
  })

  it('at any width cuts the long names between graphemes and keeps every line equally wide', () => {
    for (const width of [40, 50, 60, 80, 120]) {
      const lines = draw(LONG, width)
      expect(new Set(lines.map((l) => stringWidth(l))).size).toBe(1)
      expect(stringWidth(lines[0]!)).toBeLessThanOrEqual(width)
      // Each row's DEBTOR cell: a prefix of whole graphemes of its name (plus `…` when cut).
      lines.slice(3, -1).forEach((line, i) => {
        const cell = line.split('│')[2]!.trim()
        const shown = cell.endsWith('…') ? cell.slice(0, -1) : cell
        const name = split(LONG[i]!)
        expect(split(shown)).toEqual(name.slice(0, split(shown).length))
      })
    }
  })
})
