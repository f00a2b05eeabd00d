/**
 * Any row the template writer writes (template.ts), in either locale, with any supported separator and
 * saved in any supported encoding (UTF-8, with a BOM, UTF-16 LE or BE, Windows-1252), imports to the same body
 * with the same order id. Also: the template files themselves (.csv and .xlsx, both locales) import as they are.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {UF_CODES} from '../../../src/schemas/documents.js'
import {decodeImportText} from '../../../src/services/import/decode.js'
import {checkRows} from '../../../src/services/import/rows.js'
import {parseImportText, readImportSource} from '../../../src/services/import/source.js'
import {exampleRow, templateCsv, writeTemplate, type TemplateLocale, type TemplateRow} from '../../../src/services/import/template.js'
import {tempDir} from '../../helpers/cli.js'
import {fuzzParams} from '../../helpers/arbitraries.js'

const TODAY = '2026-03-10'
const DAY0 = Date.parse(`${TODAY}T00:00:00Z`)

// Letters people write names with (all of them Latin-1: Windows-1252 can carry every row), and what a CSV must quote.
const NAME_CHARS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáàâãéêíóôõúüçÁÂÃÉÍÓÚÇ',
  ' ',
  ',',
  ';',
  '"',
  "'",
  '-',
  '.',
  '&',
  '(',
  ')',
]
const word = (max: number) =>
  fc
    .string({unit: fc.constantFrom(...NAME_CHARS), minLength: 1, maxLength: max})
    .map((s) => s.trim())
    .filter((s) => s.length > 0)

const row: fc.Arbitrary<TemplateRow> = fc.record({
  cents: fc.integer({min: 1, max: 1_000_000_000}),
  dueDate: fc.integer({min: 0, max: 800}).map((d) => new Date(DAY0 + d * 86_400_000).toISOString().slice(0, 10)),
  days: fc.integer({min: 1, max: 60}),
  name: word(25),
  document: fc.constantFrom(
    '423.189.708-58',
    '52998224725',
    '111.444.777-35',
    '11.222.333/0001-81',
    '012.345.678-90',
    '04.252.011/0001-10',
  ),
  publicArea: word(40),
  number: fc.stringMatching(/^[0-9]{1,5}[A-Z]?$/),
  neighborhood: word(30),
  city: word(30),
  state: fc.constantFrom(...UF_CODES),
  postalCode: fc
    .integer({min: 1_000_000, max: 99_999_999})
    .map((n) => String(n).padStart(8, '0'))
    .chain((c) => fc.constantFrom(c, `${c.slice(0, 5)}-${c.slice(5)}`)),
  fine: fc.option(
    fc.integer({min: 0, max: 200}).map((n) => n / 100),
    {nil: undefined},
  ),
  interest: fc.option(
    fc.integer({min: 0, max: 1000}).map((n) => n / 100),
    {nil: undefined},
  ),
})

type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252'
function encode(text: string, encoding: Encoding): Buffer {
  if (encoding === 'utf-8') return Buffer.from(text)
  if (encoding === 'utf-8-bom') return Buffer.from(`\uFEFF${text}`)
  if (encoding === 'windows-1252') return Buffer.from(text, 'latin1')
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
  if (encoding === 'utf-16le') return le
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!]
  return le
}

function imported(bytes: Buffer) {
  const {text} = decodeImportText(bytes, 'f.csv')
  return checkRows({sha256: 'x', rows: parseImportText(text, 'csv')}, {today: TODAY})
}

describe('the template writer', () => {
  it('any rows it writes import to the same bodies and ids, in either locale, any separator, any encoding', () => {
    const variants: [TemplateLocale, ',' | ';' | '\t', Encoding][] = []
    for (const locale of ['en', 'pt-BR'] as const)
      for (const sep of [',', ';', '\t'] as const)
        for (const enc of ['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252'] as const) variants.push([locale, sep, enc])
    fc.assert(
      fc.property(fc.array(row, {minLength: 1, maxLength: 4}), (rows) => {
        const base = imported(encode(templateCsv(rows, 'en'), 'utf-8'))
        expect(base.invalid).toEqual([])
        expect(base.valid.map((r) => [r.body.amount, r.body.debtor.name, r.body.dueDate])).toEqual(
          rows.map((r) => [r.cents / 100, r.name, r.dueDate]),
        )
        for (const [locale, sep, enc] of variants) {
          const again = imported(encode(templateCsv(rows, locale, sep), enc))
          expect({locale, sep, enc, invalid: again.invalid}).toEqual({locale, sep, enc, invalid: []})
          expect(again.valid.map((r) => r.body)).toEqual(base.valid.map((r) => r.body))
        }
      }),
      fuzzParams(40),
    )
  })

  it('writes .csv and .xlsx in both locales that import as they are, to the same body; pt-BR CSV is UTF-8 with a BOM and ";"', async () => {
    const dir = tempDir()
    const bodies: unknown[] = []
    for (const [name, locale] of [
      ['a.csv', 'en'],
      ['b.csv', 'pt-BR'],
      ['c.xlsx', 'en'],
      ['d.xlsx', 'pt-BR'],
    ] as const) {
      const file = join(dir, name)
      await writeTemplate(file, locale, TODAY)
      const {valid, invalid} = checkRows(await readImportSource(file), {today: TODAY})
      expect(invalid).toEqual([])
      bodies.push(valid.map((r) => r.body))
    }
    for (const b of bodies) expect(b).toEqual(bodies[0])
    const ex = exampleRow(TODAY)
    expect(bodies[0]).toEqual([
      expect.objectContaining({amount: ex.cents / 100, dueDate: '2026-04-09', instructions: {fine: 2, interest: 1}}),
    ])
    const pt = readFileSync(join(dir, 'b.csv'))
    expect([...pt.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(pt.toString('utf8').split('\r\n')[1]).toBe(
      '1.234,56;09/04/2026;5;Maria da Conceição;423.189.708-58;Avenida Paulista;1000;Bela Vista;São Paulo;SP;01310-100;2,00%;1,00%',
    )
    await expect(writeTemplate(join(dir, 'a.csv'), 'en', TODAY)).rejects.toThrow('already exists')
    await expect(writeTemplate(join(dir, 'x.ods'), 'en', TODAY)).rejects.toThrow('must end in .csv or .xlsx')
  })
})
