/**
 * Values as pt-BR spreadsheets write them, Portuguese column names, empty rows, and order ids of the rows' values
 * (docs/import.md#values-as-spreadsheets-write-them, #column-names, #order-ids).
 */
import {describe, expect, it} from 'vitest'
import {convertCell} from '../../../src/services/import/cells.js'
import {checkRows} from '../../../src/services/import/rows.js'
import {readImportSource} from '../../../src/services/import/source.js'
import {writeTemp} from './fixtures.js'

const TODAY = '2026-03-10'
const pt = {ptBR: true}
const en = {ptBR: false}

describe('convertCell', () => {
  it('reads dates day first: dd/mm/aaaa and dd/mm/aa; a month above 12 is a problem, never read month first', () => {
    expect(convertCell('dueDate', '25/12/2026', pt)).toEqual({value: '2026-12-25'})
    expect(convertCell('dueDate', '5/1/27', en)).toEqual({value: '2027-01-05'})
    expect(convertCell('dueDate', '12/25/2026', pt)).toEqual({
      value: '12/25/2026',
      problem: '12/25/2026: dates are day first (dd/mm/aaaa); 25 is not a month',
    })
    expect(convertCell('dueDate', '+7d', pt)).toEqual({value: '+7d'})
    expect(convertCell('instructions.discount.limitDate', '20/12/2026', pt)).toEqual({value: '2026-12-20'})
  })

  it('reads R$ and 1.234,56; in a pt-BR file 1.500 is one thousand five hundred, elsewhere left to be refused as ambiguous', () => {
    expect(convertCell('amount', 'R$ 1.234,56', pt).value).toBe('1234.56')
    expect(convertCell('amount', '1.500', pt).value).toBe('1500')
    expect(convertCell('amount', '1.500.000', pt).value).toBe('1500000')
    expect(convertCell('amount', '99,9', pt).value).toBe('99.9')
    expect(convertCell('amount', '1.500', en).value).toBe('1.500')
    expect(convertCell('amount', 'R$1.234,56', en).value).toBe('1.234,56')
  })

  it("refuses control characters and U+FFFD in any cell (a sheet's text is not decoded: the same rule as a file's)", () => {
    expect(convertCell('debtor.name', 'Jo\u0007ão', pt)).toEqual({
      value: 'Jo\u0007ão',
      problem: 'holds the control character U+0007 at character 3',
    })
    expect(convertCell('debtor.city', 'S\ufffdo Paulo', pt).problem).toBe(
      'holds U+FFFD (text garbled before it was saved: "�") at character 2',
    )
    expect(convertCell('debtor.name', 'Jo\u009bão', pt).problem).toContain('U+009B')
  })

  it('reads percentages for fine and interest, and 5,0 as a whole number of days', () => {
    expect(convertCell('instructions.fine', '2,00%', pt).value).toBe('2')
    expect(convertCell('instructions.interest', '1,5 %', en).value).toBe('1.5')
    expect(convertCell('expirationAfterPayment', '5,0', pt).value).toBe('5')
  })

  it('restores the leading zeros of a CPF, CNPJ or CEP only when the padded value is valid, with a note', () => {
    expect(convertCell('debtor.document', '1234567890', pt)).toEqual({
      value: '01234567890',
      note: 'debtor.document: leading zeros restored (1234567890 → 01234567890, a valid CPF)',
    })
    expect(convertCell('debtor.document', '4252011000110', pt)).toEqual({
      value: '04252011000110',
      note: 'debtor.document: leading zeros restored (4252011000110 → 04252011000110, a valid CNPJ)',
    })
    // Valid both ways (00000000191 and 00000000000191): which was meant is not ours to guess.
    expect(convertCell('debtor.document', '191', pt)).toEqual({value: '191'})
    // 00123456797 typed as a number: a valid CPF and, padded to 14, a valid CNPJ. Refused, saying what happened.
    expect(convertCell('debtor.document', '123456797', pt)).toEqual({
      value: '123456797',
      problem:
        '123456797 looks like a CPF or CNPJ whose leading zeros the spreadsheet dropped (typed as a number; both the CPF 00123456797 and the CNPJ 00000123456797 are valid, so which was meant cannot be told): format the column as text and type the documents again with their zeros (Excel: Format Cells > Text; LibreOffice: Format > Cells > Text), or write them with dots and dash (012.345.678-90)',
    })
    expect(convertCell('debtor.document', '1234567891', pt).problem).toMatch(
      /^1234567891 looks like a CPF or CNPJ whose leading zeros the spreadsheet dropped \(typed as a number; neither the CPF 01234567891 nor the CNPJ 00001234567891 is valid\): format the column as text/,
    )
    expect(convertCell('debtor.postalCode', '1310100', pt)).toEqual({
      value: '01310100',
      note: 'debtor.postalCode: the leading zero was restored (1310100 → 01310100)',
    })
    expect(convertCell('debtor.postalCode', '131010', pt)).toEqual({value: '131010'})
  })
})

const PT_HEADER = 'Valor;Vencimento;Expiração após pagamento;Nome;CPF/CNPJ;Logradouro;Número;Bairro;Cidade;UF;CEP;Multa;Juros'
const PT_ROW = 'R$ 1.500;25/12/2026;5;João Conceição;1234567890;Rua Direita;12;Sé;São Paulo;sp;1310100;2,00%;1,00%'

describe('a pt-BR file', () => {
  it('imports with Portuguese column names (any case, no accents), pt-BR values, empty rows skipped and counted', async () => {
    const header = PT_HEADER.replace('Expiração após pagamento', 'EXPIRACAO APOS  PAGAMENTO').replace('Número', 'numero')
    const file = writeTemp('pt.csv', `${header}\r\n${PT_ROW}\r\n;;;;;;;;;;;;\r\n;;;;;;;;;;;;\r\n`)
    const source = await readImportSource(file)
    expect(source.emptyRows).toBe(2)
    const {valid, invalid} = checkRows(source, {today: TODAY})
    expect(invalid).toEqual([])
    expect(valid).toHaveLength(1)
    const {order_id: _, ...body} = valid[0]!.body
    expect(body).toEqual({
      amount: 1500,
      dueDate: '2026-12-25',
      expirationAfterPayment: 5,
      debtor: {
        name: 'João Conceição',
        document: '01234567890',
        publicArea: 'Rua Direita',
        number: '12',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
        postalCode: '01310100',
      },
      instructions: {fine: 2, interest: 1},
    })
    expect(valid[0]!.notes).toEqual([
      'debtor.document: leading zeros restored (1234567890 → 01234567890, a valid CPF)',
      'debtor.postalCode: the leading zero was restored (1310100 → 01310100)',
    ])
  })

  it('names a month-first date as the row problem it is', async () => {
    const file = writeTemp('pt.csv', `${PT_HEADER}\n${PT_ROW.replace('25/12/2026', '12/25/2026')}\n`)
    const {invalid} = checkRows(await readImportSource(file), {today: TODAY})
    expect(invalid).toEqual([
      {line: 2, issues: [{path: 'dueDate', message: '12/25/2026: dates are day first (dd/mm/aaaa); 25 is not a month'}]},
    ])
  })
})

describe('order ids of the rows values', () => {
  const EN_HEADER =
    'amount,due-date,expiration-after-payment,debtor-name,debtor-document,debtor-public-area,debtor-number,debtor-neighborhood,debtor-city,debtor-state,debtor-postal-code,fine,interest'
  const EN_ROW = '1500.00,2026-12-25,5,João Conceição,012.345.678-90,Rua Direita,12,Sé,São Paulo,SP,01310-100,2,1'

  it('are the same for the same rows whatever the bytes: encoding, BOM, line ends, separator, column order, names', async () => {
    const texts: [string, Buffer][] = [
      ['utf8-lf.csv', Buffer.from(`${PT_HEADER}\n${PT_ROW}\n${PT_ROW}\n`)],
      ['cp1252-crlf.csv', Buffer.from(`${PT_HEADER}\r\n${PT_ROW}\r\n${PT_ROW}\r\n;;;;;;;;;;;;\r\n`, 'latin1')],
      ['bom.csv', Buffer.from(`\uFEFF${PT_HEADER}\r\n${PT_ROW}\r\n${PT_ROW}\r\n\r\n`)],
      [
        'utf16.txt',
        Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from(`${PT_HEADER}\r\n${PT_ROW}\r\n${PT_ROW}\r\n`.replaceAll(';', '\t'), 'utf16le'),
        ]),
      ],
      ['en.csv', Buffer.from(`${EN_HEADER}\n${EN_ROW}\n${EN_ROW}\n`)],
    ]
    const reversed = (line: string) => line.split(',').reverse().join(',')
    texts.push(['reversed.csv', Buffer.from(`${reversed(EN_HEADER)}\n${reversed(EN_ROW)}\n${reversed(EN_ROW)}\n`)])
    const ids: string[][] = []
    for (const [name, bytes] of texts) {
      const file = writeTemp(name, '')
      const {writeFileSync} = await import('node:fs')
      writeFileSync(file, bytes)
      const {valid, invalid} = checkRows(await readImportSource(file), {today: TODAY})
      expect({name, invalid}).toEqual({name, invalid: []})
      ids.push(valid.map((r) => r.orderId))
    }
    // Two identical rows are two charges: two ids, the same two in every file.
    expect(new Set(ids[0]).size).toBe(2)
    for (const other of ids) expect(other).toEqual(ids[0])
  })

  it('keep a relative due date as written, so a rerun on another day gives the same ids', async () => {
    const file = writeTemp('rel.csv', `${EN_HEADER}\n${EN_ROW.replace('2026-12-25', '+7d')}\n`)
    const today = checkRows(await readImportSource(file), {today: TODAY}).valid[0]!
    const tomorrow = checkRows(await readImportSource(file), {today: '2026-03-11'}).valid[0]!
    expect(today.body.dueDate).not.toBe(tomorrow.body.dueDate)
    expect(tomorrow.orderId).toBe(today.orderId)
  })

  it('resume a journal of the first scheme with its ids (of the file and the line)', async () => {
    const file = writeTemp('old.csv', `${EN_HEADER}\n${EN_ROW}\n`)
    const source = await readImportSource(file)
    const byRow = checkRows(source, {today: TODAY}).valid[0]!.orderId
    const byFile = checkRows(source, {today: TODAY, scheme: 'file-and-line'}).valid[0]!.orderId
    expect(byFile).not.toBe(byRow)
    const {deterministicOrderId} = await import('../../../src/services/import/rows.js')
    expect(byFile).toBe(deterministicOrderId(source.sha256, 2, source.rows[0]!.legacy!))
  })
})
