/**
 * One stray cell far away does not take the import down (docs/import.md#the-file): workbooks written by openpyxl
 * (test/fixtures/import/foreign/) with a space in XFD1 under 400 rows, and a value in XFD1048576, imported by the
 * built CLI with its heap capped at 256 MB, their peak memory (maxRSS at exit, bench/lib/maxrss-preload.cjs)
 * bounded. A process, because the peak memory of one is the point. Measured: about 115 MB for the first and 90 MB for
 * the second; reading every column of the sheet's extent took 1.7 GB and 28 s for the first, and ran out of a 4 GB
 * heap for the second.
 */
import {copyFileSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ROOT, runCli, tempDir} from '../../helpers/cli.js'

const FOREIGN = join(import.meta.dirname, '../../fixtures/import/foreign')

async function importCapped(name: string) {
  const dir = tempDir('payctl-stray-')
  const file = join(dir, name)
  copyFileSync(join(FOREIGN, name), file)
  const rss = join(dir, 'rss')
  const r = await runCli(['bolepix', 'import', file, '--dry-run', '--json'], {
    env: {
      BENCH_MAXRSS_OUT: rss,
      NODE_OPTIONS: `--max-old-space-size=256 --require ${join(ROOT, 'bench', 'lib', 'maxrss-preload.cjs')}`,
    },
    timeoutMs: 120_000,
  })
  return {...r, peakMb: Number(readFileSync(rss, 'utf8')) / 1024}
}

describe('bolepix import: a stray cell at the edge of the sheet', () => {
  it('a space in XFD1 above 400 rows: every row read, in bounded memory', async () => {
    const r = await importCapped('openpyxl-stray-space-xfd1.xlsx')
    expect(r.code, r.stderr.slice(0, 2000)).toBe(0)
    expect(JSON.parse(r.stdout)).toHaveLength(400)
    expect(r.peakMb, `peak ${r.peakMb.toFixed(0)} MB`).toBeLessThan(200)
  }, 150_000)

  it('a value in XFD1048576: ignored and named, the rows read, in bounded memory', async () => {
    const r = await importCapped('openpyxl-stray-xfd1048576.xlsx')
    expect(r.code, r.stderr.slice(0, 2000)).toBe(0)
    expect(JSON.parse(r.stdout)).toHaveLength(2)
    expect(r.stderr).toContain('1 cell far to the right of the header ignored (no column names it): XFD1048576')
    expect(r.peakMb, `peak ${r.peakMb.toFixed(0)} MB`).toBeLessThan(200)
  }, 150_000)
})
