/** services/bolepix/pdf.ts openWithOs: only a file payctl wrote is handed to the OS opener, never a URL. */
import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {openWithOs} from '../../../src/services/bolepix/pdf.js'

describe('openWithOs', () => {
  it.each([
    'file:///etc/passwd',
    'https://cdn.example/x.pdf',
    'smb://host/share',
    'javascript:alert(1)',
    'relative/x.pdf',
    '/no/such/file.pdf',
    tmpdir(),
  ])('refuses %s without running anything', async (target) => {
    expect(await openWithOs(target)).toEqual({opened: false, reason: 'only a PDF file payctl downloaded is opened'})
  })

  it('gets as far as looking for the opener for an existing file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'payctl-open-')), 'x.pdf')
    writeFileSync(file, '%PDF-1.4\n')
    const saved = process.env.PATH
    process.env.PATH = mkdtempSync(join(tmpdir(), 'payctl-empty-path-'))
    try {
      const r = await openWithOs(file)
      if (process.platform === 'linux') expect(r).toEqual({opened: false, reason: 'no xdg-open on this machine'})
    } finally {
      process.env.PATH = saved
    }
  })
})
