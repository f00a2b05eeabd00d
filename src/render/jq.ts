/**
 * `--jq PROGRAM`: jq itself, compiled to WebAssembly (the jq-wasm package, jq 1.8), loaded only when --jq is given.
 * Output contract (docs/scripting.md): one result per line, a string printed raw (as `jq -r`), any other result as
 * compact JSON (as `jq -c`): exactly `jq -r -c`. The program is compiled before any request is sent: a syntax error
 * is a usage error (exit 2) carrying jq's own message.
 */
import {JqError, JqOutOfMemoryError, UsageError} from '../errors.js'
import {escapeControl} from '../util/redact.js'

/** A jq program checked to compile, ready to run over JSON text. */
export interface JqProgram {
  readonly source: string
  /** jq's output for one JSON input (a whole document), as `jq -r -c` prints it; a JqError when it fails. */
  run(jsonText: string): string
}

/**
 * jq's message in one line: its `jq: error…` lines, without the summary jq adds after compile errors and without the
 * program and caret it draws under a syntax error (the user just typed the program). Its control characters are
 * escaped: `error(.debtor.name)` puts data in it, and an OSC 52 sequence there would write the clipboard.
 */
const jqMessage = (stderr: string) =>
  escapeControl(
    stderr
      .split('\n')
      .filter((l) => /^jq: error/.test(l) && !/^jq: \d+ compile errors?$/.test(l.trim()))
      .map((l) => l.replace(/:\s*$/, ''))
      .join('; '),
  )

/**
 * Runs jq once. jq-wasm ends a run that exhausts WebAssembly's memory (`[range(1e8)]`) or the buffer its output grows
 * in with `Aborted()` (a RuntimeError, after writing `Aborted()` to the console) or a RangeError: that is jq running
 * out of memory, a jq error like any other (exit 1), not a bug of payctl; the console line is kept off stderr.
 */
function runOnce(run: () => {stdout: string; stderr: string; exitCode: number}): {stdout: string; stderr: string; exitCode: number} {
  const consoleError = console.error
  console.error = () => undefined
  try {
    return run()
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    if (err instanceof RangeError || /Aborted|memory|allocation/i.test(message)) throw new JqOutOfMemoryError()
    throw new JqError(`jq: error: jq stopped: ${escapeControl(message.split('\n')[0]!)}`)
  } finally {
    console.error = consoleError
  }
}

/** Loads jq and compiles `source` against `null`: a UsageError with jq's message when it does not compile. */
export async function compileJq(source: string): Promise<JqProgram> {
  const {loadJq} = await import('jq-wasm')
  const jq = await loadJq()
  const probe = runOnce(() => jq.raw('null', source, ['-r', '-c']))
  // jq exits 3 on a compile error (a runtime error on the null probe is 5, and fine: the real input differs).
  if (probe.exitCode === 3) throw new UsageError(jqMessage(probe.stderr) || 'jq: error: the --jq program does not compile')
  return {
    source,
    run(jsonText) {
      // jq-wasm trims the whole output, which would eat the spaces and empty lines of strings printed raw (`-r`):
      // jq prints each result as one line of compact JSON, and a string is written raw here, as `jq -r` writes it.
      const r = runOnce(() => jq.raw(jsonText, source, ['-c']))
      const output =
        r.stdout === ''
          ? ''
          : r.stdout
              .split('\n')
              .map((line) => `${line.startsWith('"') ? (JSON.parse(line) as string) : line}\n`)
              .join('')
      if (r.exitCode !== 0) throw new JqError(jqMessage(r.stderr) || `jq: error: the --jq program exited with ${r.exitCode}`, output)
      return output
    },
  }
}
