/** What every resource module of the sandbox works with: the state, the clock, the id source and the settings. */
import type {IdFn, SandboxClock} from './clock.js'
import type {Store} from './store.js'
import type {NotificationRecord} from './types.js'

export interface SandboxSettings {
  sellerId: string
  marketplaceId: string
  /** Where PDF URLs point (`<base URL>/cdn` unless `--cdn-url`). */
  cdnUrl: string
  defaultOrderCents: number
  preauthDays: number
}

export interface SandboxContext {
  store: Store
  clock: SandboxClock
  id: IdFn
  settings: SandboxSettings
  /** Hands a new PENDING notification to the delivery engine (which waits for the commit before sending). */
  deliver: (notification: NotificationRecord) => void
  /** Caches a value by key (schemas built for a given "today"). */
  memo: <T>(key: string, make: () => T) => T
}
