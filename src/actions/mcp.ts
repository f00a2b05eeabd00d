/** `payctl mcp`: the payment account served to an AI assistant over stdio (docs/mcp.md). */
import type {Context, ContextFlags} from '../cli/context.js'
import {UsageError} from '../errors.js'

export interface McpFlags extends ContextFlags {
  'allow-writes': boolean
  'no-confirm': boolean
  'show-documents'?: boolean
}

export default async function mcp(ctx: Context, flags: McpFlags): Promise<void> {
  const settings = await ctx.settings()
  const {isLoopbackUrl} = await import('../util/url.js')
  if (flags['no-confirm'] && !isLoopbackUrl(settings.baseUrl)) {
    throw new UsageError(
      `--no-confirm is refused for ${settings.baseUrl}: writes go unconfirmed only against a loopback sandbox (127.0.0.1, localhost); drop --no-confirm and each write is confirmed by a person`,
    )
  }
  if (flags['no-confirm']) {
    // A loopback port may be a tunnel to the real service: only one that answers as a payctl sandbox goes unconfirmed.
    const {probeSandbox} = await import('../api/sandbox.js')
    const probe = await probeSandbox(await ctx.client())
    if (!probe.sandbox) {
      throw new UsageError(
        `--no-confirm is refused for ${settings.baseUrl}: it is not a payctl sandbox (${probe.why}), and writes go unconfirmed only against one; drop --no-confirm and each write is confirmed by a person`,
      )
    }
  }
  // The server runs until the client closes stdin; a signal stops it (and what is in flight).
  ctx.stopOnSignal(() => ctx.interrupt(new Error('stopped')))
  const {serveMcp} = await import('../mcp/server.js')
  const {redactText} = await import('../util/redact.js')
  await serveMcp(
    {
      version: ctx.install?.version ?? 'unknown',
      baseUrl: settings.baseUrl,
      sellerId: settings.sellerId,
      profileName: settings.profileName,
      allowWrites: flags['allow-writes'],
      noConfirm: flags['no-confirm'],
      showDocuments: flags['show-documents'] ?? false,
      client: () => ctx.client(),
      sellerIdOrThrow: () => ctx.sellerId(),
      credentials: async () => settings,
      secrets: () => ctx.secrets(),
      addSecret: (s) => ctx.addSecret(s),
      log: (line) => ctx.io.stderr.write(`${redactText(line, ctx.secrets())}\n`),
      debug: (line) => ctx.debug(line),
      signal: ctx.signal,
    },
    {stdin: ctx.io.stdin, stdout: ctx.io.stdout},
  )
}
