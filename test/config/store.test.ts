/**
 * The profile store (src/config/store.ts): every change a locked read-modify-write (docs/contract.md#configuration),
 * nothing left in the folder but config.json, and a config file or folder that is a link or not a regular one
 * refused untouched.
 */
import {spawnSync} from 'node:child_process'
import {chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ProfileStore} from '../../src/config/store.js'
import {UsageError} from '../../src/errors.js'
import {acquirePidLock} from '../../src/util/pid-lock.js'
import {tempDir} from '../helpers/cli.js'

const posixOnly = process.platform === 'win32' ? it.skip : it

function folder(): string {
  const dir = join(tempDir(), 'cfg')
  mkdirSync(dir, {mode: 0o700})
  return dir
}

const onDisk = (dir: string) => JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))

/** A pid that belonged to a process that has ended. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {encoding: 'utf8'})
  return Number(r.stdout)
}

describe('ProfileStore: locked read-modify-write', () => {
  it('waits for the lock, re-reads the file under it, and keeps the change another writer made meanwhile', async () => {
    const dir = folder()
    const store = new ProfileStore(dir, () => undefined)
    await store.update('mine', {sellerId: 'seller-mine'})
    // Another writer holds the lock (this process's pid: alive, so it is waited for, not taken over).
    const other = acquirePidLock(store.lockPath)
    const pending = store.update('mine', {timeout: '45s'})
    // "Still waiting" has no event: the writer is given time in which it would have written, were it not waiting.
    await new Promise((r) => setTimeout(r, 150))
    // Still waiting: nothing written yet. The other writer now changes the file and releases.
    expect(onDisk(dir).profiles.mine.timeout).toBeUndefined()
    const theirs = onDisk(dir)
    theirs.profiles.theirs = {sellerId: 'seller-theirs'}
    writeFileSync(join(dir, 'config.json'), JSON.stringify(theirs), {mode: 0o600})
    other.release()
    await pending
    expect(onDisk(dir).profiles).toEqual({mine: {sellerId: 'seller-mine', timeout: '45s'}, theirs: {sellerId: 'seller-theirs'}})
    // After the write, what the store holds is what is on disk, the other writer's profile included.
    expect(store.names()).toEqual(['mine', 'theirs'])
    expect(store.get('theirs')).toEqual({sellerId: 'seller-theirs'})
  })

  it('two stores opened on the same file before either writes lose neither change (remove and use too)', async () => {
    const dir = folder()
    const a = new ProfileStore(dir, () => undefined)
    const b = new ProfileStore(dir, () => undefined)
    await Promise.all([a.update('a', {sellerId: 'A'}), b.update('b', {sellerId: 'B'})])
    await a.use('b')
    await b.update('c', {sellerId: 'C'})
    expect(onDisk(dir)).toEqual({currentProfile: 'b', profiles: {a: {sellerId: 'A'}, b: {sellerId: 'B'}, c: {sellerId: 'C'}}})
    expect(await a.remove('b')).toBe(true)
    expect(onDisk(dir)).toEqual({profiles: {a: {sellerId: 'A'}, c: {sellerId: 'C'}}})
    expect(a.currentName()).toBe('default')
    expect(a.names()).toEqual(['a', 'c'])
  })

  posixOnly('writes the file 0600, and leaves no lock or temp file behind', async () => {
    const dir = folder()
    const store = new ProfileStore(dir, () => undefined)
    for (let i = 0; i < 5; i++) await store.update(`p${i}`, {sellerId: `s${i}`})
    await store.remove('p0')
    await store.use('p1')
    expect(readdirSync(dir)).toEqual(['config.json'])
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
  })

  it('takes over a lock left by a process that is gone, says so, and removes it', async () => {
    const dir = folder()
    const warnings: string[] = []
    const store = new ProfileStore(dir, (m) => warnings.push(m))
    const pid = deadPid()
    writeFileSync(
      store.lockPath,
      JSON.stringify({pid, host: (await import('node:os')).hostname(), nonce: 'x', startedAt: '2026-01-01T00:00:00Z'}),
      {mode: 0o600},
    )
    await store.update('p', {sellerId: 's'})
    expect(onDisk(dir).profiles.p).toEqual({sellerId: 's'})
    expect(warnings.join('\n')).toContain(`took over a stale lock ${store.lockPath}: its run (pid ${pid}`)
    expect(readdirSync(dir)).toEqual(['config.json'])
  })

  it('removes a temp file left by a writer killed between writing and renaming it', async () => {
    const dir = folder()
    const store = new ProfileStore(dir, () => undefined)
    writeFileSync(join(dir, 'config.json.tmp-99999-deadbeef'), '{"half', {mode: 0o600})
    await store.update('p', {sellerId: 's'})
    expect(readdirSync(dir)).toEqual(['config.json'])
  })

  it('a lock held by a live process past the wait: one line naming the holder and what to do; nothing written', async () => {
    const dir = folder()
    const store = new ProfileStore(dir, () => undefined, 300)
    const other = acquirePidLock(store.lockPath)
    try {
      const err = await store.update('p', {sellerId: 's'}).catch((e: unknown) => e)
      expect((err as Error).message).toMatch(
        new RegExp(
          `being changed by another payctl \\(pid ${process.pid}, since .*; lock .*config\\.json\\.lock\\) and was not released within 0\\.3s: try again, or remove the lock if no payctl is running`,
        ),
      )
      expect((err as Error).message).not.toContain('\n')
      expect(readdirSync(dir)).toEqual(['config.json.lock'])
    } finally {
      other.release()
    }
  })

  it('does not take built-in property names for profiles', async () => {
    const dir = folder()
    const store = new ProfileStore(dir, () => undefined)
    expect(store.get('constructor')).toBeUndefined()
    expect(await store.remove('constructor')).toBe(false)
    expect(await store.update('constructor', {sellerId: 's'})).toEqual({sellerId: 's'})
    expect(onDisk(dir).profiles.constructor).toEqual({sellerId: 's'})
  })
})

describe('ProfileStore: a config file or folder that is a link, or not a regular one, is refused untouched', () => {
  function target(dir: string): string {
    const file = join(dir, 'elsewhere.json')
    writeFileSync(file, '{"profiles": {"x": {"sellerId": "keep"}}}\n')
    chmodSync(file, 0o644)
    return file
  }

  posixOnly('config.json a symbolic link: refused on reading and on writing; the file it points to keeps its mode and bytes', async () => {
    const base = tempDir()
    const dir = join(base, 'cfg')
    mkdirSync(dir, {mode: 0o700})
    const other = target(base)
    symlinkSync(other, join(dir, 'config.json'))
    expect(() => new ProfileStore(dir, () => undefined)).toThrow(UsageError)
    expect(() => new ProfileStore(dir, () => undefined)).toThrow(`the config file ${join(dir, 'config.json')} is a symbolic link`)
    expect(statSync(other).mode & 0o777).toBe(0o644)
    expect(readFileSync(other, 'utf8')).toBe('{"profiles": {"x": {"sellerId": "keep"}}}\n')
  })

  posixOnly('a link swapped in after the store was opened is refused at the write, untouched', async () => {
    const base = tempDir()
    const dir = join(base, 'cfg')
    mkdirSync(dir, {mode: 0o700})
    const store = new ProfileStore(dir, () => undefined)
    await store.update('a', {sellerId: 'A'})
    const other = target(base)
    const {rmSync} = await import('node:fs')
    rmSync(join(dir, 'config.json'))
    symlinkSync(other, join(dir, 'config.json'))
    await expect(store.update('a', {accessToken: 'tok-123456789012'})).rejects.toThrow('is a symbolic link')
    expect(statSync(other).mode & 0o777).toBe(0o644)
    expect(readFileSync(other, 'utf8')).not.toContain('tok-123456789012')
    expect(lstatSync(join(dir, 'config.json')).isSymbolicLink()).toBe(true)
    expect(readdirSync(dir).sort()).toEqual(['config.json'])
  })

  posixOnly('the config folder a symbolic link: refused; the folder it points to keeps its mode and stays empty', () => {
    const base = tempDir()
    const real = join(base, 'real')
    mkdirSync(real, {mode: 0o755})
    chmodSync(real, 0o755)
    symlinkSync(real, join(base, 'cfg'))
    expect(() => new ProfileStore(join(base, 'cfg'), () => undefined)).toThrow(`the config folder ${join(base, 'cfg')} is a symbolic link`)
    expect(statSync(real).mode & 0o777).toBe(0o755)
    expect(readdirSync(real)).toEqual([])
  })

  posixOnly('config.json a FIFO or a folder, the config folder a file: refused at once (a FIFO is never opened)', () => {
    const base = tempDir()
    const dir = join(base, 'cfg')
    mkdirSync(dir, {mode: 0o700})
    spawnSync('mkfifo', [join(dir, 'config.json')])
    expect(() => new ProfileStore(dir, () => undefined)).toThrow('is not a regular file')
    const dir2 = join(base, 'cfg2')
    mkdirSync(join(dir2, 'config.json'), {recursive: true, mode: 0o700})
    expect(() => new ProfileStore(dir2, () => undefined)).toThrow('is not a regular file')
    writeFileSync(join(base, 'plain'), 'x')
    expect(() => new ProfileStore(join(base, 'plain'), () => undefined)).toThrow('is not a folder')
  })

  it('a profiles entry that is not an object is named as damage, not read as characters', () => {
    const dir = folder()
    writeFileSync(join(dir, 'config.json'), '{"profiles": "abc"}', {mode: 0o600})
    expect(() => new ProfileStore(dir, () => undefined)).toThrow('is damaged ("profiles" is not an object)')
    writeFileSync(join(dir, 'config.json'), '{"profiles": {"a": 1}}', {mode: 0o600})
    expect(() => new ProfileStore(dir, () => undefined)).toThrow('is damaged (profile "a" is not an object)')
  })
})
