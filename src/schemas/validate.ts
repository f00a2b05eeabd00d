/** Turning zod results into payctl's ValidationError, which names every offending field path at once. */
import type {z} from 'zod'
import {ValidationError, type ValidationIssue} from '../errors.js'

/** `['debtor', 'document']` → `debtor.document`; `['webhook', 'events', 1]` → `webhook.events[1]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`
    else out += out ? `.${String(part)}` : String(part)
  }
  return out
}

function friendlyMessage(issue: z.core.$ZodIssue): string {
  const anyIssue = issue as z.core.$ZodIssue & {input?: unknown; keys?: string[]}
  if (issue.code === 'invalid_type' && anyIssue.input === undefined) return 'required'
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // A field that takes a number or a string (amounts, day counts) fails every branch on its type: say what it wants.
    const typeOnly = issue.errors.map((branch) => branch.find((i) => i.code === 'invalid_type' && i.path.length === 0))
    if (typeOnly.every(Boolean)) {
      if (typeOnly.every((i) => /received undefined$/.test(i!.message))) return 'required'
      return `must be a ${typeOnly.map((i) => (i as {expected?: string}).expected).join(' or ')}`
    }
  }
  if (issue.code === 'unrecognized_keys') return `unknown field${anyIssue.keys!.length > 1 ? 's' : ''} ${anyIssue.keys!.join(', ')}`
  return issue.message
}

/** zod issues → payctl issues, deduplicated, in the order zod found them. */
export function issuesFromZod(error: z.ZodError, prefix: readonly PropertyKey[] = []): ValidationIssue[] {
  const seen = new Set<string>()
  const out: ValidationIssue[] = []
  for (const issue of error.issues) {
    const item = {path: formatPath([...prefix, ...issue.path]), message: friendlyMessage(issue)}
    const key = `${item.path}\u0000${item.message}`
    if (!seen.has(key)) {
      seen.add(key)
      out.push(item)
    }
  }
  return out
}

export type Validated<T> = {ok: true; value: T} | {ok: false; issues: ValidationIssue[]}

/** Validates without throwing (zod reports every issue, not only the first). */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const r = schema.safeParse(input, {reportInput: true})
  return r.success ? {ok: true, value: r.data} : {ok: false, issues: issuesFromZod(r.error)}
}

/** Validates or throws a ValidationError (exit 2) naming every offending field. */
export function validateOrThrow<S extends z.ZodType>(schema: S, input: unknown, prefix = 'invalid input'): z.output<S> {
  const r = validate(schema, input)
  if (!r.ok) throw new ValidationError(r.issues, prefix)
  return r.value
}
