/**
 * The leak scanner: given every byte a CLI run printed and every file it wrote, finds any secret (tokens) or card
 * number (PAN) it was given that appears unmasked. A PAN counts as leaked in any layout people paste it in
 * (`5155901222280001`, `5155 9012 2228 0001`, `5155-9012-…`). The profile file (`config.json`, mode 0600) is the
 * one place tokens may be stored; card numbers may be stored nowhere.
 *
 * Used by the secrets tests of this folder, and by runCli (test/helpers/cli.ts) for every run of the whole suite
 * when PAYCTL_TEST_FORCE_DEBUG=1.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {isAbsolute, join, resolve} from 'node:path'

export interface Haystack {
  where: string
  text: string
}

export interface Leak {
  /** What leaked, masked for the report. */
  what: string
  where: string
}

export interface RunSecrets {
  tokens: string[]
  cards: string[]
}

const TOKEN_ENV = ['PAYCTL_ACCESS_TOKEN', 'PAYCTL_CLIENT_TOKEN', 'PAYCTL_REFRESH_TOKEN']
const SECRET_CONFIG_KEYS = new Set(['access-token', 'client-token', 'refresh-token', 'accessToken', 'clientToken', 'refreshToken'])

function luhn(digits: string): boolean {
  let sum = 0
  let dbl = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48
    if (dbl) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
    dbl = !dbl
  }
  return sum % 10 === 0
}

/** Card numbers (13–19 digits passing Luhn, optionally grouped by spaces or hyphens) in a text. */
export function cardNumbersIn(text: string): string[] {
  const out = new Set<string>()
  for (const m of text.matchAll(/(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g)) {
    const digits = m[0].replace(/[ -]/g, '')
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) out.add(digits)
  }
  return [...out]
}

/** The secrets a run was handed: tokens from its environment and from stdin when it reads one there, PANs from stdin. */
export function secretsOfRun(args: readonly string[], env: Record<string, string | undefined>, input: string | undefined): RunSecrets {
  // `sandbox start` prints the sandbox's own (made-up) credentials by design: only card numbers are searched for.
  const sandbox = args[0] === 'sandbox' && args[1] === 'start'
  const tokens = sandbox ? [] : TOKEN_ENV.map((k) => env[k]).filter((v): v is string => Boolean(v) && v!.length >= 6)
  const text = input ?? ''
  const readsTokenFromStdin =
    args.includes('--with-token') ||
    (args[0] === 'config' && args[1] === 'set' && SECRET_CONFIG_KEYS.has(args[2] ?? '') && (args[3] === undefined || args[3] === '-'))
  if (readsTokenFromStdin) {
    // login --with-token reads the access token, then optionally the client and refresh tokens, one per line.
    for (const line of text.split(/\r?\n/)) if (line.trim().length >= 6) tokens.push(line.trim())
  }
  // --authorization values are webhook secrets; the sandbox prints its own credentials by design (not scanned).
  if (!sandbox)
    for (let i = 0; i < args.length - 1; i++) if (args[i] === '--authorization' && args[i + 1]!.length >= 8) tokens.push(args[i + 1]!)
  return {tokens: [...new Set(tokens)], cards: cardNumbersIn(text)}
}

/** A pattern matching a PAN's digits with optional single spaces or hyphens between them. */
function panPattern(pan: string): RegExp {
  return new RegExp(pan.split('').join('[ -]?'))
}

const mask = (s: string) => (s.length > 8 ? `${s.slice(0, 2)}…${s.slice(-2)} (${s.length} chars)` : '****')

/** Every unmasked occurrence of the secrets in the haystacks. */
export function findLeaks(haystacks: readonly Haystack[], secrets: RunSecrets): Leak[] {
  const leaks: Leak[] = []
  for (const h of haystacks) {
    const isProfile = /(^|[\\/])config\.json$/.test(h.where)
    if (!isProfile) for (const t of secrets.tokens) if (h.text.includes(t)) leaks.push({what: `token ${mask(t)}`, where: h.where})
    for (const pan of secrets.cards)
      if (panPattern(pan).test(h.text)) leaks.push({what: `card number ${pan.slice(0, 6)}…${pan.slice(-4)}`, where: h.where})
  }
  return leaks
}

/** Every file under a folder (recursively), read as latin1 so that binary files are searchable too. */
export function filesUnder(dir: string): Haystack[] {
  if (!existsSync(dir)) return []
  const out: Haystack[] = []
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    try {
      const st = statSync(p)
      if (st.isDirectory()) out.push(...filesUnder(p))
      else if (st.isFile() && st.size < 64 * 1024 * 1024) out.push({where: p, text: readFileSync(p, 'latin1')})
    } catch (err) {
      // Runs sharing the folder (concurrent config writers) remove their lock and temp files as they go.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
  return out
}

/** Files a run names on its command line (--output, --journal, an import FILE and its default journal), as they are now. */
export function filesNamedBy(args: readonly string[], cwd: string): Haystack[] {
  const paths = new Set<string>()
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(cwd, p))
  for (let i = 0; i < args.length - 1; i++) {
    if (['--output', '-o', '--journal', '--data'].includes(args[i]!)) paths.add(abs(args[i + 1]!))
  }
  const importAt = args.indexOf('import')
  if (args[0] === 'bolepix' && importAt === 1 && args[2] && !args[2].startsWith('-')) {
    paths.add(abs(`${args[2]}.journal`))
  }
  const out: Haystack[] = []
  for (const p of paths) {
    try {
      const st = statSync(p)
      if (st.isDirectory()) out.push(...filesUnder(p))
      else if (st.isFile()) out.push({where: p, text: readFileSync(p, 'latin1')})
    } catch {
      // not written
    }
  }
  return out
}
