/**
 * What an MCP tool is (docs/mcp.md): a name, a description that says what it does and what it costs, an input
 * schema derived from the zod schemas the CLI uses, and a function of the same services/ and api/ functions the
 * commands call. A tool returns data; the server (server.ts) redacts it and turns it into an MCP result.
 */
import {z} from 'zod'
import type {Transport} from '../api/transport.js'
import {ValidationError, type ValidationIssue} from '../errors.js'
import {validateOrThrow} from '../schemas/validate.js'
import type {Confirmation} from './confirm.js'
import {oneTypeEach} from './schema.js'

/** What a tool may use while it runs: the one client of the session, and a person to confirm a write. */
export interface ToolContext {
  client(): Promise<Transport>
  /** The seller id in force, or a usage error saying how to set one. */
  sellerId(): Promise<string>
  /** The tokens in force (whether there are any: services check before asking for anything). */
  credentials(): Promise<{accessToken?: string; clientToken?: string}>
  /** The base URL in force (shown in confirmations). */
  baseUrl: string
  /**
   * Asks a person to confirm a write (confirm.ts: payctl's words, each value quoted after its label); resolves when
   * accepted, throws a DeclinedError (nothing was sent) otherwise. Write tools call it after validating and before
   * sending.
   */
  confirm(request: Confirmation): Promise<void>
  /**
   * An id the write generates (an order id): the same on every round of one confirmation, so that what is sent is
   * what the person was shown (confirmations.ts).
   */
  newId(): string
  /** A note for the result's text (a side request that failed, a pattern the real service may not accept). */
  note(message: string): void
  /** One more value to mask wherever it would be shown (a webhook's token). */
  addSecret(secret: string): void
  /** The local date, YYYY-MM-DD (due dates, card expiry). */
  today: string
}

/** What a tool returns: `data` becomes structuredContent (an object: a record, or `{"items": [...]}` for a list). */
export interface ToolOutput {
  data: Record<string, unknown>
  /**
   * For people and models: what was found or done, one line or a few. Each line is payctl's: a line break inside one
   * (from data) is shown escaped, so that data cannot start a line of its own (result.ts).
   */
  summary: string | readonly string[]
  /** Public constants only (the sandbox's test cards): printed as they are, as `card test-cards` does. */
  unredacted?: boolean
}

export interface Tool<A = unknown> {
  name: string
  title: string
  /** What it does and what it costs (requests made, money moved, whether a person confirms). */
  description: string
  /** Write tools are listed only with --allow-writes, and each call is confirmed by a person. */
  write: boolean
  /** The JSON Schema of the arguments, as clients see it. */
  inputSchema(): Record<string, unknown>
  /** Checks the arguments; throws a ValidationError naming every offending field (nothing is sent). */
  parse(args: Record<string, unknown>): A
  run(args: A, ctx: ToolContext): Promise<ToolOutput>
}

/**
 * A JSON Schema of a zod schema's input, as tools/list shows it: no `$schema` line, and one type per property (zod
 * writes a union of a string and a number as a type list, which a strict client refuses: schema.ts).
 */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const {$schema: _drop, ...rest} = z.toJSONSchema(schema, {io: 'input', unrepresentable: 'any'}) as Record<string, unknown>
  return oneTypeEach(rest) as Record<string, unknown>
}

/** Adds a description to properties of a JSON Schema by dotted path (`debtor.name`), where the schema has them. */
export function describeProperties(schema: Record<string, unknown>, descriptions: Record<string, string>): Record<string, unknown> {
  for (const [path, description] of Object.entries(descriptions)) {
    let node: Record<string, unknown> | undefined = schema
    for (const part of path.split('.')) {
      const props = node?.properties as Record<string, Record<string, unknown>> | undefined
      node = props?.[part]
    }
    if (node) node.description = description
  }
  return schema
}

/** A tool whose arguments are checked by one zod schema (derived JSON Schema, every issue named). */
export function zodTool<S extends z.ZodType>(
  def: Omit<Tool<z.output<S>>, 'inputSchema' | 'parse'> & {args: S; describe?: Record<string, string>},
): Tool<z.output<S>> {
  const {args, describe, ...rest} = def
  return {
    ...rest,
    inputSchema: () => describeProperties(jsonSchemaOf(args), describe ?? {}),
    parse: (input) => validateOrThrow(args, input, 'invalid arguments (nothing was sent)'),
  }
}

const A = (type: string) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`

/**
 * An argument's issue as payctl says it: each unknown field named on its own, a wrong type as `must be a string, not
 * a number`, a choice as the values it takes (the schema library's own sentences, "Invalid input: expected…", are for
 * programmers).
 */
export function inPayctlWords(issue: ValidationIssue): ValidationIssue[] {
  const unknown = /^unknown fields? (.+)$/.exec(issue.message)
  if (unknown)
    return unknown[1]!.split(', ').map((key) => ({
      path: issue.path ? `${issue.path}.${key}` : key,
      message: 'unknown field (tools/list shows the fields this tool takes)',
    }))
  const type = /^Invalid input: expected (\w+), received (\w+)$/.exec(issue.message)
  if (type)
    return [{...issue, message: `must be ${A(type[1]!)}, not ${type[2] === 'null' || type[2] === 'undefined' ? type[2] : A(type[2]!)}`}]
  const choice = /^Invalid option: expected one of (.+)$/.exec(issue.message)
  if (choice) return [{...issue, message: `must be one of ${choice[1]!.split('|').join(', ')}`}]
  return [issue]
}

/** The empty arguments of a tool that takes none. */
export const noArgs = z.strictObject({})

/** `limit`: the most recent N, 1 to 1000. */
export const limitArg = z.number().int().min(1, 'must be at least 1').max(1000, 'at most 1000')

/** A list as structuredContent: MCP wants an object, so `{"items": [...]}`. */
export const items = (list: readonly unknown[]): Record<string, unknown> => ({items: list})

/** `1 charge`, `3 charges`. */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`

/** A validation error with its issues in payctl's words (inPayctlWords), its opening words kept. */
export function inPayctlTerms(err: ValidationError): ValidationError {
  const issues = err.issues.flatMap(inPayctlWords)
  if (JSON.stringify(issues) === JSON.stringify(err.issues)) return err
  const listed = err.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')
  const prefix = err.message.endsWith(`: ${listed}`) ? err.message.slice(0, -listed.length - 2) : 'invalid arguments'
  return new ValidationError(issues, prefix)
}
