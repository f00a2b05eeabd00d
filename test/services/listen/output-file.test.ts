import {execFileSync, spawn} from 'node:child_process'
import {chmodSync, closeSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, test} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {openOutputFile} from '../../../src/services/listen/output-file.js'

const line = (id: string) =>
  `{"received_at":"2026-05-01T10:00:01.000Z","id":"${id}","event":"charge-in","repeat":0,"status":200,"body":{"id":"${id}"}}\n`

function opened(content: string | undefined) {
  const file = join(tempDir('payctl-output-'), 'out.jsonl')
  if (content !== undefined) writeFileSync(file, content, {mode: 0o644})
  const out = openOutputFile(file)
  closeSync(out.fd)
  return {file, out, text: readFileSync(file, 'utf8'), mode: statSync(file).mode & 0o777}
}

describe('openOutputFile', () => {
  test('a new, empty or whole file is left as it is (made 0600)', () => {
    for (const content of [undefined, '', line('ev1') + line('ev2')]) {
      const o = opened(content)
      expect(o.out).toMatchObject({regular: true, syncable: true, repaired: undefined})
      expect(o.text).toBe(content ?? '')
      expect(o.mode).toBe(0o600)
    }
  })

  // The next run's first line was glued to the half line a full disk had left.
  test('a payctl line cut short at the end is removed (it was never acknowledged)', () => {
    const torn = line('ev3').slice(0, 57)
    const o = opened(line('ev1') + line('ev2') + torn)
    expect(o.out.repaired).toEqual({action: 'truncated', bytes: torn.length})
    expect(o.text).toBe(line('ev1') + line('ev2'))
    // Even a few bytes of one, and a file that holds nothing else.
    expect(opened('{"rec').text).toBe('')
  })

  test('other text without a final newline is kept, and a newline added after it', () => {
    const o = opened(`${line('ev1')}a note of mine`)
    expect(o.out.repaired).toEqual({action: 'newline', bytes: 'a note of mine'.length})
    expect(o.text).toBe(`${line('ev1')}a note of mine\n`)
    expect(opened('x').text).toBe('x\n')
  })

  test('a FIFO is opened as it is: no chmod, no repair, no sync', () => {
    const fifo = join(tempDir('payctl-output-'), 'fifo')
    execFileSync('mkfifo', [fifo])
    chmodSync(fifo, 0o644)
    // Opening a FIFO for writing waits for a reader: a `cat` in the background reads it.
    const reader = spawn('cat', [fifo], {stdio: ['ignore', 'pipe', 'ignore']})
    const out = openOutputFile(fifo)
    closeSync(out.fd)
    reader.kill()
    expect(out).toEqual({fd: out.fd, regular: false, syncable: false})
    expect(statSync(fifo).mode & 0o777).toBe(0o644)
  })
})
