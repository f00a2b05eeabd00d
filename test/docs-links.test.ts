/**
 * The docs name files and link to each other; a rename or a rewrite must not leave a reader at a dead end. Every
 * `docs/…` path named in src/ or the docs exists, every relative Markdown link resolves (to a file, and to a heading
 * of it when it names one), and every repository path the docs name (src/, test/, scripts/, bench/, bin/) exists.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs'
import {dirname, join, relative, resolve} from 'node:path'
import {describe, expect, it} from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')

function walk(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((n) => {
    const path = join(dir, n)
    return statSync(path).isDirectory() ? walk(path, keep) : keep(n) ? [path] : []
  })
}

/** The Markdown pages that describe the design as it is (CHANGELOG.md tells history, which may name removed files). */
const PAGES = [
  ...walk(join(ROOT, 'docs'), (n) => n.endsWith('.md')),
  ...['README.md', 'SECURITY.md', 'BENCHMARKS.md'].map((n) => join(ROOT, n)),
]
const SOURCES = walk(join(ROOT, 'src'), (n) => n.endsWith('.ts'))
/** "issue 25", "issues 17 and 26", "Issue #3"; not an upstream project's issue cited by its URL. */
const NUMBERED_ISSUE = /(?<![/\w])issues? #?\d+(?![\w.])/i

/** GitHub's heading anchors: lower case, punctuation other than `-` and `_` dropped, spaces to `-`, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const out = new Set<string>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const m = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!m) continue
    const base = (m[1] ?? '')
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-')
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    out.add(n === 0 ? base : `${base}-${n}`)
  }
  // An anchor of its own (`<a id="…"></a>`), for a place inside a section.
  for (const m of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) out.add(m[1] ?? '')
  return out
}

/** Markdown without its fenced code blocks and inline code spans, where a `](…)` is an example, not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
}

const anchorCache = new Map<string, Set<string>>()
function anchorsOf(file: string): Set<string> {
  let a = anchorCache.get(file)
  if (!a) anchorCache.set(file, (a = anchors(readFileSync(file, 'utf8'))))
  return a
}

describe('docs paths and links', () => {
  it('every docs/ page named in src/ and in the docs exists', () => {
    const missing: string[] = []
    for (const file of [...SOURCES, ...PAGES]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bdocs\/([\w.-]+\.md)/g)) {
        if (!existsSync(join(ROOT, 'docs', m[1] ?? ''))) missing.push(`${relative(ROOT, file)}: docs/${m[1]}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('every relative link of the docs resolves, heading included', () => {
    const broken: string[] = []
    for (const page of PAGES) {
      for (const m of prose(readFileSync(page, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1] ?? ''
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
        const [path = '', anchor] = target.split('#')
        const file = path ? resolve(dirname(page), decodeURIComponent(path)) : page
        const where = `${relative(ROOT, page)}: ${target}`
        if (!existsSync(file)) broken.push(`${where} (no such file)`)
        else if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) broken.push(`${where} (no such heading)`)
      }
    }
    expect(broken).toEqual([])
  })

  it('every repository path the docs name exists', () => {
    const missing: string[] = []
    for (const page of PAGES) {
      const text = readFileSync(page, 'utf8')
      for (const m of text.matchAll(/(?<![\w./-])((?:src|test|scripts|bench|bin)\/[\w./-]*\w\.(?:ts|mjs|cjs|js|json|md))\b/g)) {
        const path = m[1] ?? ''
        if (!existsSync(join(ROOT, path))) missing.push(`${relative(ROOT, page)}: ${path}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('nothing in src/ or the docs refers to a numbered issue (the repository has no tracker: say the reason)', () => {
    const refs: string[] = []
    for (const file of [...SOURCES, ...PAGES]) {
      const lines = readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, i) => {
        if (NUMBERED_ISSUE.test(line)) refs.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`)
      })
    }
    expect(refs).toEqual([])
  })

  it('finds a dead link and a missing heading (the check itself can fail)', () => {
    expect(['see issue 25', '(issues 17 and 26)', 'Issue #3'].filter((t) => NUMBERED_ISSUE.test(t))).toHaveLength(3)
    expect(
      ['an issue with the bank', 'issue 0.5 mm', 'https://github.com/nodejs/node/issues/123'].filter((t) => NUMBERED_ISSUE.test(t)),
    ).toEqual([])
    expect(anchors('# The thin path\n## Big lists\n## Big lists\n')).toEqual(new Set(['the-thin-path', 'big-lists', 'big-lists-1']))
    expect(anchors('```\n# not a heading\n```\n## `Output.list` (render/output.ts)\n')).toEqual(new Set(['outputlist-renderoutputts']))
    expect([...prose('see [a](b.md) and `[c](d.md)`').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1])).toEqual(['b.md'])
  })
})
