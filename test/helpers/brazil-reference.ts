/**
 * Reference implementations of the CPF and CNPJ check digits, written long-hand here and independent of src/
 * (docs/domain.md#cpf, docs/domain.md#cnpj), for the property tests of the document checks.
 */

/** Check digit of the Receita's mod-11 scheme: weights run firstWeight, firstWeight−1, …, 2, then wrap to 9 (CNPJ). */
function refDigit(values: number[], firstWeight: number): number {
  let total = 0
  let w = firstWeight
  for (const v of values) {
    total += v * w
    w = w === 2 ? 9 : w - 1
  }
  const rest = total % 11
  return rest < 2 ? 0 : 11 - rest
}

/** The two check digits of a CPF's first nine digits. */
export function refCpfDigits(nine: string): string {
  const d = nine.split('').map((c) => Number.parseInt(c, 10))
  let s1 = 0
  for (let i = 0; i < 9; i++) s1 += d[i]! * (10 - i)
  const dv1 = s1 % 11 < 2 ? 0 : 11 - (s1 % 11)
  let s2 = 0
  for (let i = 0; i < 9; i++) s2 += d[i]! * (11 - i)
  s2 += dv1 * 2
  const dv2 = s2 % 11 < 2 ? 0 : 11 - (s2 % 11)
  return `${dv1}${dv2}`
}

/** Whether exactly 11 digits are a valid CPF (all-equal digits refused). */
export function refCpfValid(eleven: string): boolean {
  if (!/^\d{11}$/.test(eleven) || new Set(eleven).size === 1) return false
  return refCpfDigits(eleven.slice(0, 9)) === eleven.slice(9)
}

/** The two check digits of a CNPJ's first 12 characters (a character is worth its ASCII code − 48). */
export function refCnpjDigits(twelve: string): string {
  const v = [...twelve].map((c) => c.charCodeAt(0) - 48)
  const dv1 = refDigit(v, 5)
  const dv2 = refDigit([...v, dv1], 6)
  return `${dv1}${dv2}`
}

/** Whether exactly 14 characters `[0-9A-Z]{12}[0-9]{2}` are a valid CNPJ (all-equal refused). */
export function refCnpjValid(fourteen: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(fourteen) || new Set(fourteen).size === 1) return false
  return refCnpjDigits(fourteen.slice(0, 12)) === fourteen.slice(12)
}

export const fmtCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`
export const fmtCnpj = (d: string) => `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
