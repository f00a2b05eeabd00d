/**
 * The same three rows saved five ways, as Excel and LibreOffice in pt-BR save them (test/fixtures/import/,
 * README.md there), imported against the sandbox: the first import creates three charges, every later one nothing,
 * saying which rows were already sent. --dry-run shows the parsed values, with --json as one array of the bodies.
 */
import {copyFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {ptyDriver, runInPty, stripAnsi} from '../../helpers/pty.js'
import {importCli} from '../../services/import/cli.js'

const FIXTURES = join(import.meta.dirname, '../../fixtures/import')
const FIVE_WAYS = [
  'excel-ptbr-1252.csv',
  'libreoffice-utf8-bom.csv',
  'excel-texto-unicode.txt',
  'cobrancas-typed.xlsx',
  'script-reordered.csv',
]

let sb: TestSandbox
beforeAll(async () => {
  sb = await withSandbox()
})
afterAll(async () => {
  await sb?.close()
})

async function invoices(): Promise<{orderId: string; amount: number; debtor?: {name?: string}}[]> {
  const res = await fetch(`${sb.url}/bolepix/invoices?sellerId=${encodeURIComponent(sb.sellerId)}`, {
    headers: {authorization: `Bearer ${sb.sandbox.accessToken}`},
  })
  return (await res.json()) as {orderId: string; amount: number}[]
}

/** Each fixture copied to a folder of its own (its journal is made next to it). */
function copies(): string[] {
  return FIVE_WAYS.map((name) => {
    const path = join(tempDir('payctl-sheet-'), name)
    copyFileSync(join(FIXTURES, name), path)
    return path
  })
}

describe('bolepix import: the same rows saved five ways', () => {
  it('--dry-run --json prints one array of the same three bodies for every file, nothing sent', async () => {
    const bodies: unknown[] = []
    for (const file of copies()) {
      const r = await importCli([file, '--dry-run', '--json'], sb.env)
      expect({file, code: r.code}).toEqual({file, code: 0})
      bodies.push(JSON.parse(r.stdout))
    }
    const first = bodies[0] as {
      order_id: string
      amount: number
      debtor: {name: string; document: string; postalCode: string}
      dueDate: string
      instructions: unknown
    }[]
    expect(first).toHaveLength(3)
    expect(first[0]).toMatchObject({
      amount: 1500,
      dueDate: '2040-12-25',
      debtor: {name: 'João Conceição', document: '01234567890', postalCode: '01310100'},
      instructions: {fine: 2, interest: 1},
    })
    expect(first[1]).toMatchObject({
      amount: 1234.56,
      debtor: {name: 'Ana Lúcia Araújo', document: '04252011000110'},
      instructions: {fine: 2, interest: 1.5},
    })
    // Two identical rows: two charges, two ids.
    expect(new Set(first.map((b) => b.order_id)).size).toBe(3)
    for (const b of bodies) expect(b).toEqual(first)
    expect(await invoices()).toEqual([])
  })

  it('imports once: every later import of the same rows, in any of the five files, creates nothing and names the rows', async () => {
    const config = tempDir('payctl-config-')
    const env = {...sb.env, PAYCTL_CONFIG_DIR: config}
    const [first, ...later] = copies()
    const r = await importCli([first!], env)
    expect(r.stderr).toContain('read as Windows-1252')
    expect(r.stdout).toContain('6 rows: 3 created, 0 skipped, 0 rejected, 0 unknown, 3 empty (ignored)')
    expect(r.code).toBe(0)
    const created = await invoices()
    expect(created).toHaveLength(3)
    expect(created.map((i) => i.debtor?.name).sort()).toEqual(['Ana Lúcia Araújo', 'Ana Lúcia Araújo', 'João Conceição'])
    for (const file of later) {
      const again = await importCli([file!], env)
      expect({file, code: again.code}).toEqual({file, code: 2})
      expect(again.stderr).toContain('3 of these 3 rows (lines 2, 3, 4) by the journal')
      expect(again.stderr).toContain('Nothing was sent')
    }
    // The same files run with the first one's journal: each row skipped as already sent, named by line.
    for (const file of later) {
      const resumed = await importCli([file!, '--journal', `${first}.journal`], env)
      expect({file, code: resumed.code}).toEqual({file, code: 0})
      expect(resumed.stdout).toContain('0 created, 3 skipped')
      expect(resumed.stderr).toContain('already sent by an earlier run (nothing created again): lines 2, 3, 4')
    }
    expect(await invoices()).toHaveLength(3)
  })

  it.skipIf(!ptyDriver())(
    '--dry-run on a terminal: a table of the parsed values (a CPF masked, names as read), fitting 100 columns',
    async () => {
      const [cp1252] = copies()
      const r = await runInPty(['bolepix', 'import', cp1252!, '--dry-run'], {env: sb.env, cols: 100, steps: []})
      expect(r.code).toBe(0)
      const screen = stripAnsi(r.screen)
      // The warning names the file by its path, so where its words wrap depends on where the machine keeps temporary files.
      expect(screen.replace(/\s+/g, ' ')).toContain('read as Windows-1252')
      const lines = screen.split('\n')
      expect(lines.find((l) => l.includes('LINE'))).toMatch(/LINE .*AMOUNT .*DUE .*NAME .*DOCUMENT/)
      expect(lines.find((l) => l.includes('João'))).toMatch(/ 2 .*R\$ 1\.500,00 .*2040-12-25 .*João Conceição .*\*\*\*\.345\.678-\*\*/)
      expect(lines.filter((l) => l.includes('Ana Lúcia Araújo'))).toHaveLength(2)
      for (const line of screen.split('\n')) expect(line.length).toBeLessThanOrEqual(100)
    },
  )

  it('reads the sheet named by --sheet, and refuses .ods saying to save it as .xlsx or .csv', async () => {
    const [, , , xlsx] = copies()
    const notes = await importCli([xlsx!, '--sheet', 'Notas', '--dry-run'], sb.env)
    expect(notes.code).toBe(2)
    expect(notes.stderr).toContain('unknown column "not charges"')
    const none = await importCli([xlsx!, '--sheet', 'Plan1', '--dry-run'], sb.env)
    expect(none.stderr).toContain('has no sheet named "Plan1"; its sheets: "Cobranças", "Notas"')
    const ods = join(tempDir(), 'cobrancas.ods')
    copyFileSync(xlsx!, ods)
    const r = await importCli([ods, '--dry-run'], sb.env)
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('is an OpenDocument spreadsheet (.ods), which payctl does not read: save it as .xlsx or .csv')
  })
})
