/**
 * Where an action goes, as every confirmation and summary names it (docs/output.md#confirmations): the profile, the
 * base URL, and SANDBOX when the base URL is a payctl sandbox (asked of the service once per run:
 * Context.sandboxProbe), as Stripe shows test or live mode on every action.
 */
import type {Context} from './context.js'

/** `SANDBOX · profile default · http://127.0.0.1:4010`, or `not a sandbox · profile live · https://…`. */
export async function whereText(ctx: Context): Promise<string> {
  const s = await ctx.settings()
  let mark: string
  try {
    mark = (await ctx.sandboxProbe()).sandbox ? 'SANDBOX' : 'not a sandbox'
  } catch {
    mark = 'sandbox or not: unknown' // the action itself will say what went wrong
  }
  return `${mark} · profile ${s.profileName} · ${s.baseUrl}`
}

/** The `on  …` line on stderr, only when stderr is a terminal (a script's requests stay as they are). */
export async function noteWhereOnTerminal(ctx: Context): Promise<void> {
  if (ctx.output.errWidth !== undefined) ctx.output.info(`on  ${await whereText(ctx)}`)
}
