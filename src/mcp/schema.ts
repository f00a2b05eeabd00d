/**
 * What tools/list says of each tool beyond its name (docs/mcp.md#schemas): the output schema its structuredContent
 * fits, errors included, and annotations that say the truth. Both schemas are written for a strict client (Ajv in
 * strict mode, draft 2020-12): one type per property (`anyOf` where a field takes two, as an amount takes 150.75 or
 * "150,75"), only keywords JSON Schema knows.
 *
 * An output schema names the fields payctl itself makes (a list's `items`, find's match, a charge's invoiceId) and
 * leaves a record's other fields open: the service's answers are read tolerantly (docs/architecture.md) and may gain
 * fields.
 */
import type {AnyTool} from './tools/index.js'

type Schema = Record<string, unknown>

const str: Schema = {type: 'string'}
const int: Schema = {type: 'integer'}
const num: Schema = {type: 'number'}
const record = (properties: Record<string, Schema> = {}, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? {required} : {}),
})
const listOf = (item: Schema, more = false): Schema =>
  record({items: {type: 'array', items: item}, ...(more ? {more: int} : {})}, ['items'])
const nullable = (s: Schema): Schema => ({anyOf: [s, {type: 'null'}]})
/**
 * Any JSON value, said as what it can be: a strict client (MCP Inspector's --strict) reads a bare `{}` as a schema that
 * constrains nothing by mistake.
 */
export const ANY_JSON: Schema = {
  anyOf: [{type: 'object'}, {type: 'array'}, {type: 'string'}, {type: 'number'}, {type: 'boolean'}, {type: 'null'}],
}

/** A tool error's structuredContent, as `--json` prints errors (result.ts errorResult). */
export const ERROR_OUTPUT: Schema = {
  ...record(
    {error: record({code: str, message: str, status: nullable(int), details: ANY_JSON}, ['code', 'message', 'status', 'details'])},
    ['error'],
  ),
  additionalProperties: false,
}

const charge = record({invoiceId: str, status: str, dueDate: str}, ['invoiceId'])
const OUTPUTS: Record<string, Schema> = {
  list_charges: listOf(charge),
  get_charge: record({...charge.properties!, timeline: {type: 'array', items: record()}}, ['invoiceId', 'timeline']),
  find: listOf(
    record({kind: {enum: ['charge', 'event', 'notification']}, id: str, matched: {type: 'array', items: str}, record: record()}, [
      'kind',
      'id',
      'matched',
      'record',
    ]),
    true,
  ),
  decode: record(),
  report: record(),
  list_events: listOf(record({id: str, event: str})),
  show_event: record({event: record(), notifications: {type: 'array', items: record()}}, ['event', 'notifications']),
  list_notifications: listOf(record()),
  list_webhooks: listOf(record()),
  webhook_health: listOf(record()),
  test_cards: listOf(record()),
  sandbox_clock: record({now: str, today: str, offset_ms: num}, ['now', 'today', 'offset_ms']),
  create_charge: record({invoiceId: str}, ['invoiceId']),
  cancel_charge: record(),
  capture_payment: record(),
  cancel_payment: record(),
  pay_card: record(),
  create_webhook: record(),
  trigger: record(),
  sandbox_pay_charge: record(),
  sandbox_advance_clock: record({now: str, offset_ms: num}, ['now', 'offset_ms']),
}

/** A tool's output schema: what it returns, or a tool error. */
export function outputSchemaOf(tool: AnyTool): Schema {
  const ok = OUTPUTS[tool.name] ?? record()
  return {type: 'object', anyOf: [ok, ERROR_OUTPUT]}
}

/** The writes that cancel something or move money (charges or payments, real or the sandbox's). */
const DESTRUCTIVE = new Set([
  'cancel_charge',
  'cancel_payment',
  'capture_payment',
  'pay_card',
  'sandbox_pay_charge',
  'sandbox_advance_clock',
])
/** The tools that send no request at all. */
const CLOSED_WORLD = new Set(['test_cards'])

/** MCP annotations: reads are read-only and idempotent; only what cancels or moves money is destructive. */
export function annotationsOf(tool: AnyTool): Record<string, unknown> {
  return {
    title: tool.title,
    readOnlyHint: !tool.write,
    ...(tool.write ? {destructiveHint: DESTRUCTIVE.has(tool.name), idempotentHint: false} : {idempotentHint: true}),
    openWorldHint: !CLOSED_WORLD.has(tool.name),
  }
}

// Keywords that apply to one JSON type only, to put each in its branch when a type list is split.
const FOR_TYPE: Record<string, readonly string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'],
  object: ['properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties'],
}
const TYPED = new Set(Object.values(FOR_TYPE).flat())

/**
 * A JSON Schema with every type list (`"type": ["string", "number"]`, which Ajv's strict mode refuses) written as
 * `anyOf` of one type each, its type's keywords in its branch. The schema given is not changed.
 */
export function oneTypeEach(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(oneTypeEach)
  if (!schema || typeof schema !== 'object') return schema
  const s = Object.fromEntries(
    Object.entries(schema as Record<string, unknown>).map(([k, v]: [string, unknown]) => {
      if (k === 'enum' || k === 'const') return [k, v]
      // A value schema left empty (zod's unknown: a record's values, an array's items) says it takes any JSON value.
      if (k === 'additionalProperties' || k === 'items') return [k, isEmptySchema(v) ? ANY_JSON : oneTypeEach(v)]
      if (k === 'properties' && v && typeof v === 'object')
        return [
          k,
          Object.fromEntries(
            Object.entries(v as Record<string, unknown>).map(([name, p]) => [name, isEmptySchema(p) ? ANY_JSON : oneTypeEach(p)]),
          ),
        ]
      return [k, oneTypeEach(v)]
    }),
  )
  if (!Array.isArray(s.type)) return s
  const types = s.type as string[]
  const common = Object.fromEntries(Object.entries(s).filter(([k]) => k !== 'type' && !TYPED.has(k)))
  const branch = (type: string) => ({type, ...Object.fromEntries(Object.entries(s).filter(([k]) => FOR_TYPE[type]?.includes(k)))})
  return {...common, anyOf: types.map(branch)}
}

const isEmptySchema = (v: unknown): boolean => !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0
