/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto barcode. Digits go in pairs: the first digit's pattern
 * is drawn with the bars, the second's with the spaces between them. Each pattern has five elements, two wide.
 */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn']

export interface ItfElement {
  bar: boolean
  wide: boolean
}

/** The bars and spaces of an even-length digit string, start and stop patterns included. */
export function itfElements(digits: string): ItfElement[] {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('ITF needs an even number of digits')
  const out: ItfElement[] = []
  const push = (pattern: string, firstIsBar: boolean): void => {
    ;[...pattern].forEach((p, i) => out.push({bar: (i % 2 === 0) === firstIsBar, wide: p === 'w'}))
  }
  push('nnnn', true) // start: narrow bar, narrow space, narrow bar, narrow space
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])] ?? ''
    const spaces = PATTERNS[Number(digits[i + 1])] ?? ''
    for (let k = 0; k < 5; k++) {
      out.push({bar: true, wide: bars[k] === 'w'})
      out.push({bar: false, wide: spaces[k] === 'w'})
    }
  }
  push('wnn', true) // stop: wide bar, narrow space, narrow bar
  return out
}

/** Width of the symbol in narrow-module units for a given wide:narrow ratio. */
export function itfWidthUnits(elements: ItfElement[], ratio: number): number {
  return elements.reduce((sum, e) => sum + (e.wide ? ratio : 1), 0)
}
