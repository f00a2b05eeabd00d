/** mcp/input.ts: lines up to the limit pass untouched, across any chunking; the first longer line stops the input. */
import {describe, expect, it} from 'vitest'
import {MessageSizeGuard} from '../../src/mcp/input.js'

async function through(chunks: string[], max: number): Promise<{out: string; failed: string[]}> {
  const failed: string[] = []
  const guard = new MessageSizeGuard((what) => failed.push(what), max)
  let out = ''
  guard.on('data', (d: Buffer) => (out += d.toString()))
  const ended = new Promise((r) => guard.on('end', r))
  for (const c of chunks) guard.write(Buffer.from(c))
  guard.end()
  await ended
  return {out, failed}
}

describe('MessageSizeGuard', () => {
  it('passes lines up to the limit whatever the chunks', async () => {
    const text = '0123456789\nabc\n\n0123456789\nxy'
    for (let size = 1; size <= text.length; size++) {
      const chunks = text.match(new RegExp(`[^]{1,${size}}`, 'g'))!
      expect(await through(chunks, 10)).toEqual({out: text, failed: []})
    }
  })

  it('stops at the first longer line, whole or not yet ended; the whole lines before it still pass', async () => {
    expect(await through(['ok\n0123456789A\nlater\n'], 10)).toEqual({out: 'ok\n', failed: ['a message longer than 10 bytes']})
    expect(await through(['ok\n01234', '56789', 'A', '\nlater\n'], 10)).toMatchObject({
      out: 'ok\n0123456789',
      failed: [expect.stringMatching(/with no newline yet$/)],
    })
    expect((await through(['x'.repeat(11 * 1024 * 1024)], 10 * 1024 * 1024)).failed).toEqual([
      'a message longer than 10 MiB with no newline yet',
    ])
  })
})
