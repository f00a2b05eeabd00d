/**
 * The build never hides a failure, and the two ways bin/run.js starts payctl behave alike. In a copy of the project
 * (its own src/, scripts/, bin/ and dist/; the dependencies linked, except an undici whose HTTP/2 client moved, as an
 * update could do): `npm run build`'s script fails naming the bundle patch that no longer applies; with
 * PAYCTL_BUILD_ALLOW_NO_BUNDLE=1 it builds dist/ without the bundle, and bin/run.js then runs the per-file dist/,
 * which must answer as the bundle does (the project's own bin/run.js) — under NODE_ENV=development and test too.
 */
import {execFileSync} from 'node:child_process'
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ROOT, cliEnv} from '../helpers/cli.js'
import {sendJson, sharedRecordingServer} from '../helpers/recording-server.js'
import {runNode} from './run-node.js'

const work = mkdtempSync(join(tmpdir(), 'payctl-build-'))
afterAll(() => rmSync(work, {recursive: true, force: true}))

/** Copies the folder `from` to `to` (`cp -R`: Node 20's cpSync takes four times as long on src/). */
function copyTree(from: string, to: string): void {
  if (process.platform === 'win32') cpSync(from, to, {recursive: true})
  else execFileSync('cp', ['-R', from, to])
}

/** A copy of the project in `dir`: its files copied, node_modules a folder of links to the real packages. */
function copyProject(dir: string): string {
  mkdirSync(join(dir, 'node_modules'), {recursive: true})
  for (const name of ['package.json', 'tsconfig.json', 'oclif.manifest.json']) cpSync(join(ROOT, name), join(dir, name))
  for (const folder of ['src', 'scripts', 'bin']) copyTree(join(ROOT, folder), join(dir, folder))
  for (const name of readdirSync(join(ROOT, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name))
  return dir
}

/** A copy of the built project in `dir` to run, not to build: its own package.json and bin/, the built dist/ and node_modules linked. */
function copyBuilt(dir: string): string {
  mkdirSync(dir, {recursive: true})
  for (const name of ['package.json', 'oclif.manifest.json']) cpSync(join(ROOT, name), join(dir, name))
  copyTree(join(ROOT, 'bin'), join(dir, 'bin'))
  for (const folder of ['dist', 'node_modules']) symlinkSync(join(ROOT, folder), join(dir, folder))
  return dir
}

/** undici as an update might ship it: client.js loads its HTTP/2 half from another file. */
function moveUndiciH2(dir: string): void {
  const undici = join(dir, 'node_modules', 'undici')
  rmSync(undici)
  copyTree(join(ROOT, 'node_modules', 'undici'), undici)
  const lib = join(undici, 'lib', 'dispatcher')
  renameSync(join(lib, 'client-h2.js'), join(lib, 'client-http2.js'))
  const client = readFileSync(join(lib, 'client.js'), 'utf8')
  expect(client).toContain("require('./client-h2.js')")
  writeFileSync(join(lib, 'client.js'), client.replace("require('./client-h2.js')", "require('./client-http2.js')"))
}

/** The bound on one build, for the build and for its test (vitest's 30 s is too short on a machine busy with other work). */
const BUILD_MS = 120_000
const build = (dir: string, env: Record<string, string> = {}) =>
  runNode(process.execPath, [join(dir, 'scripts', 'build.mjs')], {env: cliEnv(env), cwd: dir, timeoutMs: BUILD_MS})

const project = join(work, 'project')
const server = sharedRecordingServer((s) =>
  s.handle((_r, res) => sendJson(res, 200, [{invoiceId: 'inv-1', status: 'PENDING', amount: 10.5}])),
)

describe('a copy of the project whose undici moved a file a bundle patch targets', () => {
  beforeAll(() => {
    copyProject(project)
    moveUndiciH2(project)
  })

  it('npm run build fails, naming the patch, and leaves no dist/', {timeout: BUILD_MS}, async () => {
    const r = await build(project)
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('build failed: the start-up bundle could not be built')
    expect(r.stderr).toContain('bundle patch "undici-h2-lazy" did not apply')
    expect(readdirSync(project)).not.toContain('dist')
    expect(readdirSync(project).filter((f) => f.startsWith('.dist'))).toEqual([])
  })

  it('with PAYCTL_BUILD_ALLOW_NO_BUNDLE=1 it builds dist/ without the bundle, and says so', {timeout: BUILD_MS}, async () => {
    const r = await build(project, {PAYCTL_BUILD_ALLOW_NO_BUNDLE: '1'})
    expect(r.stderr).toContain('warning: no start-up bundle')
    expect(r.code).toBe(0)
    expect(readdirSync(join(project, 'dist'))).toContain('commands')
    expect(readdirSync(join(project, 'dist'))).not.toContain('bundle')
  })

  describe('without a bundle, bin/run.js runs the per-file dist/', () => {
    const run = (bin: string, args: string[], env: Record<string, string | undefined> = {}) =>
      runNode(process.execPath, [join(bin, 'bin', 'run.js'), ...args], {
        env: cliEnv({PAYCTL_CONFIG_DIR: join(work, 'config'), ...env}),
        cwd: work,
      })

    // Under NODE_ENV=development or test oclif would look for src/*.ts: the root help is asked for under each, and
    // compared with the bundle's as every other row is; the rows without NODE_ENV are the per-file dist/'s usual runs.
    it.each([
      [['--version'], {}, 0],
      [['--help'], {NODE_ENV: 'development'}, 0],
      [[], {NODE_ENV: 'test'}, 0],
      [['bolepix', 'list', '--help'], {}, 0],
      [['config', 'list', '--json'], {}, 0],
      [['bolepix', 'list', '--json'], {}, 0],
      [['bolepix', 'lst'], {}, 2],
      [['api', 'GET', '/nowhere', '--json'], {}, 1],
    ])('payctl %j (%j) answers as the bundle does, exit %i', async (args, nodeEnv, code) => {
      const env = {
        PAYCTL_BASE_URL: server.url,
        PAYCTL_SELLER_ID: 'seller-1',
        PAYCTL_ACCESS_TOKEN: 'tok_test_0123456789abcdef',
        ...nodeEnv,
      }
      if (args[0] === 'api') server.handle((_r, res) => sendJson(res, 404, {message: 'not found'}))
      const viaBundle = await run(ROOT, args, env)
      const perFile = await run(project, args, env)
      expect(readdirSync(join(ROOT, 'dist', 'bundle'))).toContain('payctl.cjs')
      expect(perFile).toEqual(viaBundle)
      expect(perFile.code, perFile.stderr).toBe(code)
      const help = args.length === 0 || args.includes('--help')
      if (help) expect([perFile.stderr, perFile.stdout]).toEqual(['', expect.stringMatching(/USAGE|TOPICS/)])
    })
  })
})

describe("the Node version check (oclif's, which the bundle cannot make, made by bin/run.js against payctl's engines)", () => {
  /** A copy of the built project (its bundle), or the per-file one above, claiming to need Node 99. */
  const needs99 = (dir: string) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    writeFileSync(join(dir, 'package.json'), JSON.stringify({...pkg, engines: {node: '^99.0.0'}}, null, 2))
    return dir
  }
  const bundled = join(work, 'bundled')
  beforeAll(() => {
    needs99(copyBuilt(bundled))
  })

  // Whether the line is hidden is decided once, in bin/run.js before it picks a path, by nodeWarning (its values
  // checked in node-versions.e2e); what differs by path is what else runs and might warn. So each bundle path is run
  // hidden by one of the two variables, and the per-file dist/, where oclif runs (and reads its own variable), by both.
  it.each([
    ['the bundle', bundled, ['--help'], ['PAYCTL_NO_NODE_WARNING']],
    ['the bundle', bundled, ['--version'], ['OCLIF_DISABLE_ENGINE_WARNING']],
    ['the per-file dist/', project, ['--help'], ['PAYCTL_NO_NODE_WARNING', 'OCLIF_DISABLE_ENGINE_WARNING']],
  ])('warns through %s %j on a Node the engines do not name, in one line, and runs; %j silences it', async (_path, dir, args, quieting) => {
    if (dir === project) needs99(project)
    const env = cliEnv({PAYCTL_CONFIG_DIR: join(work, 'config'), OCLIF_DISABLE_ENGINE_WARNING: undefined})
    const r = await runNode(process.execPath, [join(dir, 'bin', 'run.js'), ...args], {env, cwd: work})
    expect(r.code).toBe(0)
    // One line of our own (README.md), not process.emitWarning's "(node:PID) Warning: …" and its second line.
    expect(r.stderr).toBe(`payctl: untested Node ${process.version} (tested: 99; see README)\n`)
    for (const name of quieting) {
      const quiet = await runNode(process.execPath, [join(dir, 'bin', 'run.js'), ...args], {env: {...env, [name]: '1'}, cwd: work})
      expect([quiet.code, quiet.stderr, quiet.stdout]).toEqual([0, '', r.stdout])
    }
  })
})
