/**
 * Drives the built CLI in a real pseudo-terminal, so that its prompts run exactly as a person sees them: with
 * `script -qefc` (util-linux, present on Debian) or, when that is missing, tmux. `PAYCTL_TEST_PTY=tmux|script`
 * forces one. Each step waits for a text on the screen, then types keys (`\r` is Enter).
 */
import {execFileSync, spawn} from 'node:child_process'
import {randomBytes} from 'node:crypto'
import {BIN, ROOT, cliEnv} from './cli.js'

export interface PtyStep {
  /** Text (after ANSI codes are stripped) that must appear before the keys are sent. */
  waitFor: string | RegExp
  keys: string
}

export interface PtyResult {
  code: number | null
  /** Everything the terminal showed (stdout and stderr together), ANSI codes stripped. */
  screen: string
}

function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'})
    return true
  } catch {
    return false
  }
}

/** Which driver this machine has, or undefined (the tests then skip, saying why). */
export function ptyDriver(): 'script' | 'tmux' | undefined {
  const forced = process.env.PAYCTL_TEST_PTY
  if (forced === 'script' || forced === 'tmux') return has(forced) ? forced : undefined
  if (process.platform === 'linux' && has('script')) return 'script'
  if (has('tmux')) return 'tmux'
  return undefined
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`
// eslint-disable-next-line no-control-regex
export const stripAnsi = (s: string) => s.replace(/\u001b\[[0-?]*[ -/]*[@-~]|\u001b[()][A-Z0-9]|\u001b[=>]|\r/g, '')

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function matches(text: string, want: string | RegExp): boolean {
  return typeof want === 'string' ? text.includes(want) : want.test(text)
}

export interface PtyOptions {
  env: Record<string, string | undefined>
  steps: PtyStep[]
  timeoutMs?: number
  /** The terminal's width (default 120). */
  cols?: number
  /**
   * tmux: the screen as the terminal draws it, after the lines a program redraws in place (a progress bar) are
   * drawn over; `script` records every byte written, redraws and all. Skips to the default when tmux is missing.
   */
  rendered?: boolean
  /** A file for stdin instead of the terminal (ids piped into a bulk action while stdout and stderr are the terminal). */
  stdinFile?: string
}

/** Runs `payctl ...args` in a pseudo-terminal `cols` wide, playing the steps; bounded by `timeoutMs`. */
export async function runInPty(args: string[], options: PtyOptions): Promise<PtyResult> {
  const driver = options.rendered && ptyDriver() && has('tmux') ? 'tmux' : ptyDriver()
  if (!driver) throw new Error('no pseudo-terminal driver (script or tmux)')
  const env = cliEnv({...options.env, CI: undefined, TERM: 'xterm-256color', NO_COLOR: '1'})
  const run = `${[process.execPath, BIN, ...args].map(quote).join(' ')}${options.stdinFile ? ` < ${quote(options.stdinFile)}` : ''}`
  const cols = options.cols ?? 120
  return driver === 'script' ? viaScript(`stty cols ${cols} rows 50; exec ${run}`, env, options) : viaTmux(run, env, {...options, cols})
}

async function viaScript(
  command: string,
  env: Record<string, string>,
  options: {steps: PtyStep[]; timeoutMs?: number},
): Promise<PtyResult> {
  const child = spawn('script', ['-qefc', command, '/dev/null'], {cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe']})
  let raw = ''
  child.stdout.setEncoding('utf8').on('data', (d) => (raw += d))
  child.stderr.setEncoding('utf8').on('data', (d) => (raw += d))
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  let done = false
  void exited.then(() => (done = true))
  const deadline = Date.now() + (options.timeoutMs ?? 20_000)
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 20_000)
  try {
    let seen = 0
    for (const step of options.steps) {
      while (!done && Date.now() < deadline) {
        const screen = stripAnsi(raw)
        if (matches(screen.slice(seen), step.waitFor)) {
          seen = screen.length
          break
        }
        await sleep(20)
      }
      if (done || Date.now() >= deadline) break
      await sleep(50) // let the prompt finish drawing and enter raw mode
      child.stdin.write(step.keys)
    }
    const code = await exited
    return {code, screen: stripAnsi(raw)}
  } finally {
    clearTimeout(timer)
    child.stdin.destroy()
  }
}

async function viaTmux(
  command: string,
  env: Record<string, string>,
  options: {steps: PtyStep[]; timeoutMs?: number; cols: number},
): Promise<PtyResult> {
  const name = `payctl-test-${randomBytes(4).toString('hex')}`
  const socket = ['-L', name]
  const tmux = (...a: string[]) => execFileSync('tmux', [...socket, ...a], {env, encoding: 'utf8'})
  tmux('new-session', '-d', '-s', name, '-x', String(options.cols), '-y', '50', `${command}; echo "[exit:$?]"; sleep 60`)
  const capture = () => stripAnsi(tmux('capture-pane', '-p', '-J', '-S', '-', '-t', name))
  const deadline = Date.now() + (options.timeoutMs ?? 20_000)
  try {
    let seenLines = 0
    for (const step of options.steps) {
      while (Date.now() < deadline) {
        const lines = capture().split('\n')
        if (matches(lines.slice(seenLines).join('\n'), step.waitFor)) {
          seenLines = lines.findLastIndex((l) => l.trim() !== '')
          break
        }
        if (/\[exit:\d+\]/.test(lines.join('\n'))) break
        await sleep(50)
      }
      await sleep(50)
      for (const part of step.keys.split(/(\r)/)) {
        if (part === '\r') tmux('send-keys', '-t', name, 'Enter')
        else if (part) tmux('send-keys', '-t', name, '-l', part)
      }
    }
    let screen = capture()
    while (!/\[exit:\d+\]/.test(screen) && Date.now() < deadline) {
      await sleep(50)
      screen = capture()
    }
    const m = /\[exit:(\d+)\]/.exec(screen)
    return {code: m ? Number(m[1]) : null, screen: screen.replace(/\[exit:\d+\][\s\S]*$/, '')}
  } finally {
    try {
      tmux('kill-server')
    } catch {
      // already gone
    }
  }
}
