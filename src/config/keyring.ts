/**
 * Tokens in the operating system's keyring (docs/tokens.md): the Secret Service on Linux (pinned: never the kernel
 * keyutils store that a reboot wipes), the Keychain on macOS, the Credential Manager on Windows, through the native
 * binding @napi-rs/keyring. Items: service `payctl`, one account per profile and token kind
 * (`production/refresh-token`), which is what a keyring manager shows (the binding labels an item
 * `keyring:ACCOUNT@payctl`).
 *
 * The binding is loaded only by the commands that read or write a keyring token, and never in this process: each
 * batch of calls runs in a helper process (config/keyring-helper.ts), because the binding's calls are synchronous and
 * block without end on a bus that does not answer. A batch that has not answered 3 s after the helper loaded the
 * binding is killed and reported as a KeyringError naming the keyring: never a silent fallback to the file.
 */
import {spawn} from 'node:child_process'
import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {KeyringError, UsageError} from '../errors.js'
import type {TokenKey} from './keys.js'

export const KEYRING_SERVICE = 'payctl'
/** How long one batch of keyring calls may take once the binding is loaded. */
export const KEYRING_TIMEOUT_MS = 3_000
/** How long the helper may take to start and load the binding (a loaded machine starts Node slowly). */
const HELPER_START_MS = 20_000

/** Windows' Credential Manager keeps at most 2,560 bytes of secret, stored as UTF-16 (CRED_MAX_CREDENTIAL_BLOB_SIZE). */
export const WINDOWS_SECRET_MAX_BYTES = 2_560

/** The keyring of a system, as its users call it. */
export function keyringName(platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') return 'the macOS Keychain'
  if (platform === 'win32') return "Windows' Credential Manager"
  return 'the Secret Service keyring'
}

/**
 * Refuses a token the keyring of `platform` cannot hold: on Windows one whose UTF-16 form is over 2,560 bytes (the
 * Credential Manager would refuse it on write, after the old token had been replaced elsewhere).
 */
export function checkSecretFits(key: TokenKey, value: string, platform: NodeJS.Platform = process.platform): void {
  if (platform !== 'win32') return
  const bytes = Buffer.byteLength(value, 'utf16le')
  if (bytes > WINDOWS_SECRET_MAX_BYTES) {
    throw new UsageError(
      `the ${key} is too long for ${keyringName(platform)} (${bytes} bytes as it stores it, at most ${WINDOWS_SECRET_MAX_BYTES}): ` +
        `give it in PAYCTL_${key.toUpperCase().replace('-', '_')} instead, or store it in the config file with --insecure-storage`,
    )
  }
}

/**
 * Why there is certainly no keyring to talk to, or undefined when there may be one. On Linux the Secret Service is
 * reached over the session bus: without DBUS_SESSION_BUS_ADDRESS (a headless server, an SSH session, CI) there is
 * none, and payctl does not start a bus of its own.
 */
export function keyringAbsence(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): string | undefined {
  if (platform === 'darwin' || platform === 'win32') return undefined
  return env.DBUS_SESSION_BUS_ADDRESS ? undefined : 'there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set)'
}

export interface KeyringOptions {
  /** payctl's package folder (oclif's config.root): the helper is its dist/config/keyring-helper.js. */
  root: string
  env: NodeJS.ProcessEnv
  timeoutMs?: number
  platform?: NodeJS.Platform
  /** --debug: one line per batch (what was asked of which accounts, how long it took; never a value). */
  debug?: (line: string) => void
}

type Op = {op: 'get'; account: string} | {op: 'set'; account: string; value: string} | {op: 'delete'; account: string}
type OpResult = {ok: true; value?: string | null; deleted?: boolean} | {ok: false; error: string}

/** One keyring, reached through the helper process; every method is one batch (one process). */
export class Keyring {
  readonly name: string
  private readonly timeoutMs: number
  private readonly platform: NodeJS.Platform

  constructor(private readonly options: KeyringOptions) {
    this.platform = options.platform ?? process.platform
    this.name = keyringName(this.platform)
    this.timeoutMs = options.timeoutMs ?? KEYRING_TIMEOUT_MS
  }

  /** Why it is certainly absent (see keyringAbsence), or undefined. */
  absence(): string | undefined {
    return keyringAbsence(this.options.env, this.platform)
  }

  /** The values of `accounts` (undefined where there is none), in order. */
  async get(accounts: readonly string[]): Promise<(string | undefined)[]> {
    const results = await this.run(accounts.map((account) => ({op: 'get', account})))
    return results.map((r) => (r.ok && typeof r.value === 'string' ? r.value : undefined))
  }

  async set(entries: readonly {account: string; value: string}[]): Promise<void> {
    await this.run(entries.map(({account, value}) => ({op: 'set', account, value})))
  }

  /** Removes `accounts`; whether each was there. */
  async delete(accounts: readonly string[]): Promise<boolean[]> {
    const results = await this.run(accounts.map((account) => ({op: 'delete', account})))
    return results.map((r) => r.ok && r.deleted === true)
  }

  /** `details.why`: the reason without the keyring's name, for a message that names it another way. */
  private fail(why: string): KeyringError {
    return new KeyringError(`${this.name} ${why}`, {details: {keyring: this.name, why}})
  }

  private async run(ops: Op[]): Promise<OpResult[]> {
    if (ops.length === 0) return []
    const absent = this.absence()
    if (absent) throw this.fail(`cannot be reached: ${absent}`)
    const helper = join(this.options.root, 'dist', 'config', 'keyring-helper.js')
    if (!existsSync(helper)) throw this.fail(`cannot be reached: payctl's keyring helper ${helper} is missing (reinstall payctl)`)
    const started = Date.now()
    const answer = await this.spawnHelper(helper, JSON.stringify({service: KEYRING_SERVICE, ops})).finally(() =>
      this.options.debug?.(
        `keyring: ${ops.map((o) => `${o.op} ${o.account}`).join(', ')} (${KEYRING_SERVICE}, ${this.name}): ${Date.now() - started} ms`,
      ),
    )
    let parsed: {ready?: boolean; error?: string; results?: OpResult[]}
    try {
      parsed = JSON.parse(answer.split('\n').filter(Boolean).at(-1) ?? '') as typeof parsed
    } catch {
      throw this.fail('could not be used: its helper gave no answer')
    }
    if (parsed.error) throw this.fail(`could not be used: ${parsed.error}`)
    const results = parsed.results ?? []
    const failed = results.findIndex((r) => !r.ok)
    if (failed >= 0 || results.length !== ops.length) {
      const r = results[failed] as {error?: string} | undefined
      const op = ops[failed >= 0 ? failed : 0]!
      const verb = {get: 'read', set: 'store', delete: 'remove'}[op.op]
      throw this.fail(`could not ${verb} "${op.account}": ${r?.error ?? 'no answer'}`)
    }
    return results
  }

  /** Runs the helper with `request` on stdin; its stdout. Killed when the keyring does not answer in time. */
  private spawnHelper(helper: string, request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [helper], {env: this.options.env, stdio: ['pipe', 'pipe', 'ignore'], windowsHide: true})
      let out = ''
      let timedOut: string | undefined
      const kill = (why: string) => {
        timedOut = why
        child.kill('SIGKILL')
      }
      let timer = setTimeout(() => kill(`did not start within ${HELPER_START_MS / 1000} s`), HELPER_START_MS)
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        const ready = !out.includes('\n') && (out + d).includes('\n')
        out += d
        if (ready) {
          // The binding is loaded: from now on the keyring itself has to answer.
          clearTimeout(timer)
          timer = setTimeout(() => kill(`did not answer within ${this.timeoutMs / 1000} s`), this.timeoutMs)
        }
      })
      child.on('error', (err) => {
        clearTimeout(timer)
        reject(this.fail(`could not be used: ${err.message}`))
      })
      child.on('close', () => {
        clearTimeout(timer)
        if (timedOut) reject(this.fail(`${timedOut} (is it locked, or waiting for a password prompt nobody sees?)`))
        else resolve(out)
      })
      child.stdin.on('error', () => undefined)
      child.stdin.end(request)
    })
  }
}
