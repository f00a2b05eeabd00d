// npm run lint (docs/testing.md#lint-and-format): ESLint (eslint.config.js) and Prettier's check (.prettierrc.json)
// side by side, one process each, so that on two cores the run takes as long as ESLint's type-aware pass, not the
// sum of the two. Each tool's output is printed whole once it is done, ESLint's first; the exit code is 1 if
// either found something.
import {spawn} from 'node:child_process'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tools = [
  {name: 'eslint', args: [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings', '0', '.']},
  {name: 'prettier', args: [join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', '.']},
]
// Colours when the person runs it on a terminal, as the tools would show them themselves.
const env = process.stdout.isTTY && !process.env.NO_COLOR ? {...process.env, FORCE_COLOR: '1'} : process.env

/** Runs one tool, its stdout and stderr gathered into one text. */
function run({name, args}) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {cwd: root, env, stdio: ['ignore', 'pipe', 'pipe']})
    const chunks = []
    child.stdout.on('data', (c) => chunks.push(c))
    child.stderr.on('data', (c) => chunks.push(c))
    child.on('error', (err) => resolve({name, code: 1, output: `${err.message}\n`, ms: Date.now() - started}))
    child.on('close', (code, signal) =>
      resolve({name, code: code ?? 1, signal, output: Buffer.concat(chunks).toString(), ms: Date.now() - started}),
    )
  })
}

const results = await Promise.all(tools.map(run))
for (const r of results) {
  process.stdout.write(r.output)
  const outcome = r.code === 0 ? 'clean' : r.signal ? `stopped by ${r.signal}` : `failed (exit ${r.code})`
  console.log(`${r.name}: ${outcome}, ${(r.ms / 1000).toFixed(1)} s`)
}
if (results.some((r) => r.code !== 0)) {
  const prettierFailed = results.find((r) => r.name === 'prettier').code !== 0
  if (prettierFailed) console.log('(npm run format rewrites the files Prettier names)')
  process.exitCode = 1
}
