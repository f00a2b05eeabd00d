#!/usr/bin/env node
// Start-up is a feature (docs/performance.md, BENCHMARKS.md). `payctl --version` answers without loading anything.
// Everything else runs from the bundle in dist/bundle/ (scripts/bundle.mjs: oclif and the command classes in a few
// files, each command's work in chunks loaded by its run()), or from the per-file dist/ when there is no bundle.
const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  const {readFileSync} = await import('node:fs')
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  process.stdout.write(`payctl/${pkg.version} ${process.platform}-${process.arch} node-${process.version}\n`)
} else {
  let bundle
  try {
    bundle = await import('../dist/bundle/run.js')
  } catch (err) {
    // No bundle (a build that could not bundle, or one in progress): the per-file dist/ does the same, slower.
    if (err?.code !== 'ERR_MODULE_NOT_FOUND') throw err
  }
  if (bundle) await bundle.runFast()
  else {
    const {execute} = await import('@oclif/core')
    await execute({dir: import.meta.url})
  }
}
