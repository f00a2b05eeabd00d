/**
 * Readable messages from whatever an error answer carries: the JSON shapes of docs/http.md#error-bodies, HTML error pages,
 * plain text, or nothing at all.
 */
import {STATUS_CODES} from 'node:http'
import {escapeControl} from '../util/redact.js'

export interface DescribedError {
  message: string
  details?: unknown
}

const MAX_MESSAGE = 300

function clip(text: string): string {
  const one = escapeControl(text.replace(/\s+/g, ' ').trim())
  return one.length > MAX_MESSAGE ? `${one.slice(0, MAX_MESSAGE - 1)}…` : one
}

function asText(v: unknown): string | undefined {
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (Array.isArray(v)) return v.map(asText).filter(Boolean).join(', ')
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    return asText(o.message ?? o.description ?? o.detail ?? o.error) ?? JSON.stringify(v)
  }
  return undefined
}

/** The message inside a parsed JSON error body, or undefined when the shape is unknown. */
export function messageFromJson(body: unknown): DescribedError | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined
  const o = body as Record<string, unknown>
  // {"errors": {"detail": "Not Found"}} and {"errors": {"field.path": ["message", …]}}
  if (o.errors && typeof o.errors === 'object' && !Array.isArray(o.errors)) {
    const errors = o.errors as Record<string, unknown>
    if (typeof errors.detail === 'string' && Object.keys(errors).length === 1) return {message: clip(errors.detail)}
    const fields = Object.entries(errors).map(([path, msgs]) => ({path, message: asText(msgs) ?? 'invalid'}))
    if (fields.length > 0) {
      return {message: clip(fields.map((f) => (f.path === 'detail' ? f.message : `${f.path}: ${f.message}`)).join('; ')), details: fields}
    }
  }
  if (Array.isArray(o.errors) && o.errors.length > 0) {
    return {message: clip(o.errors.map(asText).join('; ')), details: o.errors}
  }
  // {"message": …, "details": [{"description": …}]} (Getnet-style declines)
  if (typeof o.message === 'string') {
    const details = Array.isArray(o.details) ? o.details : undefined
    const descriptions = (details ?? [])
      .map((d) => (d && typeof d === 'object' ? asText((d as Record<string, unknown>).description) : asText(d)))
      .filter((d): d is string => Boolean(d))
    const head = o.message.trim()
    // An empty message says nothing: use the descriptions alone, or fall through to the other shapes.
    if (head !== '' || descriptions.length > 0) {
      const msg = descriptions.length === 0 ? head : head === '' ? descriptions.join('; ') : `${head}: ${descriptions.join('; ')}`
      return {message: clip(msg), details}
    }
  }
  // {"error": "…"} or {"error": {"message": …}}
  if (o.error !== undefined) {
    const t = asText(o.error)
    if (t) return {message: clip(t)}
  }
  if (typeof o.detail === 'string') return {message: clip(o.detail)}
  return undefined
}

function fromHtml(html: string): string | undefined {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1]
  const pick = (title ?? h1)?.replace(/<[^>]+>/g, '').trim()
  if (pick) return pick
  const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, '').replace(/<[^>]+>/g, ' ')
  return text.trim() || undefined
}

/** A one-line message for an error answer: `HTTP 422: debtor.document: invalid CPF check digits`. */
export function describeErrorBody(status: number, body: unknown, rawText: string, contentType = ''): DescribedError {
  const prefix = `HTTP ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ''}`
  const fromJson = messageFromJson(body)
  if (fromJson) return {message: withoutRepeatedStatus(prefix, STATUS_CODES[status], fromJson.message), details: fromJson.details}
  const text = rawText.trim()
  if (text === '') return {message: `${prefix} (empty response)`}
  if (/html/i.test(contentType) || /^<(!doctype|html|head|body)/i.test(text)) {
    const h = fromHtml(text)
    return {message: h ? `${prefix}: ${clip(h)} (HTML error page)` : `${prefix} (HTML error page)`}
  }
  if (typeof body === 'string' || body === undefined) return {message: `${prefix}: ${clip(text.split('\n')[0] ?? text)}`}
  return {message: `${prefix}: ${clip(text)}`}
}

/** `HTTP 404 Not Found` + `Not Found` → `HTTP 404 Not Found`; `Forbidden: the seller …` → `HTTP 403 Forbidden: the seller …`. */
function withoutRepeatedStatus(prefix: string, statusText: string | undefined, message: string): string {
  if (statusText) {
    const lower = message.toLowerCase()
    const st = statusText.toLowerCase()
    if (lower === st || lower === `${st}.`) return prefix
    if (lower.startsWith(`${st}: `)) return `${prefix}: ${message.slice(statusText.length + 2)}`
  }
  return `${prefix}: ${message}`
}
