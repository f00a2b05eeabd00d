/**
 * payctl on every Node version it is tested on (package.json `engines`: 20, 22, 24 and 26): `--version`, `--help` and an
 * API command, each run under that Node. The versions other than this one are those .ci/run installs into its cache
 * folder (scripts/nodes.mjs; `PAYCTL_NODES` names others): a version not installed here is skipped, and said so.
 */
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {TESTED_MAJORS, findNodes} from '../../scripts/nodes.mjs'
import {BIN, ROOT, cliEnv} from '../helpers/cli.js'
import {sendJson, sharedRecordingServer} from '../helpers/recording-server.js'
import {runNode} from './run-node.js'

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {version: string; engines: {node: string}}
const {nodeSatisfies, nodeWarning} = createRequire(import.meta.url)(BIN) as {
  nodeSatisfies: (range: string, version: string) => boolean
  nodeWarning: (range: string, version: string, env: Record<string, string>) => string | undefined
}
const nodes = findNodes()
const server = sharedRecordingServer((s) =>
  s.handle((_r, res) => sendJson(res, 200, [{invoiceId: 'inv-1', status: 'PENDING', amount: 10.5}])),
)

describe('package.json engines', () => {
  it('names exactly the majors payctl is tested on, in a form bin/run.js checks', () => {
    const alternatives = pkg.engines.node.split('||').map((a) => a.trim())
    for (const a of alternatives) expect(a).toMatch(/^\^\d+\.\d+\.\d+$/)
    expect(alternatives.map((a) => Number(/^\^(\d+)/.exec(a)![1]))).toEqual(TESTED_MAJORS)
  })

  it.each([
    ['20.18.0', true],
    ['20.17.9', false],
    ['21.7.3', false],
    ['22.12.0', true],
    ['23.11.1', false],
    ['24.0.0', true],
    ['25.9.0', false],
    ['26.0.0', true],
    ['26.10.0', true],
    ['27.0.0', false],
    ['18.20.4', false],
  ])('bin/run.js holds Node %s for tested: %s', (version, ok) => {
    expect(nodeSatisfies(pkg.engines.node, version)).toBe(ok)
  })

  it('reads >=, ^ and || as npm does', () => {
    expect(nodeSatisfies('>=20.18', '25.0.0')).toBe(true)
    expect(nodeSatisfies('>=20.18', '20.9.0')).toBe(false)
    expect(nodeSatisfies('^22.12.0 || ^24', '24.21.0')).toBe(true)
  })
})

describe('the warning on a Node the engines do not name (README.md)', () => {
  it.each(['27.0.0', '27.10.10', '20.17.10', '18.20.4', '25.9.0'])('Node %s: one line of at most 80 columns, no "Warning:"', (version) => {
    const line = nodeWarning(pkg.engines.node, version, {})!
    expect(line).toBe(`payctl: untested Node v${version} (tested: 20.18+, 22.12+, 24, 26; see README)\n`)
    expect(line.trimEnd().length).toBeLessThanOrEqual(80)
  })

  it.each([
    ['PAYCTL_NO_NODE_WARNING', '1'],
    ['PAYCTL_NO_NODE_WARNING', 'true'],
    ['OCLIF_DISABLE_ENGINE_WARNING', '1'],
  ])('%s=%s hides it', (name, value) => {
    expect(nodeWarning(pkg.engines.node, '27.0.0', {[name]: value})).toBeUndefined()
    expect(nodeWarning(pkg.engines.node, '27.0.0', {[name]: '0'})).toBeDefined()
  })

  it('says nothing on a tested Node', () => {
    for (const version of ['20.18.0', '22.12.0', '24.0.0', '26.0.0', '26.10.0'])
      expect(nodeWarning(pkg.engines.node, version, {})).toBeUndefined()
  })
})

describe.each(TESTED_MAJORS)('on Node %i', (major) => {
  const node = nodes.find((n) => n.major === major)
  const run = (args: string[], env: Record<string, string> = {}) => runNode(node!.path, [BIN, ...args], {env: cliEnv(env), cwd: ROOT})

  it.skipIf(!node)('is installed (.ci/run installs it; node scripts/nodes.mjs install)', () => {
    expect(nodeSatisfies(pkg.engines.node, node!.version.slice(1))).toBe(true)
  })

  it.skipIf(!node)('--version names payctl and that Node', async () => {
    const r = await run(['--version'])
    expect(r).toEqual({code: 0, stderr: '', stdout: `payctl/${pkg.version} ${process.platform}-${process.arch} node-${node!.version}\n`})
  })

  it.skipIf(!node)('--help lists the topics, with no warning', async () => {
    const r = await run(['--help'])
    expect([r.code, r.stderr]).toEqual([0, ''])
    expect(r.stdout).toMatch(/TOPICS\n(.*\n)*  bolepix /)
  })

  it.skipIf(!node)('bolepix list --json asks the API and prints what it answered', async () => {
    const r = await run(['bolepix', 'list', '--json'], {
      PAYCTL_BASE_URL: server.url,
      PAYCTL_SELLER_ID: 'seller-1',
      PAYCTL_ACCESS_TOKEN: 'tok_test_0123456789abcdef',
    })
    expect([r.code, r.stderr]).toEqual([0, ''])
    expect(JSON.parse(r.stdout)).toEqual([{invoiceId: 'inv-1', status: 'PENDING', amount: 10.5}])
    expect(server.requests.map((q) => [q.method, q.path, q.query.sellerId, q.headers.authorization])).toEqual([
      ['GET', '/bolepix/invoices', 'seller-1', 'Bearer tok_test_0123456789abcdef'],
    ])
    expect(server.requests[0]!.headers['user-agent']).toBe(`payctl node/${node!.version}`)
  })
})
