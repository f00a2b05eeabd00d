/**
 * Runs the built CLI on a pseudo-terminal through util-linux `script`, answering prompts as they appear, to test
 * what happens on a TTY (masked prompts, confirmations). Bounded in time; `hasScript` says whether it can run.
 */
import {spawn, spawnSync} from 'node:child_process'
import {BIN, ROOT, cliEnv} from '../helpers/cli.js'

export const hasScript = spawnSync('script', ['--version'], {encoding: 'utf8'}).status === 0

export interface PtyResult {
  code: number | null
  /** Everything the terminal showed (stdout and stderr together). */
  screen: string
}

/** Each answer is typed once its prompt (a regex over the screen so far) has appeared. */
export function runPty(args: string[], env: Record<string, string | undefined>, answers: [RegExp, string][], timeoutMs = 20_000): Promise<PtyResult> {
  const quoted = [process.execPath, BIN, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')
  const child = spawn('script', ['-qfec', quoted, '/dev/null'], {cwd: ROOT, env: cliEnv({TERM: 'dumb', ...env}), stdio: ['pipe', 'pipe', 'pipe']})
  let screen = ''
  let next = 0
  let seenUpTo = 0
  const feed = () => {
    while (next < answers.length) {
      const [prompt, text] = answers[next]!
      const m = prompt.exec(screen.slice(seenUpTo))
      if (!m) return
      seenUpTo += m.index + m[0].length
      next++
      setTimeout(() => child.stdin.write(text), 100)
    }
  }
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    screen += d
    feed()
  })
  child.stderr.setEncoding('utf8').on('data', (d: string) => (screen += d))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer)
      child.stdin.destroy()
      resolve({code, screen})
    })
  })
}
