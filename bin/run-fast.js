#!/usr/bin/env node
// Development copy of the bundled start-up path (see scripts/bundle.mjs); bin/run.js switches to it once proven.
const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  const {readFileSync} = await import('node:fs')
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  process.stdout.write(`payctl/${pkg.version} ${process.platform}-${process.arch} node-${process.version}\n`)
} else {
  const {runFast} = await import(process.env.PAYCTL_BUNDLE_DEV ?? '../.bundle-dev/run.js')
  await runFast()
}
