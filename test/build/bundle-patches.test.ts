/**
 * The start-up bundle's build-time patches of dependencies (scripts/bundle.mjs PATCHES): every one applies to the
 * dependencies installed, and one that does not — its target moved by an update, or pointed at a module that does not
 * exist — fails the bundle with a message naming it, instead of shipping a bundle without it.
 */
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {runInNewContext} from 'node:vm'
import {transform} from 'esbuild'
import {afterAll, describe, expect, it} from 'vitest'
import {PATCHES, SPEEDUPS, THIN_GROUPS, bundle, errorNamesOnly, type Patch} from '../../scripts/bundle.mjs'

const dir = mkdtempSync(join(tmpdir(), 'payctl-bundle-patches-'))
afterAll(() => rmSync(dir, {recursive: true, force: true}))
let n = 0
const build = (options: Parameters<typeof bundle>[0] = {}) => bundle({outdir: join(dir, `b${n++}`), quiet: true, ...options})

/**
 * The two bundles with the patches in force as installed: all speed-ups on, and two of them turned off together (a
 * patch, and the thin path: each leaves its own mark, checked by a test of its own). Made once for the file and
 * shared by the tests that read them (a bundle run, most of this file's time, is the same for each).
 */
let plain: ReturnType<typeof build> | undefined
let without: ReturnType<typeof build> | undefined
const defaultBundle = () => (plain ??= build({metafile: true}))
const bundleWithout = () => (without ??= build({without: ['undici-h2-lazy', 'thin-path'], metafile: true}))
/** The modules esbuild put in a bundle (its metafile, written beside the folder), a patch's stand-ins among them. */
const bundledModules = (outdir: string) => Object.keys((JSON.parse(readFileSync(`${outdir}.meta.json`, 'utf8')) as {inputs: object}).inputs)
const standIns = (outdir: string, patch: string) => bundledModules(outdir).filter((m) => m.startsWith(`payctl-patch:${patch}/`))

/** `patches` (PATCHES by default) with the patch `name` changed by `change`. */
const breaking = (name: string, change: (p: Patch) => Patch, patches = PATCHES) => patches.map((p) => (p.name === name ? change(p) : p))

describe('the patches of the start-up bundle', () => {
  // Two bundle runs: vitest's 30 s is too short for them on a machine busy with other work.
  it('all apply to the installed dependencies, and each can be turned off', {timeout: 120_000}, async () => {
    const result = await defaultBundle()
    expect(result.patches).toEqual(PATCHES.map((p) => p.name))
    expect(SPEEDUPS).toEqual(expect.arrayContaining(result.patches))
    const off = await bundleWithout()
    expect(off.patches).toEqual(result.patches.filter((p) => p !== 'undici-h2-lazy'))
    // Its stand-in (client-h2 loaded on first use) is in the default bundle, and not in the one built without it.
    expect(standIns(result.outdir, 'undici-h2-lazy')).toHaveLength(1)
    expect(standIns(off.outdir, 'undici-h2-lazy')).toEqual([])
  })

  // Both found while esbuild loads the modules: one bundle run names the two (a bundle run is most of this file's time).
  it('a stand-in pointed at a module that does not exist, and a change to a line a dependency no longer holds, fail the bundle, each naming its patch', async () => {
    const standIn = breaking('undici-h2-lazy', (p) => ({...p, map: [{...p.map![0], to: 'lazy:undici/lib/dispatcher/no-such-module.js'}]}))
    const patches = breaking(
      'oclif-code-unit-sort',
      (p) => ({...p, edit: [{...p.edit![0], find: '.sort((a, b) => a.name.localeCompare(b.name))'}]}),
      standIn,
    )
    const error = await build({patches}).catch((err: Error) => err)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(
      /bundle patch "undici-h2-lazy" did not apply: its stand-in loads undici\/lib\/dispatcher\/no-such-module\.js, which does not exist/,
    )
    expect((error as Error).message).toMatch(/bundle patch "oclif-code-unit-sort" did not apply: .*plugin\.js no longer contains/)
  })

  it('a patch whose target no longer imports the module it replaces (a dependency update) fails, naming it', async () => {
    const patches = breaking('oclif-lazy-builtins', (p) => ({
      ...p,
      map: p.map!.map((rule, i) => (i === 2 ? {...rule, specifier: 'node:readline/promises'} : rule)),
    }))
    await expect(build({patches})).rejects.toThrow(
      /bundle patch "oclif-lazy-builtins" did not apply: no module imported "node:readline\/promises"/,
    )
  })

  it('refuses a speed-up it does not know', async () => {
    await expect(build({without: ['no-such-speed-up']})).rejects.toThrow(/no such speed-up: no-such-speed-up/)
  })
})

describe('the thin bundles (docs/performance.md, "The thin path")', () => {
  it(
    "one per group, none holding oclif; payctl.json names each thin command's; --without thin-path makes none",
    {timeout: 120_000},
    async () => {
      const built = await defaultBundle()
      const description = JSON.parse(readFileSync(join(built.outdir, 'payctl.json'), 'utf8')) as {
        hash: string
        thin: Record<string, string>
      }
      const files = Object.keys(THIN_GROUPS).map((group) => `thin-${group}.cjs`)
      expect(new Set(Object.values(description.thin))).toEqual(new Set(files))
      for (const file of files) {
        const code = readFileSync(join(built.outdir, file), 'latin1')
        // One hash for all the files: their compile caches share one build folder.
        expect(code.startsWith(`/*payctl-bundle ${description.hash}*/`)).toBe(true)
        expect(code).not.toContain('globalThis.__payctlPackages?.add("@oclif')
      }
      const off = await bundleWithout()
      expect(readdirSync(off.outdir).filter((f) => f.startsWith('thin-'))).toEqual([])
      expect(readdirSync(off.outdir)).toContain('payctl.cjs')
    },
  )

  it('name their error classes, at every depth, and nothing else (errorNamesOnly)', async () => {
    // Minified as the bundles are: a class keeps its name only through esbuild's keepNames helper.
    const source = `class PayctlError extends Error { constructor(m) { super(m); this.name = new.target.name } }
      class UsageError extends PayctlError {}
      class ValidationError extends UsageError { static issues = [] }
      const Anonymous = class extends TypeError {}
      class Plain {}
      function helper() {}
      module.exports = {PayctlError, UsageError, ValidationError, Anonymous, Plain, helper}`
    const {code} = await transform(source, {format: 'cjs', minify: true, keepNames: true, target: 'node20'})
    const load = (text: string) => {
      const module = {exports: {} as Record<string, (new (m?: string) => Error) & {name: string}>}
      runInNewContext(text, {module, Error, TypeError})
      return module.exports
    }
    const names = (m: ReturnType<typeof load>) => Object.fromEntries(Object.entries(m).map(([k, f]) => [k, f.name]))
    const all = load(code)
    const errorsOnly = load(errorNamesOnly(code))
    const errorNames = {PayctlError: 'PayctlError', UsageError: 'UsageError', ValidationError: 'ValidationError', Anonymous: 'Anonymous'}
    expect(names(all)).toMatchObject({...errorNames, Plain: 'Plain', helper: 'helper'})
    expect(names(errorsOnly)).toMatchObject(errorNames)
    // (Not a test that passes because nothing lost its name.)
    expect([names(errorsOnly).Plain, names(errorsOnly).helper]).not.toContain('Plain')
    expect(names(errorsOnly).helper).not.toBe('helper')
    expect(new errorsOnly.ValidationError!('x').name).toBe('ValidationError')
    expect(errorNamesOnly(code)).not.toBe(code)
    expect(() => errorNamesOnly('var x=1')).toThrow(/update errorNamesOnly/)
  })

  it('fails when a thin command is in no group, or in two', async () => {
    // One run with config:get in no group and config:list in two: each is named (the groups are checked before
    // anything is bundled, so this run bundles nothing).
    const config = THIN_GROUPS.config!
    expect(config.ids).toEqual(expect.arrayContaining(['config:get', 'config:list']))
    const groups = {...THIN_GROUPS, config: {...config, ids: config.ids.filter((id) => id !== 'config:get')}, again: {ids: ['config:list']}}
    const error = await build({thinGroups: groups}).catch((err: Error) => err)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/config:get must be in one THIN_GROUPS group/)
    expect((error as Error).message).toMatch(/config:list must be in one THIN_GROUPS group/)
  })
})
