#!/usr/bin/env node
// Fast path: `payctl --version` answers without loading oclif (start-up is a feature; see BENCHMARKS.md).
const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  const {readFileSync} = await import('node:fs')
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  process.stdout.write(`payctl/${pkg.version} ${process.platform}-${process.arch} node-${process.version}\n`)
} else {
  const {execute} = await import('@oclif/core')
  await execute({dir: import.meta.url})
}
