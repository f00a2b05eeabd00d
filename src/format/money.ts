/** Money as people read it (`R$ 1.234,56`), the same on a screen and in an MCP tool's text. */
import {formatBrl, parseReais, reaisToCents} from '../schemas/cents.js'

export {formatBrl}

/** An amount in reais (a JSON number from the API) as `R$ 1.234,56`. */
export const formatReais = (reais: number | undefined): string => (reais === undefined ? '' : formatBrl(reaisToCents(reais)))

/** An amount as the API or the user gave it (a JSON number in reais, or text such as `150,75`) → `R$ 150,75`. */
export function formatAmount(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? formatReais(value) : undefined
  if (typeof value === 'string') {
    const r = parseReais(value)
    return r.ok ? formatBrl(r.cents) : value
  }
  return undefined
}
