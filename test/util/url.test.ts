/** src/util/url.ts: credentials in URLs masked, and the warning for plain http:// to another machine. */
import {describe, expect, it} from 'vitest'
import {cleartextWarning, hasUrlCredentials, isLocalUrl, isLoopbackUrl, looksLikeLoopbackOnly, redactUrlCredentials} from '../../src/util/url.js'

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

describe('loopback means loopback (issue 23 item 2)', () => {
  it.each([
    'http://127.0.0.1:4010',
    'http://127.9.8.7',
    'http://127.1', // the URL parser writes it 127.0.0.1
    'http://0x7f.0.0.1',
    'http://localhost:4010',
    'http://LOCALHOST',
    'http://app.localhost:3000',
    'http://[::1]:4010',
    'http://[0:0:0:0:0:0:0:1]',
    'http://[::ffff:127.0.0.1]:80',
  ])('%s is this machine', (url) => {
    expect(isLoopbackUrl(url)).toBe(true)
    expect(isLocalUrl(url)).toBe(true)
    expect(cleartextWarning(url)).toBeUndefined()
  })

  it.each([
    'http://127.0.0.1.example.invalid',
    'http://127.attacker.x',
    'http://127.0.0.1.nip.io:4010',
    'http://localhost.attacker.x',
    'http://localhostx',
    'http://xlocalhost',
    'http://128.0.0.1',
    'http://[::2]',
    'http://[::ffff:10.0.0.1]',
    'not a url',
  ])('%s is not', (url) => {
    expect(isLoopbackUrl(url)).toBe(false)
  })

  it('a name that only looks like loopback gets the clear-text warning, and a plain note where loopback is required', () => {
    expect(cleartextWarning('http://127.0.0.1.example.invalid')).toMatch(/plain http:\/\/ to another machine/)
    expect(cleartextWarning('http://127.attacker.x:4010')).toMatch(/plain http:\/\/ to another machine/)
    expect(looksLikeLoopbackOnly('http://127.attacker.x')).toMatch(/127\.attacker\.x is not a loopback address/)
    expect(looksLikeLoopbackOnly('http://127.0.0.1')).toBeUndefined()
    expect(looksLikeLoopbackOnly('http://api.example.com')).toBeUndefined()
  })

  it('isLocalUrl: private networks by address only, never by a text prefix', () => {
    for (const url of ['http://10.1.2.3', 'http://192.168.0.10', 'http://172.16.0.1', 'http://[fd00::1]', 'http://[fe80::1]', 'http://0.0.0.0:80', 'http://169.254.1.1']) {
      expect(isLocalUrl(url), url).toBe(true)
    }
    for (const url of ['http://10.attacker.x', 'http://192.168.attacker.x', 'http://fd00.example', 'http://fe80.example', 'http://172.32.0.1', 'http://8.8.8.8']) {
      expect(isLocalUrl(url), url).toBe(false)
    }
  })
})
