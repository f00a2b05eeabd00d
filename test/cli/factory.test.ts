/**
 * The factory of a run (src/cli/factory.ts) is in force for that run only: several in-process runs can be under way at
 * once, each with its own streams and environment, and a command's function can be called directly with a test's
 * factory (test/helpers/in-process.ts: runInProcess for the command as typed, runFunction for the function alone).
 */
import {PassThrough} from 'node:stream'
import {describe, expect, it} from 'vitest'
import configList from '../../src/actions/config/list.js'
import {factory, runWithFactory, type Factory} from '../../src/cli/factory.js'
import {tempDir} from '../helpers/cli.js'
import {runFunction, runInProcess} from '../helpers/in-process.js'

describe('a factory per run', () => {
  it('one run waiting on its stdin does not hold another back, and each sees its own config folder', async () => {
    const stdin = new PassThrough()
    const waiting = runInProcess(['config', 'set', 'base-url', '-'], {streams: {stdin}})
    let waitingEnded = false
    void waiting.then(() => (waitingEnded = true))
    const dir = tempDir()
    const other = await runInProcess(['config', 'list', '--json'], {env: {PAYCTL_CONFIG_DIR: dir}})
    expect(other.code).toBe(0)
    expect((JSON.parse(other.stdout) as {path: string}).path).toBe(`${dir}/config.json`)
    expect(waitingEnded).toBe(false)
    stdin.end('http://127.0.0.1:9/\n')
    const set = await waiting
    expect(set.stderr).toBe('')
    expect(set.code).toBe(0)
  })

  it('runWithFactory is seen through awaits by what the run calls, and by nothing outside it', async () => {
    const mine = {now: () => new Date(0)} as Factory
    const seen = await runWithFactory(mine, async () => {
      await new Promise((r) => setImmediate(r))
      return factory()
    })
    expect(seen).toBe(mine)
    expect(factory()).not.toBe(mine)
  })

  it("runFunction calls a command's function with the test's factory and shows its result as the command would", async () => {
    const dir = tempDir()
    const r = await runFunction(configList, {json: true}, undefined as never, {env: {PAYCTL_CONFIG_DIR: dir}})
    expect(r.code).toBe(0)
    const shown = JSON.parse(r.stdout) as {profile: string; path: string; settings: Record<string, {source: string}>}
    expect(shown.path).toBe(`${dir}/config.json`)
    expect(shown.settings.timeout?.source).toBeDefined()
    const bad = await runFunction(configList, {json: true, profile: 'no such profile!'}, undefined as never, {
      env: {PAYCTL_CONFIG_DIR: dir},
    })
    expect(bad.code).toBe(2)
    expect(JSON.parse(bad.stdout)).toMatchObject({error: {code: 'usage'}})
  })
})
