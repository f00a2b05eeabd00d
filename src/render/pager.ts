/**
 * A terminal table longer than the screen goes through a pager, as gh does (docs/output.md#pager): PAYCTL_PAGER,
 * else PAGER, else `less -FRX`. Output that fits the screen is printed directly (and so never starts the pager), an
 * empty PAYCTL_PAGER or PAGER, or `cat`, means no pager, and a pager that cannot be started means printing directly.
 * Only called for a terminal stdout (never on a pipe, nor for an AI agent: util/agent.ts); --no-pager skips it
 * (render/output.ts).
 */
import {once} from 'node:events'

export interface PagerTarget {
  stdout: NodeJS.WriteStream
  env: NodeJS.ProcessEnv
}

/** The pager's command as words (split at spaces, no shell), or undefined for none. */
export function pagerCommand(env: NodeJS.ProcessEnv): string[] | undefined {
  const chosen = env.PAYCTL_PAGER ?? env.PAGER ?? 'less -FRX'
  const words = chosen.trim().split(/\s+/).filter(Boolean)
  return words.length === 0 || words[0] === 'cat' ? undefined : words
}

/** Writes the pieces (already redacted and escaped) to the terminal, through the pager when they exceed the screen. */
export async function writePaged(pieces: Iterable<string>, target: PagerTarget): Promise<void> {
  const {stdout, env} = target
  const rows = stdout.rows || 24
  const it = pieces[Symbol.iterator]()
  // Read ahead until the text is taller than the screen (less one line for the prompt) or ends.
  let head = ''
  let lines = 0
  let next = it.next()
  while (!next.done && lines < rows) {
    head += next.value
    lines += countLines(next.value)
    next = it.next()
  }
  // The pager writes to file descriptor 1: only when that is the stream given (not a stream made in-process).
  const words = lines < rows || (stdout as {fd?: number}).fd !== 1 ? undefined : pagerCommand(env)
  const pager = words && (await startPager(words, env))
  const out: NodeJS.WritableStream = pager ? pager.stdin : stdout
  let closed = false
  // The pager quit before reading everything (q in less): the rest is dropped, as gh does.
  if (pager) {
    pager.stdin.on('error', () => (closed = true))
    pager.on('close', () => (closed = true))
  }
  const put = async (text: string) => {
    if (closed || !text || out.write(text)) return
    await (pager ? Promise.race([once(out, 'drain'), once(pager, 'close')]) : once(out, 'drain'))
  }
  await put(head)
  while (!next.done && !closed) {
    await put(next.value)
    next = it.next()
  }
  if (!pager) return
  if (!closed) {
    pager.stdin.end()
    await once(pager, 'close')
  }
}

function countLines(text: string): number {
  let n = 0
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++
  return n
}

/** The pager started with its stdin a pipe and the terminal as its stdout, or undefined when it cannot start. */
async function startPager(words: string[], env: NodeJS.ProcessEnv) {
  // `less` without its own LESS settings gets gh's: quit if one screen, raw colours, no screen clearing.
  const childEnv = {...env, LESS: env.LESS ?? 'FRX', LV: env.LV ?? '-c'}
  // node:child_process when a pager starts, not when the renderer loads (~1.3 ms of every command; docs/performance.md,
  // "Rules for code on the start-up path").
  const {spawn} = process.getBuiltinModule('node:child_process')
  const [command, ...args] = words
  if (!command) return undefined
  const child = spawn(command, args, {stdio: ['pipe', 'inherit', 'inherit'], env: childEnv})
  const started = await new Promise<boolean>((resolve) => {
    child.once('spawn', () => resolve(true))
    child.once('error', () => resolve(false))
  })
  return started ? child : undefined
}
