/**
 * The Pix QR for every terminal (docs/bolepix.md#the-pix-qr-on-the-terminal): drawn for a dark background (ink = light
 * modules) or a light one (ink = dark modules), by --qr-theme or COLORFGBG, and read back by jsQR from the terminal's
 * text in both; a screen shorter than the QR is warned of before drawing, naming --qr-file; --qr-file writes a PNG
 * or an SVG that jsQR reads back (test/helpers/qr-pixels.ts).
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {qrLines} from '../../../src/render/qr.js'
import {buildBrCode} from '../../../src/sandbox/pdf/brcode.js'
import {tempDir} from '../../helpers/cli.js'
import {expectGolden, stableScreen} from '../../helpers/golden.js'
import {runInProcess} from '../../helpers/in-process.js'
import {readQrFromPng, readQrFromSvg, readQrFromText} from '../../helpers/qr-pixels.js'
import {sendJson} from '../../helpers/recording-server.js'
import {apiEnv, recorder} from './helpers.js'

// A code as long as the sandbox's (183 characters: 61 columns, 31 rows of QR).
const CODE = buildBrCode({
  pixKey: '526aa773-46ae-46c2-9321-5301e70fc0f4',
  merchantName: 'payctl sandbox seller',
  merchantCity: 'SAO PAULO',
  amountCents: 123456,
  txid: '3a7d7d6fbdbd45bba8ef090ad',
})

/** The QR's lines on a screen: every line before the blank one that comes before the code. */
function drawnQr(stdout: string): string[] {
  const lines = stdout.split('\n')
  return lines.slice(0, lines.indexOf(CODE) - 1)
}

const decodeQr = (extra: string[], options: {env?: Record<string, string>; rows?: number; columns?: number} = {}) =>
  runInProcess(['bolepix', 'decode', CODE, '--qr', '--offline', ...extra], {
    env: options.env ?? {},
    terminal: {columns: options.columns ?? 80, rows: options.rows ?? 50},
  })

describe('--qr for the terminal background', {timeout: 60_000}, () => {
  it.each(['dark', 'light'] as const)('--qr-theme %s: read back by a QR decoder from the terminal text drawn for it', async (theme) => {
    const r = await decodeQr(['--qr-theme', theme])
    expect(r.code, r.stderr).toBe(0)
    const drawn = drawnQr(r.stdout)
    expect(drawn).toEqual(qrLines(CODE, theme))
    expect(readQrFromText(drawn, theme)).toBe(CODE)
    // Drawn for the other background it reads as a negative, which a camera does not take.
    expect(readQrFromText(drawn, theme === 'dark' ? 'light' : 'dark')).toBeUndefined()
  })

  it('light draws the dark modules as ink and the quiet zone as spaces; dark the reverse', () => {
    const [dark, light] = [qrLines(CODE, 'dark'), qrLines(CODE, 'light')]
    expect(light[0]).toBe(' '.repeat(light[0]!.length))
    expect(dark[0]).toBe('█'.repeat(dark[0]!.length))
    const swap: Record<string, string> = {'█': ' ', ' ': '█', '▀': '▄', '▄': '▀'}
    expect(light).toEqual(dark.map((l) => [...l].map((c) => swap[c]).join('')))
  })

  it.each([
    ['0;15', 'light'],
    ['15;0', 'dark'],
    ['15;default;0', 'dark'],
    ['0;7', 'light'],
    [undefined, 'dark'],
  ] as const)('without --qr-theme, COLORFGBG=%s draws for a %s background', async (colorfgbg, theme) => {
    const r = await decodeQr([], {env: colorfgbg === undefined ? {} : {COLORFGBG: colorfgbg}})
    expect(r.code, r.stderr).toBe(0)
    expect(drawnQr(r.stdout)).toEqual(qrLines(CODE, theme))
  })

  it('an unknown theme is a usage error naming the two (exit 2)', async () => {
    const r = await decodeQr(['--qr-theme', 'blue'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/light/)
    expect(r.stderr).toMatch(/dark/)
  })
})

describe('a screen shorter than the QR', {timeout: 60_000}, () => {
  it.each([
    [80, 24],
    [80, 40],
    [120, 45],
  ])('at %ix%i: said before the QR is drawn when it does not fit, naming --qr-file', async (columns, rows) => {
    const r = await decodeQr([], {rows, columns})
    expect(r.code, r.stderr).toBe(0)
    const fits = 31 + 1 + Math.ceil(CODE.length / columns) <= rows
    if (fits) expect(r.stderr).toBe('')
    else {
      const said = r.stderr.replace(/\s+/g, ' ')
      expect(said).toContain(`the QR code needs 35 rows and the terminal shows ${rows}`)
      expect(said).toContain('--qr-file pix.png or .svg')
      // Said again below the code, where it stays in sight.
      expect(r.screen!.trimEnd().split('\n').at(-1)).toContain("the QR's top is above the screen")
      // Before the drawing, on the one screen.
      expect(r.screen!.indexOf('needs 35 rows')).toBeLessThan(r.screen!.indexOf('█'))
    }
    expectGolden(join(import.meta.dirname, '__golden__', `decode-qr-${columns}x${rows}.txt`), stableScreen(r.screen!, []))
  })
})

describe('--qr-file', {timeout: 60_000}, () => {
  it.each(['png', 'svg'] as const)('writes a %s that a QR decoder reads back as the code', async (ext) => {
    const file = join(tempDir(), `pix.${ext}`)
    const r = await runInProcess(['bolepix', 'decode', CODE, '--qr-file', file, '--offline'])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toContain(`QR code written to ${file} (${ext.toUpperCase()}`)
    const bytes = readFileSync(file)
    expect(ext === 'png' ? readQrFromPng(bytes) : readQrFromSvg(bytes.toString('utf8'))).toBe(CODE)
  })

  it('bolepix get --qr-file writes the charge Pix code; a name that is neither .png nor .svg is refused before anything is sent', async () => {
    const api = await recorder((_req, res) =>
      sendJson(res, 200, [{invoiceId: 'inv-1', status: 'PENDING', pixCode: CODE, digitableLine: 'x'}]),
    )
    const bad = await runInProcess(['bolepix', 'get', 'inv-1', '--qr-file', 'pix.jpg'], {env: apiEnv(api.url)})
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('must end in .png or .svg')
    expect(api.requests).toEqual([])
    const file = join(tempDir(), 'charge.png')
    const r = await runInProcess(['bolepix', 'get', 'inv-1', '--qr-file', file, '--json'], {env: apiEnv(api.url)})
    expect(r.code, r.stderr).toBe(0)
    expect(readQrFromPng(readFileSync(file))).toBe(CODE)
  })
})
