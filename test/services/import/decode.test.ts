/**
 * Import files' bytes to text (docs/import.md#encodings): a BOM picks UTF-8 or UTF-16; strict UTF-8, else
 * Windows-1252 with its own table; bytes that are neither, C1 controls and U+FFFD named by line and column.
 */
import {describe, expect, it} from 'vitest'
import {UsageError} from '../../../src/errors.js'
import {decodeImportText, encodingNote} from '../../../src/services/import/decode.js'

const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le')
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!]
  return Buffer.concat([Buffer.from([0xfe, 0xff]), le])
}
/** Windows-1252 bytes of text made only of Latin-1 letters and the 0x80–0x9F ones used here. */
const cp1252 = (text: string) => Buffer.from([...text].map((c) => ({'€': 0x80, '“': 0x93, '”': 0x94, '–': 0x96})[c] ?? c.charCodeAt(0)))

describe('decodeImportText', () => {
  const text = 'Nome;Cidade\r\nJoão Conceição;São Paulo\r\n'

  it('reads the same text from UTF-8, UTF-8 with a BOM, UTF-16 LE and BE (with or without a BOM), and Windows-1252', () => {
    expect(decodeImportText(Buffer.from(text), 'f')).toEqual({text, encoding: 'utf-8'})
    expect(decodeImportText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'f')).toEqual({
      text,
      encoding: 'utf-8-bom',
    })
    expect(decodeImportText(utf16le(text), 'f')).toEqual({text, encoding: 'utf-16le'})
    expect(decodeImportText(utf16be(text), 'f')).toEqual({text, encoding: 'utf-16be'})
    expect(decodeImportText(Buffer.from(text, 'utf16le'), 'f')).toEqual({text, encoding: 'utf-16le'})
    expect(decodeImportText(Buffer.from(text, 'latin1'), 'f')).toEqual({text, encoding: 'windows-1252'})
  })

  it('maps 0x80–0x9F as Windows-1252 does (Node 20 decodes "windows-1252" as Latin-1: not used)', () => {
    expect(decodeImportText(cp1252('Nome\n“Zé” – 10 €\n'), 'f').text).toBe('Nome\n“Zé” – 10 €\n')
  })

  it('says in one line when the file was read as Windows-1252 or UTF-16, nothing for UTF-8', () => {
    expect(encodingNote('a.csv', 'windows-1252')).toBe(
      'a.csv is not valid UTF-8: read as Windows-1252 (Excel\'s "CSV (separado por vírgulas)"); check names with --dry-run',
    )
    expect(encodingNote('a.csv', 'utf-16le')).toContain('UTF-16 LE')
    expect(encodingNote('a.csv', 'utf-8-bom')).toBeUndefined()
  })

  it('names by line and column a byte undefined in Windows-1252 (0x81, 0x8D, 0x8F, 0x90, 0x9D), every one at once', () => {
    const bytes = Buffer.concat([Buffer.from('Nome\r\nJo'), Buffer.from([0xe3, 0x81]), Buffer.from('o\r\nAna'), Buffer.from([0x9d])])
    expect(() => decodeImportText(bytes, 'a.csv')).toThrow(UsageError)
    expect(() => decodeImportText(bytes, 'a.csv')).toThrow(
      'a.csv is neither UTF-8 nor Windows-1252: byte 0x81 at line 2, column 4; byte 0x9D at line 3, column 4. Nothing was sent',
    )
    for (const b of [0x81, 0x8d, 0x8f, 0x90, 0x9d])
      expect(() => decodeImportText(Buffer.from([0x41, 0xe3, b]), 'f')).toThrow(`byte 0x${b.toString(16).toUpperCase()}`)
  })

  it('refuses a file of UTF-8 rows with rows that are not UTF-8, naming those lines by line and column (byte), the first five', () => {
    // Read as Windows-1252 the whole file would send "JoÃ£o ConceiÃ§Ã£o" for every UTF-8 row; read as UTF-8, garbage for the other.
    const mixed = Buffer.concat([
      Buffer.from('Nome;Cidade\r\nJoão;São Paulo\r\nJo'),
      Buffer.from('ão Conceição', 'latin1'),
      Buffer.from(';Recife\r\n'),
    ])
    expect(() => decodeImportText(mixed, 'a.csv')).toThrow(UsageError)
    expect(() => decodeImportText(mixed, 'a.csv')).toThrow(
      'a.csv mixes encodings: it holds UTF-8 text, but one line is not UTF-8 (saved in another encoding, such as Windows-1252): line 3, column 3 (byte 0xE3). Nothing was sent',
    )
    const many = Buffer.concat([Buffer.from('Nome\nZé\n'), ...Array.from({length: 7}, () => Buffer.from('Jos\xe9 \xe9\n', 'latin1'))])
    const message = (() => {
      try {
        decodeImportText(many, 'b.csv')
      } catch (err) {
        return (err as Error).message
      }
      return ''
    })()
    expect(message).toContain(
      '7 lines are not UTF-8 (saved in another encoding, such as Windows-1252): line 3, column 4 (byte 0xE9); line 4, column 4 (byte 0xE9); line 5, column 4 (byte 0xE9); line 6, column 4 (byte 0xE9); line 7, column 4 (byte 0xE9); and 2 more lines.',
    )
    // Every non-ASCII byte invalid as UTF-8: Windows-1252, as before; and well-formed UTF-8 stays UTF-8.
    expect(decodeImportText(Buffer.from('Nome\nJoão Conceição\nZé\n', 'latin1'), 'c.csv')).toEqual({
      text: 'Nome\nJoão Conceição\nZé\n',
      encoding: 'windows-1252',
    })
    expect(decodeImportText(Buffer.from('Nome\nJoão 𝄞 €\n'), 'd.csv').encoding).toBe('utf-8')
    // Overlong forms, surrogates and a cut-off sequence are not UTF-8 text: such a file alone is still Windows-1252.
    for (const bad of [
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xe3, 0xa9, 0x20],
    ])
      expect(decodeImportText(Buffer.from([0x41, ...bad, 0x0a]), 'e.csv').encoding).toBe('windows-1252')
  })

  it('refuses C1 controls, U+FFFD (garbled before it was saved) and NUL in valid UTF-8, by line and column', () => {
    expect(() => decodeImportText(Buffer.from('Nome\nJo\uFFFDo\n'), 'a.csv')).toThrow(
      'U+FFFD (text garbled before it was saved: "�") at line 2, column 3',
    )
    expect(() => decodeImportText(Buffer.from('Nome\nJo\u0083o\n'), 'a.csv')).toThrow('the control character U+0083 at line 2, column 3')
    expect(() => decodeImportText(Buffer.from('Nome\nJo\u0000o\n'), 'a.csv')).toThrow('U+0000 at line 2, column 3')
  })

  it('refuses a BOM that lies (UTF-8 BOM, invalid UTF-8 after it; UTF-16 with an odd length)', () => {
    expect(() => decodeImportText(Buffer.from([0xef, 0xbb, 0xbf, 0x41, 0xe3, 0x41]), 'f')).toThrow(
      'starts with a UTF-8 BOM but is not valid UTF-8: byte 0xE3 at line 1, column 5',
    )
    expect(() => decodeImportText(Buffer.from([0xff, 0xfe, 0x41]), 'f')).toThrow('odd number of bytes')
  })
})
