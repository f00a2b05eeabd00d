/** A small router: `METHOD /literal/:param/...` patterns, first match wins, 404 or 405 otherwise. */

export interface Match<R> {
  route: R
  params: Record<string, string>
}

export type RouteLookup<R> = {kind: 'found'; match: Match<R>} | {kind: 'not-found'} | {kind: 'method-not-allowed'; allow: string[]}

interface Compiled<R> {
  method: string
  segments: string[]
  route: R
}

export class Router<R extends {method: string; path: string}> {
  private readonly compiled: Compiled<R>[]

  constructor(routes: readonly R[]) {
    this.compiled = routes.map((route) => ({method: route.method, segments: route.path.split('/').filter(Boolean), route}))
  }

  /** Finds the route for a method and a raw (still percent-encoded) path. */
  lookup(method: string, rawPath: string): RouteLookup<R> {
    let parts: string[]
    try {
      parts = rawPath
        .split('/')
        .filter(Boolean)
        .map((p) => decodeURIComponent(p))
    } catch {
      return {kind: 'not-found'}
    }
    const allow: string[] = []
    for (const c of this.compiled) {
      const params = matchSegments(c.segments, parts)
      if (!params) continue
      if (c.method === method) return {kind: 'found', match: {route: c.route, params}}
      allow.push(c.method)
    }
    return allow.length ? {kind: 'method-not-allowed', allow} : {kind: 'not-found'}
  }
}

function matchSegments(pattern: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!
    if (p.startsWith(':')) {
      if (parts[i] === '') return undefined
      params[p.slice(1)] = parts[i]!
    } else if (p !== parts[i]) return undefined
  }
  return params
}
