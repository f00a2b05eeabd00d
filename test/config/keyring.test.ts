import {describe, expect, it} from 'vitest'
import {UsageError} from '../../src/errors.js'
import {checkSecretFits, keyringAbsence, keyringName, WINDOWS_SECRET_MAX_BYTES} from '../../src/config/keyring.js'
import {insecureStorageAsked, keyringTokensOf, storedTokenPlaces} from '../../src/config/tokens.js'
import {keyringAccount} from '../../src/config/keys.js'

describe("Windows' Credential Manager cap (2,560 bytes, as UTF-16)", () => {
  it('takes a token of 1,280 ASCII characters and refuses one of 1,281, naming the other ways to give it', () => {
    expect(WINDOWS_SECRET_MAX_BYTES).toBe(2560)
    expect(() => checkSecretFits('access-token', 'a'.repeat(1280), 'win32')).not.toThrow()
    let err: unknown
    try {
      checkSecretFits('refresh-token', 'a'.repeat(1281), 'win32')
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(UsageError)
    expect((err as Error).message).toBe(
      "the refresh-token is too long for Windows' Credential Manager (2562 bytes as it stores it, at most 2560): give it in PAYCTL_REFRESH_TOKEN instead, or store it in the config file with --insecure-storage",
    )
  })

  it('counts characters outside the BMP as the four bytes Windows stores, and applies only on Windows', () => {
    expect(() => checkSecretFits('access-token', '😀'.repeat(640), 'win32')).not.toThrow()
    expect(() => checkSecretFits('access-token', '😀'.repeat(641), 'win32')).toThrow(/2564 bytes/)
    expect(() => checkSecretFits('access-token', 'a'.repeat(10_000), 'linux')).not.toThrow()
    expect(() => checkSecretFits('access-token', 'a'.repeat(10_000), 'darwin')).not.toThrow()
  })
})

describe('where the keyring is', () => {
  it('on Linux only with a session bus; the Keychain and Credential Manager need none', () => {
    expect(keyringAbsence({}, 'linux')).toBe('there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set)')
    expect(keyringAbsence({DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus'}, 'linux')).toBeUndefined()
    expect(keyringAbsence({}, 'darwin')).toBeUndefined()
    expect(keyringAbsence({}, 'win32')).toBeUndefined()
    expect([keyringName('linux'), keyringName('darwin'), keyringName('win32')]).toEqual([
      'the Secret Service keyring',
      'the macOS Keychain',
      "Windows' Credential Manager",
    ])
  })

  it('one account per profile and token, named so a person recognises it', () => {
    expect(keyringAccount('production', 'refresh-token')).toBe('production/refresh-token')
  })

  it('the marker names the tokens in the keyring; a damaged one is named', () => {
    expect(keyringTokensOf('p', {keyring: ['refresh-token', 'access-token']})).toEqual(['access-token', 'refresh-token'])
    expect(keyringTokensOf('p', {})).toEqual([])
    expect(() => keyringTokensOf('p', {keyring: 'access-token' as never})).toThrow(
      'profile "p" is damaged ("keyring" must list token names, access-token, client-token and refresh-token)',
    )
    expect(() => keyringTokensOf('p', {keyring: ['password'] as never})).toThrow(UsageError)
    expect(storedTokenPlaces('p', {keyring: ['access-token'], refreshToken: 'r'})).toEqual({
      'access-token': 'keyring',
      'client-token': null,
      'refresh-token': 'file',
    })
  })

  it('--insecure-storage or PAYCTL_INSECURE_STORAGE=1 (true, yes) asks for the file', () => {
    expect(insecureStorageAsked(true, {})).toBe(true)
    expect(insecureStorageAsked(false, {PAYCTL_INSECURE_STORAGE: '1'})).toBe(true)
    expect(insecureStorageAsked(undefined, {PAYCTL_INSECURE_STORAGE: 'yes'})).toBe(true)
    expect(insecureStorageAsked(undefined, {PAYCTL_INSECURE_STORAGE: '0'})).toBe(false)
    expect(insecureStorageAsked(undefined, {})).toBe(false)
  })
})
