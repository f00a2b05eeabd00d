/** Colours of a screen: ANSI codes when colour is on, nothing otherwise. Values are worded by src/format/. */

export interface Colors {
  enabled: boolean
  red(s: string): string
  green(s: string): string
  yellow(s: string): string
  cyan(s: string): string
  dim(s: string): string
  bold(s: string): string
}

/** ANSI colours, or identity functions when colour is off (NO_COLOR, a pipe, --json). */
export function makeColors(enabled: boolean): Colors {
  const wrap = (open: number, close: number) => (s: string) => (enabled ? `\u001b[${open}m${s}\u001b[${close}m` : s)
  return {
    enabled,
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
  }
}

/** A status word coloured by meaning. */
export function colorStatus(status: string, c: Colors): string {
  const s = status.toUpperCase()
  if (['PAID', 'DELIVERED', 'APPROVED', 'CAPTURED'].includes(s)) return c.green(status)
  if (['CANCELLED', 'FAILED', 'EXPIRED', 'DECLINED', 'NOT APPROVED'].includes(s)) return c.red(status)
  if (['PENDING', 'PRE_AUTHORIZED'].includes(s)) return c.yellow(status)
  return status
}
