/** src/util/url.ts: credentials in URLs masked, and the warning for plain http:// to another machine. */
import {describe, expect, it} from 'vitest'
import {
  cleartextWarning,
  hasUrlCredentials,
  httpUrl,
  isLocalUrl,
  isLoopbackUrl,
  looksLikeLoopbackOnly,
  redactUrlCredentials,
  urlTextProblem,
} from '../../src/util/url.js'

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
    expect(cleartextWarning(url)).toMatch(
      /is plain http:\/\/ to another machine: the connection is not encrypted and tokens would cross the network in clear; use https:\/\/$/,
    )
  })

  it.each([
    'http://127.0.0.1:4010',
    'http://127.9.8.7',
    'http://localhost:4010',
    'http://[::1]:4010',
    'https://api.example.com',
    'not a url',
  ])('says nothing for %s (loopback, https, or not a URL)', (url) => {
    expect(cleartextWarning(url)).toBeUndefined()
  })
})

describe('loopback means loopback', () => {
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
    for (const url of [
      'http://10.1.2.3',
      'http://192.168.0.10',
      'http://172.16.0.1',
      'http://[fd00::1]',
      'http://[fe80::1]',
      'http://0.0.0.0:80',
      'http://169.254.1.1',
    ]) {
      expect(isLocalUrl(url), url).toBe(true)
    }
    for (const url of [
      'http://10.attacker.x',
      'http://192.168.attacker.x',
      'http://fd00.example',
      'http://fe80.example',
      'http://172.32.0.1',
      'http://8.8.8.8',
    ]) {
      expect(isLocalUrl(url), url).toBe(false)
    }
  })
})

describe('urlTextProblem: a URL that parsing would alter is refused', () => {
  it.each([
    ['https://hooks.example.com/h\n', /holds a control character \(U\+000A at character 28\)/],
    ['https://hooks.example.com/h\r\nX-Injected: 1', /holds a control character \(U\+000D/],
    ['https://hooks.example.com/\u202Efdp.exe', /holds a bidirectional text mark \(U\+202E at character 27\)/],
    ['https://hooks.example.com/a\u2066b', /bidirectional text mark \(U\+2066/],
    ['https://hooks.example.com/a\u200Fb', /bidirectional text mark \(U\+200F/],
    ['https://hooks.example.com/\tx', /control character \(U\+0009/],
    [' https://hooks.example.com/', /holds a space \(U\+0020 at character 1\)/],
    ['https://hooks.example.com/a b', /holds a space/],
    ['https://hooks.example.com/a\u00A0b', /holds a space \(U\+00A0/],
    ['https://hooks.example.com/a\u200Bb', /holds an invisible character \(U\+200B/],
    ['https://hooks.example.com/\u0085', /control character \(U\+0085/],
    ['https://exämple.com/', /non-ASCII character \(U\+00E4/],
    ['https://hooks.example.com\\@evil.example/', /backslash/],
    ['http://127.1:4242/', /its host would be read as 127\.0\.0\.1/],
    ['http://%68ooks.example.com/', /its host would be read as hooks\.example\.com/],
    ['https://hooks.example.com/a/../admin', /would be read as https:\/\/hooks\.example\.com\/admin/],
    ['https://hooks.example.com/{x}', /would be read as https:\/\/hooks\.example\.com\/%7Bx%7D/],
    ['https:hooks.example.com/h', /is not written as scheme:\/\/host/],
  ])('%j is refused', (text, problem) => {
    expect(urlTextProblem(text)).toMatch(problem)
  })

  it.each([
    'https://hooks.example.com',
    'HTTPS://Hooks.Example.COM/H?a=1#f',
    'http://127.0.0.1:80/x',
    'https://h.example:443',
    'http://[::1]:4242/',
    'https://h.example/%E2%80%AE',
    'https://h.example?x=1',
    'https://h.example/a%2Fb|c',
  ])('%s is fine (an ordinary difference at most)', (text) => {
    expect(urlTextProblem(text)).toBeUndefined()
  })

  it('httpUrl (every URL flag) says which flag and never repeats the text', () => {
    expect(() => httpUrl('--to', 'http://127.0.0.1:3000/h\u202Egnp')).toThrow(
      /^--to: the URL holds a bidirectional text mark \(U\+202E at character \d+\)/,
    )
    expect(() => httpUrl('--forward-to', 'http://127.0.0.1:3000/\n')).toThrow(
      /^--forward-to: the URL holds a control character \(U\+000A at character 23\)$/,
    )
    expect(httpUrl('--to', 'HTTP://LOCALHOST:80').href).toBe('http://localhost/')
  })
})
