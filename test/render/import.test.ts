import {Writable} from 'node:stream'
import {describe, expect, it} from 'vitest'
import {Output} from '../../src/render/output.js'
import {maskSecret} from '../../src/util/redact.js'
import {resumeCommand} from '../../src/services/import/index.js'
import {ImportPresenter} from '../../src/render/import.js'
import type {ImportSummary} from '../../src/services/import/index.js'

class Capture extends Writable {
  text = ''
  constructor(
    readonly isTTY = false,
    readonly columns = 100,
  ) {
    super()
  }
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.text += chunk.toString('utf8')
    done()
  }
}

function setup(json: boolean, progress: boolean, stream = false) {
  const stdout = new Capture()
  const stderr = new Capture(progress)
  const out = new Output({
    json,
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    env: {NO_COLOR: '1'},
    secrets: () => ['secret-token-1'],
  })
  return {p: new ImportPresenter(out, {json, progress, stream}), stdout, stderr}
}

const summary = (over: Partial<ImportSummary> = {}): ImportSummary => ({
  file: 'c.csv',
  journal: '/d/c.csv.journal',
  total: 3,
  invalid: 0,
  created: 2,
  skipped: 0,
  rejected: 1,
  unknown: 0,
  notSent: 0,
  reconciled: 0,
  interrupted: false,
  dryRun: false,
  ...over,
})

describe('the import presenter', () => {
  it('--jsonl: one compact, redacted line per row on stdout; the summary on stderr', async () => {
    const {p, stdout, stderr} = setup(true, false, true)
    p.invalidRows(
      [
        {
          line: 4,
          issues: [
            {path: 'amount', message: 'required'},
            {path: 'dueDate', message: 'required'},
          ],
        },
      ],
      true,
    )
    p.event({type: 'plan', total: 2, skipped: 0, toReconcile: 0, toSend: 2})
    p.event({type: 'row', result: {line: 2, order_id: 'o1', status: 'created', invoice_id: 'i1'}})
    p.event({type: 'row', result: {line: 3, order_id: 'o2', status: 'rejected', reason: 'token secret-token-1 refused\u001b[31m'}})
    await p.summary(summary({invalid: 1}), 'payctl bolepix import c.csv')
    expect(stdout.text).toBe(
      '{"line":4,"status":"invalid","reason":"amount: required; dueDate: required"}\n' +
        '{"line":2,"order_id":"o1","status":"created","invoice_id":"i1"}\n' +
        `{"line":3,"order_id":"o2","status":"rejected","reason":"token ${maskSecret('secret-token-1')} refused\\u001b[31m"}\n`,
    )
    expect(stderr.text).toBe('4 rows: 2 created, 0 skipped, 1 rejected, 0 unknown, 1 invalid (not sent)\njournal: /d/c.csv.journal\n')
  })

  it('--json: one array of every row, in line order, at the end (none when an error stopped the import)', async () => {
    for (const stopped of [false, true]) {
      const {p, stdout, stderr} = setup(true, false)
      p.invalidRows([{line: 4, issues: [{path: 'amount', message: 'required'}]}], true)
      p.event({type: 'row', result: {line: 3, order_id: 'o2', status: 'created', invoice_id: 'i2'}})
      p.event({type: 'row', result: {line: 2, order_id: 'o1', status: 'created', invoice_id: 'i1'}})
      await p.summary(summary({invalid: 1, rejected: 0}), 'x', stopped)
      if (stopped) expect(stdout.text).toBe('')
      else
        expect(JSON.parse(stdout.text)).toEqual([
          {line: 2, order_id: 'o1', status: 'created', invoice_id: 'i1'},
          {line: 3, order_id: 'o2', status: 'created', invoice_id: 'i2'},
          {line: 4, status: 'invalid', reason: 'amount: required'},
        ])
      expect(stderr.text).toContain('4 rows: 2 created')
    }
  })

  it('human: rows needing attention on stderr (control characters escaped), every row and the summary and the next step on stdout', async () => {
    const {p, stdout, stderr} = setup(false, false)
    p.event({type: 'plan', total: 2, skipped: 0, toReconcile: 0, toSend: 2})
    p.event({type: 'row', result: {line: 2, order_id: 'o1', status: 'created', invoice_id: 'i1'}})
    p.event({type: 'row', result: {line: 3, order_id: 'o2', status: 'unknown', reason: 'lost\u001b]52;c;x\u0007'}})
    await p.summary(summary({created: 1, rejected: 0, unknown: 1, total: 2}), 'payctl bolepix import c.csv')
    expect(stderr.text).toBe('line 3 (order o2): unknown: lost\\x1b]52;c;x\\x07\n')
    expect(stdout.text).toBe(
      'LINE\tINVOICE ID\tSTATUS\tORDER ID\tREASON\n2\ti1\tcreated\to1\t\n3\t\tunknown\to2\tlost\\x1b]52;c;x\\x07\n' +
        '2 rows: 1 created, 0 skipped, 0 rejected, 1 unknown\njournal: /d/c.csv.journal\n' +
        'rows with an unknown outcome are never resent blindly: run the same command again to reconcile them by listing: payctl bolepix import c.csv\n',
    )
  })

  it('draws a progress bar on a terminal (stderr) and clears it before other lines', async () => {
    const {p, stderr} = setup(true, true, true)
    p.event({type: 'plan', total: 2, skipped: 0, toReconcile: 0, toSend: 2})
    p.event({type: 'row', result: {line: 2, order_id: 'o1', status: 'created', invoice_id: 'i1'}})
    p.event({type: 'row', result: {line: 3, order_id: 'o2', status: 'created', invoice_id: 'i2'}})
    await p.summary(summary({created: 2, rejected: 0, total: 2}), 'x')
    const bar = (n: number) =>
      `\r\u001b[2K[${'#'.repeat(n * 15)}${'-'.repeat(30 - n * 15)}] ${n}/2  created ${n}  skipped 0  rejected 0  unknown 0`
    // Redraws are throttled (row 1 comes too soon after the first draw); the last row is always drawn.
    expect(stderr.text).toBe(
      `2 valid rows, 2 to send\n${bar(0)}${bar(2)}\r\u001b[2K2 rows: 2 created, 0 skipped, 0 rejected, 0 unknown\njournal: /d/c.csv.journal\n`,
    )
  })

  it('prints the command to resume with, quoted for the shell', () => {
    expect(resumeCommand('payctl', {file: 'data/c.csv'})).toBe('payctl bolepix import data/c.csv')
    expect(resumeCommand('payctl', {file: "my file's.csv", journal: '/j/x.journal'}, 'prod')).toBe(
      "payctl bolepix import 'my file'\\''s.csv' --journal /j/x.journal --profile prod",
    )
  })
})
