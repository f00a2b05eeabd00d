/**
 * `payctl sandbox start` in the foreground: starts the sandbox, prints the listening line (only once it listens,
 * so scripts can wait for it), the credentials, then one line per request (JSON lines with `json`), and stops
 * cleanly on SIGINT/SIGTERM (stop accepting, flush the journal). Knows nothing of the CLI: the command hands it
 * the streams and a callback that writes the profile.
 */
import {formatRequestLine, startSandbox, type Sandbox, type SandboxOptions} from './index.js'
import {PayctlError, UsageError} from '../errors.js'
import {portInUseMessage} from '../util/port-holder.js'
import {onStopSignals} from '../util/signals.js'

export interface RunIo {
  json: boolean
  /** With `json`: a JSON line as stdout takes it (--jq's results), with its newline. Default: the line as is. */
  filter?: (jsonText: string) => string
  stdout: NodeJS.WritableStream
  stderr: NodeJS.WritableStream
}

export interface RunOptions extends SandboxOptions {
  /** Profile name to write (by `writeProfile`) once listening. */
  setupProfile?: string
  writeProfile?: (name: string, sandbox: Sandbox) => Promise<string>
  /** Resolves when the sandbox should stop (default: SIGINT or SIGTERM). */
  stopSignal?: Promise<unknown>
}

/** Waits for SIGINT or SIGTERM (the handlers stay: util/signals.ts). */
function signalled(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => onStopSignals([resolve]))
}

/** What a start that failed for an expected reason says (exit 1, no "unexpected error"): who holds a busy port. */
async function startError(err: unknown, options: RunOptions): Promise<Error> {
  const e = err as NodeJS.ErrnoException
  const host = options.host ?? '127.0.0.1'
  if (e.code === 'EADDRINUSE') return new PayctlError(`cannot start the sandbox: ${await portInUseMessage(host, options.port ?? 4010)}`)
  if (e.code === 'EACCES')
    return new PayctlError(
      `cannot listen on ${host}:${options.port}: permission denied (ports below 1024 need privileges); choose another with --port`,
    )
  if (e.code === 'EADDRNOTAVAIL') return new UsageError(`cannot listen on ${host}:${options.port}: no such local address (--host)`)
  return e instanceof Error ? e : new Error(String(err))
}

export async function runSandbox(options: RunOptions, io: RunIo): Promise<void> {
  // A reader that went away (`| head -1` after the listening line) must not take the sandbox down with it.
  let stdoutGone = false
  const onStdoutError = () => {
    stdoutGone = true
  }
  io.stdout.on('error', onStdoutError)
  const out = (line: string) => {
    if (!stdoutGone) io.stdout.write(io.json && io.filter ? io.filter(line) : `${line}\n`)
  }
  const stopping = options.stopSignal ?? signalled()
  // Request lines that arrive before the listening lines are printed wait for them.
  let early: string[] | undefined = []
  let sandbox: Sandbox
  try {
    sandbox = await startSandbox({
      ...options,
      warn: (m) => io.stderr.write(`warning: ${m}\n`),
      onRequest: (entry) => {
        const line = io.json ? JSON.stringify({event: 'request', ...entry}) : formatRequestLine(entry)
        if (early) early.push(line)
        else out(line)
      },
    })
  } catch (err) {
    throw await startError(err, options)
  }
  try {
    // The profile first: whoever waits for the listening line can use it at once.
    const profileWrittenTo =
      options.setupProfile && options.writeProfile ? await options.writeProfile(options.setupProfile, sandbox) : undefined
    if (io.json) {
      out(
        JSON.stringify({
          event: 'listening',
          url: sandbox.url,
          seller_id: sandbox.sellerId,
          access_token: sandbox.accessToken,
          client_token: sandbox.clientToken,
          refresh_token: sandbox.refreshToken,
          cdn_url: sandbox.cdnUrl,
          data_file: sandbox.dataFile ?? null,
        }),
      )
    } else {
      out(`payctl sandbox listening on ${sandbox.url}`)
      out(`  seller id      ${sandbox.sellerId}`)
      out(`  access token   ${sandbox.accessToken}`)
      out(`  client token   ${sandbox.clientToken}`)
      out(`  refresh token  ${sandbox.refreshToken}`)
      out(`  PDFs (CDN)     ${sandbox.cdnUrl}`)
      out(`  data           ${sandbox.dataFile ?? 'in memory (--data FILE keeps it across restarts)'}`)
    }
    for (const line of early ?? []) out(line)
    early = undefined
    if (profileWrittenTo !== undefined) {
      io.stderr.write(`profile "${options.setupProfile}" written to ${profileWrittenTo}: use it with --profile ${options.setupProfile}\n`)
    } else if (!io.json) {
      io.stderr.write(
        // One variable a line, continued with `\`: it fits a terminal and still pastes as one command.
        `point payctl at it with --setup-profile NAME, or:\n  export PAYCTL_BASE_URL=${sandbox.url} \\\n    PAYCTL_SELLER_ID=${sandbox.sellerId} \\\n` +
          `    PAYCTL_ACCESS_TOKEN=${sandbox.accessToken} \\\n    PAYCTL_CLIENT_TOKEN=${sandbox.clientToken} \\\n    PAYCTL_REFRESH_TOKEN=${sandbox.refreshToken}\n` +
          'Ctrl-C stops it.\n',
      )
    }
    await stopping
  } finally {
    await sandbox.close()
    io.stdout.off('error', onStdoutError)
  }
  if (!io.json) io.stderr.write('sandbox stopped\n')
}
