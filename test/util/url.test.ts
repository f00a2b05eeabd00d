/** src/util/url.ts: credentials in URLs masked, and the warning for plain http:// to another machine. */
import {describe, expect, it} from 'vitest'
import {cleartextWarning, hasUrlCredentials, redactUrlCredentials} from '../../src/util/url.js'

describe('redactUrlCredentials', () => {
  it.each([
    ['http://ops:Hunter2Password@127.0.0.1:4600', 'http://***@127.0.0.1:4600'],
    ['https://token@api.example.com/v1', 'https://***@api.example.com/v1'],
    // WHATWG URLs split user info at the last @ before the path: all of it is masked.
    ['http://a@b:c@host/x@y', 'http://***@host/x@y'],
    ['http://u:p q@[broken', 'http://***@[broken'],
    ['http://127.0.0.1:4010/path?q=a@b', 'http://127.0.0.1:4010/path?q=a@b'],
    ['base URL "http://u:pw@h" (from env)', 'base URL "http://***@h" (from env)'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrlCredentials(input)).toBe(expected)
  })

  it('hasUrlCredentials sees a user, a password, or both', () => {
    expect(hasUrlCredentials(new URL('http://u@h'))).toBe(true)
    expect(hasUrlCredentials(new URL('http://:p@h'))).toBe(true)
    expect(hasUrlCredentials(new URL('http://h/@x'))).toBe(false)
  })
})

describe('cleartextWarning', () => {
  it.each(['http://10.0.0.5:4010', 'http://api.example.com', 'http://192.0.2.1', 'http://[fd00::1]:80'])('warns for %s', (url) => {
    expect(cleartextWarning(url)).toMatch(/is plain http:\/\/ to another machine: the connection is not encrypted and tokens would cross the network in clear; use https:\/\/$/)
  })

  it.each(['http://127.0.0.1:4010', 'http://127.9.8.7', 'http://localhost:4010', 'http://[::1]:4010', 'https://api.example.com', 'not a url'])(
    'says nothing for %s (loopback, https, or not a URL)',
    (url) => {
      expect(cleartextWarning(url)).toBeUndefined()
    },
  )
})
