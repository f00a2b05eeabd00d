/**
 * Drives `payctl mcp` with the official SDK v2 client (`@modelcontextprotocol/client`) pinned to protocol revision
 * 2026-07-28, as an assistant's client of that revision does: `server/discover`, the protocol version and client
 * capabilities in each request's `_meta`, and confirmations through `input_required` (the client shows the form to
 * its elicitation handler, then calls again with the answer and the server's requestState). `payctl mcp` runs
 * in-process (helpers/in-process.ts) over a pair of streams, or spawned (the built bin/run.js) over its stdio.
 * `elicit` says what the person answers (absent: the client declares no elicitation and cannot ask).
 */
import {PassThrough} from 'node:stream'
import {Client, type CallToolResult, type JSONRPCMessage, type Transport} from '@modelcontextprotocol/client'
import {StdioClientTransport} from '@modelcontextprotocol/client/stdio'
import {BIN, ROOT, cliEnv, type Cleanup, type RunResult} from './cli.js'
import {runInProcess} from './in-process.js'
import {StreamPairTransport} from './stream-pair-transport.js'

export type Answer = 'accept' | 'decline' | 'cancel'
export const MODERN = '2026-07-28'

export interface ModernRun {
  client: Client
  /** The confirmation messages the person was shown. */
  asked: string[]
  /** Every message sent and received, as JSON text (the rounds of a confirmation are in it). */
  wire: string[]
  stderr(): string
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult & {structuredContent?: Record<string, unknown>}>
  close(): Promise<void>
}

interface Options {
  env?: Record<string, string | undefined>
  elicit?: Answer
  cleanup?: Cleanup
  /** Spawn the built CLI instead of running it in-process. */
  spawned?: boolean
}

/** Wraps a transport to keep every message that passes, both ways. */
function recorded(transport: Transport, wire: string[]): Transport {
  const send = transport.send.bind(transport)
  transport.send = async (message, options) => {
    wire.push(JSON.stringify(message))
    return send(message, options)
  }
  return new Proxy(transport, {
    set(target, key, value) {
      if (key === 'onmessage' && typeof value === 'function') {
        const handler = value as (m: JSONRPCMessage, extra?: unknown) => void
        ;(target as {onmessage?: unknown}).onmessage = (m: JSONRPCMessage, extra?: unknown) => {
          wire.push(JSON.stringify(m))
          handler(m, extra)
        }
        return true
      }
      return Reflect.set(target, key, value)
    },
  })
}

export async function startModernMcp(args: string[], options: Options = {}): Promise<ModernRun & {ended?: Promise<RunResult>}> {
  let stderr = ''
  let transport: Transport
  let ended: Promise<RunResult> | undefined
  if (options.spawned) {
    const stdio = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', ...args],
      env: cliEnv(options.env),
      cwd: ROOT,
      stderr: 'pipe',
    })
    stdio.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')))
    transport = stdio
  } else {
    const streams = {stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough()}
    streams.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    ended = runInProcess(['mcp', ...args], {env: options.env, streams, timeoutMs: 60_000})
    void ended.finally(() => streams.stdout.end())
    transport = new StreamPairTransport<JSONRPCMessage>(streams.stdin, streams.stdout)
  }
  const wire: string[] = []
  const client = new Client(
    {name: 'payctl-test-2026', version: '1.0.0'},
    {capabilities: options.elicit ? {elicitation: {form: {}}} : {}, versionNegotiation: {mode: {pin: MODERN}}},
  )
  const asked: string[] = []
  if (options.elicit) {
    const action = options.elicit
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push((request.params as {message: string}).message)
      return action === 'accept' ? {action, content: {}} : {action}
    })
  }
  await client.connect(recorded(transport, wire))
  const close = async () => {
    await client.close().catch(() => undefined)
    await ended?.catch(() => undefined)
  }
  options.cleanup?.(close)
  return {
    client,
    asked,
    wire,
    stderr: () => stderr,
    call: async (name, callArgs = {}) =>
      (await client.callTool({name, arguments: callArgs}, {timeout: 30_000})) as CallToolResult & {
        structuredContent?: Record<string, unknown>
      },
    close,
    ended,
  }
}
