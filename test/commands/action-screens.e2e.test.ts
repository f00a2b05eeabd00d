/**
 * The screens of actions on many records, as a person sees them in a terminal 80 and 120 columns wide,
 * kept as golden captures: `bolepix cancel -` and `card capture -` with ids piped in (stdout and stderr the
 * terminal), `card capture ID`, and the result table of `bolepix import`. Each says where the action goes (SANDBOX,
 * profile, base URL) before its first request. Each test has its own sandbox on a stopped clock with ids from a fixed
 * sequence, so that the screens are the same on every run but for the port.
 * What the bulk actions and card capture print on a terminal of a width is their layout: they run in-process
 * (helpers/in-process.ts, `terminal: {columns}`, the ids as piped input; the screen is stdout and stderr in the order
 * written). The import's screen is drawn by a real terminal (tmux): its progress bar is drawn over in place.
 */
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {tempDir} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {expectGolden, stableScreen} from '../helpers/golden.js'
import {ptyDriver, runInPty} from '../helpers/pty.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {idSequence} from '../helpers/seed.js'
import {bolepixBody, call, dueIn} from '../sandbox/util.js'
import {onCleanup} from '../helpers/cleanup.js'
import {localDate} from '../../src/schemas/dates.js'

const frozen = new Date('2026-03-10T15:00:00Z')
const today = localDate(frozen)

/** A sandbox for one screen: its clock stopped, its ids from a sequence named after the screen. */
async function sandbox(name: string): Promise<TestSandbox> {
  const sb = await withSandbox({now: () => frozen, ids: idSequence(`action-screens-${name}`).next, random: () => 0.5, lifetimeMs: 60_000})
  onCleanup(() => sb.close())
  return sb
}

/**
 * The screen of `payctl ...args` on a terminal `cols` wide (50 rows), made stable: in-process, the ids given as piped
 * input; or, `rendered`, as tmux draws it.
 */
async function screen(
  sb: TestSandbox,
  args: string[],
  cols: number,
  o: {ids?: readonly string[]; rendered?: boolean} = {},
): Promise<{text: string; code: number | null}> {
  const env = {...sb.env, TZ: 'UTC', PAYCTL_STATE_DIR: tempDir('payctl-state-')}
  const r = o.rendered
    ? await runInPty(args, {env, cols, steps: [], rendered: true})
    : await runInProcess(args, {env, terminal: {columns: cols, rows: 50}, ...(o.ids ? {input: `${o.ids.join('\n')}\n`} : {})})
  const port = new URL(sb.url).port
  const text = stableScreen(r.screen!, [
    [`127.0.0.1:${port}`, `127.0.0.1:${'P'.repeat(port.length)}`],
    [/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/g, 'YYYY-MM-DD hh:mm:ss'],
  ])
  for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(cols)
  return {text, code: r.code}
}

/** `where` comes before `first` on the screen. */
function before(text: string, where: string, first: string): void {
  expect(text.indexOf(where), text).toBeGreaterThanOrEqual(0)
  expect(text.indexOf(first), text).toBeGreaterThan(text.indexOf(where))
}

const ON_SANDBOX = 'on  SANDBOX · profile default · http://127.0.0.1:'
const CARD = ['--holder-name', 'MARIA SILVA', '--expiration-month', '12', '--expiration-year', '30']
const CUSTOMER = ['--customer-name', 'Maria Silva', '--customer-email', 'maria@example.com', '--customer-cpf', '529.982.247-25']

/** A card payment made in the sandbox (the number from stdin; the order and session fixed, as the screens show them); its id. */
async function pay(sb: TestSandbox, orderId: string, delayCapture: boolean): Promise<string> {
  const r = await runInProcess(
    [
      'card',
      'pay',
      ...CARD,
      ...CUSTOMER,
      '--order-id',
      orderId,
      '--session-id',
      `5e55-${orderId.slice(0, 8)}`,
      ...(delayCapture ? ['--delay-capture'] : []),
      '--json',
    ],
    {env: sb.env, input: '5155901222280001\n'},
  )
  expect(r.code, r.stderr).toBe(0)
  return (JSON.parse(r.stdout) as {data: {id: string}}).data.id
}

describe('the screens of actions on many records, at 80 and 120 columns', {timeout: 120_000}, () => {
  for (const cols of [80, 120]) {
    it(`bolepix cancel - at ${cols} columns: where first, a line per id (one already PAID), the summary`, async () => {
      const sb = await sandbox(`cancel-${cols}`)
      const ids: string[] = []
      for (const amount of [150.75, 1234.56, 89.9]) {
        const r = await call(sb, 'POST', '/api/v2/payments/bolepix', bolepixBody({amount, dueDate: dueIn(7, today)}, today))
        ids.push((r.body as {invoiceId: string}).invoiceId)
      }
      await call(sb, 'POST', `/_sandbox/bolepix/${ids[1]}/pay`, {})
      // The first id twice: taken once.
      const {text, code} = await screen(
        sb,
        ['bolepix', 'cancel', '-', '--reason', 'campanha encerrada', '--yes', '--concurrency', '1'],
        cols,
        {ids: [...ids, ids[0]!]},
      )
      expect(code).toBe(1)
      before(text, ON_SANDBOX, ids[0]!)
      expect(text).toContain('3 ids: 2 cancelled, 1 failed (1 repeated id taken once)')
      expectGolden(join(import.meta.dirname, 'bolepix', '__golden__', `cancel-bulk-${cols}.txt`), text)
    })

    it(`card capture ID at ${cols} columns: where it goes, then the payment captured`, async () => {
      const sb = await sandbox(`capture-${cols}`)
      const id = await pay(sb, '0d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6', true)
      const {text, code} = await screen(sb, ['card', 'capture', id], cols)
      expect(code, text).toBe(0)
      before(text, ON_SANDBOX, 'PAID')
      expectGolden(join(import.meta.dirname, 'card', '__golden__', `capture-${cols}.txt`), text)
    })

    it(`card capture - at ${cols} columns: where first, a line per id (one already PAID), the summary`, async () => {
      const sb = await sandbox(`capture-bulk-${cols}`)
      const ids = [
        await pay(sb, '7a41c0de-5b6f-4a2e-9c1d-3e8f2a6b9c04', true),
        await pay(sb, '4c2e8b1f-0a3d-4e5f-b6a7-c8d9e0f1a2b3', false),
        await pay(sb, 'e3b0c442-98fc-4c14-9afb-f4c8996fb924', true),
      ]
      const {text, code} = await screen(sb, ['card', 'capture', '-', '--concurrency', '1'], cols, {ids})
      expect(code).toBe(1)
      before(text, ON_SANDBOX, ids[0]!)
      expect(text).toContain('3 ids: 2 captured, 1 failed')
      expectGolden(join(import.meta.dirname, 'card', '__golden__', `capture-bulk-${cols}.txt`), text)
    })

    it.skipIf(!ptyDriver())(
      `bolepix import at ${cols} columns: where the rows go, then the table of the rows created, with their invoice ids`,
      async () => {
        const sb = await sandbox(`import-${cols}`)
        const file = join(tempDir('payctl-import-screen-'), 'cobrancas.csv')
        writeFileSync(
          file,
          [
            'Valor;Vencimento;Expiração após pagamento;Nome;CPF/CNPJ;Logradouro;Número;Bairro;Cidade;UF;CEP',
            '150,75;17/03/2039;5;João da Silva;529.982.247-25;Avenida Paulista;1000;Bela Vista;São Paulo;SP;01310-100',
            '1.234,56;20/03/2039;5;Maria Conceição Araújo;423.189.708-58;Rua Augusta;200;Consolação;São Paulo;SP;01305-000',
            '12.500,00;31/03/2039;10;Frutas do Vale Ltda;11.222.333/0001-81;Rua das Flores;35;Centro;Curitiba;PR;80010-000',
          ].join('\r\n') + '\r\n',
        )
        // Rendered by tmux: the progress bar is drawn over in place, as a person sees it.
        const {text, code} = await screen(sb, ['bolepix', 'import', file, '--concurrency', '1'], cols, {rendered: true})
        expect(code, text).toBe(0)
        before(text, ON_SANDBOX, '3 valid rows, 3 to send')
        // The journal's path is where the machine keeps temporary files: on the line after "journal:" when it is too
        // long for the screen's width, which is not this screen's point.
        const shown = text.replace(/^journal:\s+\S+$/m, 'journal: cobrancas.csv.journal')
        expectGolden(join(import.meta.dirname, 'bolepix', '__golden__', `import-${cols}.txt`), shown)
      },
    )
  }
})
