/**
 * `payctl mcp` spoken to in raw JSON-RPC lines, for what an SDK's client hides or refuses to send: what comes after it
 * closes, malformed messages, a requestState altered or replayed. A process (the built bin/run.js) or in-process
 * (helpers/in-process.ts, its stdio a pair of streams). `open` says how the connection starts: `initialize` at
 * 2025-06-18 (the client able to ask), `server/discover` at 2026-07-28, or nothing.
 */
import {spawn} from 'node:child_process'
import {createInterface} from 'node:readline'
import {PassThrough} from 'node:stream'
import {onTestFinished} from 'vitest'
import {BIN, ROOT, cliEnv} from './cli.js'
import {runInProcess} from './in-process.js'

export type RawMessage = {
  id?: number | string | null
  method?: string
  params?: {requestId?: number; message?: string; [key: string]: unknown}
  result?: {
    isError?: boolean
    content?: {text: string}[]
    structuredContent?: Record<string, unknown>
    resultType?: string
    requestState?: string
    inputRequests?: Record<string, {method: string; params: {message: string}}>
    [key: string]: unknown
  }
  error?: {code: number; message: string}
}

/** The `_meta` a 2026-07-28 client puts in each request: the revision, who it is, what it can do. */
export const modernMeta = (canAsk = true) => ({
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': {name: 'raw', version: '1'},
  'io.modelcontextprotocol/clientCapabilities': canAsk ? {elicitation: {form: {}}} : {},
})

/** `payctl mcp` as a process: its stdin, stdout and stderr, and its exit code once it ends. */
function spawnedMcp(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [BIN, 'mcp', ...args], {cwd: ROOT, env: cliEnv(env), stdio: ['pipe', 'pipe', 'pipe']})
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  onTestFinished(() => {
    clearTimeout(killer)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  child.stdin.on('error', () => undefined)
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  return {stdin: child.stdin, stdout: child.stdout, stderr: child.stderr, exited}
}

/** `payctl mcp` in-process, its stdio a pair of streams; its exit code once it ends. */
function inProcessMcp(args: string[], env: Record<string, string>) {
  const streams = {stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough()}
  const exited = runInProcess(['mcp', ...args], {env, streams}).then((r) => r.code)
  onTestFinished(async () => {
    streams.stdin.end()
    await exited.catch(() => undefined)
  })
  return {...streams, exited}
}

export async function rawMcp(
  args: string[],
  options: {env: Record<string, string>; how: 'spawned' | 'in-process'; open?: 'legacy' | 'modern' | 'none'},
) {
  const child = options.how === 'spawned' ? spawnedMcp(args, options.env) : inProcessMcp(args, options.env)
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
  const messages: RawMessage[] = []
  const waiting = new Set<() => void>()
  createInterface({input: child.stdout}).on('line', (l) => {
    messages.push(JSON.parse(l) as RawMessage)
    for (const w of waiting) w()
  })
  const sendLine = (line: string) => child.stdin.write(`${line}\n`)
  const send = (m: object) => sendLine(JSON.stringify(m))
  const next = (match: (m: RawMessage) => boolean) =>
    new Promise<RawMessage>((resolve) => {
      let seen = messages.length
      const look = () => {
        const found = messages.slice(seen).find(match)
        seen = messages.length
        if (found) {
          waiting.delete(look)
          resolve(found)
        }
      }
      waiting.add(look)
      look()
    })
  /** Sends a request and waits for its answer. */
  const request = (id: number | string, method: string, params: object) => {
    const answer = next((m) => m.id === id)
    send({jsonrpc: '2.0', id, method, params})
    return answer
  }
  const open = options.open ?? 'legacy'
  if (open === 'legacy') {
    await request(1, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {elicitation: {form: {}}},
      clientInfo: {name: 'raw', version: '1'},
    })
    send({jsonrpc: '2.0', method: 'notifications/initialized'})
  } else if (open === 'modern') {
    await request(1, 'server/discover', {_meta: modernMeta()})
  }
  return {child, messages, send, sendLine, next, request, exited: child.exited, stderr: () => stderr}
}
