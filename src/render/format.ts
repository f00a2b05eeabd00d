/** Formatting of values for people: money, times, colours. Nothing here prints. */
import {formatBrl, reaisToCents} from '../schemas/cents.js'

export {formatBrl}

/** An amount in reais (a JSON number from the API) as `R$ 1.234,56`. */
export const formatReais = (reais: number | undefined): string => (reais === undefined ? '' : formatBrl(reaisToCents(reais)))

/** An ISO timestamp in local time (util/local-time.ts): `2026-11-22 07:08:01`; the input when it does not parse. */
export {localTime as formatTime, localDay as formatDay} from '../util/local-time.js'

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

/**
 * A CPF masked for screens as Brazilian data-protection (LGPD) practice does: `***.189.708-**` (the middle six
 * digits). A CNPJ identifies a company publicly and is shown whole, formatted. Anything else is returned as it is.
 */
export function maskDocument(document: string): string {
  const compact = document.replace(/[.\-/\s]/g, '')
  if (/^\d{11}$/.test(compact)) return `***.${compact.slice(3, 6)}.${compact.slice(6, 9)}-**`
  if (/^[0-9A-Za-z]{12}\d{2}$/.test(compact)) {
    const d = compact.toUpperCase()
    return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
  }
  return document
}
