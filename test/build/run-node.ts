/**
 * Runs a script under a given node binary (the Node under test, or this one) to completion, with stdin closed and a
 * bounded time: what test/build/ needs where test/helpers/cli.ts's runCli (this Node, the project's own bin/run.js)
 * does not fit.
 */
import {execFile} from 'node:child_process'

export interface NodeRun {
  code: number | null
  stdout: string
  stderr: string
}

export function runNode(
  node: string,
  args: string[],
  options: {env: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number},
): Promise<NodeRun> {
  return new Promise((resolve) => {
    const child = execFile(
      node,
      args,
      {env: options.env, cwd: options.cwd, timeout: options.timeoutMs ?? 60_000, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024},
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0
        resolve({code, stdout, stderr})
      },
    )
    child.stdin?.end()
  })
}
