/**
 * `card pay`'s errors name the flag to fix, not the body path: `--expiration-month: must be a month…`
 * rather than `payment.credit.credit_card.expiration_month: …`. A field no flag sets (from --body-file) keeps its
 * path. The flags are the body paths in kebab case (services/card/fields.ts), so the mapping is that table read back.
 */
import {ValidationError, type ValidationIssue} from '../../errors.js'
import {PAY_FLAG_PATHS} from '../../services/card/fields.js'

const FLAG_OF_PATH = new Map(Object.entries(PAY_FLAG_PATHS).map(([flag, path]) => [`payment.${path}`, `--${flag}`]))

/** The issue with its flag for a path, and the "(--flag, or …)" hint folded into it. */
export function flagIssue(issue: ValidationIssue): ValidationIssue {
  const flag = FLAG_OF_PATH.get(issue.path)
  if (!flag) return issue
  return {path: flag, message: issue.message.replace(`(${flag}, or `, '(or ')}
}

/** A ValidationError from `card pay` with its issues named by flag; any other error unchanged. */
export function withFlagNames(err: unknown): unknown {
  if (!(err instanceof ValidationError)) return err
  const prefix = err.message.slice(
    0,
    err.message.length - err.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ').length - 2,
  )
  return new ValidationError(err.issues.map(flagIssue), prefix)
}
