/**
 * Pure money helpers with no zod import, so that the renderer (loaded by every command at start-up) can format
 * amounts without loading zod. `money.ts` re-exports them; see docs/performance.md.
 */

/** Reais (a JSON number from the API) to cents, rounding away representation noise. */
export const reaisToCents = (reais: number): number => Math.round(reais * 100)

/** Cents as Brazilians read money: `R$ 1.234,56`. */
export function formatBrl(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const int = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}R$ ${int},${String(abs % 100).padStart(2, '0')}`
}
