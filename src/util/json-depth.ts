/**
 * How deep a JSON text nests, read without parsing it: bodies from outside (the sandbox's requests, the listener's
 * notifications) are refused past a limit before JSON.parse, JSON.stringify or jq recurse into them
 * (docs/sandbox.md#what-it-reproduces, docs/listen.md#receiving-rules).
 */

/** Nesting depth of a JSON text, counted outside strings, stopping early once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}
