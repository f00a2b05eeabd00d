/**
 * `payctl mcp`: an MCP server over stdio (docs/mcp.md), made with the official SDK's low-level Server so that every
 * call goes through one path: a card number anywhere in the arguments is refused first (guard.ts); a write is
 * refused unless a person can confirm it (MCP elicitation) or the server runs --no-confirm against a loopback
 * sandbox; the arguments are checked with the CLI's zod schemas (every field named, nothing sent); the tool calls the
 * same services/ and api/ functions the commands call, over the session's one transport (its retry and
 * unknown-outcome rules); the result is redacted. A failing call is a tool error (`isError`), never the end of the
 * server. Nothing here is loaded by any other command: `payctl mcp` imports this module inside run().
 */
import {Server} from '@modelcontextprotocol/sdk/server/index.js'
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js'
import {CallToolRequestSchema, ListToolsRequestSchema} from '@modelcontextprotocol/sdk/types.js'
import type {Transport} from '../api/transport.js'
import {DeclinedError, PayctlError, UsageError} from '../errors.js'
import {localDate} from '../schemas/dates.js'
import {redactText} from '../util/redact.js'
import {confirmationText, type Confirmation} from './confirm.js'
import {refuseCardNumbers} from './guard.js'
import {errorResult, okResult, whereLine, type ToolResult, type Where} from './result.js'
import type {ToolContext} from './tool.js'
import {toolsFor, type AnyTool} from './tools/index.js'
import {MAX_MESSAGE_BYTES, MessageSizeGuard} from './input.js'

/** How long a person has to answer a confirmation. */
export const CONFIRM_TIMEOUT_MS = 10 * 60_000
/** How long calls in flight when the client closes stdin get to finish and be answered before the server ends. */
export const DRAIN_MS = 30_000

export interface McpSession extends Where {
  version: string
  /** --allow-writes: the write tools are listed. */
  allowWrites: boolean
  /** --no-confirm (a loopback base URL that answers as a payctl sandbox, checked by the command): writes go without asking anyone. */
  noConfirm: boolean
  client(): Promise<Transport>
  sellerIdOrThrow(): Promise<string>
  credentials(): Promise<{accessToken?: string; clientToken?: string}>
  /** Every secret in force, for redaction. */
  secrets(): string[]
  addSecret(secret: string): void
  /** One line for stderr (the client's server log); already redacted. */
  log(line: string): void
  /** One line for the --debug log; already redacted. */
  debug(line: string): void
  /** Aborted when the server is stopped (a signal): in-flight requests end. */
  signal: AbortSignal
}

/** What the server tells the client at start (MCP `instructions`): the account, the mode, the rules. */
export function instructions(s: McpSession): string {
  const mode = !s.allowWrites
    ? 'Read-only: the tools read charges, events, deliveries, webhooks and test cards; no write tool is offered.'
    : s.noConfirm
      ? 'Writes allowed without confirmation (a loopback sandbox, --no-confirm): write tools send at once.'
      : 'Writes allowed, each one confirmed by a person: every write tool asks the user (MCP elicitation) what it is about to do, and sends nothing unless they accept. A client that cannot ask is refused every write.'
  return [
    `payctl: the payment account at ${s.baseUrl}, seller ${s.sellerId ?? '(none set)'}, profile ${s.profileName}.`,
    mode,
    'Amounts are in reais (150.75). No tool takes a card number: a person tokenizes a card with `payctl card tokenize` and pay_card takes the token. Every result says which base URL and seller it came from. A write whose answer was lost is reported as an unknown outcome and never retried: check before sending it again.',
  ].join('\n')
}

/** The argument names of a tool (to say `since` where a service says `--since`). */
function argNames(tool: AnyTool | undefined): string[] {
  const props = tool?.inputSchema().properties
  return props && typeof props === 'object' ? Object.keys(props) : []
}

/**
 * Runs the server on stdin/stdout until the client goes away (stdin ends) or `signal` aborts. A transport error (a
 * message over MAX_MESSAGE_BYTES, a read error) drains as the end of stdin does, then rejects: the command exits 1.
 */
export async function serveMcp(
  session: McpSession,
  io: {stdin?: NodeJS.ReadableStream; stdout?: NodeJS.WritableStream} = {},
): Promise<void> {
  const tools = toolsFor(session.allowWrites)
  const byName = new Map(tools.map((t) => [t.name, t]))
  const server = new Server({name: 'payctl', version: session.version}, {capabilities: {tools: {}}, instructions: instructions(session)})
  const log = (line: string) => session.log(redactText(line, session.secrets()))
  /** Aborted when the client closes stdin: a confirmation still open can no longer be answered. */
  const clientGone = new AbortController()
  const inFlight = new Set<Promise<unknown>>()
  server.onerror = (err) => log(`payctl mcp: ${err.message}`)

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema() as {type: 'object'; [key: string]: unknown},
      annotations: {title: t.title, readOnlyHint: !t.write, destructiveHint: t.write, openWorldHint: true},
    })),
  }))

  /** Asks a person through the client (elicitation), or refuses; resolves only when the write may be sent. */
  const confirm = async (tool: string, request: Confirmation): Promise<void> => {
    if (session.noConfirm) return
    const message = confirmationText(request, session, session.secrets())
    const form = server.getClientCapabilities()?.elicitation?.form
    if (!form) throw cannotConfirm(tool)
    let answer
    // Each confirmation its own signal, tied to clientGone only while it is open: the SDK never takes its abort
    // listener off the signal it is given, so with clientGone itself every confirmation answered stayed listening
    // (Node's leak warning on stderr from the 11th) and got a notifications/cancelled when the client closed stdin.
    const asking = new AbortController()
    const gone = () => asking.abort(new Error('the client closed its input'))
    if (clientGone.signal.aborted) gone()
    else clientGone.signal.addEventListener('abort', gone, {once: true})
    try {
      answer = await server.elicitInput(
        {mode: 'form', message, requestedSchema: {type: 'object', properties: {}}},
        {timeout: CONFIRM_TIMEOUT_MS, signal: asking.signal},
      )
    } catch (err) {
      throw new DeclinedError(
        `not sent: the confirmation could not be asked or was not answered (${(err as Error).message}); nothing was sent`,
      )
    } finally {
      clientGone.signal.removeEventListener('abort', gone)
    }
    if (answer.action !== 'accept') {
      throw new DeclinedError(
        `not sent: the person ${answer.action === 'decline' ? 'declined' : 'cancelled'} the confirmation; nothing was sent`,
      )
    }
  }

  const call = async (name: string, args: Record<string, unknown>): Promise<ToolResult> => {
    const where: Where = {baseUrl: session.baseUrl, sellerId: session.sellerId, profileName: session.profileName}
    const tool = byName.get(name)
    const notes: string[] = []
    try {
      // First of all, before the name is even looked at: a card number never goes further than this.
      refuseCardNumbers(args)
      if (!tool) {
        const write = toolsFor(true).find((t) => t.name === name)
        throw new UsageError(
          write
            ? `${name} writes to the account: it is offered only when payctl mcp is started with --allow-writes`
            : `no tool named ${JSON.stringify(name)} (tools/list shows them)`,
        )
      }
      // A write that nobody can confirm is refused before anything is read or sent.
      if (tool.write && !session.noConfirm && !server.getClientCapabilities()?.elicitation?.form) throw cannotConfirm(name)
      const parsed: unknown = tool.parse(args)
      const ctx: ToolContext = {
        client: () => session.client(),
        sellerId: () => session.sellerIdOrThrow(),
        credentials: () => session.credentials(),
        baseUrl: session.baseUrl,
        confirm: (request) => confirm(name, request),
        note: (m) => notes.push(m),
        addSecret: (s) => session.addSecret(s),
        today: localDate(new Date()),
      }
      const out = await tool.run(parsed, ctx)
      return okResult(out, notes, where, session.secrets())
    } catch (err) {
      // A bug, not a refusal: its stack goes to the --debug log (redacted, as every line of it).
      if (!(err instanceof PayctlError)) session.debug(`mcp: ${name}: ${(err as Error)?.stack ?? String(err)}`)
      return errorResult(err, where, session.secrets(), argNames(tool))
    }
  }

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const started = Date.now()
    const name = request.params.name
    const pending = call(name, request.params.arguments ?? {})
    inFlight.add(pending)
    const result = await pending.finally(() => inFlight.delete(pending))
    const outcome = result.isError ? `error ${(result.structuredContent.error as {code?: string}).code}` : 'ok'
    session.debug(`mcp: ${name} → ${outcome} in ${Date.now() - started} ms`)
    return result
  })

  // A promise nobody awaited must not end the server (every call's own errors are caught above).
  const onRejection = (reason: unknown) => log(`payctl mcp: unexpected error: ${reason instanceof Error ? reason.message : String(reason)}`)
  process.on('unhandledRejection', onRejection)
  const stdin = io.stdin ?? process.stdin
  /** The client's input failed (a transport error): set once, thrown once the server has drained. */
  let failure: string | undefined
  let transportFailed: (what: string) => void = () => undefined
  // The SDK gets its input through the guard (input.ts), with room to spare: the guard, not the SDK, ends a message
  // that is too long, so that the server drains instead of closing at once.
  const input = new MessageSizeGuard((what) => transportFailed(what))
  const transport = new StdioServerTransport(input, (io.stdout ?? process.stdout) as typeof process.stdout, {
    maxBufferSize: 4 * MAX_MESSAGE_BYTES,
  })
  try {
    await new Promise<void>((resolve) => {
      const stop = () => void server.close().finally(resolve)
      // The client is gone, or its input failed: calls already made are still answered (a script may pipe requests
      // and close stdin at once), open confirmations are declined (nothing is sent), then the server ends.
      let draining = false
      transportFailed = (what) => {
        if (failure !== undefined) return
        failure = what
        log(`payctl mcp: the client's input failed (${what}): answering the calls in flight, then stopping`)
        drain()
      }
      const drain = () => {
        if (draining) return
        draining = true
        clientGone.abort()
        let timer: NodeJS.Timeout | undefined
        const bound = new Promise<void>((r) => (timer = setTimeout(r, DRAIN_MS).unref()))
        void Promise.race([Promise.allSettled([...inFlight]), bound])
          // The SDK writes a handler's answer a few promise steps after the handler returns: let it.
          .then(() => new Promise((r) => setImmediate(r)))
          .finally(() => {
            clearTimeout(timer)
            stop()
          })
      }
      transport.onclose = resolve
      stdin.once('end', drain)
      stdin.once('close', drain)
      stdin.on('error', (err: Error) => transportFailed(`a read error: ${err.message}`))
      stdin.pipe(input)
      session.signal.addEventListener('abort', stop, {once: true})
      void server.connect(transport).then(() => {
        const mode = !session.allowWrites ? 'read-only' : session.noConfirm ? 'writes without confirmation' : 'writes confirmed by a person'
        log(`payctl mcp ${session.version}: serving ${tools.length} tools (${mode}) on stdio; ${whereLine(session)}`)
      })
    })
  } finally {
    process.off('unhandledRejection', onRejection)
    // Whatever the client still sends is not read: stdin open would keep the process alive.
    stdin.unpipe(input)
    if (failure !== undefined && 'destroy' in stdin && typeof stdin.destroy === 'function') stdin.destroy()
  }
  // A transport error is an error (exit 1); the client closing stdin is the normal end (exit 0).
  if (failure !== undefined)
    throw new PayctlError(`the MCP client's input failed (${failure}): the calls in flight were answered and the server stopped`)
}

function cannotConfirm(tool: string): DeclinedError {
  return new DeclinedError(
    `refused: ${tool} writes to the account and must be confirmed by a person, but this MCP client cannot ask (it does not support elicitation); nothing was sent. Use a client that supports elicitation, or run the payctl command in a terminal`,
  )
}
