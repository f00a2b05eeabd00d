/**
 * The layers of docs/architecture.md, held: each folder of src/ imports only the layers below it. A new import that
 * points the wrong way fails here with the file and the import named.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs'
import {dirname, join, relative, resolve} from 'node:path'
import {describe, expect, it} from 'vitest'

const SRC = resolve(import.meta.dirname, '..', 'src')

/** What each layer may import (besides itself). `type` imports may also reach the layers in `types`. */
const RULES: Record<string, {may: string[]; types?: string[]; packages?: RegExp}> = {
  util: {may: ['errors']},
  errors: {may: []},
  schemas: {may: ['util', 'errors']},
  config: {may: ['schemas', 'util', 'errors']},
  api: {may: ['schemas', 'util', 'errors']},
  // Values worded for people (money, documents, times, the words of a confirmation): the same on a screen and in an
  // MCP tool's answer, so below both render/ and mcp/.
  format: {may: ['schemas', 'util', 'errors'], types: ['services', 'api']},
  render: {may: ['format', 'schemas', 'util', 'errors'], types: ['services', 'api']},
  services: {may: ['api', 'schemas', 'config', 'util', 'errors'], packages: /^(?!@oclif\/|@inquirer\/|cli-table3)/},
  sandbox: {may: ['schemas', 'util', 'errors']},
  cli: {may: ['api', 'config', 'format', 'render', 'schemas', 'services', 'util', 'errors']},
  // The MCP server (docs/mcp.md) is a front end beside cli/: it may use what cli/ may, but render/: a tool returns
  // data and words (format/), it draws nothing.
  mcp: {may: ['api', 'config', 'format', 'schemas', 'services', 'util', 'errors']},
  // A command's work as a function (docs/architecture.md, "Commands are functions"): no oclif, so that the thin
  // start-up path and in-process tests can call it without it.
  actions: {
    may: ['cli', 'api', 'config', 'format', 'render', 'schemas', 'services', 'sandbox', 'mcp', 'util', 'errors'],
    packages: /^(?!@oclif\/)/,
  },
  // The thin start-up path (src/thin/: docs/performance.md): it runs the frequent commands' functions without oclif.
  thin: {may: ['actions', 'cli', 'format', 'render', 'schemas', 'util', 'errors'], packages: /^(?!@oclif\/)/},
  commands: {may: ['actions', 'cli', 'api', 'config', 'format', 'render', 'schemas', 'services', 'sandbox', 'mcp', 'util', 'errors']},
  hooks: {may: ['util', 'errors']},
  // oclif's help class (src/help.ts): it wraps the help text as render/ wraps every screen.
  help: {may: ['render', 'util', 'errors']},
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : [],
  )
}

const layerOf = (file: string) =>
  relative(SRC, file)
    .split(/[\\/]/)[0]!
    .replace(/\.(ts|js)$/, '')

describe('the layers of src/ (docs/architecture.md)', () => {
  it('every import points down', () => {
    const wrong: string[] = []
    for (const file of files(SRC)) {
      const from = layerOf(file)
      const rule = RULES[from]
      if (!rule) {
        wrong.push(`${relative(SRC, file)}: a layer docs/architecture.md does not name`)
        continue
      }
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(['"]([^'"]+)['"]\)/gm)) {
        const spec = m[3] ?? m[4]!
        const typeOnly = Boolean(m[2])
        if (!spec.startsWith('.')) {
          if (rule.packages && !spec.startsWith('node:') && !rule.packages.test(spec))
            wrong.push(`${relative(SRC, file)} imports the package ${spec}`)
          continue
        }
        const to = layerOf(resolve(dirname(file), spec))
        if (to === from) continue
        if (rule.may.includes(to) || (typeOnly && rule.types?.includes(to))) continue
        wrong.push(`${relative(SRC, file)} imports ${spec} (${from} → ${to}${typeOnly ? ', type only' : ''})`)
      }
    }
    expect(wrong).toEqual([])
  })
})
