/**
 * The zod-free check of plain Bolepix bodies (quickBolepixCreate, used for every import row and `bolepix create`)
 * against the schema it stands in for, on fuzzed bodies: whenever it accepts a body, the schema accepts it too and
 * outputs the very same body (values and key order, so the same bytes are sent). Whatever it does not accept goes
 * to the schema, which names every issue: validation is the schema's, only faster for the common case.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {bolepixCreateSchema, quickBolepixCreate} from '../../src/schemas/bolepix.js'
import {bolepixWireIssues} from '../../src/schemas/bolepix-wire.js'
import {addDays} from '../../src/schemas/dates.js'
import {pruneEmpty} from '../../src/services/bolepix/body.js'
import {fuzzParams, hostileString} from '../helpers/arbitraries.js'
import {today} from '../helpers/journey.js'

const t = today()
const ABSENT = Symbol('absent')
type Value = unknown

/** A field's value: mostly a valid form (so that whole bodies are often valid), else a near miss or anything. */
const field = (good: Value[], bad: Value[] = []) =>
  fc.oneof(
    {weight: 40, arbitrary: fc.constantFrom(...good)},
    {weight: 2, arbitrary: bad.length > 0 ? fc.constantFrom(...bad) : fc.constant<Value>(ABSENT)},
    {
      weight: 1,
      arbitrary: fc.constantFrom<Value>(ABSENT, undefined, null, '', ' ', 0, -0, Number.NaN, Number.POSITIVE_INFINITY, [], {}, true),
    },
    {weight: 1, arbitrary: fc.oneof(hostileString(12), fc.stringMatching(/^[0-9.,R$ +\-dA-Za-z/]{0,16}$/))},
  )

const text = (valid: string) => field([valid, ` ${valid} `, `\u00a0${valid}\t`, valid.toUpperCase(), valid.toLowerCase()], [1000, '\u200b'])

const debtor = fc.record({
  name: field(['Maria Silva', '  Maria Silva  ', 'x'.repeat(25), ` ${'x'.repeat(25)} `, 'ção'], ['x'.repeat(26), '\u3000']),
  document: field(
    [
      '42318970858',
      '423.189.708-58',
      ' 423.189.708-58 ',
      '11.222.333/0001-81',
      '11222333000181',
      '12.abc.345/01de-35',
      '12ABC34501DE35',
      '423/189/708-58',
    ],
    [
      '42318970859',
      '11111111111',
      '4231897085',
      '423.189.708_58',
      '423 189 708 58',
      'CPF 423.189.708-58',
      '12.ABC.345/01DE-3S',
      'YYA6RBCı0PD270',
      '\u00a0423.189.708-58',
    ],
  ),
  publicArea: text('Avenida Paulista'),
  number: text('1000'),
  neighborhood: text('Bela Vista'),
  city: text('São Paulo'),
  state: field(['SP', 'sp', ' rj ', 'Sp'], ['XX', 'S P', 'SPP']),
  postalCode: field(['01310100', '01310-100', ' 01310-100 '], ['0131010', '01310 100', '01310--100', 1310100]),
  email: field([ABSENT], ['a@b.c']),
})

const body = fc.record({
  order_id: field(
    [ABSENT, 'a3bb189e-8bf9-3888-9912-ace4e6543002', ' A3BB189E-8BF9-3888-9912-ACE4E6543002 '],
    ['a3bb189e-8bf9-3888-9912-ace4e654300', 'a3bb189e8bf938889912ace4e6543002'],
  ),
  expirationAfterPayment: field([1, 5, 3650, '5', ' 5 ', '05'], [3651, 5.5, '5d', '-1', '1e3', 2 ** 53, '5.0']),
  dueDate: field(
    ['+7d', ' +7D ', 'today', 'Tomorrow', addDays(t, 7), ` ${addDays(t, 30)} `, '+0d', '9999-12-31'],
    [addDays(t, -1), '2026-02-30', '+99999d', '+7', 7],
  ),
  amount: field(
    [150.75, 0.01, 1, '150,75', ' 1.234,56 ', '1,234.56', 'R$ 10,00', '12,3'],
    [150.755, 1e13, -5, '1.234.567', '0,00', '0', '1e2', 1e-7],
  ),
  debtor: fc.oneof({weight: 20, arbitrary: debtor}, {weight: 1, arbitrary: fc.constantFrom<Value>(ABSENT, null, 'Maria', [], {})}),
  instructions: field(
    [
      ABSENT,
      {fine: 2},
      {interest: '1,5'},
      {fine: 0, interest: 0},
      {fine: '2', interest: 1},
      {},
      {discount: {amount: '1,5', modality: ' Fixed ', limitDate: ` ${addDays(t, 1)} `}},
      {discount: {amount: 5, modality: 'PERCENT', limitDate: `${addDays(t, 2)}T10:00:00.5`}},
    ],
    [
      {fine: -1},
      {fine: '2.555'},
      {fine: ''},
      {fine: undefined},
      {discount: {amount: 5, modality: 'fixed', limitDate: t}},
      {fine: 2, extra: 1},
      {fine: null},
    ],
  ),
  extra: field([ABSENT], ['x', undefined]),
})

/** The generated record as an input object: ABSENT keys left out (nested too), everything else as given. */
function toInput(value: Value): Value {
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) if (v !== ABSENT) out[k] = toInput(v)
  return out
}

describe('the quick Bolepix check', () => {
  it('accepts only what the schema accepts, and outputs exactly what the schema outputs', async () => {
    const schema = bolepixCreateSchema(t)
    let quick = 0
    let schemaOnly = 0
    const {numRuns, seed} = fuzzParams(3000)
    await fc.assert(
      fc.property(body, fc.boolean(), (generated, pruned) => {
        const raw = toInput(generated) as Record<string, unknown>
        // The checker prunes first (blank means "not given"); the raw form is checked too.
        const input = pruned ? pruneEmpty(raw) : raw
        const q = quickBolepixCreate(input, t)
        const z = schema.safeParse(input)
        if (q === undefined) {
          if (z.success) schemaOnly++
          return
        }
        quick++
        expect(z.success, JSON.stringify(input)).toBe(true)
        expect(JSON.stringify(q)).toBe(JSON.stringify(z.data))
        expect(q).toStrictEqual(z.data)
      }),
      {numRuns, seed},
    )
    // The comparison means something only if both outcomes are common.
    expect(quick).toBeGreaterThan(numRuns / 20)
    expect(schemaOnly).toBeGreaterThan(0)
  })

  // What payctl sends (the schema's output, for `bolepix create`, import, MCP and trigger) is in the interface
  // document's forms, which the sandbox insists on (docs/sandbox.md): payctl normalises, the sandbox does not.
  it("outputs the interface document's forms only: the sandbox's wire check finds nothing in any body it accepts", async () => {
    const schema = bolepixCreateSchema(t)
    let accepted = 0
    const {numRuns, seed} = fuzzParams(3000)
    await fc.assert(
      fc.property(body, (generated) => {
        const z = schema.safeParse(toInput(generated))
        if (!z.success) return
        accepted++
        expect(bolepixWireIssues(z.data), JSON.stringify(z.data)).toEqual([])
      }),
      {numRuns, seed},
    )
    expect(accepted).toBeGreaterThan(numRuns / 20)
  })

  it('takes the plain rows an import is made of (JSON and CSV shaped), and leaves discounts to the schema', () => {
    const debtor = {
      name: 'Maria Silva',
      document: '423.189.708-58',
      publicArea: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'sp',
      postalCode: '01310-100',
    }
    const json = {
      order_id: 'A3BB189E-8BF9-3888-9912-ACE4E6543002',
      expirationAfterPayment: 1,
      dueDate: addDays(t, 7),
      amount: 150.75,
      debtor,
    }
    const csv = {amount: '1.234,56', dueDate: '+7d', expirationAfterPayment: '5', debtor, instructions: {fine: '2', interest: '1'}}
    const schema = bolepixCreateSchema(t)
    for (const input of [json, csv]) {
      const q = quickBolepixCreate(input, t)
      expect(q).toBeDefined()
      expect(JSON.stringify(q)).toBe(JSON.stringify(schema.parse(input)))
    }
    expect(quickBolepixCreate({...csv, instructions: {discount: {amount: 5, modality: 'fixed', limitDate: t}}}, t)).toBeUndefined()
  })
})
