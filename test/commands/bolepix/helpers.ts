/** Shared by the Bolepix tests: credentials, a complete set of flags, and a recording server per test. */
import {addDays, localDate} from '../../../src/schemas/dates.js'
import {onCleanup} from '../../helpers/cleanup.js'
import {startRecordingServer, type Handler, type RecordingServer} from '../../helpers/recording-server.js'

export {onCleanup}

export const TOKEN = 'acc-tok-5f0c2b9e71d84a6b'
export const SELLER = 'seller 7/ç?'

/** A recording server closed after the test. */
export async function recorder(handler?: Handler): Promise<RecordingServer> {
  const s = await startRecordingServer(handler, 60_000)
  onCleanup(() => s.close())
  return s
}

/** The environment that points the CLI at a server. */
export function apiEnv(url: string, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {PAYCTL_BASE_URL: url, PAYCTL_SELLER_ID: SELLER, PAYCTL_ACCESS_TOKEN: TOKEN, ...extra}
}

/** Today in local time, and a due date a week ahead. */
export const today = () => localDate(new Date())
export const inDays = (n: number) => addDays(today(), n)

/** Every required field as flags (valid values, typed as people type them); an override of undefined leaves one out. */
export function requiredFlags(overrides: Record<string, string | undefined> = {}): string[] {
  const values: Record<string, string | undefined> = {
    amount: '150,75',
    'due-date': '+7d',
    'expiration-after-payment': '5',
    'debtor-name': 'Maria Silva',
    'debtor-document': '423.189.708-58',
    'debtor-public-area': 'Avenida Paulista',
    'debtor-number': '1000',
    'debtor-neighborhood': 'Bela Vista',
    'debtor-city': 'São Paulo',
    'debtor-state': 'SP',
    'debtor-postal-code': '01310-100',
    ...overrides,
  }
  return Object.entries(values).flatMap(([k, v]) => (v === undefined ? [] : [`--${k}`, v]))
}

/** The body those flags produce (without order_id), in the field order of docs/service-interface.md §2.1. */
export function expectedDebtor() {
  return {
    name: 'Maria Silva',
    document: '42318970858',
    publicArea: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01310100',
  }
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
