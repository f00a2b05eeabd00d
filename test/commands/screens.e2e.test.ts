/**
 * Every list, the cancel picker, a charge with its timeline, webhook health, the test cards, the trigger scenarios,
 * bolepix decode and the report,
 * as a person sees them in a real terminal 80 and 120 columns wide, against a seeded sandbox (test/helpers/seed.ts),
 * kept as golden captures in test/commands/<topic>/__golden__/. No line is wider than the terminal; two webhooks whose targets share a long prefix are told apart at 80 columns; the failing
 * deliveries are listed (and no delivered one).
 * What a command prints on a terminal of a width is its layout: those screens run in-process (helpers/in-process.ts,
 * `terminal: {columns}`; the screen is stdout and stderr in the order written), and so do the summaries card pay and
 * bolepix create print before they ask, answered by a scripted person. A pseudo-terminal (helpers/pty.ts) draws the
 * cancel picker, and shows that a real terminal draws the list's golden screen at both widths.
 */
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {runInProcess} from '../helpers/in-process.js'
import {expectGolden, stableScreen} from '../helpers/golden.js'
import {ptyDriver, runInPty, type PtyStep} from '../helpers/pty.js'
import {scriptedAsker, type Answer} from '../helpers/scripted-asker.js'
import {seededPerFile} from '../helpers/seed.js'
import {isPaymentCodeValue} from '../../src/util/code-values.js'

const seed = seededPerFile()
const env = () => ({...seed().sb.env, TZ: 'UTC'})

/** The screen of `payctl ...args` in a pseudo-terminal `cols` wide (50 rows), made stable. */
async function screen(args: string[], cols: number, steps: PtyStep[] = []): Promise<{text: string; code: number | null}> {
  const r = await runInPty(args, {env: env(), cols, steps})
  return {text: stableScreen(r.screen, seed().volatile()), code: r.code}
}

/** What `payctl ...args` prints on a terminal `cols` wide (and 50 rows, as the pseudo-terminal's), run in-process, made stable. */
async function printed(args: string[], cols: number): Promise<{text: string; code: number | null}> {
  const r = await runInProcess(args, {env: env(), terminal: {columns: cols, rows: 50}})
  return {text: stableScreen(r.screen!, seed().volatile()), code: r.code}
}

const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const BCB_PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

// `whole` (and any payment code: bolepix get's Pix code): a line printed whole on purpose, wider than the terminal (which wraps it softly, so that it copies as one
// line): a Pix code to copy and paste (docs/bolepix.md#bolepix-decode-text).
const SCREENS: {name: string; topic: string; args: string[] | (() => string[]); exit?: number; whole?: string}[] = [
  {name: 'list', topic: 'bolepix', args: ['bolepix', 'list']},
  // --sort replaces newest first: the largest amount at the top, the same columns.
  {name: 'list-sorted', topic: 'bolepix', args: ['bolepix', 'list', '--sort', 'amount:desc']},
  {name: 'list', topic: 'events', args: ['events', 'list']},
  {name: 'notifications', topic: 'events', args: ['events', 'notifications']},
  {name: 'notifications-failing', topic: 'events', args: ['events', 'notifications', '--failing']},
  {name: 'list', topic: 'webhook', args: ['webhook', 'list']},
  {name: 'name', topic: 'find', args: ['find', 'joao']},
  // The words in any order, as a person types them.
  {name: 'words', topic: 'find', args: ['find', 'silva joao']},
  {name: 'prefix', topic: 'find', args: ['find', 'ca4d34ab']},
  {name: 'nothing', topic: 'find', args: ['find', 'Nobody Here'], exit: 1},
  {name: 'get', topic: 'bolepix', args: () => ['bolepix', 'get', seed().charges[1]!.invoiceId]},
  // One of the seeded webhooks is down: health exits 1.
  {name: 'health', topic: 'webhook', args: ['webhook', 'health'], exit: 1},
  {name: 'test-cards', topic: 'card', args: ['card', 'test-cards']},
  {name: 'list', topic: 'trigger', args: ['trigger', '--list']},
  // Published codes (docs/domain.md#checked-independently): a Caixa slip's line and the central bank's BR Code.
  {name: 'decode-line', topic: 'bolepix', args: ['bolepix', 'decode', '10492.00650 61000.100042 00997.263900 9 89810000021403']},
  {name: 'decode-pix', topic: 'bolepix', args: ['bolepix', 'decode', BCB_PIX], whole: BCB_PIX},
  // The seeded charges span today and tomorrow (the seed moves the sandbox's clock a day ahead).
  {name: 'report', topic: 'report', args: () => ['report', '--since', utcDay(-1), '--until', utcDay(2)]},
]
const argsOf = (s: (typeof SCREENS)[number]) => (typeof s.args === 'function' ? s.args() : s.args)

// The summaries say where the action goes (SANDBOX, profile, base URL); a dry run says what would fail.
// Generated ids and the sandbox's port differ between runs: stand-ins of the same width.
const uuids = (text: string) => {
  const port = new URL(seed().sb.url).port
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx')
    .split(`127.0.0.1:${port}`)
    .join(`127.0.0.1:${'P'.repeat(port.length)}`)
}
const between = (text: string, from: string, to: string) => `${text.slice(text.indexOf(from), text.indexOf(to)).trimEnd()}\n`
const CREATE_ARGS = [
  'bolepix',
  'create',
  '--amount',
  '150,75',
  '--due-date',
  '2040-12-31',
  '--expiration-after-payment',
  '5',
  '--debtor-name',
  'Maria Conceição Araújo',
  '--debtor-document',
  '423.189.708-58',
  '--debtor-public-area',
  'Avenida Paulista',
  '--debtor-number',
  '1000',
  '--debtor-neighborhood',
  'Bela Vista',
  '--debtor-city',
  'São Paulo',
  '--debtor-state',
  'SP',
]

describe('the screens at 80 and 120 columns, against a seeded sandbox', {timeout: 120_000}, () => {
  for (const cols of [80, 120]) {
    for (const s of SCREENS) {
      it(`${s.topic} ${s.name} at ${cols} columns`, async () => {
        const {text, code} = await printed(argsOf(s), cols)
        expect(code).toBe(s.exit ?? 0)
        for (const line of text.split('\n'))
          if (line !== s.whole && !isPaymentCodeValue(line)) expect(line.length, line).toBeLessThanOrEqual(cols)
        expectGolden(join(import.meta.dirname, s.topic, '__golden__', `${s.name}-${cols}.txt`), text)
      })
    }

    it(`bolepix cancel --dry-run of a PAID charge at ${cols} columns: what would fail and why, where, exit 1`, async () => {
      const {text, code} = await printed(
        ['bolepix', 'cancel', seed().charges[1]!.invoiceId, '--reason', 'pedido duplicado', '--dry-run'],
        cols,
      )
      expect(code).toBe(1)
      for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(cols)
      expectGolden(
        join(import.meta.dirname, 'bolepix', '__golden__', `cancel-dry-run-${cols}.txt`),
        uuids(text).replace('xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx', seed().charges[1]!.invoiceId),
      )
    })
  }

  // The timeline's deliveries come in the order the sandbox made them, with their times: no golden, but read at
  // both widths (every line fits, each delivery's target and result shown on its one line).
  it.each([80, 120])('bolepix get --timeline at %i columns: one line per delivery, with its target and answer', async (cols) => {
    const {text, code} = await printed(['bolepix', 'get', seed().charges[1]!.invoiceId, '--timeline'], cols)
    expect(code).toBe(0)
    for (const line of text.split('\n')) if (!isPaymentCodeValue(line)) expect(line.length, line).toBeLessThanOrEqual(cols)
    expect(text).toContain('Timeline')
    const timeline = text
      .slice(text.indexOf('Timeline'))
      .split('\n')
      .slice(1)
      .filter((l) => l.trim())
    // Each line starts with its time: none is the wrapped end of another.
    for (const line of timeline) expect(line, line).toMatch(/^ {2}YYYY-MM-DD hh:mm:ss {2}[●✓✗…■] /)
    expect(text).toMatch(/✓ charge-in (delivery )?#1 → (http:\/\/)?127\.0\.0\.1:40001\S+: HTTP 200( in \d+ ms)?/)
    expect(text).toMatch(/✗ charge-in (delivery )?#1 → (http:\/\/)?127\.0\.0\.1:40002\S+: connection refused/)
  })

  it('two webhooks whose targets share a long prefix are told apart at 80 columns', async () => {
    const {text} = await printed(['webhook', 'list'], 80)
    const [a, b] = seed().webhooks.twins.map((id) => text.split('\n').find((l) => l.includes(id.slice(0, 8)))!)
    const target = (row: string) => row.split('│')[2]!.trim()
    expect(target(a!)).not.toBe(target(b!))
    expect(target(a!)).toMatch(/pedidos$/)
    expect(target(b!)).toMatch(/pagamentos$/)
  })
})

// The summaries before a write are layout at a width (what the command prints before it asks), so they run in-process
// with a person's scripted answers; what is drawn while typing into those prompts is the pseudo-terminal's, in
// card/prompts.e2e.test.ts and bolepix/prompts.e2e.test.ts.
describe('the summaries before a write at 80 and 120 columns, against a seeded sandbox', () => {
  /** The screen of `payctl ...args` answered by `asker`, on a terminal `cols` wide, made stable. */
  const answered = async (args: string[], cols: number, answers: Answer[]) => {
    const r = await runInProcess(args, {env: env(), terminal: {columns: cols, rows: 50}, asker: scriptedAsker(answers)})
    return {text: stableScreen(r.screen!, seed().volatile()), code: r.code}
  }
  for (const cols of [80, 120]) {
    it(`card pay's summary for a new order at ${cols} columns: the customer asked for, then where it goes`, async () => {
      const {text, code} = await answered(
        ['card', 'pay', '--holder-name', 'MARIA SILVA', '--expiration-month', '12', '--expiration-year', '30', '--installments', '3'],
        cols,
        [
          {to: /Customer name/, answer: 'João da Silva'},
          {to: /Customer e-mail/, answer: 'joao@example.com'},
          {to: /Customer CPF or CNPJ/, answer: '529.982.247-25'},
          {to: /Customer phone/, answer: ''},
          {to: /Card number/, answer: '5155901222280001'},
          {to: /Charge the card\?/, answer: false},
        ],
      )
      expect(code).toBe(1) // declined: nothing tokenized or charged
      const summary = uuids(between(text, 'About to charge:', 'error: not charged'))
      for (const line of summary.split('\n')) expect(line.length, line).toBeLessThanOrEqual(cols)
      expect(summary).toMatch(/on +SANDBOX · profile default · http:\/\/127\.0\.0\.1:/)
      expectGolden(join(import.meta.dirname, 'card', '__golden__', `pay-summary-${cols}.txt`), summary)
    })

    it(`bolepix create's summary at ${cols} columns: where it goes, then the charge`, async () => {
      const {text, code} = await answered(CREATE_ARGS, cols, [
        {to: 'debtor.postalCode', answer: '01310-100'},
        {to: 'Create this charge?', answer: false},
      ])
      expect(code).toBe(1)
      const summary = uuids(between(text, 'About to create this charge:', 'error: not created'))
      for (const line of summary.split('\n')) expect(line.length, line).toBeLessThanOrEqual(cols)
      expectGolden(join(import.meta.dirname, 'bolepix', '__golden__', `create-summary-${cols}.txt`), summary)
    })
  }
})

describe.skipIf(!ptyDriver())('in a pseudo-terminal at 80 and 120 columns, against a seeded sandbox', {timeout: 120_000}, () => {
  for (const cols of [80, 120]) {
    it(`a real terminal draws bolepix list at ${cols} columns as its golden screen`, async () => {
      const {text, code} = await screen(['bolepix', 'list'], cols)
      expect(code).toBe(0)
      for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(cols)
      expectGolden(join(import.meta.dirname, 'bolepix', '__golden__', `list-${cols}.txt`), text)
    })

    it(`the cancel picker at ${cols} columns: debtor, amount, due date, status and a short id`, async () => {
      const {text} = await screen(['bolepix', 'cancel', '--reason', 'pedido duplicado'], cols, [
        {waitFor: 'Pedro Álvares Cabral', keys: '\u0003'},
      ])
      // The search prompt draws itself again once its rows are loaded: the last drawing is the screen.
      const last = text.lastIndexOf('? Which charge')
      const picker = text.slice(last, text.indexOf('↑↓', last))
      for (const line of picker.split('\n')) expect(line.length, line).toBeLessThanOrEqual(cols)
      expectGolden(join(import.meta.dirname, 'bolepix', '__golden__', `cancel-picker-${cols}.txt`), `${picker.trimEnd()}\n`)
    })
  }
})

describe('events notifications --failing --json against the sandbox, with a receiver that is down', {timeout: 60_000}, () => {
  it('lists every failing delivery, and none that was delivered', async () => {
    const [failing, all] = await Promise.all([
      runInProcess(['events', 'notifications', '--failing', '--json'], {env: env()}),
      runInProcess(['events', 'notifications', '--json'], {env: env()}),
    ])
    expect(failing.code).toBe(0)
    type N = {id: string; status: string; webhook_id: string; attempts: {status_code?: number; error?: string}[]}
    const everything = JSON.parse(all.stdout) as N[]
    const listed = JSON.parse(failing.stdout) as N[]
    const down = everything.filter((n) => n.webhook_id === seed().webhooks.down)
    // Every delivery to the receiver that is down: still retried (PENDING) and given up (FAILED) alike.
    expect(listed.map((n) => n.id).sort()).toEqual(down.map((n) => n.id).sort())
    expect(new Set(listed.map((n) => n.status))).toEqual(new Set(['PENDING', 'FAILED']))
    expect(listed.every((n) => n.attempts.at(-1)!.error === 'connection refused')).toBe(true)
    // None that was delivered; the records as events notifications --json prints them.
    expect(listed.some((n) => n.status === 'DELIVERED')).toBe(false)
    expect(everything.filter((n) => n.status === 'DELIVERED').length).toBeGreaterThan(0)
    for (const n of listed) expect(n).toEqual(everything.find((m) => m.id === n.id))
  })
})
