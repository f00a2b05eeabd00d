/**
 * How a CPF or CNPJ is read as typed (docs/domain.md#reading-a-document-as-typed): only ASCII, checked before any
 * upper-casing; only `.`, `-`, `/` and outer whitespace removed; letters only in the first 12 places of a
 * 14-character CNPJ. The same reading in every check: documentProblem, cpfProblem, cnpjProblem, the zod schemas,
 * the quick Bolepix check and the redactor's CNPJ test.
 */
import {describe, expect, it} from 'vitest'
import {
  cnpjProblem,
  cnpjSchema,
  cpfProblem,
  cpfSchema,
  documentProblem,
  documentSchema,
  normalizeDocument,
} from '../../src/schemas/brazil.js'
import {bolepixCreateSchema, quickBolepixCreate} from '../../src/schemas/bolepix.js'
import {isValidCnpjShape} from '../../src/util/check-digits.js'
import {bolepixBody, today} from '../helpers/journey.js'

/** Every check of a debtor document refuses it: the plain check, the zod schema, and the quick check of import rows. */
function expectDocumentRefused(document: string) {
  expect(documentProblem(document), document).toBeDefined()
  expect(documentSchema.safeParse(document).success, document).toBe(false)
  const body = bolepixBody({debtor: {...(bolepixBody().debtor as object), document}})
  expect(quickBolepixCreate(body, today())).toBeUndefined()
  expect(bolepixCreateSchema(today()).safeParse(body).success).toBe(false)
}

describe('non-ASCII letters never become CNPJ letters', () => {
  it('the ASCII spellings are valid CNPJs, so only the non-ASCII letter is refused', () => {
    for (const valid of ['YYA6RBCI0PD270', 'FIAB12CD000169', 'YYA6RBCS0PD225', 'yya6rbcs0pd225']) {
      expect(documentProblem(valid), valid).toBeUndefined()
      expect(cnpjProblem(valid), valid).toBeUndefined()
    }
  })

  it('dotless ı, long ſ and the ligature ﬁ are refused, whatever upper-casing would make of them', () => {
    // 'ı'.toUpperCase() === 'I', 'ſ'.toUpperCase() === 'S', 'ﬁ'.toUpperCase() === 'FI' (the string grows by one).
    for (const typed of ['YYA6RBCı0PD270', 'YYA6RBCſ0PD225', 'ﬁAB12CD000169', 'YY.A6R.BCı/0PD2-70']) {
      expectDocumentRefused(typed)
      expect(cnpjProblem(typed), typed).toBeDefined()
      expect(cnpjSchema.safeParse(typed).success).toBe(false)
      expect(isValidCnpjShape(typed), typed).toBe(false)
    }
  })

  it('non-ASCII digits, spaces and invisible characters are refused too', () => {
    for (const typed of [
      '４２３.189.708-58',
      '423.189.708-58\u200b',
      '\u00a0423.189.708-58',
      '423.189.708-58\u3000',
      '\ufeff11222333000181',
      '11222333000181\u2028',
    ]) {
      expectDocumentRefused(typed)
      expect(cpfProblem(typed), typed).toBeDefined()
      expect(cnpjProblem(typed), typed).toBeDefined()
    }
  })

  it('names the problem on one line', () => {
    expect(documentProblem('YYA6RBCı0PD270')).toBe('only digits, the letters A to Z and the separators . - / are allowed')
    expect(documentProblem('ﬁAB12CD000169')).toBe('must be a CPF (11 digits) or a CNPJ (14 characters)')
  })
})

describe('a CPF with a label does not become a CNPJ', () => {
  it('698.574.673-00 is a valid CPF; with a label it is refused, not sent as the CNPJ CPF69857467300', () => {
    expect(documentSchema.parse('698.574.673-00')).toBe('69857467300')
    for (const typed of ['CPF 698.574.673-00', 'cpf 69857467300', 'CPF: 698.574.673-00', 'CPF\t698.574.673-00'])
      expectDocumentRefused(typed)
  })

  it('only . - / and outer whitespace are removed: no inner spaces, underscores or other marks', () => {
    for (const typed of [
      '698 574 673 00',
      '698.574.673_00',
      '698,574,673-00',
      '11 222 333 0001 81',
      '12.ABC.345\\01DE-35',
      '(11) 222.333/0001-81',
    ]) {
      expectDocumentRefused(typed)
    }
    expect(documentSchema.parse(' \t11.222.333/0001-81\r\n')).toBe('11222333000181')
  })

  it('letters only in the first 12 places of a 14-character document', () => {
    expect(documentSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35')
    for (const typed of ['12ABC34501DE3S', '5299822472S', 'A2998224725', '529.982.247-2S']) expectDocumentRefused(typed)
  })

  it('cpfProblem and documentProblem accept the same CPF forms (the slash too)', () => {
    for (const typed of ['698/574/673-00', '698.574.673-00', '69857467300', ' 698.574.673/00 ', '6.9.8-5/7.4-6/7-3-0-0']) {
      expect(cpfProblem(typed), typed).toBeUndefined()
      expect(documentProblem(typed), typed).toBeUndefined()
      expect(cpfSchema.parse(typed)).toBe('69857467300')
      expect(documentSchema.parse(typed)).toBe('69857467300')
    }
    for (const typed of ['698 574 673 00', 'CPF 698.574.673-00']) {
      expect(cpfProblem(typed), typed).toBeDefined()
      expect(documentProblem(typed), typed).toBeDefined()
    }
  })

  it('normalizeDocument upper-cases only ASCII letters', () => {
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(normalizeDocument('ﬁab')).toBe('ﬁAB')
  })
})
