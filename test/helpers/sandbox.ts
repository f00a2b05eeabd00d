/**
 * An in-process sandbox for end-to-end tests: `withSandbox()` starts one on 127.0.0.1 port 0 and gives its URL,
 * credentials and the PAYCTL_* environment that points the CLI at it. It stops by itself after `lifetimeMs`
 * (default 5 minutes) at the latest; call `close()` in afterAll/afterEach.
 */
import {afterEach, beforeEach} from 'vitest'
import {startSandbox, type Sandbox, type SandboxOptions} from '../../src/sandbox/index.js'

export interface SandboxEnv {
  PAYCTL_BASE_URL: string
  PAYCTL_SELLER_ID: string
  PAYCTL_ACCESS_TOKEN: string
  PAYCTL_CLIENT_TOKEN: string
  PAYCTL_REFRESH_TOKEN: string
  [key: string]: string
}

export interface TestSandbox {
  url: string
  sellerId: string
  /** The access token at start (a refresh through the API replaces it; see `sandbox.accessToken`). */
  accessToken: string
  clientToken: string
  refreshToken: string
  /** PAYCTL_* variables for runCli({env}). */
  env: SandboxEnv
  /** The running sandbox itself (current access token, flush). */
  sandbox: Sandbox
  close(): Promise<void>
}

export interface WithSandboxOptions extends SandboxOptions {
  /** Stops the sandbox after this long even if the test forgot to (default 300 000 ms). */
  lifetimeMs?: number
}

export async function withSandbox(opts: WithSandboxOptions = {}): Promise<TestSandbox> {
  const {lifetimeMs = 300_000, ...options} = opts
  const sandbox = await startSandbox({port: 0, warn: () => {}, ...options})
  const timer = setTimeout(() => void sandbox.close(), lifetimeMs)
  timer.unref()
  return {
    url: sandbox.url,
    sellerId: sandbox.sellerId,
    accessToken: sandbox.accessToken,
    clientToken: sandbox.clientToken,
    refreshToken: sandbox.refreshToken,
    env: {
      PAYCTL_BASE_URL: sandbox.url,
      PAYCTL_SELLER_ID: sandbox.sellerId,
      PAYCTL_ACCESS_TOKEN: sandbox.accessToken,
      PAYCTL_CLIENT_TOKEN: sandbox.clientToken,
      PAYCTL_REFRESH_TOKEN: sandbox.refreshToken,
    },
    sandbox,
    close: async () => {
      clearTimeout(timer)
      await sandbox.close()
    },
  }
}

/** A UUID as the sandbox makes them. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A fresh in-process sandbox for each test of the file, on a clock stopped at `start` (deterministic dates); the
 * getter gives the current test's.
 */
export function sandboxPerTest(start: Date): () => TestSandbox {
  let sb: TestSandbox | undefined
  beforeEach(async () => {
    sb = await withSandbox({now: () => start})
  })
  afterEach(async () => {
    await sb?.close()
  })
  return () => sb!
}
