/**
 * `payctl status`: the profile in force, where each of its settings and tokens comes from, whether the base URL is a
 * payctl sandbox, and whether the access token is accepted now (docs/tokens.md#payctl-status).
 */
import {AuthError} from '../../errors.js'
import {probeSandbox} from '../../api/sandbox.js'
import type {Transport} from '../../api/transport.js'
import type {Settings, Source} from '../../config/resolve.js'
import {findSettingKey, TOKEN_KEYS, tokenReport, type TokenKey, type TokenReport} from '../../config/keys.js'

/** Where a token in force comes from, as `status` and `config profiles` name it. */
export type TokenSourceName = 'env' | 'keyring' | 'file'

export interface StatusReport {
  profile: string
  profileStored: boolean
  configFile: string
  baseUrl: {value: string; source: Source}
  sellerId: {value: string | null; source: Source | null}
  /** Where each token comes from; null when there is none. */
  tokens: TokenReport<TokenSourceName | null>
  /** Whether the base URL is a payctl sandbox (GET /_sandbox/clock); null when it could not be asked. */
  sandbox: boolean | null
  access: {accepted: boolean | null; checkedWith: string | null; error: string | null}
}

const sourceName = (s: Source | undefined): TokenSourceName | null =>
  s === 'env' ? 'env' : s === 'keyring' ? 'keyring' : s === 'profile' ? 'file' : null

/** What the settings say, before anything is sent. */
export function statusOfSettings(settings: Settings, configFile: string): StatusReport {
  const tokens = tokenReport(
    Object.fromEntries(TOKEN_KEYS.map((k) => [k, sourceName(settings.sources[findSettingKey(k)!.field])])) as Record<
      TokenKey,
      TokenSourceName | null
    >,
  )
  return {
    profile: settings.profileName,
    profileStored: settings.profileExists,
    configFile,
    baseUrl: {value: settings.baseUrl, source: settings.sources.baseUrl ?? 'default'},
    sellerId: {value: settings.sellerId ?? null, source: settings.sources.sellerId ?? null},
    tokens,
    sandbox: null,
    access: {accepted: null, checkedWith: null, error: null},
  }
}

/**
 * One cheap authenticated request: GET /_sandbox/clock, which a payctl sandbox answers (and so accepts the token);
 * on another service GET /bolepix/invoices?sellerId=, the request login checks a token with. A refused token is
 * reported (after the refresh the transport makes when it has a refresh token), not thrown; a failed network is thrown.
 */
export async function checkAccess(t: Transport, report: StatusReport): Promise<StatusReport> {
  if (report.tokens.access === null)
    return {
      ...report,
      access: {accepted: false, checkedWith: null, error: 'no access token (run payctl login, or set PAYCTL_ACCESS_TOKEN)'},
    }
  let checkedWith = 'GET /_sandbox/clock'
  try {
    const probe = await probeSandbox(t)
    report = {...report, sandbox: probe.sandbox}
    if (!probe.sandbox) {
      if (!report.sellerId.value)
        return {...report, access: {accepted: null, checkedWith: null, error: 'no seller id to check the token with'}}
      checkedWith = 'GET /bolepix/invoices?sellerId='
      await t.request({method: 'GET', path: '/bolepix/invoices', query: {sellerId: report.sellerId.value}})
    }
    return {...report, access: {accepted: true, checkedWith, error: null}}
  } catch (err) {
    if (err instanceof AuthError && err.status !== 0) return {...report, access: {accepted: false, checkedWith, error: err.message}}
    throw err
  }
}
