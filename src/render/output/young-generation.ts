/**
 * The one seam where a big list changes a V8 flag while running (docs/performance.md, "Big lists"): every form of
 * output that holds or writes many records calls keepYoungGenerationSize at its BIG_LIST_ROWS-th.
 */
// node:v8 is loaded before the bundle anyway (bin/bundle-loader.cjs sets V8 flags with it).
import {setFlagsFromString} from 'node:v8'

/** Records from which a streamed list counts as big (see keepYoungGenerationSize). */
export const BIG_LIST_ROWS = 20_000

/**
 * V8 doubles its young generation once the bytes that survived its scavenges since it last grew add up to its size.
 * A big streamed list gets there by accumulation alone — each record lives for a moment — so the young generation
 * went 8 → 16 → 32 MB: 100,000 invoices drawn as a table peaked at ~97 or ~115 MB, as V8 happened to decide. From
 * the 20,000th record on it keeps the size it has: ~93 MB, and no slower (docs/performance.md, "Big lists"). The
 * flag is read each time V8 would grow, under this name in V8 11, 12 and 13 (Node 20, 22, 24); without it Node 24's
 * big lists peaked over 3x the JSON.
 */
export function keepYoungGenerationSize(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
  // V8 checks a compile cache against the flags in force when it was made: bin/bundle-loader.cjs, which may make
  // one at exit, puts the default back first (else every later run would refuse that cache).
  const beforeCacheWrite = (globalThis as {[key: symbol]: unknown})[Symbol.for('payctl.beforeCacheWrite')]
  if (Array.isArray(beforeCacheWrite)) beforeCacheWrite.push(() => setFlagsFromString('--semi-space-growth-factor=2'))
}
