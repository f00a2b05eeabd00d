/**
 * The sandbox's one seller and its credentials: a bearer access token (everything but tokenization), the client
 * token (tokenization only; `client token <token>` or bare) and a refresh token that issues a new access token and retires the old one.
 * Comparisons run in constant time over SHA-256 digests (tokens of different lengths included).
 */
import {createHash, timingSafeEqual} from 'node:crypto'
import {randomSecret} from './clock.js'
import type {Store} from './store.js'
import type {Credentials} from './types.js'

export type AuthMode = 'access' | 'client' | 'refresh' | 'none'

const digest = (s: string) => createHash('sha256').update(s).digest()

function sameSecret(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected))
}

/**
 * The client token of an Authorization header, in the forms the interface document shows (docs/service-interface.md
 * §5 and §4.6): `client token xyz`, or the token alone.
 */
function clientToken(header: string | undefined): string | undefined {
  const m = /^client token\s+(\S+)\s*$/i.exec(header ?? '')
  return m ? m[1] : header?.trim()
}

/** The bearer token of an Authorization header (`Bearer xyz` → `xyz`). */
function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return m ? m[1] : undefined
}

export class Auth {
  constructor(private readonly store: Store) {}

  get credentials(): Credentials {
    return this.store.credentials!
  }

  /** Whether an Authorization header grants the route's mode. */
  allows(mode: AuthMode, header: string | undefined): boolean {
    const c = this.credentials
    switch (mode) {
      case 'none':
        return true
      case 'access':
        return sameSecret(bearer(header), c.accessToken)
      case 'refresh':
        return sameSecret(bearer(header), c.refreshToken)
      case 'client':
        // `client token <token>` or the bare token (payctl sends it bare: docs/contract.md#authentication); a "Bearer"
        // prefix is not a documented form.
        return sameSecret(clientToken(header), c.clientToken)
    }
  }

  /** Issues a new access token; the old one stops working at once. */
  refresh(): string {
    const next: Credentials = {...this.credentials, accessToken: randomSecret('sbx_access_'), retired: this.credentials.retired + 1}
    this.store.setCredentials(next)
    return next.accessToken
  }
}

/** Credentials for a start: given ones win, then journaled ones, then fresh random ones. */
export function resolveCredentials(
  journaled: Credentials | undefined,
  given: {sellerId?: string; accessToken?: string; clientToken?: string; refreshToken?: string},
  newId: () => string,
): Credentials {
  return {
    sellerId: given.sellerId ?? journaled?.sellerId ?? newId(),
    marketplaceId: journaled?.marketplaceId ?? newId(),
    accessToken: given.accessToken ?? journaled?.accessToken ?? randomSecret('sbx_access_'),
    clientToken: given.clientToken ?? journaled?.clientToken ?? randomSecret('sbx_client_'),
    refreshToken: given.refreshToken ?? journaled?.refreshToken ?? randomSecret('sbx_refresh_'),
    retired: journaled?.retired ?? 0,
  }
}
