/**
 * `payctl trigger` scenarios (docs/trigger.md): each one a short sequence of real API calls (and, on the sandbox,
 * its controls) that makes the service emit known events. A scenario is data (its name, the calls it makes, the
 * events it should bring, its designed outcome) plus two steps: `prepare` builds and checks every body from the
 * overrides before anything is sent (exit 2 naming the field), `run` makes the calls. Silent: calls are reported
 * through `step`, and results are returned.
 */
import {UsageError, ValidationError} from '../../errors.js'
import {TEST_CARDS} from '../../schemas/card.js'
import {parseReais} from '../../schemas/cents.js'
import {documentProblem, normalizeDocument} from '../../schemas/documents.js'
import type {Transport} from '../../api/transport.js'
import {isBuiltinKey, setPath} from '../../util/object-path.js'

/** What `--list` and docs/trigger.md say of a scenario. */
export interface ScenarioSpec {
  name: string
  family: 'bolepix' | 'card'
  summary: string
  /** Set when it uses the sandbox's controls, which no other service has: which one, and how. */
  sandboxControl?: string
  /** The requests it makes, in order. */
  calls: readonly string[]
  /** The events it makes the service emit, in order. */
  emits: readonly string[]
  /** What counts as success (exit 0). */
  outcome: string
}

/** One `--set path=value`: the value parsed as JSON when it is valid JSON, else the text itself. */
export interface SetOverride {
  path: string
  value: unknown
}

/** The overrides of a run, checked. */
export interface TriggerOverrides {
  /** --amount: the charge's amount, or the order's total for card scenarios (the sandbox sets it). */
  amountCents?: number
  /** --debtor-document: the debtor's (Bolepix) or the customer's (card) CPF or CNPJ, digits. */
  document?: string
  /** --card: one of the sandbox's public test card numbers. */
  card?: string
  sets: SetOverride[]
}

/** Where a scenario runs: the API, and what is known of the base URL. */
export interface RunEnv {
  t: Transport
  sellerId: () => Promise<string>
  /** The service's "today" (the sandbox's date when it is one; else this machine's). */
  today: string
  /** The base URL is a payctl sandbox (its controls answer). */
  sandbox: boolean
  /** Reports a call made: the request, and what it gave. */
  step: (request: string, result: string) => void
  newId: () => string
  signal?: AbortSignal
}

/** What a run produced. */
export interface RunOutcome {
  /** The designed outcome happened. */
  ok: boolean
  /** In words: `the charge is PAID`, `declined: insufficient balance`. */
  outcome: string
  /** What was created: invoice_id, order_id, payment_id, customer_id. */
  ids: Record<string, string>
}

export interface Scenario<P = unknown> extends ScenarioSpec {
  /** Builds and checks every body it will send; throws UsageError or ValidationError (exit 2). */
  prepare(overrides: TriggerOverrides, today: string, newId: () => string): P
  run(prepared: P, env: RunEnv): Promise<RunOutcome>
}

/** `path=value`: a dotted body path (no built-in property names) and the value as JSON when it parses, else text. */
export function parseSet(text: string): SetOverride {
  const eq = text.indexOf('=')
  if (eq <= 0) throw new UsageError(`--set "${text}": must be path=value (debtor.name=Ana, instructions.fine=2)`)
  const path = text.slice(0, eq).trim()
  const raw = text.slice(eq + 1)
  const parts = path.split('.')
  if (parts.some((p) => p === '')) throw new UsageError(`--set "${path}": a path is field names joined by dots (debtor.name)`)
  const builtin = parts.find(isBuiltinKey)
  if (builtin) throw new UsageError(`--set "${path}": "${builtin}" is not a field of any body`)
  let value: unknown = raw
  try {
    value = JSON.parse(raw)
  } catch {
    // Not JSON: the text itself.
  }
  return {path, value}
}

/** Applies `--set` overrides to a body (a copy); `inside` is prefixed to paths that do not start with it. */
export function applySets(body: Record<string, unknown>, sets: readonly SetOverride[], inside?: string): Record<string, unknown> {
  const copy = structuredClone(body)
  for (const s of sets)
    setPath(copy, inside && s.path !== inside && !s.path.startsWith(`${inside}.`) ? `${inside}.${s.path}` : s.path, s.value)
  return copy
}

/** A ValidationError whose issues at paths set with --set say so (the value was read as JSON when it could be). */
export function invalidBody(issues: {path: string; message: string}[], sets: readonly SetOverride[], inside?: string): ValidationError {
  const full = (p: string) => (inside && p !== inside && !p.startsWith(`${inside}.`) ? `${inside}.${p}` : p)
  const named = issues.map((i) => {
    const set = sets.find((s) => full(s.path) === i.path || i.path.startsWith(`${full(s.path)}.`))
    if (!set) return i
    const quoted =
      typeof set.value === 'string' ? '' : ` (read as JSON ${JSON.stringify(set.value)}; for text, quote it: --set '${set.path}="…"')`
    return {...i, message: `${i.message} (from --set ${set.path})${quoted}`}
  })
  return new ValidationError(named, 'invalid input for the scenario')
}

/** Checks the overrides given as flags (exit 2 naming the flag). A card number is never repeated in a message. */
export function parseOverrides(flags: {
  amount?: string
  'debtor-document'?: string
  card?: string
  set?: readonly string[]
}): TriggerOverrides {
  const out: TriggerOverrides = {sets: (flags.set ?? []).map(parseSet)}
  if (flags.amount !== undefined) {
    const r = parseReais(flags.amount)
    if (!r.ok) throw new UsageError(`--amount "${flags.amount}": ${r.message} (150,75 or 150.75 or R$ 1.234,56)`)
    out.amountCents = r.cents
  }
  if (flags['debtor-document'] !== undefined) {
    const problem = documentProblem(flags['debtor-document'])
    if (problem) throw new UsageError(`--debtor-document: ${problem}`)
    out.document = normalizeDocument(flags['debtor-document'])
  }
  if (flags.card !== undefined) {
    const digits = flags.card.replace(/[\s.-]/g, '')
    if (!TEST_CARDS.some((c) => c.number === digits)) throw new UsageError(TEST_CARD_ONLY)
    out.card = digits
  }
  return out
}

export const TEST_CARD_ONLY =
  "--card takes only one of the sandbox's public test card numbers (payctl card test-cards lists them); the value given is not one and is not repeated here. A real card number is never taken from the command line: other users can read it"

/** The test card's outcome, for messages: `approved`, `insufficient balance`. */
export function testCardOutcome(number: string): string {
  return TEST_CARDS.find((c) => c.number === number)?.outcome ?? 'approved'
}
