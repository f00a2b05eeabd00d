/**
 * What every command does with its parsed flags and arguments before anything runs, on both paths (BaseCommand.parse
 * for oclif, thin/run.ts for the thin start-up path): no card number in any value, --jq compiled and --fields
 * checked, so that a mistake is exit 2 before anything is sent. No oclif here.
 */
import {UsageError} from '../errors.js'
import type {JqProgram} from '../render/jq.js'

export interface ParsedData {
  jq?: JqProgram
  fields?: readonly string[]
}

export interface CommandTraits {
  /** A list or record command: its record's fields (schemas/record-fields.ts), which --fields may pick. */
  recordFields?: readonly string[]
  /** Arguments that take a payment code read out by a person (a boleto line, a BR Code): see refuseCardNumbersInValues. */
  paymentCodeArgs?: readonly string[]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = {[name: string]: any}

/**
 * Refuses a card number in any flag or argument (unless the command checked its raw argv itself: `argvGuarded`),
 * compiles --jq and checks --fields (exit 2 with jq's own message, or the fields there are).
 */
export async function checkParsed(flags: Values, args: Values, traits: CommandTraits, argvGuarded = false): Promise<ParsedData> {
  if (!argvGuarded) {
    const {refuseCardNumbersInValues} = await import('./card/argv.js')
    refuseCardNumbersInValues(flags, args, traits.paymentCodeArgs)
  }
  const data: ParsedData = {}
  if (typeof flags.jq === 'string') {
    const {compileJq} = await import('../render/jq.js')
    data.jq = await compileJq(flags.jq)
  }
  if (typeof flags.fields === 'string') {
    const known = traits.recordFields ?? []
    const fields = flags.fields
      .split(',')
      .map((f: string) => f.trim())
      .filter(Boolean)
    const {isKnownField} = await import('../schemas/record-fields.js')
    const unknown = fields.filter((f: string) => !isKnownField(f, known))
    if (fields.length === 0 || unknown.length > 0) {
      const {didYouMean} = await import('../util/nearest.js')
      throw new UsageError(
        `--fields: ${fields.length === 0 ? 'no field given' : `no field ${unknown.map((f: string) => `"${f}"`).join(', ')}${didYouMean(unknown, known)}`}; the fields are ${known.join(', ')}`,
      )
    }
    data.fields = fields
  }
  return data
}
