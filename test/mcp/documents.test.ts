/**
 * Documents in MCP results (src/mcp/documents.ts): a CPF masked as the tables mask it wherever it is (under a field
 * that holds a document, as a whole value elsewhere, in running text), a CNPJ shown formatted as the tables show it,
 * and what only looks like a document (a phone number, an amount, an id) left alone.
 */
import {describe, expect, it} from 'vitest'
import {maskDocumentsIn, maskDocumentsInText} from '../../src/mcp/documents.js'

describe('documents in results', () => {
  it('masks a CPF under a document field, as a whole value anywhere, and formats a CNPJ', () => {
    expect(
      maskDocumentsIn({
        debtor: {name: 'Ana', document: '42318970858'},
        customer: {cpf: '529.982.247-25', cnpj: '11222333000181', document_number: '111.444.777-35'},
        events: [{data: {payer: '42318970858'}}],
        invoiceId: '3b4eaa1d-0000-4000-8000-000000000001',
        phone: '11987654321',
        amount: 150.75,
      }),
    ).toEqual({
      debtor: {name: 'Ana', document: '***.189.708-**'},
      customer: {cpf: '***.982.247-**', cnpj: '11.222.333/0001-81', document_number: '***.444.777-**'},
      events: [{data: {payer: '***.189.708-**'}}],
      invoiceId: '3b4eaa1d-0000-4000-8000-000000000001',
      phone: '11987654321',
      amount: 150.75,
    })
  })

  it('masks every valid CPF in text, with its dots or as 11 digits, and nothing else', () => {
    expect(maskDocumentsInText('1 match for "423.189.708-58"; also 52998224725, not 11987654321 nor 123456789012')).toBe(
      '1 match for "***.189.708-**"; also ***.982.247-**, not 11987654321 nor 123456789012',
    )
  })
})
