/** resolveSettings (src/config/resolve.ts): a base URL with credentials is refused from every source, never echoed. */
import {describe, expect, it} from 'vitest'
import {resolveSettings} from '../../src/config/resolve.js'
import {UsageError} from '../../src/errors.js'

const PASSWORD = 'Hunter2Password'
const WITH_PASSWORD = `http://ops:${PASSWORD}@127.0.0.1:4600`

function refusal(run: () => unknown): UsageError {
  try {
    run()
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError)
    return err as UsageError
  }
  throw new Error('not refused')
}

describe('resolveSettings: credentials in the base URL', () => {
  it.each([
    ['--base-url', () => resolveSettings({'base-url': WITH_PASSWORD}, {}, 'default', undefined)],
    ['PAYCTL_BASE_URL', () => resolveSettings({}, {PAYCTL_BASE_URL: WITH_PASSWORD}, 'default', undefined)],
    ['the base URL of profile "ops"', () => resolveSettings({}, {}, 'ops', {baseUrl: WITH_PASSWORD})],
  ])('from %s: exit 2, says where and what to do, never the password', (where, run) => {
    const err = refusal(run)
    expect(err.exitCode).toBe(2)
    expect(err.message).toContain(`${where} carries credentials: put credentials in the tokens, not the URL`)
    expect(err.message).not.toContain(PASSWORD)
    expect(err.message).not.toContain('ops:')
  })

  it('a user name alone is refused too; the profile error says how to fix it', () => {
    const err = refusal(() => resolveSettings({}, {}, 'p1', {baseUrl: 'https://token123@api.example.com'}))
    expect(err.message).toContain('(payctl config set base-url URL --profile p1)')
    expect(err.message).not.toContain('token123')
  })

  it('a URL that does not parse is named with its credentials masked', () => {
    const err = refusal(() => resolveSettings({}, {PAYCTL_BASE_URL: `http://ops:${PASSWORD}@[broken`}, 'default', undefined))
    expect(err.message).toBe('base URL "http://***@[broken" (from env) is not an http(s) URL')
  })

  it('URLs without credentials pass as before', () => {
    expect(resolveSettings({}, {PAYCTL_BASE_URL: 'https://api.example.com/'}, 'default', undefined).baseUrl).toBe('https://api.example.com')
    expect(resolveSettings({}, {}, 'default', {baseUrl: 'http://10.0.0.5:4010'}).baseUrl).toBe('http://10.0.0.5:4010')
  })
})
