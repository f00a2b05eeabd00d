/**
 * The server's stdio transport (docs/mcp.md#malformed-messages): one JSON-RPC message per line, and every malformed
 * line answered as JSON-RPC says it is owed, before the SDK sees it. The SDK's own stdio transport reported such a
 * line to its error callback and answered nothing, so a client waited for an answer that never came.
 *
 * - not JSON: -32700 (parse error), id null;
 * - a batch (an array: MCP has none since 2025-06-18), something other than an object, `jsonrpc` not "2.0", a method
 *   that is not a string, an id that is null or neither a string nor an integer, or neither a request, a notification
 *   nor a response: -32600 (invalid request), with the request's id when it has a valid one, else null;
 * - a request whose params are not an object, or a `tools/call` whose name is not a string or whose arguments are not
 *   an object: -32602 (invalid params).
 *
 * A malformed notification or response cannot be answered (it has no id to answer): it is reported to onerror.
 * The stream given is already guarded against over-long lines (input.ts). Closing is the server's call, not the end
 * of the input's: the calls in flight are still answered then (server.ts), where the SDK's transport cut them.
 */
import type {Readable, Writable} from 'node:stream'
import type {JSONRPCMessage, Transport} from '@modelcontextprotocol/server'

type Id = string | number
const PARSE_ERROR = -32700
const INVALID_REQUEST = -32600
const INVALID_PARAMS = -32602

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
const validId = (id: unknown): id is Id => typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id))

/** What is wrong with one message, as the error it is answered with; undefined when it may go to the SDK. */
export function checkMessage(message: unknown): {code: number; message: string; id: Id | null} | undefined {
  if (Array.isArray(message))
    return {code: INVALID_REQUEST, message: 'Invalid Request: batches are not supported (one message per line)', id: null}
  if (!isObject(message)) return {code: INVALID_REQUEST, message: 'Invalid Request: a message is a JSON object', id: null}
  const hasId = 'id' in message
  const id = hasId && validId(message.id) ? message.id : null
  if (hasId && id === null)
    return {code: INVALID_REQUEST, message: 'Invalid Request: id must be a string or an integer (not null)', id: null}
  if (message.jsonrpc !== '2.0') return {code: INVALID_REQUEST, message: 'Invalid Request: jsonrpc must be "2.0"', id}
  if ('method' in message) {
    if (typeof message.method !== 'string') return {code: INVALID_REQUEST, message: 'Invalid Request: method must be a string', id}
    if (!hasId) return undefined
    if ('params' in message && !isObject(message.params))
      return {code: INVALID_PARAMS, message: 'Invalid params: params must be an object', id}
    if (message.method === 'tools/call') {
      const params = (message.params ?? {}) as Record<string, unknown>
      if (typeof params.name !== 'string')
        return {code: INVALID_PARAMS, message: 'Invalid params: name must be a string (the tool to call)', id}
      if ('arguments' in params && params.arguments !== undefined && !isObject(params.arguments))
        return {code: INVALID_PARAMS, message: 'Invalid params: arguments must be an object', id}
    }
    return undefined
  }
  if (hasId && ('result' in message || 'error' in message)) return undefined
  return {code: INVALID_REQUEST, message: 'Invalid Request: neither a request, a notification nor a response', id}
}

export class LineTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: <T extends JSONRPCMessage>(message: T) => void
  private pending: Buffer[] = []
  private closed = false

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
  ) {}

  private readonly onData = (chunk: Buffer) => {
    let start = 0
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
      this.pending.push(chunk.subarray(start, nl))
      const line = Buffer.concat(this.pending).toString('utf8')
      this.pending = []
      start = nl + 1
      this.receive(line.endsWith('\r') ? line.slice(0, -1) : line)
    }
    if (start < chunk.length) this.pending.push(chunk.subarray(start))
  }

  private receive(line: string): void {
    if (this.closed || line.trim() === '') return
    let message: unknown
    try {
      message = JSON.parse(line)
    } catch (err) {
      this.answer(null, PARSE_ERROR, `Parse error: ${(err as Error).message}`)
      return
    }
    const wrong = checkMessage(message)
    if (!wrong) {
      this.onmessage?.(message as JSONRPCMessage)
      return
    }
    // A notification has no id to answer to: it is only reported.
    if (isObject(message) && 'method' in message && !('id' in message))
      this.onerror?.(new Error(`a malformed notification was ignored: ${wrong.message}`))
    else this.answer(wrong.id, wrong.code, wrong.message)
  }

  private answer(id: Id | null, code: number, message: string): void {
    void this.write({jsonrpc: '2.0', id, error: {code, message}})
  }

  private write(message: unknown): Promise<void> {
    if (this.closed) return Promise.resolve()
    return new Promise((resolve, reject) => {
      this.output.write(`${JSON.stringify(message)}\n`, (err) => (err ? reject(err) : resolve()))
    })
  }

  /** A write to a client that has gone (EPIPE) is reported, not left to end the process as an unheard 'error'. */
  private readonly onOutputError = (err: Error) => this.onerror?.(err)

  async start(): Promise<void> {
    this.input.on('data', this.onData)
    this.output.on('error', this.onOutputError)
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the transport is closed'))
    return this.write(message)
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.input.off('data', this.onData)
    // Kept listening: a write already under way may still fail after the close.
    this.onclose?.()
  }
}
