/** Small statistics and formatting helpers for the benchmark tables. */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const n = sorted.length
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
  return {n, median, min: sorted[0], max: sorted[n - 1]}
}

/**
 * The mean of the middle of `values` (the lowest and highest `cut` of them left out): for CPU times read in clock
 * ticks (see childrenCpuMs), whose single values are off by up to a tick but whose mean is not, and for the runs a
 * busy neighbour slowed.
 */
export function trimmedMean(values, cut = 0.2) {
  const sorted = [...values].sort((a, b) => a - b)
  const drop = Math.floor(sorted.length * cut)
  const kept = sorted.slice(drop, sorted.length - drop)
  return kept.reduce((a, b) => a + b, 0) / kept.length
}

export const fmtMs = (ms) =>
  ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`
export const fmtRange = (s, f = fmtMs) => `${f(s.median)} (${f(s.min)}–${f(s.max)})`
export const fmtMiB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
export const fmtRate = (r) => `${Math.round(r).toLocaleString('en-US')}/s`
export const fmtRatio = (x) => `${x.toFixed(2)}x`
