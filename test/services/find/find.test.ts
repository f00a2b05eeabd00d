/** The readings of find's TEXT and the fields each is tried on. */
import {describe, expect, it} from 'vitest'
import {matchingFields} from '../../../src/services/find/match.js'
import {foldName, parseFindText} from '../../../src/services/find/query.js'
import {UsageError} from '../../../src/errors.js'

const charge = {
  id: '31776e76-4a75-45df-a89d-6efcf594c67a',
  sellerId: 'abad53dd-2fd3-4b37-a40e-22c192606064',
  invoiceId: 'fa345f23-8dbb-4e6b-a46c-aba437850e09',
  status: 'PENDING',
  orderId: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
  amount: 1234.56,
  debtor: {name: 'Ana Luíza Souza Pereira', document: '11144477735'},
}

const fields = (text: string, record: unknown = charge) => matchingFields(parseFindText(text), record)

describe('find: what TEXT can be, and where it is looked for', () => {
  it('a CPF in any usual format, a CNPJ (alphanumeric too) with or without punctuation', () => {
    for (const cpf of ['111.444.777-35', '11144477735', ' 111 444 777 35 ']) expect(fields(cpf)).toEqual(['debtor.document'])
    expect(parseFindText('12.ABC.345/01DE-35').document).toBe('12ABC34501DE35')
    expect(fields('12abc34501de35', {debtor: {document: '12.ABC.345/01DE-35'}})).toEqual(['debtor.document'])
    // Invalid check digits: not a document (and as an amount or id, nothing here).
    expect(parseFindText('111.444.777-36').document).toBeUndefined()
  })

  it('names: part of one, case and accents ignored; a name reading needs letters and no digits', () => {
    expect(foldName('  Ana  LUÍZA ')).toBe('ana luiza')
    expect(fields('luiza souza')).toEqual(['debtor.name'])
    expect(fields('LUÍZA')).toEqual(['debtor.name'])
    // The words in any order, with others between, as people type them.
    expect(fields('ana pereira')).toEqual(['debtor.name'])
    expect(fields('PEREIRA ana luiza')).toEqual(['debtor.name'])
    expect(fields('joao silva', {debtor: {name: 'João da Silva'}})).toEqual(['debtor.name'])
    expect(fields('joao santos', {debtor: {name: 'João da Silva'}})).toEqual([])
    expect(parseFindText('a1').name).toBeUndefined()
    expect(parseFindText('x').name).toBeUndefined()
  })

  it('amounts as people write them, on amount fields in reais and on …_cents fields', () => {
    expect(fields('1.234,56')).toEqual(['amount'])
    expect(fields('R$ 1.234,56')).toEqual(['amount'])
    expect(fields('1234.56')).toEqual(['amount'])
    expect(fields('100,00', {data: {total_cents: 10000, subtotal_cents: 10000, installments: 100}})).toEqual([
      'data.total_cents',
      'data.subtotal_cents',
    ])
  })

  it('ids: whole or their first 8 characters or more, on id fields only; never the seller id', () => {
    expect(fields('FA345F23')).toEqual(['invoiceId'])
    expect(fields('fa345f2')).toEqual([])
    expect(fields('e3b0c442-98fc-4c14-9afb-f4c8996fb924')).toEqual(['orderId'])
    expect(fields(charge.sellerId)).toEqual([])
    expect(fields('ABC123', {order_id: 'abc123'})).toEqual(['order_id'])
  })

  it('e-mails, on e-mail fields', () => {
    expect(fields('Ana@Example.com', {customer: {email: 'ana@example.com', name: 'Ana'}})).toEqual(['customer.email'])
  })

  it('TEXT with no reading is a usage error', () => {
    expect(() => parseFindText('   ')).toThrow(UsageError)
    expect(() => parseFindText('!?')).toThrow(/nothing to look for/)
  })
})
