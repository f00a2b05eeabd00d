/**
 * `payctl status`: the profile in force, where its settings and tokens come from, and whether the access token is
 * accepted now (services/config/status.ts). Exit 4 when it is refused (docs/contract.md#errors-and-exit-codes). When
 * the service cannot be reached, what is known without it is still shown, then the error with its exit code, as
 * `gh auth status` does: "is my profile right?" is the question a failed connection raises.
 */
import type {Context, ContextFlags} from '../cli/context.js'
import {AuthError} from '../errors.js'
import type {StatusReport} from '../services/config/status.js'

export default async function status(ctx: Context, _flags: ContextFlags): Promise<void> {
  const {statusOfSettings, checkAccess} = await import('../services/config/status.js')
  const store = await ctx.profiles()
  const known = statusOfSettings(await ctx.settings(), store.path)
  let report: StatusReport
  try {
    report = await checkAccess(await ctx.client(), known)
  } catch (err) {
    // --json keeps one JSON value on stdout: the error alone, as before.
    if (!ctx.output.json) show(ctx, {...known, access: {accepted: null, checkedWith: null, error: 'the service could not be reached'}})
    throw err
  }
  show(ctx, report)
  if (report.access.accepted === false) ctx.exitCode = new AuthError(401, '').exitCode
}

function show(ctx: Context, report: StatusReport): void {
  const tokens = Object.entries(report.tokens).map(([k, v]) => `${k}-token ${v ?? 'none'}`)
  const access = report.access.accepted
    ? `accepted (${report.access.checkedWith})`
    : report.access.accepted === false
      ? `refused: ${report.access.error}`
      : `not checked: ${report.access.error}`
  // Whether an AI agent runs payctl, and which (docs/agents.md): what changes for it is what a person may check here.
  const agent = ctx.agent
  ctx.output.record({...report, agent: {detected: Boolean(agent), name: agent?.name ?? null, variable: agent?.variable ?? null}}, [
    ['profile', `${report.profile}${report.profileStored ? '' : ' (not stored)'} — ${report.configFile}`],
    ['base URL', `${report.baseUrl.value} (${report.baseUrl.source})`],
    ['seller', report.sellerId.value ? `${report.sellerId.value} (${report.sellerId.source})` : 'none'],
    ['sandbox', report.sandbox === null ? 'unknown' : report.sandbox ? 'yes, a payctl sandbox' : 'no'],
    ['tokens', tokens.join(', ')],
    ['access token', access],
  ])
}
