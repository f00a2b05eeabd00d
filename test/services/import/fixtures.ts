/** Import files for the tests: valid rows (CPF 423.189.708-58 and friends), CSV and JSON Lines, in temp folders. */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {formatCsvRecord} from '../../../src/services/import/csv.js'
import {tempDir} from '../../helpers/cli.js'

export const CSV_HEADER = [
  'order-id',
  'amount',
  'due-date',
  'expiration-after-payment',
  'debtor.name',
  'debtor-document',
  'debtor.publicArea',
  'debtor-number',
  'debtor-neighborhood',
  'debtor.city',
  'debtor-state',
  'debtor-postal-code',
]

const DOCUMENTS = ['423.189.708-58', '529.982.247-25', '111.444.777-35', '11.222.333/0001-81']

/** One CSV row's cells (no order id unless given): quoted-worthy values on purpose. */
export function csvCells(i: number, orderId = ''): string[] {
  return [
    orderId,
    `1.${String(100 + (i % 900)).padStart(3, '0')},${String(i % 100).padStart(2, '0')}`,
    '+7d',
    '5',
    `Silva, Maria ${i}`,
    DOCUMENTS[i % DOCUMENTS.length]!,
    'Rua "A"\nBloco B',
    String(100 + i),
    'Bela Vista',
    'São Paulo',
    'SP',
    '01310-100',
  ]
}

/** A CSV text with `n` rows (lines 2..n+1 when no cell spans lines; the address here does: 2 lines per row). */
export function csvText(n: number, orderId?: (i: number) => string): string {
  const lines = [formatCsvRecord(CSV_HEADER)]
  for (let i = 0; i < n; i++) lines.push(formatCsvRecord(csvCells(i, orderId?.(i))))
  return `${lines.join('\r\n')}\r\n`
}

/** A creation body for JSON Lines. */
export function jsonBody(i: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: `${100 + i},${String(i % 100).padStart(2, '0')}`,
    dueDate: '+7d',
    expirationAfterPayment: 5,
    debtor: {
      name: `Maria ${i}`,
      document: DOCUMENTS[i % DOCUMENTS.length],
      publicArea: 'Avenida Paulista',
      number: String(1000 + i),
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01310100',
    },
    ...extra,
  }
}

export function jsonlText(n: number, extra: (i: number) => Record<string, unknown> = () => ({})): string {
  return Array.from({length: n}, (_, i) => JSON.stringify(jsonBody(i, extra(i)))).join('\n') + '\n'
}

/** Writes `content` to `name` in a fresh temp folder; returns the path. */
export function writeTemp(name: string, content: string, dir = tempDir('payctl-import-')): string {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}
