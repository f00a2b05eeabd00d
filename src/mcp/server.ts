/**
 * `payctl mcp`: an MCP server over stdio (docs/mcp.md), made with the official SDK v2 (`@modelcontextprotocol/server`),
 * which serves both protocol eras from one factory: a client that opens with `initialize` gets a 2025 revision
 * (2025-11-25, 2025-06-18, as it asks), one that opens with `server/discover` or a request carrying 2026-07-28 in its
 * `_meta` gets 2026-07-28, for the whole connection. Every call goes through one path: a card number anywhere in
 * the arguments is refused first (guard.ts); a write is refused unless a person can confirm it (elicitation during
 * the call on 2025, `input_required` on 2026-07-28: confirmations.ts) or the server runs --no-confirm against a
 * loopback sandbox; the arguments are checked with the CLI's zod schemas (every field named, nothing sent); the tool
 * calls the same services/ and api/ functions the commands call, over the session's one transport (its retry and
 * unknown-outcome rules); the result is redacted, and its documents masked (documents.ts). A failing call is a tool
 * error (`isError`), never the end of the server. Nothing here is loaded by any other command: `payctl mcp` imports
 * this module inside run().
 */
import {
  CLIENT_CAPABILITIES_META_KEY,
  inputRequired,
  Server,
  type ClientCapabilities,
  type ServerContext,
} from '@modelcontextprotocol/server'
import {serveStdio} from '@modelcontextprotocol/server/stdio'
import type {Writable} from 'node:stream'
import type {Transport} from '../api/transport.js'
import {DeclinedError, PayctlError, UsageError, ValidationError} from '../errors.js'
import {localDate} from '../schemas/dates.js'
import {redactText} from '../util/redact.js'
import {confirmationText} from './confirm.js'
import {AskFirst, askByRoundTrip, askDuringCall, canAskForm, CONFIRM_KEY, type Confirmer} from './confirmations.js'
import {refuseCardNumbers} from './guard.js'
import {MessageSizeGuard} from './input.js'
import {errorResult, okResult, whereLine, type ToolResult, type Where} from './result.js'
import {outputSchemaOf, annotationsOf} from './schema.js'
import {RequestStates} from './state.js'
import {inPayctlTerms, type ToolContext} from './tool.js'
import {toolsFor, type AnyTool} from './tools/index.js'
import {LineTransport} from './transport.js'

/** How long a person has to answer a confirmation (on 2026-07-28: how long its requestState is good for). */
export const CONFIRM_TIMEOUT_MS = 10 * 60_000
/** How long calls in flight when the client closes stdin get to finish and be answered before the server ends. */
export const DRAIN_MS = 30_000

export interface McpSession extends Where {
  version: string
  /** --allow-writes: the write tools are listed. */
  allowWrites: boolean
  /** --no-confirm (a loopback base URL that answers as a payctl sandbox, checked by the command): writes go without asking anyone. */
  noConfirm: boolean
  /** --show-documents: CPFs in results whole (documents.ts). */
  showDocuments?: boolean
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
      : 'Writes allowed, each one confirmed by a person: every write tool asks the user (MCP elicitation; on 2026-07-28 an input_required result) what it is about to do, and sends nothing unless they accept. A client that cannot ask is refused every write.'
  return [
    `payctl: the payment account at ${s.baseUrl}, seller ${s.sellerId ?? '(none set)'}, profile ${s.profileName}.`,
    mode,
    `Amounts are in reais (150.75). No tool takes a card number: a person tokenizes a card with \`payctl card tokenize\` and pay_card takes the token. ${s.showDocuments ? 'CPFs are shown whole (--show-documents).' : 'CPFs are masked (***.189.708-**); find still takes a whole one.'} Every result says which base URL and seller it came from. A write whose answer was lost is reported as an unknown outcome and never retried: check before sending it again.`,
  ].join('\n')
}

/** The argument names of a tool (to say `since` where a service says `--since`). */
function argNames(tool: AnyTool | undefined): string[] {
  const props = tool?.inputSchema().properties
  return props && typeof props === 'object' ? Object.keys(props) : []
}

/** A confirmation's form: no fields, the message is the whole question. */
const CONFIRM_FORM = {type: 'object', properties: {}} as const

/**
 * Runs the server on stdin/stdout until the client goes away (stdin ends) or `signal` aborts. A transport error (a
 * message over input.ts's MAX_MESSAGE_BYTES, a read error) drains as the end of stdin does, then rejects: the command exits 1.
 */
export async function serveMcp(
  session: McpSession,
  io: {stdin?: NodeJS.ReadableStream; stdout?: NodeJS.WritableStream} = {},
): Promise<void> {
  const tools = toolsFor(session.allowWrites)
  const byName = new Map(tools.map((t) => [t.name, t]))
  const log = (line: string) => session.log(redactText(line, session.secrets()))
  /** Aborted when the client closes stdin: a confirmation still open can no longer be answered. */
  const clientGone = new AbortController()
  const inFlight = new Set<Promise<unknown>>()
  /** The key of this server's requestStates: made now, gone with the process. */
  const states = new RequestStates(CONFIRM_TIMEOUT_MS)
  const listed = tools.map((t) => ({
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: t.inputSchema() as {type: 'object'; [key: string]: unknown},
    outputSchema: outputSchemaOf(t) as {type: 'object'; [key: string]: unknown},
    annotations: annotationsOf(t),
  }))

  const call = async (name: string, args: Record<string, unknown>, confirmerFor: () => Confirmer) => {
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
      const confirmer = confirmerFor()
      // A write that nobody can confirm is refused before anything is read or sent.
      if (tool.write && !session.noConfirm && !confirmer.canAsk) throw cannotConfirm(name)
      const parsed: unknown = tool.parse(args)
      const ctx: ToolContext = {
        client: () => session.client(),
        sellerId: () => session.sellerIdOrThrow(),
        credentials: () => session.credentials(),
        baseUrl: session.baseUrl,
        confirm: async (request) => {
          if (session.noConfirm) return
          await confirmer.confirm(confirmationText(request, session, session.secrets()))
        },
        newId: () => confirmer.newId(),
        note: (m) => notes.push(m),
        addSecret: (s) => session.addSecret(s),
        today: localDate(new Date()),
      }
      const out = await tool.run(parsed, ctx)
      return okResult(out, notes, where, session.secrets(), session.showDocuments)
    } catch (err) {
      if (err instanceof AskFirst) {
        // 2026-07-28: the question is the answer; the client calls again with the person's answer and this state.
        return inputRequired({
          inputRequests: {[CONFIRM_KEY]: inputRequired.elicit({mode: 'form', message: err.text, requestedSchema: CONFIRM_FORM})},
          requestState: states.mint(name, args, err.text, err.nonce),
        })
      }
      // A bug, not a refusal: its stack goes to the --debug log (redacted, as every line of it).
      if (!(err instanceof PayctlError)) session.debug(`mcp: ${name}: ${(err as Error)?.stack ?? String(err)}`)
      const said = err instanceof ValidationError ? inPayctlTerms(err) : err
      return errorResult(said, where, session.secrets(), argNames(tool), session.showDocuments)
    }
  }

  /** One server per connection, of the era its client opened with (the SDK's serveStdio chooses). */
  const serverFor = (era: 'legacy' | 'modern'): Server => {
    const server = new Server({name: 'payctl', version: session.version}, {capabilities: {tools: {}}, instructions: instructions(session)})
    server.onerror = (err) => log(`payctl mcp: ${err.message}`)
    server.setRequestHandler('tools/list', () => ({tools: listed}))
    const confirmerFor = (name: string, args: Record<string, unknown>, ctx: ServerContext) => (): Confirmer =>
      era === 'modern'
        ? askByRoundTrip({
            canAsk: canAskForm((ctx.mcpReq.envelope as Record<string, ClientCapabilities> | undefined)?.[CLIENT_CAPABILITIES_META_KEY]),
            states,
            tool: name,
            args,
            // Only a write reads its state: a read has nothing to confirm.
            state: byName.get(name)?.write ? ctx.mcpReq.requestState<string>() : undefined,
            responses: byName.get(name)?.write ? ctx.mcpReq.inputResponses : undefined,
          })
        : askDuringCall({
            canAsk: canAskForm(server.getClientCapabilities()),
            elicit: (message, signal) =>
              server.elicitInput({mode: 'form', message, requestedSchema: CONFIRM_FORM}, {timeout: CONFIRM_TIMEOUT_MS, signal}),
            call: ctx.mcpReq.signal,
            clientGone: clientGone.signal,
          })
    server.setRequestHandler('tools/call', async (request, ctx) => {
      const started = Date.now()
      const name = request.params.name
      const args = (request.params.arguments ?? {}) as Record<string, unknown>
      const pending = call(name, args, confirmerFor(name, args, ctx))
      inFlight.add(pending)
      const result = await pending.finally(() => inFlight.delete(pending))
      const done = result as Partial<ToolResult>
      const outcome = done.isError
        ? `error ${(done.structuredContent!.error as {code?: string}).code}`
        : done.structuredContent
          ? 'ok'
          : 'input required'
      session.debug(`mcp: ${name} → ${outcome} in ${Date.now() - started} ms`)
      return result
    })
    return server
  }

  // A promise nobody awaited must not end the server (every call's own errors are caught above).
  const onRejection = (reason: unknown) => log(`payctl mcp: unexpected error: ${reason instanceof Error ? reason.message : String(reason)}`)
  process.on('unhandledRejection', onRejection)
  const stdin = io.stdin ?? process.stdin
  /** The client's input failed (a transport error): set once, thrown once the server has drained. */
  let failure: string | undefined
  let transportFailed: (what: string) => void = () => undefined
  // The input goes through the guard (input.ts): it, not the transport, ends a message that is too long, so that the
  // server drains instead of closing at once.
  const input = new MessageSizeGuard((what) => transportFailed(what))
  const wire = new LineTransport(input, (io.stdout ?? process.stdout) as Writable)
  try {
    await new Promise<void>((resolve) => {
      const handle = serveStdio(({era}) => serverFor(era), {
        transport: wire,
        legacy: 'serve',
        onerror: (err) => log(`payctl mcp: ${err.message}`),
      })
      const stop = () => void handle.close().finally(resolve)
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
      stdin.once('end', drain)
      stdin.once('close', drain)
      stdin.on('error', (err: Error) => transportFailed(`a read error: ${err.message}`))
      stdin.pipe(input)
      session.signal.addEventListener('abort', stop, {once: true})
      const mode = !session.allowWrites ? 'read-only' : session.noConfirm ? 'writes without confirmation' : 'writes confirmed by a person'
      log(`payctl mcp ${session.version}: serving ${tools.length} tools (${mode}) on stdio; ${whereLine(session)}`)
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
