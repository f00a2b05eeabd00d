/** The issues `decodePaymentCode` names for a text it refuses (a ValidationError); throws when the text decodes. */
import {ValidationError, type ValidationIssue} from '../../src/errors.js'
import {decodePaymentCode} from '../../src/schemas/payment-codes.js'

export function decodeIssues(text: string, today: string): ValidationIssue[] {
  try {
    decodePaymentCode(text, today)
  } catch (err) {
    if (err instanceof ValidationError) return err.issues
    throw err
  }
  throw new Error('decoded')
}
