/**
 * Incremental parsing of a big JSON list answer (docs/performance.md): the elements of a top-level array, or of the
 * `data` array of a top-level object (the envelope some endpoints use), are cut out of the byte stream as it arrives
 * and parsed one at a time, so the answer never exists as one string (JSON.parse of a 25 MB text needs about 90 MB
 * more at its peak than the values it returns). The result is the value JSON.parse would give for the whole text.
 */

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d

export class JsonStreamError extends Error {}

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09

/**
 * The scanner: tracks strings and nesting, hands each element of the list (depth 1 for a bare array, depth 2 inside
 * the `data` member of an object) to `onElement` as raw bytes, and keeps every other byte of an object (with the
 * `data` array left empty) to parse at the end.
 */
class ListScanner {
  private depth = 0
  private inString = false
  private escaped = false
  private kind: 'array' | 'object' | undefined
  private finished = false
  private offset = 0
  /** The depth whose elements are split out: 1 for a bare array, 2 inside `"data": [`, 0 when none (yet). */
  private elementDepth = 0
  private element: Buffer[] = []
  private elementCount = 0
  /** An object's bytes outside its `data` array. */
  private outer: Buffer[] = []
  // Object members: the key of the member being read, captured while it is a depth-1 string in key position.
  private expectingKey = false
  private keyBytes: number[] | undefined
  private key: string | undefined
  private afterColon = false

  constructor(private readonly onElement: (bytes: Buffer, index: number) => void) {}

  push(chunk: Buffer): void {
    let elementStart = this.element.length ? 0 : -1
    let outerStart = this.kind === 'object' && this.elementDepth === 0 && !this.finished ? 0 : -1
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!
      if (this.inString && !this.keyBytes) {
        // Inside a string (most of a list's bytes): on to its closing quote in a tight loop of locals, an escape
        // taking the byte after it (a third of the scanner's time for 100,000 invoices, docs/performance.md).
        let j = i
        let escaped = this.escaped
        for (; j < chunk.length; j++) {
          const c = chunk[j]!
          if (escaped) escaped = false
          else if (c === BACKSLASH) escaped = true
          else if (c === QUOTE) break
        }
        this.escaped = escaped
        if (j < chunk.length) this.inString = false
        i = j
        continue
      }
      if (this.inString) {
        if (this.keyBytes) this.keyBytes.push(b)
        if (this.escaped) this.escaped = false
        else if (b === BACKSLASH) this.escaped = true
        else if (b === QUOTE) {
          this.inString = false
          if (this.keyBytes) {
            this.key = JSON.parse(Buffer.from(this.keyBytes).toString('utf8')) as string
            this.keyBytes = undefined
          }
        }
        continue
      }
      if (this.finished) {
        if (!isSpace(b)) throw new JsonStreamError(`unexpected data after the end of the JSON answer at byte ${this.offset + i}`)
        continue
      }
      if (this.depth === 0) {
        if (isSpace(b)) continue
        if (b === OPEN_BRACKET) {
          this.kind = 'array'
          this.elementDepth = 1
        } else if (b === OPEN_BRACE) {
          this.kind = 'object'
          this.expectingKey = true
          outerStart = i
        } else throw new JsonStreamError(`expected a JSON array or object at byte ${this.offset + i}`)
        this.depth = 1
        continue
      }
      // Splitting the elements of the list.
      if (this.elementDepth && this.depth === this.elementDepth) {
        if (b === COMMA || b === CLOSE_BRACKET) {
          if (elementStart >= 0) this.element.push(chunk.subarray(elementStart, i))
          elementStart = -1
          this.endElement(b === CLOSE_BRACKET, this.offset + i)
          if (b === CLOSE_BRACKET) {
            this.depth--
            if (this.kind === 'array') this.finished = true
            else {
              // Back in the object: the `data` array is kept empty in its bytes, `[` … `]` → `[]`.
              this.elementDepth = 0
              this.outer.push(Buffer.from(']'))
              outerStart = i + 1
            }
          }
          continue
        }
        if (elementStart < 0 && !isSpace(b)) elementStart = i
      }
      if (b === QUOTE) {
        this.inString = true
        if (this.depth === 1) this.afterColon = false
        if (this.kind === 'object' && this.depth === 1 && this.expectingKey) {
          this.keyBytes = [b]
          this.expectingKey = false
        }
        continue
      }
      if (this.kind === 'object' && this.depth === 1) {
        if (b === COLON) {
          this.afterColon = true
          continue
        }
        if (b === COMMA) {
          this.expectingKey = true
          this.key = undefined
          continue
        }
        if (this.afterColon && !isSpace(b)) {
          this.afterColon = false
          if (b === OPEN_BRACKET && this.key === 'data' && this.elementDepth === 0 && this.elementCount === 0) {
            // `"data": [`: its elements stream; the outer bytes keep the `[`.
            this.outer.push(chunk.subarray(outerStart, i + 1))
            outerStart = -1
            this.depth = 2
            this.elementDepth = 2
            continue
          }
        }
      }
      if (b === OPEN_BRACKET || b === OPEN_BRACE) this.depth++
      else if (b === CLOSE_BRACKET || b === CLOSE_BRACE) {
        this.depth--
        if (this.depth === 0) {
          this.finished = true
          if (outerStart >= 0) this.outer.push(chunk.subarray(outerStart, i + 1))
          outerStart = -1
        }
      }
    }
    if (elementStart >= 0) this.element.push(Buffer.from(chunk.subarray(elementStart)))
    if (outerStart >= 0) this.outer.push(Buffer.from(chunk.subarray(outerStart)))
    this.offset += chunk.length
  }

  private endElement(closing: boolean, at: number): void {
    const bytes = this.element.length === 1 ? this.element[0]! : Buffer.concat(this.element)
    this.element = []
    let end = bytes.length
    while (end > 0 && isSpace(bytes[end - 1]!)) end--
    if (end === 0) {
      if (closing && this.elementCount === 0) return // `[]`
      throw new JsonStreamError(`a value is missing before byte ${at}`)
    }
    this.onElement(bytes.subarray(0, end), this.elementCount++)
  }

  /** The value of the whole answer, given the parsed elements. */
  end(items: unknown[]): unknown {
    if (!this.finished) throw new JsonStreamError(this.kind ? 'the JSON answer ends before its last bracket' : 'the answer is empty')
    if (this.kind === 'array') return items
    let value: unknown
    try {
      value = JSON.parse(Buffer.concat(this.outer).toString('utf8'))
    } catch (err) {
      throw new JsonStreamError(`the answer is not JSON: ${(err as Error).message}`)
    }
    if (this.elementDepth !== 0 || this.elementCount > 0 || Array.isArray((value as {data?: unknown}).data)) {
      ;(value as {data: unknown[]}).data = items
    }
    return value
  }
}

/**
 * Reads a JSON array, or an object whose `data` member is an array, from `body` one element at a time; `onItem`
 * sees each element as soon as it is parsed. Resolves to the value JSON.parse would give for the whole text; throws
 * a JsonStreamError for anything that is not JSON.
 */
export async function parseJsonList(
  body: AsyncIterable<Buffer | string>,
  onItem?: (item: unknown, index: number) => void,
): Promise<unknown> {
  const items: unknown[] = []
  const scanner = new ListScanner((bytes, index) => {
    const item = parseElement(bytes, index)
    onItem?.(item, index)
    items.push(item)
  })
  for await (const chunk of body) scanner.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return scanner.end(items)
}

function parseElement(bytes: Buffer, index: number): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch (err) {
    throw new JsonStreamError(`element ${index} is not JSON: ${(err as Error).message}`)
  }
}

/**
 * Like parseJsonList, but the elements are handed to `onItem` (awaited: it may write them somewhere slower) and not
 * kept, so memory does not grow with the list. Resolves to the number of elements and, for an object answer, the
 * object with an empty `data` array.
 */
export async function eachJsonListItem(
  body: AsyncIterable<Buffer | string>,
  onItem: (item: unknown, index: number) => void | Promise<void>,
): Promise<{count: number; value: unknown}> {
  let ready: Buffer[] = []
  let count = 0
  const scanner = new ListScanner((bytes) => ready.push(Buffer.from(bytes)))
  for await (const chunk of body) {
    scanner.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
    const batch = ready
    ready = []
    for (const bytes of batch) {
      const index = count++
      const pending = onItem(parseElement(bytes, index), index)
      if (pending) await pending
    }
  }
  return {count, value: scanner.end([])}
}
