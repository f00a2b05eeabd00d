#!/usr/bin/env node
// Start-up is a feature (docs/performance.md, BENCHMARKS.md). `payctl --version` answers without loading anything.
// Everything else runs from the bundle dist/bundle/payctl.cjs (scripts/bundle.mjs: the whole CLI in one file, each
// command's work in initialisers that run only with that command), compiled through a V8 code cache by
// bin/bundle-loader.cjs; or from the per-file dist/ when there is no bundle.
// CommonJS (bin/package.json says so): an ES module entry costs Node its ES loader, ~4 ms of every start.
'use strict'
const {existsSync, readFileSync} = require('node:fs')
const {join} = require('node:path')

const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'))
  process.stdout.write(`payctl/${pkg.version} ${process.platform}-${process.arch} node-${process.version}\n`)
} else {
  const bundle = join(__dirname, '..', 'dist', 'bundle', 'payctl.cjs')
  if (existsSync(bundle)) {
    require('./bundle-loader.cjs')
      .runBundle(bundle, args)
      .catch((error) => {
        // The command's own errors are handled inside the bundle; this is the bundle itself failing to load.
        process.stderr.write(`error: payctl cannot start: ${error.message} (reinstall, or rebuild with npm run build)\n`)
        process.exitCode = 1
      })
  } else {
    // No bundle (a build that could not bundle, or one in progress): the per-file dist/ does the same, slower.
    require('@oclif/core').execute({dir: require('node:url').pathToFileURL(join(__dirname, '..', 'package.json')).href})
  }
}
