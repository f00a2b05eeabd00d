/** "unexpected error" is kept for bugs in payctl, and then says how to see more (--debug) and to report it. */
import {Config} from '@oclif/core'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {BaseCommand} from '../../src/cli/base-command.js'
import {PayctlError} from '../../src/errors.js'
import {ROOT} from '../helpers/cli.js'

class Probe extends BaseCommand {
  async run(): Promise<void> {}
}

async function caught(err: Error, argv: string[] = []): Promise<{stderr: string; exitCode: number | string | undefined}> {
  const config = await Config.load(ROOT)
  let stderr = ''
  const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk)
    return true
  })
  const before = process.exitCode
  try {
    await (new Probe(argv, config) as unknown as {catch(e: Error): Promise<void>}).catch(err)
    return {stderr, exitCode: process.exitCode}
  } finally {
    write.mockRestore()
    process.exitCode = before
  }
}

describe('errors that reach the base command', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a bug (an error payctl did not mean to raise) is "unexpected" and points at --debug, exit 1', async () => {
    const r = await caught(new TypeError("Cannot read properties of undefined (reading 'id')"))
    expect(r.stderr).toBe(
      "error: unexpected error: Cannot read properties of undefined (reading 'id') (a bug in payctl: run the command again with --debug for the details, and please report it)\n",
    )
    expect(r.exitCode).toBe(1)
  })

  it('with --debug the stack follows, and the line says so', async () => {
    const r = await caught(new TypeError('boom'), ['--debug'])
    expect(r.stderr).toContain('error: unexpected error: boom (a bug in payctl: please report it with the details above)')
    expect(r.stderr).toMatch(/TypeError: boom\n\s+at /)
  })

  it('an expected failure is never "unexpected"', async () => {
    const r = await caught(new PayctlError('port 4010 on 127.0.0.1 is in use by a payctl sandbox'))
    expect(r.stderr).toBe('error: port 4010 on 127.0.0.1 is in use by a payctl sandbox\n')
  })
})
