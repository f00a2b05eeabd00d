/**
 * Drives `payctl mcp` (the built bin/run.js) with the MCP SDK's own Client over stdio, as an assistant's client does.
 * `elicit` says what the person answers to each confirmation (absent: the client does not support elicitation).
 * Every message the server sent after the handshake and everything it wrote to stderr are kept, to search for leaks.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js'
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js'
import {ElicitRequestSchema, type CallToolResult} from '@modelcontextprotocol/sdk/types.js'
import {BIN, ROOT, cliEnv, type Cleanup} from './cli.js'

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

export async function startMcp(
  args: string[],
  options: {env?: Record<string, string | undefined>; elicit?: Answer; cleanup?: Cleanup} = {},
): Promise<McpRun> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', ...args],
    env: cliEnv(options.env),
    cwd: ROOT,
    stderr: 'pipe',
  })
  let stderr = ''
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')))
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
  return {
    client,
    asked,
    received,
    errors,
    stderr: () => stderr,
    call: async (name, callArgs = {}) =>
      (await client.callTool({name, arguments: callArgs}, undefined, {timeout: 30_000})) as CallToolResult & {
        structuredContent?: Record<string, unknown>
      },
    close,
  }
}

/** The text of a result's first content block. */
export const textOf = (r: CallToolResult): string => (r.content[0] && r.content[0].type === 'text' ? r.content[0].text : '')
