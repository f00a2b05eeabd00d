/**
 * A value as a person reads it, for the card-number rule (util/card-number.ts, docs/card.md#design-notes): what a
 * terminal or a page draws, not the code points it is made of. A card number with a zero-width joiner between every
 * digit is drawn exactly as the plain number; one with a no-break space between every digit as one typed digit by
 * digit; `4111+1111+1111+1111` as a card number written with a plus sign.
 *
 * The reading has the value's length, UTF-16 unit for UTF-16 unit, so that what the rule finds in it is masked at the
 * same places in the value itself, every other character kept as it was:
 *
 * - an invisible character (format controls Cf, the default-ignorable code points: zero-width characters, the soft
 *   hyphen, variation selectors, Hangul fillers; non-spacing and enclosing marks, drawn over the character before
 *   them) becomes INVISIBLE, which the rule reads as nothing at all;
 * - any Unicode space (Zs, the line and paragraph separators, NEL) becomes a space, any dash (Pd, U+2212 MINUS SIGN)
 *   a hyphen: the two separators that join even the single digits of a number typed one by one;
 * - one symbol (a character that is neither a letter nor a digit, nor already a separator of the rule: `+ | ~ = $ ^`,
 *   a backtick, `×`, an emoji…) repeated between groups of digits of a card number's usual lengths (GROUPINGS), and
 *   nowhere else in that chain of groups, becomes spaces.
 *
 * A value without any of these is its own reading (the same string): the common case costs one test of a regular
 * expression on a value that has 13 digits or more, and nothing on any other.
 */

/** What an invisible character reads as: ZERO WIDTH SPACE, a format control itself (the Unicode separator class). */
export const INVISIBLE = '\u200b'

/**
 * The lengths of the groups card numbers are printed in: 16 digits as 4-4-4-4, American Express 4-6-5, Diners 4-6-4,
 * 19 digits 4-4-4-4-3. Only these, and only as a whole chain, so that a sum of two numbers or a row of a table joined by
 * `|` is not a card number.
 */
const GROUPINGS = new Set(['4,4,4,4', '4,6,5', '4,6,4', '4,4,4,4,3'])

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/
/** A non-ASCII character, or an ASCII digit followed by an ASCII symbol: the one test an ASCII value pays. */
// eslint-disable-next-line no-control-regex
const CLUE = /[^\x00-\x7f]|[0-9][$+<=>^`|~]/
const ASCII_GROUP = /[0-9]+/g
const ASCII_SYMBOL = /^[$+<=>^`|~]$/

/**
 * The expressions with Unicode classes, made on first use: V8 parses a pattern when it is made (1–6 ms for these at
 * a command's start), and most commands never read a non-ASCII value with 13 digits or more.
 */
function makeUnicodePatterns() {
  return {
    /** Invisible characters, Unicode spaces and dashes: everything the reading changes but symbol separators. */
    invisible: /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}]/gu,
    spaces: /(?! )[\p{Zs}\u2028\u2029\u0085]/gu,
    dashes: /(?!-)[\p{Pd}\u2212]/gu,
    /** One test for all three, and for a symbol after a digit: most non-ASCII values (accented names) have none. */
    readsOtherwise:
      /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}\u2028\u2029\u0085\u2212]|(?! )\p{Zs}|(?!-)\p{Pd}|\p{Nd}[\p{S}\p{Co}\p{Cn}\p{Cs}]/u,
    symbolAfterDigit: /\p{Nd}\u200b*[\p{S}\p{Co}\p{Cn}\p{Cs}]/u,
    /** A symbol: not a letter, digit, space, punctuation, control, format character or mark (those separate already). */
    symbol: /^[\p{S}\p{Co}\p{Cn}\p{Cs}]$/u,
    /** Groups of digits; invisible characters inside a group belong to it. */
    group: /\p{Nd}(?:\u200b*\p{Nd})*/gu,
  }
}
const made: {patterns?: ReturnType<typeof makeUnicodePatterns>} = {}
const unicodePatterns = () => (made.patterns ??= makeUnicodePatterns())
/** The same length in the reading: the first unit as `by`, any second one (a character beyond U+FFFF) INVISIBLE. */
const sameLength = (by: string) => (m: string) => (m.length === 1 ? by : by + INVISIBLE.repeat(m.length - 1))

/** A value as a person reads it (see above); the value itself when nothing in it reads otherwise. */
export function readingOf(text: string): string {
  const clue = CLUE.exec(text)
  if (clue === null) return text
  // The clue is a symbol after a digit (two characters) in a value that may still hold a non-ASCII character later.
  if (clue[0].length === 2 && !NON_ASCII.test(text)) return withSymbolSeparators(text, true)
  const u = unicodePatterns()
  if (!u.readsOtherwise.test(text)) return text
  const reading = text.replace(u.invisible, sameLength(INVISIBLE)).replace(u.spaces, sameLength(' ')).replace(u.dashes, sameLength('-'))
  return u.symbolAfterDigit.test(reading) ? withSymbolSeparators(reading, false) : reading
}

/** The number of digits in a group (its invisible characters and the second unit of a digit beyond U+FFFF aside). */
function digitCount(group: string): number {
  let n = 0
  for (const ch of group) if (ch !== INVISIBLE) n++
  return n
}

/**
 * The reading with each symbol that separates a card number's usual groups made spaces: a chain of groups joined by
 * one and the same symbol (invisible characters around it aside) whose lengths are a usual grouping, as a whole.
 */
function withSymbolSeparators(reading: string, ascii: boolean): string {
  const groups = [...reading.matchAll(ascii ? ASCII_GROUP : unicodePatterns().group)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    digits: digitCount(m[0]),
  }))
  const spaced: [number, number][] = []
  let first = 0
  let symbol = ''
  const close = (last: number) => {
    if (
      last > first &&
      GROUPINGS.has(
        groups
          .slice(first, last + 1)
          .map((g) => g.digits)
          .join(','),
      )
    ) {
      for (let i = first; i < last; i++) spaced.push([groups[i]!.end, groups[i + 1]!.start])
    }
  }
  for (let i = 1; i <= groups.length; i++) {
    const between = i < groups.length ? reading.slice(groups[i - 1]!.end, groups[i]!.start).replaceAll(INVISIBLE, '') : ''
    const one =
      between.length > 0 &&
      between.length <= 2 &&
      [...between].length === 1 &&
      (ascii ? ASCII_SYMBOL : unicodePatterns().symbol).test(between)
    if (one && (i - 1 === first || between === symbol)) {
      symbol = between
      continue
    }
    close(i - 1)
    first = one ? i - 1 : i
    symbol = one ? between : ''
  }
  if (spaced.length === 0) return reading
  let out = ''
  let last = 0
  for (const [start, end] of spaced) {
    out += reading.slice(last, start) + ' '.repeat(end - start)
    last = end
  }
  return out + reading.slice(last)
}
