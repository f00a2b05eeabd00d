/**
 * `npm pack` and a global install: the tarball holds what payctl needs to run (built code, the oclif
 * manifest, bin, README) and nothing else (no sources, tests or scripts); `npm install -g` of it into a temp prefix
 * gives a `payctl` that lists every topic, starts the sandbox and creates a charge against it, run from a folder
 * outside the repository.
 *
 * The suite runs after `npm run build`, so the tarball is packed with --ignore-scripts (a second build in the middle
 * of the suite would swap dist/ under the other tests); PAYCTL_TEST_PACK=1 packs with the scripts, so that `prepack`
 * builds. The install takes packages from the npm cache when it has them (--prefer-offline) and from the registry
 * otherwise. PAYCTL_TEST_PACK=0 skips this file.
 *
 * The install (381 packages: most of this file's time) is kept for the next run, in node_modules/.cache/, under the
 * tarball's integrity and this Node: a run whose tarball is byte for byte one already installed by this Node runs the
 * installed payctl from there instead of installing it again (docs/testing.md, "The suite's time"). Any change to
 * what is packed (a source file, the manifest, package.json and so its dependencies) is another tarball, installed
 * anew; so is every run from a clean clone (.ci/run). PAYCTL_TEST_PACK=1 always installs anew.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, describe, expect, it, onTestFinished} from 'vitest'
import {ROOT, tempDir} from '../helpers/cli.js'

const pjson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string; oclif: {topics: Record<string, unknown>}}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false'}
  for (const k of Object.keys(env)) if (k.startsWith('PAYCTL_')) delete env[k]
  return env
}

/** Runs the installed payctl from a folder outside the repository. */
function payctl(bin: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(bin, args, {
    cwd: tempDir('payctl-cwd-'),
    env: {...npmEnv(), NO_COLOR: '1', PAYCTL_CONFIG_DIR: tempDir('payctl-config-'), ...env},
    encoding: 'utf8',
    timeout: 60_000,
  })
  return {code: r.status, stdout: r.stdout, stderr: r.stderr}
}

const INSTALLS = join(ROOT, 'node_modules', '.cache', 'payctl-pack-test')

/**
 * The prefix the tarball of `integrity` is installed into: the one kept from a run that installed this very tarball
 * with this Node, else a new one that `install(into)` fills and that is then kept in its place (renamed in whole once
 * the install passed, so that a half-done install is never taken; older ones are removed).
 */
function installedPrefix(integrity: string, install: (into: string) => void): string {
  const key = createHash('sha256').update(`${integrity}\n${process.version}-${process.platform}-${process.arch}`).digest('hex').slice(0, 16)
  const kept = join(INSTALLS, key)
  const fresh = process.env.PAYCTL_TEST_PACK === '1'
  if (!fresh && existsSync(join(kept, 'bin', 'payctl'))) return kept
  mkdirSync(INSTALLS, {recursive: true})
  const into = mkdtempSync(join(INSTALLS, 'installing-'))
  try {
    install(into)
  } catch (err) {
    rmSync(into, {recursive: true, force: true})
    throw err
  }
  if (fresh) {
    onTestFinished(() => rmSync(into, {recursive: true, force: true}))
    return into
  }
  // Installs of other tarballs, and half-done ones left by a killed run, once nobody can still be using them.
  for (const name of readdirSync(INSTALLS)) {
    const path = join(INSTALLS, name)
    if (name !== key && path !== into && Date.now() - statSync(path).mtimeMs > 10 * 60_000) rmSync(path, {recursive: true, force: true})
  }
  rmSync(kept, {recursive: true, force: true})
  renameSync(into, kept)
  return kept
}

const started: ChildProcess[] = []
afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
})

describe.skipIf(process.env.PAYCTL_TEST_PACK === '0')('npm pack and npm install -g', () => {
  it('packs what payctl needs, installs globally, and the installed payctl works', async () => {
    // -- npm pack -------------------------------------------------------------------------------------------------
    const dest = tempDir('payctl-pack-')
    onTestFinished(() => rmSync(dest, {recursive: true, force: true}))
    const withScripts = process.env.PAYCTL_TEST_PACK === '1'
    const pack = spawnSync(npm, ['pack', '--json', '--pack-destination', dest, ...(withScripts ? [] : ['--ignore-scripts'])], {
      cwd: ROOT,
      env: npmEnv(),
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(pack.status, pack.stderr).toBe(0)
    const [info] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as [
      {filename: string; integrity: string; files: {path: string}[]},
    ]
    expect(info.filename).toBe(`payctl-${pjson.version}.tgz`)
    const files = info.files.map((f) => f.path)
    for (const needed of [
      'package.json',
      'README.md',
      'bin/run.js',
      'oclif.manifest.json',
      'dist/commands/bolepix/create.js',
      'dist/sandbox/index.js',
      'dist/hooks/command-not-found.js',
      'dist/config/keyring-helper.js',
    ]) {
      expect(files).toContain(needed)
    }
    const manifest = JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as {commands: Record<string, unknown>}
    for (const id of Object.keys(manifest.commands)) expect(files, id).toContain(`dist/commands/${id.replaceAll(':', '/')}.js`)
    const unwanted = files.filter(
      (f) => /^(src|test|scripts|bench|docs|node_modules|\.[^/]+)\//.test(f) || /\.(ts|map)$/.test(f) || /^\.|\/\./.test(f),
    )
    expect(unwanted).toEqual([])

    // -- npm install -g into a temp prefix (or the one this very tarball was installed into before) -----------------
    const prefix = installedPrefix(info.integrity, (into) => {
      const install = spawnSync(npm, ['install', '-g', '--prefer-offline', '--prefix', into, join(dest, info.filename)], {
        cwd: dest,
        env: npmEnv(),
        encoding: 'utf8',
        timeout: 240_000,
      })
      expect(install.status, install.stderr).toBe(0)
    })
    const bin = join(prefix, 'bin', 'payctl')

    // -- the installed payctl ------------------------------------------------------------------------------------
    const version = payctl(bin, ['--version'])
    expect(version.stdout).toMatch(new RegExp(`^payctl/${pjson.version.replaceAll('.', '\\.')} `))
    const help = payctl(bin, ['--help'])
    expect(help.code).toBe(0)
    const topicSection = help.stdout.slice(help.stdout.indexOf('TOPICS'), help.stdout.indexOf('COMMANDS'))
    for (const topic of Object.keys(pjson.oclif.topics)) expect(topicSection).toMatch(new RegExp(`^  ${topic} `, 'm'))
    expect(payctl(bin, ['bolepix', 'create', '--help']).stdout).toContain('--debtor-postal-code')

    // The sandbox answers, and a charge is created against it and read back.
    const sandbox = spawn(
      bin,
      [
        'sandbox',
        'start',
        '--port',
        '0',
        '--seller-id',
        'seller-pack',
        '--access-token',
        'access-pack-0123456789',
        '--client-token',
        'client-pack-0123456789',
      ],
      {
        cwd: tempDir('payctl-cwd-'),
        env: {...npmEnv(), NO_COLOR: '1', PAYCTL_CONFIG_DIR: tempDir('payctl-config-')},
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    started.push(sandbox)
    const url = await new Promise<string>((resolve, reject) => {
      let out = ''
      const timer = setTimeout(() => reject(new Error(`the installed sandbox did not start: ${out}`)), 60_000)
      sandbox.stdout!.setEncoding('utf8').on('data', (d: string) => {
        out += d
        const m = /listening on (http:\/\/\S+)/.exec(out)
        if (m) {
          clearTimeout(timer)
          resolve(m[1]!)
        }
      })
      sandbox.once('exit', (code) => reject(new Error(`the installed sandbox exited ${code}: ${out}`)))
    })
    const env = {
      PAYCTL_BASE_URL: url,
      PAYCTL_SELLER_ID: 'seller-pack',
      PAYCTL_ACCESS_TOKEN: 'access-pack-0123456789',
      PAYCTL_CLIENT_TOKEN: 'client-pack-0123456789',
    }
    const created = payctl(
      bin,
      [
        'bolepix',
        'create',
        '--amount',
        '42,10',
        '--due-date',
        '+7d',
        '--expiration-after-payment',
        '3',
        '--debtor-name',
        'Maria Silva',
        '--debtor-document',
        '42318970858',
        '--debtor-public-area',
        'Rua A',
        '--debtor-number',
        '1',
        '--debtor-neighborhood',
        'Centro',
        '--debtor-city',
        'Recife',
        '--debtor-state',
        'PE',
        '--debtor-postal-code',
        '50010-000',
        '--json',
      ],
      env,
    )
    expect(created.code, created.stderr).toBe(0)
    const invoiceId = (JSON.parse(created.stdout) as {invoiceId: string}).invoiceId
    const got = payctl(bin, ['bolepix', 'get', invoiceId, '--json'], env)
    expect(got.code, got.stderr).toBe(0)
    expect(JSON.parse(got.stdout)).toMatchObject({invoiceId, status: 'PENDING', amount: 42.1})

    const stopped = new Promise<number | null>((resolve) => sandbox.once('exit', (code) => resolve(code)))
    sandbox.kill('SIGTERM')
    expect(await stopped).toBe(0)
  }, 360_000)
})
