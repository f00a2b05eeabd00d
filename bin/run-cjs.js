#!/usr/bin/env node
// prototype loader: CJS bundle through vm.Script with a V8 code cache
import {readFileSync, writeFileSync} from 'node:fs'
import Module, {createRequire} from 'node:module'
import {dirname} from 'node:path'
import {fileURLToPath} from 'node:url'
import vm from 'node:vm'
const file = fileURLToPath(new URL('../.bundle-cjs/payctl.cjs', import.meta.url))
const cacheFile = file + '.v8cache'
const source = readFileSync(file, 'utf8')
let cachedData
if (!process.env.NOCACHE) try { cachedData = readFileSync(cacheFile) } catch {}
if (process.env.MAKE_CACHE_NOLAZY) (await import('node:v8')).setFlagsFromString('--no-lazy')
const script = new vm.Script(Module.wrap(source), {filename: file, cachedData, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER})
if (process.env.MAKE_CACHE_NOLAZY) { writeFileSync(cacheFile, script.createCachedData()); process.exit(0) }
if (cachedData && script.cachedDataRejected && process.env.SHOWREJ) process.stderr.write('cache rejected\n')
const mod = new Module(file, undefined)
mod.filename = file
mod.paths = Module._nodeModulePaths(dirname(file))
Module._cache[file] = mod
script.runInThisContext()(mod.exports, createRequire(file), mod, file, dirname(file))
mod.loaded = true
if (process.env.MAKE_CACHE) process.on('exit', () => writeFileSync(cacheFile, script.createCachedData()))
await mod.exports.runFast()
