#!/usr/bin/env node
// Start-up is a feature (docs/performance.md, BENCHMARKS.md). `payctl --version` answers without loading anything.
// Everything else runs from the bundle dist/bundle/payctl.cjs (scripts/bundle.mjs: the whole CLI in one file, each
// command's work in initialisers that run only with that command), compiled through a V8 code cache by
// bin/bundle-loader.cjs; or from the per-file dist/ when there is no bundle (a build run with
// PAYCTL_BUILD_ALLOW_NO_BUNDLE=1 whose bundling failed), which behaves the same, only slower.
// CommonJS (bin/package.json says so): an ES module entry costs Node its ES loader, ~4 ms of every start.
'use strict'
const {existsSync, readFileSync} = require('node:fs')
const {join} = require('node:path')

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
  const atLeast = ([a, b = 0, c = 0]) => major !== a ? major > a : minor !== b ? minor > b : patch >= c
  return range.split('||').some((alternative) => {
    const m = /^\s*(>=|\^)\s*(\d+(?:\.\d+){0,2})\s*$/.exec(alternative)
    if (!m) return true
    const wanted = parse(m[2])
    return atLeast(wanted) && (m[1] === '>=' || major === wanted[0])
  })
}

function main() {
  // The check @oclif/core makes at its start (against its own engines, which the bundle cannot find), made against
  // payctl's: a Node that payctl is not tested on gets a warning, as npm gives at install. Silenced like oclif's.
  const engines = pkg.engines?.node
  if (engines && !nodeSatisfies(engines, process.versions.node) && !/^(1|true|yes)$/i.test(process.env.OCLIF_DISABLE_ENGINE_WARNING ?? '')) {
    process.emitWarning(`payctl is tested on Node.js ${engines}; this is ${process.version}. Use one of those versions (see README.md).`)
  }

  const args = process.argv.slice(2)
  if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
    process.stdout.write(`payctl/${pkg.version} ${process.platform}-${process.arch} node-${process.version}\n`)
  } else {
    const bundle = join(root, 'dist', 'bundle', 'payctl.cjs')
    if (existsSync(bundle)) {
      require('./bundle-loader.cjs')
        .runBundle(bundle, args)
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

module.exports = {nodeSatisfies}
// Run unless required (test/build checks nodeSatisfies).
if (require.main === module) main()
