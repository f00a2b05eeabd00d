/**
 * Reading a utility or tax bill (arrecadação: water, power, phone, city and state taxes, traffic fines), the slips
 * whose code starts with 8, as FEBRABAN's layout for collection with a barcode lays them out
 * (docs/domain.md#utility-and-tax-bills-arrecadação). They are not bank boletos: no bank code, no due-date factor,
 * a company or agency instead, and check digits by mod 10 or mod 11 as the code itself says. The arithmetic is
 * util/payment-codes.ts; schemas/payment-codes.ts sends a code here by its first digit and length.
 */
import {ValidationError, type ValidationIssue} from '../errors.js'
import {
  collectionBarcodeToLine,
  collectionCheck,
  collectionGeneralDigit,
  collectionLineToBarcode,
  formatCollectionLine,
  mod10,
} from '../util/payment-codes.js'

/** FEBRABAN's segments (the second digit): who collects. 0 and 8 are not assigned. */
const SEGMENTS: Record<string, string> = {
  '1': 'city hall (prefeitura)',
  '2': 'water and sanitation (saneamento)',
  '3': 'electricity and gas (energia elétrica e gás)',
  '4': 'telecommunications (telecomunicações)',
  '5': 'government agency (órgão governamental)',
  '6': 'company or agency identified by its CNPJ (carnês e assemelhados)',
  '7': 'traffic fine (multa de trânsito)',
  '9': "the bank's own use (uso exclusivo do banco)",
}

export interface CollectionCode {
  kind: 'arrecadacao'
  /** What was given: the 48-digit typed line or the 44-digit barcode. */
  input: 'typed-line' | 'barcode'
  typedLine: string
  /** The line as bills print it: four blocks of 11 digits, each with its check digit after a hyphen. */
  typedLineFormatted: string
  barcode: string
  /** The second digit: who collects (water, power, a city, a traffic fine…). */
  segment: {code: string; name: string}
  /**
   * The third digit: 6 and 8, the value is an amount in reais; 7 and 9, a reference value (a quantity of a currency
   * or an index the collector converts). 6 and 7 use mod-10 check digits, 8 and 9 mod 11.
   */
  valueIndicator: {code: string; inReais: boolean; checkDigits: 'mod 10' | 'mod 11'}
  /** In cents, when the value is in reais and not zero; null otherwise (see referenceValue). */
  amountCents: number | null
  /** The 11 digits of the value as written, when they are not an amount in reais; null otherwise. */
  referenceValue: string | null
  /**
   * Who issued it: FEBRABAN's 4-digit code of the company or agency, or, in segment 6, the first 8 digits of its
   * CNPJ (the company's root; the branch and check digits are not in the code).
   */
  company: {kind: 'febraban' | 'cnpj-root'; code: string}
  /**
   * The company's own field (25 digits, 21 in segment 6) in groups of up to five: one run of digits would be masked
   * wherever payctl prints it, as it may hold a run that passes Luhn by chance (schemas/payment-codes.ts freeField).
   */
  freeField: string[]
  /** Each block's check digit and the general one (all right, or decoding failed). */
  checkDigits: {field: string; digit: number}[]
}

const BLOCKS = [1, 2, 3, 4].map((n) => ({name: `block ${n} (digits ${n * 12 - 11}-${n * 12})`, at: (n - 1) * 12}))

/** The value indicator and segment, checked: every problem named. */
function checkHeader(code: string, issues: ValidationIssue[]): void {
  if (!collectionCheck(code))
    issues.push({
      path: 'value indicator (digit 3)',
      message: `is ${code[2]}: FEBRABAN defines 6 and 7 (mod-10 check digits) and 8 and 9 (mod 11)`,
    })
  if (!SEGMENTS[code[1]!]) issues.push({path: 'segment (digit 2)', message: `is ${code[1]}, which FEBRABAN does not assign (1-7 and 9)`})
}

/** The barcode of a 48-digit line, every block's check digit and the general one verified. */
function checkedLine(line: string): string {
  const issues: ValidationIssue[] = []
  checkHeader(line, issues)
  const check = collectionCheck(line)
  const barcode = collectionLineToBarcode(line)
  if (check) {
    for (const {name, at} of BLOCKS) {
      const want = check(line.slice(at, at + 11))
      if (Number(line[at + 11]) !== want)
        issues.push({path: name, message: `check digit is ${line[at + 11]}, the digits before it give ${want}`})
    }
    const general = collectionGeneralDigit(barcode)!
    if (Number(barcode[3]) !== general)
      issues.push({path: 'general check digit (digit 4)', message: `is ${barcode[3]}, the rest of the code gives ${general}`})
  }
  if (issues.length) throw new ValidationError(issues, 'not a valid utility or tax bill line')
  return barcode
}

function checkedBarcode(barcode: string): string {
  const issues: ValidationIssue[] = []
  checkHeader(barcode, issues)
  const general = collectionGeneralDigit(barcode)
  if (general !== undefined && Number(barcode[3]) !== general)
    issues.push({path: 'general check digit (digit 4)', message: `is ${barcode[3]}, the rest of the barcode gives ${general}`})
  if (issues.length) throw new ValidationError(issues, 'not a valid utility or tax bill barcode')
  return barcode
}

const groupsOfFive = (digits: string): string[] => digits.match(/\d{1,5}/g) ?? []

/** Decodes a utility or tax bill's 48-digit line or 44-digit barcode (digits only, starting with 8). */
export function decodeCollection(digits: string): CollectionCode {
  const input = digits.length === 48 ? 'typed-line' : 'barcode'
  const barcode = input === 'typed-line' ? checkedLine(digits) : checkedBarcode(digits)
  const typedLine = collectionBarcodeToLine(barcode)
  const indicator = barcode[2]!
  const inReais = indicator === '6' || indicator === '8'
  const value = barcode.slice(4, 15)
  const byCnpj = barcode[1] === '6'
  const companyEnd = byCnpj ? 23 : 19
  return {
    kind: 'arrecadacao',
    input,
    typedLine,
    typedLineFormatted: formatCollectionLine(typedLine),
    barcode,
    segment: {code: barcode[1]!, name: SEGMENTS[barcode[1]!]!},
    valueIndicator: {code: indicator, inReais, checkDigits: collectionCheck(barcode) === mod10 ? 'mod 10' : 'mod 11'},
    amountCents: inReais && Number(value) > 0 ? Number(value) : null,
    referenceValue: inReais ? null : value,
    company: {kind: byCnpj ? 'cnpj-root' : 'febraban', code: barcode.slice(15, companyEnd)},
    freeField: groupsOfFive(barcode.slice(companyEnd)),
    checkDigits: [
      ...BLOCKS.map(({at}, i) => ({field: `block ${i + 1}`, digit: Number(typedLine[at + 11])})),
      {field: 'general', digit: Number(barcode[3])},
    ],
  }
}
