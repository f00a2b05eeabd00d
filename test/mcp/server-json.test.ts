/**
 * server.json, what the MCP registry reads to list `payctl mcp` (docs/mcp.md#the-mcp-registry), against the rules its
 * quickstart and schema (2025-12-11) give: the name equals package.json's mcpName (how the registry checks that the
 * npm package is the server's), reverse-DNS with one slash; the versions are the package's, never a range; the
 * description at most 100 characters; an npm package run over stdio with the `mcp` argument.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ROOT} from '../helpers/cli.js'

const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>

describe('server.json', () => {
  it("names the npm package's server as its mcpName, at the package's version, run with `payctl mcp` over stdio", () => {
    const server = read('server.json') as {
      name: string
      description: string
      version: string
      packages: {
        registryType: string
        identifier: string
        version: string
        transport: {type: string}
        packageArguments: {type: string; value?: string}[]
      }[]
    }
    const pkg = read('package.json') as {name: string; version: string; mcpName: string}
    expect(server.name).toBe(pkg.mcpName)
    expect(server.name).toMatch(/^io\.github\.[a-zA-Z0-9-]+\/[a-zA-Z0-9._-]+$/)
    expect(server.description.length).toBeGreaterThan(0)
    expect(server.description.length).toBeLessThanOrEqual(100)
    expect(server.version).toBe(pkg.version)
    expect(server.packages).toHaveLength(1)
    const [npm] = server.packages
    expect(npm).toMatchObject({registryType: 'npm', identifier: pkg.name, version: pkg.version, transport: {type: 'stdio'}})
    expect(npm!.packageArguments[0]).toEqual({type: 'positional', value: 'mcp'})
  })
})
