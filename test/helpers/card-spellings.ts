/**
 * Spellings of one card number that guards once let through (docs/contract.md#card-numbers), and a check that a text
 * shows none of them: its digits (any script) read with everything but letters and digits taken out never hold the
 * number.
 */
export const PAN = '4111111111111111'

const groups = (sep: string) => ['4111', '1111', '1111', '1111'].join(sep)
const everyDigit = (sep: string) => [...PAN].join(sep)

export const SPELLINGS: Record<string, string> = {
  plain: PAN,
  spaces: groups(' '),
  'double spaces': groups('  '),
  hyphens: groups('-'),
  dots: groups('.'),
  slashes: groups('/'),
  underscores: groups('_'),
  commas: groups(','),
  NBSP: groups('\u00a0'),
  ZWSP: groups('\u200b'),
  'en dash': groups('\u2013'),
  tab: groups('\t'),
  newline: groups('\n'),
  'full-width digits': [...PAN].map((d) => String.fromCodePoint(0xff10 + Number(d))).join(''),
  // Drawn exactly as the plain number, or as one typed digit by digit: what a person reads is what counts.
  'zero-width joiner between every digit': everyDigit('\u200d'),
  'zero-width space between every digit': everyDigit('\u200b'),
  'soft hyphen between every digit': everyDigit('\u00ad'),
  'variation selector after every digit': everyDigit('\ufe0f'),
  'NBSP between every digit': everyDigit('\u00a0'),
  'ideographic space between every digit': everyDigit('\u3000'),
  // One symbol between the usual groups.
  'minus sign': groups('\u2212'),
  plus: groups('+'),
  'vertical bar': groups('|'),
  tilde: groups('~'),
  'equals sign': groups('='),
  'dollar sign': groups('$'),
  caret: groups('^'),
  backtick: groups('`'),
}

/** Whether `text` shows the number: as spelt, or with its digits in any script and any separators between them. */
export function showsNumber(text: string, spelling: string, pan = PAN): boolean {
  if (text.includes(spelling)) return true
  const digitsOnly = text
    .replace(/\p{Nd}/gu, (d) =>
      String(
        d.codePointAt(0)! >= 0xff10 && d.codePointAt(0)! <= 0xff19 ? d.codePointAt(0)! - 0xff10 : Number.isNaN(Number(d)) ? d : Number(d),
      ),
    )
    .replace(/[^\p{L}\p{N}]/gu, '')
  return digitsOnly.includes(pan)
}
