/**
 * What a command needs, built lazily: settings (flags > env > profile > defaults), the output, the HTTP client and
 * the profile store. Nothing heavy is imported until a command asks for it, so --help and --version stay fast.
 */
import {UsageError, withNext} from '../errors.js'
import type {Transport, TransportOptions} from '../api/transport.js'
import type {SandboxProbe} from '../api/sandbox.js'
import type {ProfileStore} from '../config/store.js'
import type {Keyring} from '../config/keyring.js'
import type {Settings} from '../config/resolve.js'
import {Output} from '../render/output.js'
import type {JqProgram} from '../render/jq.js'
import type {Asker} from '../services/ask.js'
import {agentInUse, type AgentInUse} from '../util/agent.js'
import {interactive, processFactory, type Factory, type Io, type StopStep} from './factory.js'

export interface ContextFlags {
  json?: boolean
  jsonl?: boolean
  csv?: boolean
  'csv-bom'?: boolean
  xlsx?: string
  locale?: string
  wide?: boolean
  columns?: string
  'no-pager'?: boolean
  quiet?: boolean
  debug?: boolean
  profile?: string
  'seller-id'?: string
  'base-url'?: string
}

export class Context {
  readonly output: Output
  readonly debugEnabled: boolean
  readonly env: NodeJS.ProcessEnv
  readonly io: Io
  /** The exit code the command ends with when nothing is thrown (0 unless it says otherwise). */
  exitCode = 0
  private readonly controller = new AbortController()
  private store?: ProfileStore
  private keyringValue?: Keyring
  private settingsValue?: Settings
  private transport?: Transport
  private readonly extraSecrets: string[] = []
  private cleartextWarned = false
  private accessChecked?: Promise<void>
  private probe?: Promise<SandboxProbe>
  private releaseInterrupt?: () => void

  constructor(
    readonly flags: ContextFlags,
    /** The streams, environment, clock and asker (cli/factory.ts): the process's, or a test's. */
    private readonly world: Factory = processFactory(),
    /** --jq compiled and --fields checked (by BaseCommand.parse, before anything is sent). */
    data: {jq?: JqProgram; fields?: readonly string[]} = {},
    /**
     * The installed payctl: its package folder (oclif's config.root), where the keyring helper is
     * (config/keyring.ts), and its version.
     */
    readonly install?: {root: string; version: string},
  ) {
    this.io = world.io
    const env = (this.env = world.io.env)
    this.debugEnabled = Boolean(flags.debug) || /(^|,)\s*payctl/.test(env.DEBUG ?? '')
    if (flags.xlsx !== undefined) {
      const mixed = (['json', 'jsonl', 'csv'] as const).filter((f) => flags[f]).map((f) => `--${f}`)
      if (data.jq) mixed.push('--jq')
      if (data.fields) mixed.push('--fields')
      if (mixed.length > 0) throw new UsageError(`--xlsx writes the records to a workbook: it cannot be used with ${mixed.join(', ')}`)
    }
    this.output = new Output({
      json: Boolean(flags.json),
      format: flags.csv ? 'csv' : flags.jsonl ? 'jsonl' : flags.xlsx ? 'xlsx' : undefined,
      csvBom: flags['csv-bom'],
      xlsx: flags.xlsx,
      ptBR: flags.locale === 'pt-BR',
      jq: data.jq,
      fields: data.fields,
      wide: flags.wide,
      columns: flags.columns
        ?.split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      quiet: flags.quiet,
      noPager: flags['no-pager'],
      env,
      stdout: world.io.stdout as NodeJS.WriteStream,
      stderr: world.io.stderr as NodeJS.WriteStream,
      secrets: () => this.secrets(),
    })
  }

  /** The AI agent running payctl (util/agent.ts), or undefined for a person or a script. */
  get agent(): AgentInUse | undefined {
    return agentInUse(this.env)
  }

  /** Now, by the factory's clock. */
  now(): Date {
    return this.world.now()
  }

  /** Whether a person can be asked (stdin and stderr are terminals, or a test scripted the answers). */
  get interactive(): boolean {
    return Boolean(this.world.asker) || interactive(this.io)
  }

  /**
   * The one way to ask the person (services/ask.ts): the factory's asker, or the terminal's prompts when stdin and
   * stderr are terminals; undefined when nobody can be asked (services then name what is missing).
   * `checkFirst`: the service answers and accepts the credentials before the first question (checkAccess), so no
   * answers are typed for a request that cannot be sent.
   */
  async asker(options: {checkFirst?: boolean} = {}): Promise<Asker | undefined> {
    let asker = this.world.asker
    if (!asker && interactive(this.io)) {
      const {terminalAsker} = await import('./prompts.js')
      asker = terminalAsker(this.io)
    }
    if (!asker || !options.checkFirst) return asker
    const base = asker
    const first = () => this.checkAccess()
    return {
      text: async (message, o) => (await first(), base.text(message, o)),
      secret: async (message, validate) => (await first(), base.secret(message, validate)),
      confirm: async (message, defaultValue) => (await first(), base.confirm(message, defaultValue)),
      choose: async (message, choices) => (await first(), base.choose(message, choices)),
    }
  }

  /** All of stdin (at most `maxBytes`). */
  async readStdin(maxBytes?: number): Promise<string> {
    const {readStdin} = await import('./stdin.js')
    return readStdin(this.io.stdin, maxBytes)
  }

  /** The first non-empty line of stdin, trimmed (a token or a card number piped in); `what` names it in errors. */
  async readStdinLine(what: string): Promise<string> {
    const {readStdinLine} = await import('./stdin.js')
    return readStdinLine(this.io.stdin, what)
  }

  /** From now on Ctrl-C aborts what is in flight (the command then exits 130); a second Ctrl-C exits at once. */
  catchInterrupt(): void {
    this.releaseInterrupt ??= this.world.onStop([() => this.interrupt(new Error('interrupted'))], ['SIGINT'])
  }

  /** Long-running commands (listen, tail, sandbox) take over Ctrl-C themselves. */
  releaseInterruptHandler(): void {
    this.releaseInterrupt?.()
    this.releaseInterrupt = undefined
  }

  /**
   * Long-running commands whose stop is a normal end (events tail, mcp, listen, sandbox start): each SIGINT or SIGTERM
   * runs the next of `steps` (listen: stop, then cut the connections), and one more exits at once. The handlers stay
   * until the process ends, so an echo of the signal cannot kill it while it finishes (util/signals.ts).
   */
  stopOnSignal(...steps: StopStep[]): void {
    this.releaseInterruptHandler()
    this.world.onStop(steps)
  }

  /** Aborted on Ctrl-C: pass it to anything long. */
  get signal(): AbortSignal {
    return this.controller.signal
  }

  interrupt(reason?: unknown): void {
    this.controller.abort(reason)
  }

  /** Every secret in force, for redaction. */
  secrets(): string[] {
    const s = this.settingsValue
    return [s?.accessToken, s?.clientToken, s?.refreshToken, ...this.extraSecrets, ...(this.transport?.secrets() ?? [])].filter(
      (x): x is string => Boolean(x),
    )
  }

  /** Registers one more value to mask wherever it would be printed (a token read from stdin). */
  addSecret(secret: string): void {
    this.extraSecrets.push(secret)
  }

  debug(line: string): void {
    if (this.debugEnabled) this.output.info(this.output.errColors.dim(`[debug] ${line}`))
  }

  async profiles(): Promise<ProfileStore> {
    if (!this.store) {
      const {ProfileStore} = await import('../config/store.js')
      this.store = ProfileStore.open(this.env, (m) => this.output.warn(m))
    }
    return this.store
  }

  /**
   * The OS keyring (config/keyring.ts), for the commands that read or write a token kept there. Its native binding
   * is never loaded in this process, and this module only when a profile's tokens are in the keyring.
   */
  async keyring(): Promise<Keyring> {
    if (!this.keyringValue) {
      const {Keyring} = await import('../config/keyring.js')
      if (!this.install) throw new UsageError('the keyring cannot be used here (no payctl package folder)')
      this.keyringValue = new Keyring({
        root: this.install.root,
        env: this.env,
        debug: this.debugEnabled ? (line) => this.debug(line) : undefined,
      })
    }
    return this.keyringValue
  }

  async settings(): Promise<Settings> {
    if (!this.settingsValue) {
      const {resolveProfileName, resolveSettings} = await import('../config/resolve.js')
      const store = await this.profiles()
      const name = resolveProfileName(this.flags.profile, this.env, () => store.currentName())
      const profile = store.get(name)
      if (this.flags.profile && !profile && !this.env.PAYCTL_ACCESS_TOKEN) {
        const known = store.names()
        throw withNext(
          new UsageError(
            `no profile named "${name}"${known.length ? ` (known: ${known.join(', ')})` : ''}; create it with payctl login --profile ${name}`,
          ),
          `payctl login --profile ${name}`,
        )
      }
      // Environment, then keyring, then file (docs/tokens.md); the keyring only when the profile keeps tokens there.
      let keyring = {}
      if (profile?.keyring !== undefined) {
        const {readKeyringTokens} = await import('../config/tokens.js')
        keyring = await readKeyringTokens(
          name,
          profile,
          this.env,
          () => this.keyring(),
          (m) => this.output.warn(m),
        )
      }
      this.settingsValue = resolveSettings(this.flags, this.env, name, profile, keyring)
    }
    return this.settingsValue
  }

  /** The seller id in force, or a usage error saying how to set one. */
  async sellerId(): Promise<string> {
    const s = await this.settings()
    if (s.sellerId) return s.sellerId
    // What comes next: a stored profile lacks only its seller id; without one, nothing was set up yet.
    const profile = `--profile ${s.profileName}`
    const next = s.profileExists ? `payctl config set seller-id SELLER_ID ${profile}` : `payctl login ${profile}`
    throw withNext(new UsageError('no seller id: pass --seller-id, set PAYCTL_SELLER_ID, or run payctl login'), next)
  }

  /** The API client for the settings in force (one per command, aborted by Ctrl-C). */
  async client(): Promise<Transport> {
    if (!this.transport) this.transport = await this.createTransport({signal: this.signal})
    return this.transport
  }

  /**
   * A new Transport for the settings in force, with `overrides` (bolepix import: its 429 gate and no abort signal).
   * A refreshed access token is kept as a secret and stored back when it came from the profile.
   */
  async createTransport(overrides: Partial<TransportOptions> = {}): Promise<Transport> {
    const settings = await this.settings()
    const {Transport} = await import('../api/transport.js')
    const {cleartextWarning} = await import('../util/url.js')
    const cleartext = cleartextWarning(settings.baseUrl)
    if (cleartext && !this.cleartextWarned) {
      this.cleartextWarned = true // once per command, however many transports it makes
      this.output.warn(cleartext)
    }
    return new Transport({
      baseUrl: settings.baseUrl,
      sellerId: settings.sellerId,
      credentials: {
        accessToken: settings.accessToken,
        clientToken: settings.clientToken,
        refreshToken: settings.refreshToken,
      },
      timeouts: settings.deadlineMs ? {deadlineMs: settings.deadlineMs} : undefined,
      debug: this.debugEnabled ? (line) => this.debug(line) : undefined,
      env: this.env,
      onAccessTokenRefreshed: async (token) => {
        this.extraSecrets.push(token)
        // Written back where the old one was (docs/tokens.md): the keyring, or the file.
        if (settings.sources.accessToken === 'keyring') {
          const {keyringAccount} = await import('../config/keys.js')
          const keyring = await this.keyring()
          try {
            await keyring.set([{account: keyringAccount(settings.profileName, 'access-token'), value: token}])
          } catch (err) {
            this.output.warn(`access token refreshed for this run, but it could not be saved to ${keyring.name}: ${(err as Error).message}`)
            return
          }
          this.output.info(`access token refreshed and saved to ${keyring.name} (profile "${settings.profileName}")`)
        } else if (settings.sources.accessToken === 'profile') {
          // A locked read-modify-write (config/store.ts): a `config set` running meanwhile keeps its change, and so
          // does this one.
          const store = await this.profiles()
          try {
            await store.update(settings.profileName, {accessToken: token})
          } catch (err) {
            // The call goes on with the new token; only the saving failed.
            this.output.warn(
              `access token refreshed for this run, but it could not be saved to profile "${settings.profileName}": ${(err as Error).message}`,
            )
            return
          }
          this.output.info(`access token refreshed and saved to profile "${settings.profileName}"`)
        } else {
          this.output.info('access token refreshed for this run (it did not come from a profile, so it was not saved)')
        }
      },
      ...overrides,
    })
  }

  /**
   * Once per run, before the first question on a terminal: the service answers and accepts the credentials
   * (api/bolepix.ts checkAccess, one cheap request), so no answers are typed for a request that cannot be sent
   * (docs/contract.md#flags-and-arguments). Scripts never ask, so never send it.
   */
  checkAccess(): Promise<void> {
    this.accessChecked ??= (async () => {
      const {checkAccess} = await import('../api/bolepix.js')
      await checkAccess(await this.client(), await this.sellerId())
    })()
    return this.accessChecked
  }

  /** Whether the base URL is a payctl sandbox (api/sandbox.ts probeSandbox), asked once per run. */
  sandboxProbe(): Promise<SandboxProbe> {
    this.probe ??= (async () => {
      const {probeSandbox} = await import('../api/sandbox.js')
      return probeSandbox(await this.client())
    })()
    return this.probe
  }

  async close(): Promise<void> {
    await this.transport?.close()
  }
}
