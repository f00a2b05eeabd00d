/**
 * The 14 spellings of one card number that once passed the guards (docs/contract.md#card-numbers), and a check
 * that a text shows none of them: its digits (any script) read with every separator taken out never hold the number.
 */
export const PAN = '4111111111111111'

const groups = (sep: string) => ['4111', '1111', '1111', '1111'].join(sep)

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
    .replace(/[\p{Z}\p{P}\p{Cf}\t\n\r]/gu, '')
  return digitsOnly.includes(pan)
}
