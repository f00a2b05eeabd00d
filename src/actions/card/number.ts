/** Where a card number is read from: a masked prompt on a terminal, else the first line of stdin (never argv). */
import type {Asker} from '../../services/ask.js'
import type {ReadCardNumber} from '../../services/card/tokenize.js'
import type {InStream} from '../../cli/factory.js'
import {readStdinLine} from '../../cli/stdin.js'

export function cardNumberReader(asker: Asker | undefined, stdin: InStream): ReadCardNumber {
  return asker ? (check) => asker.secret('Card number (hidden)', check) : () => readStdinLine(stdin, 'card number')
}
