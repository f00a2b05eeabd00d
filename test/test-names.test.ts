/**
 * A test file's name says what it does (docs/testing.md, "In-process and spawned"): `*.e2e.test.ts` starts a process
 * (bin/run.js, a pseudo-terminal, a shell, LibreOffice), so that a reader knows a file that is slow, or needs the
 * build, by its name; and the in-process runner keeps its own name, `runInProcess`, everywhere (`runCli` is the one
 * that spawns).
 */
import {readFileSync, readdirSync, statSync} from 'node:fs'
import {join, relative, resolve} from 'node:path'
import {describe, expect, it} from 'vitest'

const TEST = resolve(import.meta.dirname)

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]))
}

/** What starts a process: the helpers that spawn (helpers/cli.ts, pty.ts, mcp*.ts, …) and node:child_process itself. */
const STARTS_A_PROCESS =
  /\b(?:runCli|spawnCli|runSpawned|spawnRun|runInPty|runShell|spawnImport|spawnSandbox|startMcp|startListener|startSandboxProcess|runNode|runOnNode|convertWithCalc|openInCalc)\b|node:child_process|StdioClientTransport|how: 'spawned'|spawned: true|helpers\/libreoffice|helpers\/pty/

describe('test files are named for what they do', () => {
  const files = walk(TEST).filter((f) => f.endsWith('.test.ts'))

  it('every *.e2e.test.ts file starts a process', () => {
    const inProcess = files.filter((f) => f.endsWith('.e2e.test.ts') && !STARTS_A_PROCESS.test(readFileSync(f, 'utf8')))
    expect(inProcess.map((f) => relative(TEST, f))).toEqual([])
  })

  it('the in-process runner is imported by its own name', () => {
    const aliased = files.filter((f) => f !== import.meta.filename && /runInProcess as /.test(readFileSync(f, 'utf8')))
    expect(aliased.map((f) => relative(TEST, f))).toEqual([])
  })
})
