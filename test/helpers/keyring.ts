/**
 * A throwaway Secret Service for the keyring tests (docs/tokens.md, docs/testing.md): a private session bus
 * (dbus-daemon) with an unlocked gnome-keyring-daemon on it, its keyring files in a temp folder, never the keyring
 * of the person running the tests. Under `.ci/run`, which runs the keyring tests inside `dbus-run-session` with an
 * unlocked gnome-keyring-daemon and sets PAYCTL_TEST_KEYRING_SESSION=1, that session is used instead.
 *
 * Also a bus that never answers (a socket that accepts and stays silent), for the 3 s timeout.
 */
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import {createServer, type Server} from 'node:net'
import {join} from 'node:path'
import {tempDir} from './cli.js'

const BINARIES = ['dbus-daemon', 'gnome-keyring-daemon', 'secret-tool', 'dbus-send']

/** Why the keyring tests cannot run here (binaries missing), or undefined. */
export function keyringSkipReason(): string | undefined {
  if (process.platform !== 'linux') return 'the keyring tests drive the Secret Service (Linux)'
  const missing = BINARIES.filter((b) => {
    try {
      execFileSync('sh', ['-c', `command -v ${b}`], {stdio: 'ignore'})
      return false
    } catch {
      return true
    }
  })
  return missing.length
    ? `not installed: ${missing.join(', ')} (apt-get install dbus-daemon gnome-keyring libsecret-tools; .ci/run does)`
    : undefined
}

export interface KeyringSession {
  /** The variables that point a spawned CLI at this session's bus. */
  env: {DBUS_SESSION_BUS_ADDRESS: string}
  /** `secret-tool ARGS` on this bus: its stdout (`lookup` prints the secret alone). */
  secretTool(args: string[]): string
  /** The keyring accounts (`default/access-token`) of service `payctl`, sorted. */
  payctlAccounts(): string[]
  close(): Promise<void>
}

function waitFor(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve()
      if (Date.now() > until) return reject(new Error(`timed out waiting for ${what}`))
      setTimeout(tick, 100)
    }
    tick()
  })
}

/** Whether the Secret Service owns its name on the bus of `env` (asked without activating a second daemon). */
function secretsOwned(env: NodeJS.ProcessEnv): boolean {
  try {
    const out = execFileSync(
      'dbus-send',
      [
        '--session',
        '--print-reply',
        '--dest=org.freedesktop.DBus',
        '/org/freedesktop/DBus',
        'org.freedesktop.DBus.NameHasOwner',
        'string:org.freedesktop.secrets',
      ],
      {env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000},
    )
    return /boolean true/.test(out)
  } catch {
    return false
  }
}

function session(env: Record<string, string>, stop: () => Promise<void>): KeyringSession {
  const run = (args: string[]) => spawnSync('secret-tool', args, {env: {...process.env, ...env}, encoding: 'utf8', timeout: 15_000})
  return {
    env: {DBUS_SESSION_BUS_ADDRESS: env.DBUS_SESSION_BUS_ADDRESS!},
    secretTool: (args) => run(args).stdout,
    // `secret-tool search` prints each item's label and secret on stdout, its attributes on stderr.
    payctlAccounts: () =>
      [...run(['search', '--all', 'service', 'payctl']).stderr.matchAll(/^attribute\.username = (.*)$/gm)].map((m) => m[1]!).sort(),
    close: stop,
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('close', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 3000).unref()
  })
}

/**
 * Starts a private session bus and an unlocked gnome-keyring-daemon (secrets only) on it, or uses the one .ci/run
 * made (PAYCTL_TEST_KEYRING_SESSION=1). Resolves once the Secret Service owns its name on the bus.
 */
export async function startKeyringSession(): Promise<KeyringSession> {
  if (process.env.PAYCTL_TEST_KEYRING_SESSION === '1' && process.env.DBUS_SESSION_BUS_ADDRESS) {
    const env = {DBUS_SESSION_BUS_ADDRESS: process.env.DBUS_SESSION_BUS_ADDRESS}
    await waitFor(
      () => secretsOwned({...process.env, ...env}),
      "the session's Secret Service (gnome-keyring-daemon) to own org.freedesktop.secrets",
    )
    return session(env, async () => {})
  }
  const dir = tempDir('payctl-keyring-')
  const xdg = {
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_CACHE_HOME: join(dir, 'cache'),
    XDG_RUNTIME_DIR: join(dir, 'run'),
    XDG_CONFIG_HOME: join(dir, 'config'),
  }
  for (const d of Object.values(xdg)) mkdirSync(d, {recursive: true, mode: 0o700})
  const base: NodeJS.ProcessEnv = {...process.env, ...xdg}
  delete base.DBUS_SESSION_BUS_ADDRESS
  const bus = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1', `--address=unix:path=${join(dir, 'bus')}`], {
    env: base,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let address = ''
  bus.stdout!.setEncoding('utf8').on('data', (d: string) => (address += d))
  await waitFor(() => address.includes('\n') || bus.exitCode !== null, 'dbus-daemon to print its address')
  if (!address.includes('\n')) throw new Error('dbus-daemon did not start')
  const env = {...xdg, DBUS_SESSION_BUS_ADDRESS: address.trim()}
  // --unlock reads the login keyring's password on stdin (a new keyring is created with it, unlocked).
  const daemon = spawn('gnome-keyring-daemon', ['--foreground', '--unlock', '--components=secrets'], {
    env: {...base, ...env},
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  daemon.stdin!.end('payctl-test')
  const owned = () => secretsOwned({...base, ...env})
  const stop = async () => {
    await stopChild(daemon)
    await stopChild(bus)
    rmSync(dir, {recursive: true, force: true})
  }
  try {
    await waitFor(owned, 'gnome-keyring-daemon to own org.freedesktop.secrets')
  } catch (err) {
    await stop()
    throw err
  }
  return session(env, stop)
}

/** A "session bus" that accepts connections and never answers: any keyring call on it hangs. */
export async function startSilentBus(): Promise<{address: string; close(): Promise<void>}> {
  const path = join(tempDir('payctl-silent-bus-'), 'bus')
  const sockets = new Set<import('node:net').Socket>()
  const server: Server = createServer((s) => {
    sockets.add(s)
    s.on('error', () => undefined)
    s.on('data', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(path, resolve))
  return {
    address: `unix:path=${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/**
 * A session bus with no Secret Service on it and no way to start one (no service folders: nothing is activated).
 * The binding's default would then store tokens in the kernel's keyutils keyring, which a reboot wipes; payctl pins
 * the Secret Service, so it must find no keyring here.
 */
export async function startBusWithoutSecretService(): Promise<{address: string; close(): Promise<void>}> {
  const dir = tempDir('payctl-bare-bus-')
  const config = join(dir, 'bus.conf')
  writeFileSync(
    config,
    `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path=${join(dir, 'bus')}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
</busconfig>
`,
  )
  const bus = spawn('dbus-daemon', [`--config-file=${config}`, '--nofork', '--print-address=1'], {stdio: ['ignore', 'pipe', 'ignore']})
  let address = ''
  bus.stdout!.setEncoding('utf8').on('data', (d: string) => (address += d))
  await waitFor(() => address.includes('\n') || bus.exitCode !== null, 'dbus-daemon to print its address')
  if (!address.includes('\n')) throw new Error('dbus-daemon did not start')
  return {
    address: address.trim(),
    close: async () => {
      await stopChild(bus)
      rmSync(dir, {recursive: true, force: true})
    },
  }
}
