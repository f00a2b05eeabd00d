#!/usr/bin/env node
// Start-up is a feature (docs/performance.md, BENCHMARKS.md). `payctl --version` answers without loading anything.
// Everything else runs from the bundle dist/bundle/payctl.cjs (scripts/bundle.mjs: the whole CLI in one file, each
// command's work in initialisers that run only with that command), compiled through a V8 code cache by
// bin/bundle-loader.cjs; or from the per-file dist/ when there is no bundle. Builtins come from
// process.getBuiltinModule: an ES `import` of node:fs would build its whole module namespace (and load fs/promises).
const builtin = (id) => process.getBuiltinModule?.(id) ?? import(id)
const {existsSync, readFileSync} = await builtin('node:fs')
const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  process.stdout.write(`payctl/${pkg.version} ${process.platform}-${process.arch} node-${process.version}\n`)
} else {
  const {fileURLToPath} = await builtin('node:url')
  const bundle = fileURLToPath(new URL('../dist/bundle/payctl.cjs', import.meta.url))
  if (existsSync(bundle)) {
    const {createRequire} = await builtin('node:module')
    await createRequire(import.meta.url)('./bundle-loader.cjs').runBundle(bundle, args)
  } else {
    // No bundle (a build that could not bundle, or one in progress): the per-file dist/ does the same, slower.
    const {execute} = await import('@oclif/core')
    await execute({dir: import.meta.url})
  }
}
