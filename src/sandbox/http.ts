/**
 * HTTP plumbing for the sandbox: the error type resources throw, body reading with the 1 MiB limit, the JSON
 * parsing that turns junk into a 400 (never a 5xx), and JSON answers.
 */
import type {IncomingMessage, ServerResponse} from 'node:http'
import type {ValidationIssue} from '../errors.js'
import {jsonDepthExceeds} from '../util/json-depth.js'
import {findBuiltinKey} from '../util/object-path.js'
import {formatPath} from '../schemas/validate.js'

export const MAX_BODY_BYTES = 1024 * 1024
/** Deeper JSON than this is refused before parsing (no legitimate body nests past a handful of levels). */
export const MAX_JSON_DEPTH = 32

/** An answer other than success: a status and its JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`)
  }
}

/** `{"errors": {"detail": …}}`, the service's error shape for everything but field errors. */
export function detailError(status: number, detail: string, headers?: Record<string, string>): HttpError {
  return new HttpError(status, {errors: {detail}}, headers)
}

export const notFound = (): HttpError => detailError(404, 'Not Found')
export const conflict = (detail: string): HttpError => detailError(409, detail)

/**
 * 422 `{"errors": {"field.path": ["message", …]}}`. Paths come from the request (an unknown field is named by its
 * key), so they are collected in an object without a prototype: `constructor` or `__proto__` is a key like any other.
 */
export function unprocessable(issues: readonly ValidationIssue[]): HttpError {
  const errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>
  for (const issue of issues) (errors[issue.path || 'body'] ??= []).push(issue.message)
  return new HttpError(422, {errors})
}

/** A 422 for one field. */
export const fieldError = (path: string, message: string): HttpError => unprocessable([{path, message}])

/** Bytes of an oversized body read and discarded before the 413 (so the client gets to read it), at most. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024

/**
 * Reads the whole body, refusing more than MAX_BODY_BYTES with 413. An oversized body is drained (discarded) before
 * answering, like a lingering close, so that a client still sending reads the 413 instead of a reset; past
 * MAX_DRAIN_BYTES the connection is closed.
 */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  const chunks: Buffer[] = []
  let size = 0
  let over = Number.isFinite(declared) && declared > MAX_BODY_BYTES
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) over = true
    if (over) {
      chunks.length = 0
      if (size > MAX_DRAIN_BYTES) throw tooLarge()
    } else chunks.push(chunk as Buffer)
  }
  if (over) throw tooLarge()
  return Buffer.concat(chunks)
}

function tooLarge(): HttpError {
  return detailError(413, `request body larger than ${MAX_BODY_BYTES} bytes`, {connection: 'close'})
}

const UTF8 = new TextDecoder('utf-8', {fatal: true})

/**
 * A JSON object body. Empty bodies are `{}` when `emptyAsObject` (capture, cancel, refresh take `{}`), else 400;
 * bytes that are not UTF-8 JSON, JSON that is not an object, absurd nesting, and a key anywhere that is a built-in
 * property name (`__proto__`, `constructor`, `toString`…: never a field, and a trap for code that indexes objects by
 * key) are 400 (docs/sandbox.md#what-it-reproduces).
 */
export function parseJsonObject(raw: Buffer, {emptyAsObject = false} = {}): Record<string, unknown> {
  let text: string
  try {
    text = UTF8.decode(raw)
  } catch {
    throw detailError(400, 'the request body is not valid UTF-8')
  }
  if (text.trim() === '') {
    if (emptyAsObject) return {}
    throw detailError(400, 'the request body must be a JSON object')
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw detailError(400, `the request body nests deeper than ${MAX_JSON_DEPTH} levels`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (err) {
    throw detailError(400, `the request body is not valid JSON: ${(err as Error).message}`)
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw detailError(400, 'the request body must be a JSON object')
  const builtin = findBuiltinKey(value)
  if (builtin) {
    const key = String(builtin.at(-1))
    const where = builtin.length > 1 ? ` (at ${formatPath(builtin)})` : ''
    throw detailError(
      400,
      `the request body uses the key ${JSON.stringify(key)}${where}, the name of a built-in property: no field has that name, remove it`,
    )
  }
  return value as Record<string, unknown>
}

/** Sends a JSON answer. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}
