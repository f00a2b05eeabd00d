/** `payctl sandbox start`: the embedded sandbox in the foreground (sandbox/run.ts; docs/sandbox.md). */
import type {Context, ContextFlags} from '../../cli/context.js'
import {UsageError} from '../../errors.js'

export interface SandboxStartFlags extends ContextFlags {
  host: string
  port: number
  data?: string
  'access-token'?: string
  'client-token'?: string
  'refresh-token'?: string
  'retry-base-ms': number
  'retry-max-ms': number
  'max-attempts': number
  'cdn-url'?: string
  'default-order-cents': number
  'preauth-days': number
  'setup-profile'?: string
}

export default async function sandboxStart(ctx: Context, flags: SandboxStartFlags): Promise<void> {
  if (flags['cdn-url'] && !/^https?:\/\/[^/]/i.test(flags['cdn-url'])) throw new UsageError('--cdn-url must be an http(s) URL')
  if (flags['setup-profile']) (await import('../../config/store.js')).checkProfileName(flags['setup-profile'])
  // Ctrl-C or SIGTERM stops the server cleanly (exit 0) instead of aborting a request.
  const stopSignal = new Promise<void>((resolve) => ctx.stopOnSignal(() => resolve()))
  const {runSandbox} = await import('../../sandbox/run.js')
  await runSandbox(
    {
      host: flags.host,
      port: flags.port,
      dataFile: flags.data,
      sellerId: flags['seller-id'],
      accessToken: flags['access-token'],
      clientToken: flags['client-token'],
      refreshToken: flags['refresh-token'],
      retryBaseMs: flags['retry-base-ms'],
      retryMaxMs: flags['retry-max-ms'],
      maxAttempts: flags['max-attempts'],
      cdnUrl: flags['cdn-url'],
      defaultOrderCents: flags['default-order-cents'],
      preauthDays: flags['preauth-days'],
      setupProfile: flags['setup-profile'],
      stopSignal,
      writeProfile: async (name, sandbox) => {
        const store = await ctx.profiles()
        const {url: baseUrl, sellerId, accessToken, clientToken, refreshToken} = sandbox
        // The sandbox's tokens are throwaway and local: they go to the file, never the keyring, and it says so first.
        const {storeTokensInFile} = await import('../../config/tokens.js')
        const tokens = {'access-token': accessToken, 'client-token': clientToken, 'refresh-token': refreshToken}
        const why = "they are the sandbox's throwaway local tokens, not kept in the keyring"
        await storeTokensInFile(
          store,
          name,
          tokens,
          {baseUrl, sellerId},
          {keyring: () => ctx.keyring(), warn: (m) => ctx.output.warn(m), why},
        )
        if (!store.get(store.currentName())) await store.use(name)
        return store.path
      },
    },
    {
      json: ctx.output.json,
      stdout: ctx.io.stdout,
      stderr: ctx.io.stderr,
      filter: ctx.output.filtering ? (line) => ctx.output.filterLine(line) : undefined,
    },
  )
}
