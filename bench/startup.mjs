/**
 * Benchmark 1: start-up, on every Node found (scripts/nodes.mjs), each against that Node's own `node -e 0`.
 * `payctl --version`, `payctl bolepix list --json` (a profile pointing at a sandbox with 10 invoices), `config list`,
 * and others; `config list` with the Nodes found taking turns over one cache folder (as someone who switches Node
 * versions does: each round runs it on every Node, one after the other); the first run of a command (an empty compile
 * cache folder, as in a fresh container or CI); and the
 * speed-ups, each turned off in turn (a bundle built `--without` it, or a copy of the loader without it), against the
 * same bundle with all of them, on the command each is for. Runs are interleaved round by round (rotating order), so
 * that a noisy neighbour hits every variant alike; wall times are medians, CPU times trimmed means (childrenCpuMs).
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {SPEEDUPS, bundle} from '../scripts/bundle.mjs'
import {BIN, ROOT, benchCacheFolder, runTimed, tempDir} from './lib/proc.mjs'
import {createInvoices, startSandboxProcess} from './lib/sandbox.mjs'
import {summarize, trimmedMean} from './lib/stats.mjs'

const VARIANTS_DIR = join(ROOT, 'bench', '.variants')
const LOADER = join(ROOT, 'bin', 'bundle-loader.cjs')

/**
 * A CommonJS entry that runs the bundles of `bundleFile`'s folder (payctl.cjs and the thin bundles beside it) through
 * `loader` the way bin/run.js does (no ES loader in between).
 */
function writeEntry(dir, loader, bundleFile) {
  const entry = join(dir, 'entry.cjs')
  writeFileSync(entry, `require(${JSON.stringify(loader)}).runPayctl(${JSON.stringify(dirname(bundleFile))}, process.argv.slice(2))\n`)
  return entry
}

/** Builds the bundle without the speed-ups `without` into bench/.variants/NAME; returns its entry. */
async function buildVariant(name, without) {
  const outdir = join(VARIANTS_DIR, name)
  await bundle({outdir, without, quiet: true})
  return writeEntry(outdir, LOADER, join(outdir, 'payctl.cjs'))
}

/** A copy of bin/bundle-loader.cjs with `edits` ([from, to] pairs, each of which must apply), running `bundleDir`. */
function loaderVariant(name, bundleDir, edits) {
  let text = readFileSync(LOADER, 'utf8')
  for (const [from, to] of edits) {
    if (!text.includes(from))
      throw new Error(`bench: bin/bundle-loader.cjs no longer contains ${JSON.stringify(from)} (update bench/startup.mjs)`)
    text = text.replace(from, to)
  }
  const dir = join(VARIANTS_DIR, name)
  mkdirSync(dir, {recursive: true})
  const loader = join(dir, 'loader.cjs')
  writeFileSync(loader, text)
  return writeEntry(dir, loader, join(bundleDir, 'payctl.cjs'))
}

/**
 * Node's own compile cache (module.enableCompileCache, Node ≥ 22.1) instead of the loader's: the same bundle as a
 * plain CommonJS module, required after enableCompileCache(dir) (bin/bundle-loader.cjs is not used).
 */
function nodeCompileCacheVariant(bundleDir) {
  const code = readFileSync(join(bundleDir, 'payctl.cjs'), 'latin1')
  const open = '(function (exports, require, module, __filename, __dirname) {'
  const start = code.indexOf(open)
  if (start < 0 || !code.trimEnd().endsWith('})'))
    throw new Error('bench: the bundle is no longer a function expression (update bench/startup.mjs)')
  writeFileSync(join(bundleDir, 'payctl-module.cjs'), code.slice(start + open.length, code.trimEnd().length - 2), 'latin1')
  const entry = join(bundleDir, 'entry-node-cache.cjs')
  writeFileSync(
    entry,
    `'use strict'
require('node:module').enableCompileCache(require('node:path').join(process.env.PAYCTL_CACHE_DIR, 'node-compile-cache'))
globalThis[Symbol.for('payctl.import')] = (specifier) => import(specifier)
globalThis[Symbol.for('payctl.beforeCacheWrite')] = []
require('./payctl-module.cjs').runFast(process.argv.slice(2))
`,
  )
  return entry
}

const LIST = ['bolepix', 'list', '--json']
const COMMANDS = {
  list: {label: '`payctl bolepix list --json` (10 invoices)', args: LIST},
  events: {label: '`payctl events list --json` (its records checked with zod)', args: ['events', 'list', '--json']},
  config: {label: '`payctl config list`', args: ['config', 'list']},
  'config-set': {label: '`payctl config set timeout 30s` (a locked write of the profile)', args: ['config', 'set', 'timeout', '30s']},
  help: {label: '`payctl --help`', args: ['--help']},
}

/** What each speed-up is measured on: the command it is for, and whether on a first run (it changes the bundle's size). */
const SPEEDUP_TARGETS = {
  'undici-slim': ['list', 'list first'],
  'undici-h2-lazy': ['list'],
  'inquirer-slim': ['list first'],
  'zod-english-only': ['events'],
  'oclif-lazy-builtins': ['list', 'help'],
  'oclif-code-unit-sort': ['list'],
  'llhttp-no-tier-up': ['list'],
  'lazy-commands': ['list'],
  'skip-core-plugins': ['list'],
  ascii: ['list'],
  'thin-path': ['list', 'config', 'list first'],
  'thin-error-names': ['list', 'list first'],
}

export async function runStartup({rounds = 15, nodes, log = () => {}} = {}) {
  const sandbox = await startSandboxProcess()
  rmSync(VARIANTS_DIR, {recursive: true, force: true})
  mkdirSync(VARIANTS_DIR, {recursive: true})
  process.on('exit', () => rmSync(VARIANTS_DIR, {recursive: true, force: true}))
  try {
    await createInvoices(sandbox, 10)
    log('startup: building the bundle variants')
    const all = await buildVariant('all', [])
    const allDir = join(VARIANTS_DIR, 'all')
    const off = {}
    for (const name of Object.keys(SPEEDUP_TARGETS)) off[name] = await buildVariant(`without-${name}`, [name])
    const missing = SPEEDUPS.filter((s) => !(s in SPEEDUP_TARGETS))
    if (missing.length) throw new Error(`bench: no measurement for speed-up ${missing.join(', ')} (add it to SPEEDUP_TARGETS)`)
    // The loader's own speed-ups and costs, turned off in a copy of it.
    const oneCache = loaderVariant('one-cache', allDir, [
      ['const key = cacheKey(argv, new Set(build.commands))', "const key = 'all'"],
      [
        "if ((state === 'missing' || state === 'rejected') && (key === 'other' || !argv.some((a) => HELP_FLAGS.has(a))))",
        "if (state === 'missing' || state === 'rejected' || process.env.BENCH_CACHE_GROW)",
      ],
    ])
    const noChecksum = loaderVariant('no-checksum', allDir, [
      ['  setFlagsFromString(CHECKSUM)\n  const script', '  const script'],
      ['      setFlagsFromString(CHECKSUM)\n', ''],
    ])
    // The checksum flag left in force for the whole run (as before: Node's built-ins then compile from source).
    const flagAllRun = loaderVariant('flag-all-run', allDir, [['  setFlagsFromString(NO_CHECKSUM)\n', '']])
    const nodeCache = nodeCompileCacheVariant(allDir)

    const base = {...sandbox.env, NO_COLOR: '1'}
    const variants = []
    const add = (node, id, group, label, args, env = {}, extra = {}) =>
      variants.push({
        node,
        id: `${node.major}:${id}`,
        key: id,
        group,
        label,
        args,
        env: {...base, PAYCTL_CACHE_DIR: benchCacheFolder(`${node.major}-${extra.cache ?? id}`), ...env},
        ...extra,
      })
    for (const node of nodes) {
      add(node, 'bare', 'main', '`node -e 0`', ['-e', '0'])
      add(node, 'version', 'main', '`payctl --version`', [BIN, '--version'])
      // One cache folder per command line: a compile cache is filed by command id, not by options, so `bolepix list`
      // and `bolepix list --limit 10` (another code path) would share whichever the first run wrote.
      for (const [key, c] of Object.entries(COMMANDS)) add(node, key, 'main', c.label, [BIN, ...c.args], {}, {cache: `bin-${key}`})
      add(node, 'config-get', 'main', '`payctl config get base-url`', [BIN, 'config', 'get', 'base-url'], {}, {cache: 'bin-config-get'})
      // One cache folder for every Node: in each round the Nodes run it in turn (docs/performance.md, "Build folders
      // kept"); with three build folders kept by mtime, four Nodes made every one of these runs a first run.
      if (nodes.length > 1)
        add(
          node,
          'config-turns',
          'main',
          `\`payctl config list\`, ${nodes.length} Nodes taking turns over one cache folder`,
          [BIN, 'config', 'list'],
          {PAYCTL_CACHE_DIR: benchCacheFolder('turns')},
        )
      add(
        node,
        'list-first',
        'first',
        '`bolepix list --json`, first run (empty compile cache folder: compiles, writes its cache)',
        [BIN, ...LIST],
        {},
        {fresh: true},
      )
      add(node, 'config-first', 'first', '`config list`, first run', [BIN, 'config', 'list'], {}, {fresh: true})
      add(node, 'list-no-cache', 'first', '`bolepix list --json`, compile cache off (PAYCTL_COMPILE_CACHE=0)', [BIN, ...LIST], {
        PAYCTL_COMPILE_CACHE: '0',
      })
      if (process.env.NODE_EXTRA_CA_CERTS) {
        add(node, 'bare-ca', 'ca', "`node -e 0` with the machine's NODE_EXTRA_CA_CERTS", ['-e', '0'], {
          NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS,
        })
        add(
          node,
          'list-ca',
          'ca',
          "`bolepix list --json` with the machine's NODE_EXTRA_CA_CERTS",
          [BIN, ...LIST],
          {NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS},
          {cache: 'bin-list'},
        )
      }
      // The reference of the speed-up rows: the bundle with all of them, run like the variants.
      const targets = new Set(Object.values(SPEEDUP_TARGETS).flat())
      for (const target of [...targets, 'list one-cache']) {
        const [cmd, mode] = target.split(' ')
        if (mode === 'one-cache') continue
        add(
          node,
          `ref ${target}`,
          'ref',
          `${COMMANDS[cmd].label}${mode ? ', first run' : ''}: all speed-ups`,
          [all, ...COMMANDS[cmd].args],
          {},
          {fresh: mode === 'first', cache: `all-${cmd}`},
        )
      }
      for (const [name, targetsOf] of Object.entries(SPEEDUP_TARGETS)) {
        for (const target of targetsOf) {
          const [cmd, mode] = target.split(' ')
          add(
            node,
            `off ${name} ${target}`,
            'off',
            `${COMMANDS[cmd].label}${mode ? ', first run' : ''}, without ${name}`,
            [off[name], ...COMMANDS[cmd].args],
            {},
            {fresh: mode === 'first', speedup: name, ref: `ref ${target}`},
          )
        }
      }
      add(
        node,
        'off per-command-cache list',
        'off',
        `${COMMANDS.list.label}, one cache file for every command (written by config list, --help, then list)`,
        [oneCache, ...LIST],
        {},
        {speedup: 'per-command cache files', ref: 'ref list', warm: [['config', 'list'], ['--help'], LIST]},
      )
      add(
        node,
        'off checksum list',
        'off',
        `${COMMANDS.list.label}, without --verify-snapshot-checksum (a cost kept for safety)`,
        [noChecksum, ...LIST],
        {},
        {speedup: 'cache checksum (a cost)', ref: 'ref list'},
      )
      add(
        node,
        'off flag-reset list',
        'off',
        `${COMMANDS.list.label}, --verify-snapshot-checksum left set for the whole run`,
        [flagAllRun, ...LIST],
        {},
        {speedup: "V8's flags back to the defaults after reading the cache", ref: 'ref list'},
      )
      add(
        node,
        'off compile-cache list',
        'off',
        `${COMMANDS.list.label}, compile cache off`,
        [all, ...LIST],
        {PAYCTL_COMPILE_CACHE: '0'},
        {speedup: 'compile cache (home-made)', ref: 'ref list', cache: 'all-list'},
      )
      if (node.major >= 22)
        add(
          node,
          'alt node-cache list',
          'off',
          `${COMMANDS.list.label}, Node's module.enableCompileCache() instead of the loader's`,
          [nodeCache, ...LIST],
          {},
          {speedup: "Node's own compile cache instead", ref: 'ref list'},
        )
      add(
        node,
        'off bundle list',
        'off',
        `${COMMANDS.list.label}, unbundled per-file dist/ (before the bundle)`,
        [join(ROOT, 'bench', 'lib', 'unbundled-run.cjs'), ...LIST],
        {},
        {speedup: 'the bundle', ref: 'ref list'},
      )
    }
    const envOf = (v) => (v.fresh ? {...v.env, PAYCTL_CACHE_DIR: join(tempDir('payctl-bench-first-'), 'cache')} : v.env)
    const runOnce = async (v, extra = {}) => {
      const env = envOf(v)
      try {
        return await runTimed(v.node.path, v.args, {env: {...env, ...extra}, keepStdout: true})
      } finally {
        if (v.fresh) rmSync(env.PAYCTL_CACHE_DIR, {recursive: true, force: true})
      }
    }
    // Warm-up: file cache and compile caches, and a check that every variant works and prints what it should.
    for (const v of variants) {
      for (const args of v.warm ?? []) await runTimed(v.node.path, [v.args[0], ...args], {env: {...v.env, BENCH_CACHE_GROW: '1'}})
      for (let i = 0; i < 2; i++) {
        const r = await runOnce(v)
        if (v.args.includes('bolepix') && JSON.parse(r.stdout).length !== 10)
          throw new Error(`${v.label} on Node ${v.node.version} did not print 10 invoices`)
      }
    }
    log(`startup: ${variants.length} variants on ${nodes.map((n) => n.version).join(', ')}`)
    const times = new Map(variants.map((v) => [v.id, {ms: [], cpu: []}]))
    for (let round = 0; round < rounds; round++) {
      const order = variants.map((_, i) => variants[(i + round * 7) % variants.length])
      for (const v of order) {
        const r = await runOnce(v)
        times.get(v.id).ms.push(r.ms)
        if (r.cpuMs !== undefined) times.get(v.id).cpu.push(r.cpuMs)
      }
      log(`startup: round ${round + 1}/${rounds}`)
    }
    const stats = (v) => {
      const t = times.get(v.id)
      return {...summarize(t.ms), cpuMean: t.cpu.length ? trimmedMean(t.cpu) : undefined}
    }
    return {
      rounds,
      nodes: nodes.map((n) => ({version: n.version, major: n.major})),
      caCerts: Boolean(process.env.NODE_EXTRA_CA_CERTS),
      variants: variants.map((v) => {
        const s = stats(v)
        const bare = stats(variants.find((b) => b.node === v.node && b.key === 'bare'))
        const ref = v.ref && stats(variants.find((r) => r.node === v.node && r.key === v.ref))
        return {
          node: v.node.major,
          version: v.node.version,
          id: v.key,
          group: v.group,
          label: v.label,
          speedup: v.speedup,
          stats: s,
          ratio: s.median / bare.median,
          cpuRatio: s.cpuMean !== undefined ? s.cpuMean / bare.cpuMean : undefined,
          ...(ref ? {saving: {ms: s.median - ref.median, cpuMs: s.cpuMean - ref.cpuMean, refMs: ref.median}} : {}),
        }
      }),
    }
  } finally {
    await sandbox.stop()
    rmSync(VARIANTS_DIR, {recursive: true, force: true})
  }
}
