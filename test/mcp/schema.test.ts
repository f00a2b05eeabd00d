/**
 * What tools/list says of each tool, as a strict client reads it (src/mcp/schema.ts): every input and output schema
 * compiles under Ajv's strict mode (draft 2020-12, with ajv-formats, as the MCP SDKs use it), a tool error's
 * structuredContent fits every output schema, and the annotations say the truth. On the old code three input schemas
 * held type lists (Ajv strict refused them) and no tool had an output schema.
 */
import {Ajv2020} from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import {describe, expect, it} from 'vitest'
import {ValidationError} from '../../src/errors.js'
import {errorResult} from '../../src/mcp/result.js'
import {annotationsOf, oneTypeEach, outputSchemaOf} from '../../src/mcp/schema.js'
import {ALL_TOOLS} from '../../src/mcp/tools/index.js'

const strictAjv = () => {
  const ajv = new Ajv2020({strict: true})
  addFormats.default(ajv)
  return ajv
}

describe('tool schemas under Ajv strict', () => {
  it.each(ALL_TOOLS.map((t) => [t.name, t] as const))('%s: its input and output schemas compile', (_name, tool) => {
    const ajv = strictAjv()
    expect(() => ajv.compile(tool.inputSchema())).not.toThrow()
    expect(() => ajv.compile(outputSchemaOf(tool))).not.toThrow()
    expect(outputSchemaOf(tool).type).toBe('object')
  })

  it.each(ALL_TOOLS.map((t) => [t.name, t] as const))(
    '%s: no value schema is a bare {} (MCP Inspector --strict: a schema that constrains nothing)',
    (_name, tool) => {
      const bare: string[] = []
      const walk = (s: unknown, path: string): void => {
        if (!s || typeof s !== 'object' || Array.isArray(s)) return
        const o = s as Record<string, unknown>
        for (const key of ['additionalProperties', 'items']) {
          const v = o[key]
          if (v && typeof v === 'object' && Object.keys(v).length === 0) bare.push(`${path}.${key}`)
          walk(v, `${path}.${key}`)
        }
        for (const [name, p] of Object.entries((o.properties as Record<string, unknown> | undefined) ?? {})) {
          if (p && typeof p === 'object' && Object.keys(p).length === 0) bare.push(`${path}.properties.${name}`)
          walk(p, `${path}.properties.${name}`)
        }
        for (const [i, b] of ((o.anyOf as unknown[] | undefined) ?? []).entries()) walk(b, `${path}.anyOf[${i}]`)
      }
      walk(tool.inputSchema(), 'inputSchema')
      walk(outputSchemaOf(tool), 'outputSchema')
      expect(bare).toEqual([])
    },
  )

  it('an amount that takes a number or a string is anyOf of one type each, the description kept', () => {
    const create = ALL_TOOLS.find((t) => t.name === 'create_charge')!.inputSchema() as {properties: Record<string, Record<string, unknown>>}
    expect(create.properties.amount).toMatchObject({
      anyOf: [{type: 'string'}, {type: 'number'}],
      description: expect.stringMatching(/reais/),
    })
    expect(create.properties.amount).not.toHaveProperty('type')
    expect(oneTypeEach({type: ['string', 'integer'], minLength: 1, minimum: 2, title: 't'})).toEqual({
      title: 't',
      anyOf: [
        {type: 'string', minLength: 1},
        {type: 'integer', minimum: 2},
      ],
    })
  })

  it('a tool error fits every output schema, as does the error of a validation', () => {
    const where = {baseUrl: 'http://127.0.0.1:1', sellerId: 's', profileName: 'p'}
    const errors = [
      errorResult(new ValidationError([{path: 'amount', message: 'required'}], 'invalid'), where, []).structuredContent,
      errorResult(new Error('boom'), where, []).structuredContent,
    ]
    for (const tool of ALL_TOOLS) {
      const fits = strictAjv().compile(outputSchemaOf(tool))
      for (const e of errors) expect(fits(e), `${tool.name}: ${JSON.stringify(fits.errors)}`).toBe(true)
    }
  })
})

describe('annotations', () => {
  it('reads are read-only and idempotent; only what cancels or moves money is destructive', () => {
    const byName = Object.fromEntries(ALL_TOOLS.map((t) => [t.name, annotationsOf(t)]))
    for (const t of ALL_TOOLS.filter((t) => !t.write))
      expect(byName[t.name], t.name).toMatchObject({readOnlyHint: true, idempotentHint: true})
    const destructive = ALL_TOOLS.filter((t) => byName[t.name]!.destructiveHint === true).map((t) => t.name)
    expect(destructive.sort()).toEqual(
      ['cancel_charge', 'cancel_payment', 'capture_payment', 'pay_card', 'sandbox_advance_clock', 'sandbox_pay_charge'].sort(),
    )
    for (const name of ['create_charge', 'create_webhook', 'trigger'])
      expect(byName[name]).toMatchObject({readOnlyHint: false, destructiveHint: false, idempotentHint: false})
    expect(byName.test_cards).toMatchObject({openWorldHint: false})
  })
})
