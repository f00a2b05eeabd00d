/**
 * MCP tool results (docs/mcp.md#results): `structuredContent` is the record as `--json` prints it, or
 * `{"items": [...]}` for a list (MCP wants an object); the text says what was found or done, and which base URL and
 * seller were used. Errors are tool errors (`isError`) with `{"error": {code, message, status, details}}`, as `--json`
 * prints them. Everything is redacted: known secrets and card numbers never leave.
 */
import {PayctlError} from '../errors.js'
import {escapeControl, redactJsonValue, redactText} from '../util/redact.js'
import {maskDocumentsIn, maskDocumentsInText} from './documents.js'
import type {ToolOutput} from './tool.js'

export interface Where {
  baseUrl: string
  sellerId?: string
  profileName: string
}

export interface ToolResult {
  [key: string]: unknown
  content: {type: 'text'; text: string}[]
  structuredContent: Record<string, unknown>
  isError?: boolean
}

/** `payctl: base URL http://…, seller S (profile default)`: said in every result. */
export function whereLine(w: Where): string {
  return `payctl: base URL ${w.baseUrl}, seller ${w.sellerId ?? '(none set)'}, profile ${w.profileName}`
}

/** A successful result: the summary and notes, the data as JSON text too (for clients that read only text). */
export function okResult(
  out: ToolOutput,
  notes: readonly string[],
  where: Where,
  secrets: readonly string[],
  showDocuments = false,
): ToolResult {
  const redacted = (out.unredacted ? out.data : redactJsonValue(out.data, secrets)) as Record<string, unknown>
  const data = (showDocuments ? redacted : maskDocumentsIn(redacted)) as Record<string, unknown>
  const minimise = (line: string) => (showDocuments ? line : maskDocumentsInText(line))
  // Each line redacted before it is escaped (a card number split by line breaks is still one), then escaped whole: a
  // value's line break is shown as \x0a, so server data cannot forge a line such as whereLine's.
  const clean = (line: string) => escapeControl(minimise(out.unredacted ? line : redactText(line, secrets)))
  const summary = typeof out.summary === 'string' ? [out.summary] : out.summary
  const text = [...summary.map(clean), ...notes.map((n) => `note: ${clean(n)}`), whereLine(where)].join('\n')
  return {
    content: [
      {type: 'text', text: out.unredacted ? text : redactText(text, secrets)},
      {type: 'text', text: JSON.stringify(data)},
    ],
    structuredContent: data,
  }
}

/**
 * A flag named in a service's message (`--since`) is the tool's argument of the same name (`since`) here: the
 * services speak the CLI's language.
 */
export function argumentNames(message: string, names: readonly string[]): string {
  return message.replace(/--([a-z][a-z0-9-]*)/g, (whole, flag: string) => {
    const arg = flag.replace(/-/g, '_')
    return names.includes(arg) ? arg : whole
  })
}

/** A tool error: one clear message naming what to do, and the error as `--json` prints it. */
export function errorResult(
  err: unknown,
  where: Where,
  secrets: readonly string[],
  argNames: readonly string[] = [],
  showDocuments = false,
): ToolResult {
  let error: {code: string; message: string; status: number | null; details: unknown}
  if (err instanceof PayctlError) {
    error = {code: err.code, message: argumentNames(err.message, argNames), status: err.status ?? null, details: err.details ?? null}
  } else {
    error = {
      code: 'internal',
      message: `unexpected error: ${err instanceof Error ? err.message : String(err)}`,
      status: null,
      details: null,
    }
  }
  const redacted = redactJsonValue({error}, secrets) as {error: typeof error}
  const clean = showDocuments
    ? redacted
    : {error: {...(maskDocumentsIn(redacted.error) as typeof error), message: maskDocumentsInText(redacted.error.message)}}
  return {
    content: [{type: 'text', text: `error (${clean.error.code}): ${escapeControl(clean.error.message)}\n${whereLine(where)}`}],
    structuredContent: clean,
    isError: true,
  }
}
