/**
 * Where a JSON text stops being JSON, and why, in payctl's own words. V8's own message quotes the text around the
 * fault ("Unexpected token 'o', "{"accessTo"... is not valid JSON"), and a config file's text holds tokens: a
 * message about a file payctl keeps secrets in names the file and the position only (docs/contract.md#configuration).
 * Scanned without recursion, so no nesting can overflow the stack.
 */

export interface JsonSyntaxError {
  /** 0-based offset of the first character that does not fit (the text's length at an early end). */
  offset: number
  /** 1-based line and column of that offset. */
  line: number
  column: number
  /** What is wrong, never quoting the text. */
  problem: string
}

const HEX = /^[0-9a-fA-F]$/
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'

type Expect = 'value' | 'value-or-end' | 'key' | 'key-or-end' | 'colon' | 'comma-or-end' | 'end'

/** The first syntax error of `text` as JSON.parse reads it, or undefined when JSON.parse accepts it. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const stack: ('{' | '[')[] = []
  let pos = 0
  let expect: Expect = 'value'
  const fail = (problem: string): JsonSyntaxError => {
    const before = text.slice(0, pos)
    const lastBreak = before.lastIndexOf('\n')
    return {offset: pos, line: before.split('\n').length, column: pos - lastBreak, problem}
  }
  const afterValue = (): Expect => (stack.length === 0 ? 'end' : 'comma-or-end')
  /** Scans a string from its opening quote; a problem, or undefined. */
  const string = (): string | undefined => {
    pos++
    for (;;) {
      if (pos >= text.length) return 'a string not closed before the end of the file'
      const c = text.charCodeAt(pos)
      if (c === 0x22) {
        pos++
        return undefined
      }
      if (c < 0x20) return 'a control character (a line break, a tab…) inside a string'
      if (c === 0x5c) {
        const e = text[pos + 1]
        pos++
        if (e === 'u') {
          for (const end = pos + 5; ++pos < end;) if (!HEX.test(text[pos] ?? '')) return 'a \\u escape without four hex digits'
        } else if (e !== undefined && ESCAPES.has(e)) pos++
        else return 'a backslash that is not a JSON escape'
      } else pos++
    }
  }
  const digits = () => {
    while (isDigit(text[pos])) pos++
  }
  /** Scans a number, stopping at the first character that does not fit (as JSON.parse reports it). */
  const number = (): string | undefined => {
    if (text[pos] === '-') pos++
    if (text[pos] === '0') pos++
    else if (isDigit(text[pos])) digits()
    else return 'a number without digits'
    if (text[pos] === '.') {
      pos++
      if (!isDigit(text[pos])) return 'a number without digits after its decimal point'
      digits()
    }
    if (text[pos] === 'e' || text[pos] === 'E') {
      pos++
      if (text[pos] === '+' || text[pos] === '-') pos++
      if (!isDigit(text[pos])) return 'a number without digits in its exponent'
      digits()
    }
    return undefined
  }
  /** Scans a value that is not an object or array start; a problem, or undefined. */
  const scalar = (c: string): string | undefined => {
    if (c === '"') return string()
    const word = c === 't' ? 'true' : c === 'f' ? 'false' : c === 'n' ? 'null' : undefined
    if (word) {
      // The offset of the first letter that differs, as JSON.parse counts it.
      const end = pos + word.length
      for (; pos < end; pos++) if (text[pos] !== word[pos - end + word.length]) return 'an unexpected character where a value should be'
      return undefined
    }
    if (c === '-' || isDigit(c)) return number()
    return 'an unexpected character where a value should be'
  }
  for (;;) {
    while (pos < text.length && ' \t\n\r'.includes(text[pos]!)) pos++
    if (pos >= text.length) return expect === 'end' ? undefined : fail('the file ends before the JSON does')
    const c = text[pos]!
    if (expect === 'end') return fail('more text after the JSON value')
    if (expect === 'colon') {
      if (c !== ':') return fail("a ':' expected after a property name")
      pos++
      expect = 'value'
    } else if (expect === 'comma-or-end') {
      const top = stack[stack.length - 1]
      if (c === ',') {
        pos++
        expect = top === '{' ? 'key' : 'value'
      } else if ((top === '{' && c === '}') || (top === '[' && c === ']')) {
        pos++
        stack.pop()
        expect = afterValue()
      } else return fail(`a ',' or a '${top === '{' ? '}' : ']'}' expected`)
    } else if (expect === 'key' || expect === 'key-or-end') {
      if (expect === 'key-or-end' && c === '}') {
        pos++
        stack.pop()
        expect = afterValue()
      } else if (c === '"') {
        const problem = string()
        if (problem) return fail(problem)
        expect = 'colon'
      } else return fail('a double-quoted property name expected')
    } else if (expect === 'value-or-end' && c === ']') {
      pos++
      stack.pop()
      expect = afterValue()
    } else if (c === '{' || c === '[') {
      stack.push(c)
      pos++
      expect = c === '{' ? 'key-or-end' : 'value-or-end'
    } else {
      const problem = scalar(c)
      if (problem) return fail(problem)
      expect = afterValue()
    }
  }
}
