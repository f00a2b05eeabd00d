import {BaseCommand} from '../cli/base-command.js'
import {apiFlags} from '../cli/flags.js'

export default class Status extends BaseCommand {
  static override summary = 'Show the profile in force, where its tokens come from, and whether the access token is accepted.'
  static override description = `Prints the profile in force and its config file, the base URL and seller id with where each
comes from, whether the base URL is a payctl sandbox, where each token comes from (env: PAYCTL_*_TOKEN; keyring: the
OS keyring; file: the config file), and whether the access token is accepted now, checked with one request
(GET /_sandbox/clock on a sandbox, else GET /bolepix/invoices?sellerId=). Exit 0 when it is accepted, 4 when it is
refused or there is none, 1 when the service cannot be reached.`
  static override examples = ['<%= config.bin %> status', '<%= config.bin %> status --profile production --json', '<%= config.bin %> status --jq .tokens']
  static override flags = {...apiFlags}

  async run(): Promise<unknown> {
    const {flags} = await this.parse(Status)
    const ctx = this.context(flags)
    const {statusOfSettings, checkAccess} = await import('../services/config/status.js')
    const {AuthError} = await import('../errors.js')
    const store = await ctx.profiles()
    const report = await checkAccess(await ctx.client(), statusOfSettings(await ctx.settings(), store.path))
    const tokens = Object.entries(report.tokens).map(([k, v]) => `${k}-token ${v ?? 'none'}`)
    const access = report.access.accepted
      ? `accepted (${report.access.checkedWith})`
      : report.access.accepted === false
        ? `refused: ${report.access.error}`
        : `not checked: ${report.access.error}`
    ctx.output.record(report, [
      ['profile', `${report.profile}${report.profileStored ? '' : ' (not stored)'} — ${report.configFile}`],
      ['base URL', `${report.baseUrl.value} (${report.baseUrl.source})`],
      ['seller', report.sellerId.value ? `${report.sellerId.value} (${report.sellerId.source})` : 'none'],
      ['sandbox', report.sandbox === null ? 'unknown' : report.sandbox ? 'yes, a payctl sandbox' : 'no'],
      ['tokens', tokens.join(', ')],
      ['access token', access],
    ])
    if (report.access.accepted === false) process.exitCode = new AuthError(401, '').exitCode
    return report
  }
}
