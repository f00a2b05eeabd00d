/**
 * Drives `payctl mcp` with the MCP SDK's own Client, as an assistant's client does: over the stdio of the built
 * bin/run.js (startMcp), or in-process (startMcpInProcess: the command run by helpers/in-process.ts, its stdin and
 * stdout a pair of streams that the Client reads and writes line by line, as it does a process's).
 * `elicit` says what the person answers to each confirmation (absent: the client does not support elicitation).
 * Every message the server sent after the handshake and everything it wrote to stderr are kept, to search for leaks.
 */
import {PassThrough} from 'node:stream'
import {Ajv2020, type ValidateFunction} from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import {Client} from '@modelcontextprotocol/sdk/client/index.js'
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js'
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js'
import {ElicitRequestSchema, type CallToolResult, type JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js'
import {BIN, ROOT, cliEnv, type Cleanup, type RunResult} from './cli.js'
import {runInProcess} from './in-process.js'
import {StreamPairTransport} from './stream-pair-transport.js'

export type Answer = 'accept' | 'decline' | 'cancel'

export interface McpRun {
  client: Client
  /** The confirmation messages the server asked the person. */
  asked: string[]
  /** Every JSON-RPC message received after the handshake, as JSON text. */
  received: string[]
  /** Transport errors: anything on stdout that was not a protocol message shows up here. */
  errors: Error[]
  stderr(): string
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult & {structuredContent?: Record<string, unknown>}>
  close(): Promise<void>
}

interface McpOptions {
  env?: Record<string, string | undefined>
  elicit?: Answer
  cleanup?: Cleanup
}

export async function startMcp(args: string[], options: McpOptions = {}): Promise<McpRun> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', ...args],
    env: cliEnv(options.env),
    cwd: ROOT,
    stderr: 'pipe',
  })
  let stderr = ''
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')))
  return connect(transport, options, () => stderr)
}

/** `payctl mcp ...args` run in-process, its stdio a pair of streams: `ended` is the run's result once the client closed. */
export async function startMcpInProcess(args: string[], options: McpOptions = {}): Promise<McpRun & {ended: Promise<RunResult>}> {
  const streams = {stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough()}
  let stderr = ''
  streams.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
  const ended = runInProcess(['mcp', ...args], {env: options.env, streams, timeoutMs: 60_000})
  // A run that fails before serving (exit 2 at start) ends the client's wait for its answer.
  void ended.finally(() => streams.stdout.end())
  const run = await connect(
    new StreamPairTransport<JSONRPCMessage>(streams.stdin, streams.stdout),
    {...options, cleanup: undefined},
    () => stderr,
  )
  const close = async () => {
    await run.close()
    await ended.catch(() => undefined)
  }
  options.cleanup?.(close)
  return {...run, close, ended}
}

async function connect(transport: Transport, options: McpOptions, stderr: () => string): Promise<McpRun> {
  const client = new Client({name: 'payctl-test', version: '1.0.0'}, {capabilities: options.elicit ? {elicitation: {form: {}}} : {}})
  const asked: string[] = []
  if (options.elicit) {
    const action = options.elicit
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message)
      return action === 'accept' ? {action, content: {}} : {action}
    })
  }
  const errors: Error[] = []
  await client.connect(transport)
  const received: string[] = []
  const onmessage = transport.onmessage!
  transport.onmessage = (m) => {
    received.push(JSON.stringify(m))
    onmessage(m)
  }
  const onerror = transport.onerror
  transport.onerror = (e) => {
    errors.push(e)
    onerror?.(e)
  }
  const close = async () => {
    await client.close().catch(() => undefined)
  }
  options.cleanup?.(close)
  let outputSchemas: Map<string, ValidateFunction> | undefined
  return {
    client,
    asked,
    received,
    errors,
    stderr,
    call: async (name, callArgs = {}) => {
      const result = (await client.callTool({name, arguments: callArgs}, undefined, {timeout: 30_000})) as CallToolResult & {
        structuredContent?: Record<string, unknown>
      }
      // Every result, errors included, fits the tool's output schema as a strict client reads it.
      const schema = (outputSchemas ??= await listedOutputSchemas(client)).get(name)
      if (schema && !schema(result.structuredContent)) {
        throw new Error(`${name}: structuredContent does not fit its outputSchema: ${JSON.stringify(schema.errors)}`)
      }
      return result
    },
    close,
  }
}

/** Each listed tool's output schema, compiled by Ajv in strict mode (draft 2020-12, with ajv-formats). */
async function listedOutputSchemas(client: Client): Promise<Map<string, ValidateFunction>> {
  const ajv = new Ajv2020({strict: true})
  addFormats.default(ajv)
  const {tools} = await client.listTools()
  return new Map(tools.filter((t) => t.outputSchema).map((t) => [t.name, ajv.compile(t.outputSchema!)]))
}

/** The text of a result's first content block. */
export const textOf = (r: CallToolResult): string => (r.content[0] && r.content[0].type === 'text' ? r.content[0].text : '')
