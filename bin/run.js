#!/usr/bin/env node
// Start-up is a feature (docs/performance.md, BENCHMARKS.md). `payctl --version` answers without loading anything.
// Everything else runs from the bundle dist/bundle/payctl.cjs (scripts/bundle.mjs: the whole CLI in one file, each
// command's work in initialisers that run only with that command), compiled through a V8 code cache by
// bin/bundle-loader.cjs, which runs the frequent commands from the small thin bundle beside it first (thin.cjs, no
// oclif); or from the per-file dist/ when there is no bundle (a build run with PAYCTL_BUILD_ALLOW_NO_BUNDLE=1 whose
// bundling failed), which behaves the same, only slower.
// CommonJS (bin/package.json says so): an ES module entry costs Node its ES loader, ~4 ms of every start.
'use strict'
const {existsSync, readFileSync} = require('node:fs')
const {dirname, join} = require('node:path')

const root = join(__dirname, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

/**
 * Whether Node `version` (`20.18.1`) is in `range`, package.json's `engines.node`: comparators `>=X.Y.Z` and `^X.Y.Z`
 * (missing parts are 0), alternatives joined by `||`. A range written any other way counts as satisfied: the build
 * refuses such a range (test/build), so that a typo cannot silence the check.
 */
function nodeSatisfies(range, version) {
  const parse = (v) => v.split('.').map((n) => Number.parseInt(n, 10) || 0)
  const [major, minor, patch] = parse(version)
  const atLeast = ([a, b = 0, c = 0]) => (major !== a ? major > a : minor !== b ? minor > b : patch >= c)
  return range.split('||').some((alternative) => {
    const m = /^\s*(>=|\^)\s*(\d+(?:\.\d+){0,2})\s*$/.exec(alternative)
    if (!m) return true
    const wanted = parse(m[2])
    return atLeast(wanted) && (m[1] === '>=' || major === wanted[0])
  })
}

/**
 * `engines.node` shortly, for a line of 80 columns: `^20.18.0 || ^22.12.0 || ^24.0.0` → `20.18+, 22.12+, 24, 26`
 * (a major alone: any version of it; `>=X.Y.Z` → `X.Y+`).
 */
function shortRange(range) {
  return range
    .split('||')
    .map((alternative) => {
      const m = /^\s*(>=|\^)\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(alternative)
      if (!m) return alternative.trim()
      const [, op, major, minor = '0', patch = '0'] = m
      if (op === '^' && minor === '0' && patch === '0') return major
      return patch === '0' ? `${major}.${minor}+` : `${major}.${minor}.${patch}+`
    })
    .join(', ')
}

/**
 * The one line payctl writes on a Node that package.json `engines` does not name (README.md, "Node.js versions"): it
 * fits 80 columns, and PAYCTL_NO_NODE_WARNING=1 (or oclif's OCLIF_DISABLE_ENGINE_WARNING=1) hides it. Undefined when
 * there is nothing to say.
 */
function nodeWarning(engines, version, env) {
  if (!engines || nodeSatisfies(engines, version)) return undefined
  if ([env.PAYCTL_NO_NODE_WARNING, env.OCLIF_DISABLE_ENGINE_WARNING].some((v) => /^(1|true|yes)$/i.test(v ?? ''))) return undefined
  return `payctl: untested Node v${version} (tested: ${shortRange(engines)}; see README)\n`
}

function main() {
  // The check @oclif/core makes at its start (against its own engines, which the bundle cannot find), made against
  // payctl's, as one line of our own (process.emitWarning would add "(node:PID) Warning:" and a second line).
  const warning = nodeWarning(pkg.engines?.node, process.versions.node, process.env)
  if (warning) process.stderr.write(warning)

  const args = process.argv.slice(2)
  if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
    process.stdout.write(`payctl/${pkg.version} ${process.platform}-${process.arch} node-${process.version}\n`)
  } else {
    const bundle = join(root, 'dist', 'bundle', 'payctl.cjs')
    if (existsSync(bundle)) {
      require('./bundle-loader.cjs')
        .runPayctl(dirname(bundle), args, {version: pkg.version})
        .catch((error) => {
          // The command's own errors are handled inside the bundle; this is the bundle itself failing to load.
          process.stderr.write(`error: payctl cannot start: ${error.message} (reinstall, or rebuild with npm run build)\n`)
          process.exitCode = 1
        })
    } else {
      // No bundle: the per-file dist/, run as the bundle runs it. Compiled code only, whatever NODE_ENV says (oclif
      // would look for src/*.ts under NODE_ENV=development or test, and fail to load them), as in the bundle.
      const oclif = require('@oclif/core')
      oclif.settings.enableAutoTranspile = false
      oclif.execute({dir: require('node:url').pathToFileURL(join(root, 'package.json')).href})
    }
  }
}

module.exports = {nodeSatisfies, nodeWarning}
// Run unless required (test/build checks nodeSatisfies and nodeWarning).
if (require.main === module) main()
