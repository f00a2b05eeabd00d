/**
 * The newcomer's first command (`npm run demo`): runs scripts/demo.mjs on the built CLI exactly as the
 * README says, on a pipe (no TTY), and checks the journey's outcome: the states, the notifications the listener
 * received, the PDF written, colour codes absent on a pipe, and no process or port left behind, also when the demo
 * is stopped halfway with SIGTERM.
 */
import {spawn} from 'node:child_process'
import {existsSync, readFileSync} from 'node:fs'
import {connect} from 'node:net'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {ROOT, tempDir} from '../helpers/cli.js'
import {isPaymentCodeValue} from '../../src/util/code-values.js'

interface DemoRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  dir: string
}

function demoEnv(dir: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !k.startsWith('PAYCTL_') && k !== 'DEBUG' && k !== 'NO_COLOR' && k !== 'FORCE_COLOR') env[k] = v
  }
  // NO_COLOR is left out on purpose: on a pipe the demo and every command it runs must print no colour codes anyway.
  return {...env, PAYCTL_DEMO_DEBUG: '1', PAYCTL_DEMO_DIR: dir}
}

/** Runs `node scripts/demo.mjs`; `stopWhen` sends SIGTERM once stdout matches it. Killed after 90 s. */
function runDemo(stopWhen?: RegExp): Promise<DemoRun> {
  const dir = tempDir('payctl-demo-test-')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'demo.mjs')], {
      cwd: ROOT,
      env: demoEnv(dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let signalled = false
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d
      if (stopWhen && !signalled && stopWhen.test(stdout)) {
        signalled = true
        child.kill('SIGTERM')
      }
    })
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({code, signal, stdout, stderr, dir})
    })
  })
}

/** The pids and URLs the demo reported with PAYCTL_DEMO_DEBUG=1. */
function started(run: DemoRun): {pids: number[]; urls: string[]} {
  const pids = [...run.stderr.matchAll(/^demo-debug: started .* pid=(\d+)$/gm)].map((m) => Number(m[1]))
  const urls = [...run.stderr.matchAll(/^demo-debug: (?:sandbox|listener) pid=\d+ url=(\S+)$/gm)].map((m) => m[1]!)
  return {pids, urls}
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH'
  }
}

/** Whether something accepts connections at the URL's port. */
function listening(url: string): Promise<boolean> {
  const {hostname, port} = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({host: hostname, port: Number(port)})
    socket.setTimeout(2_000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(false))
  })
}

describe('npm run demo (scripts/demo.mjs)', () => {
  it('walks the whole journey, exits 0, writes the PDF and leaves nothing running', async () => {
    const run = await runDemo()
    expect(run.stderr.replace(/^demo-debug: .*\n/gm, '')).toBe('')
    expect(run.code).toBe(0)
    const out = run.stdout

    // Each command is printed before its output.
    for (const command of [
      '$ payctl sandbox start --port 0 --setup-profile demo',
      '$ payctl webhook create --target http://127.0.0.1:',
      '$ payctl bolepix create --amount 150,75',
      '$ payctl sandbox pay ',
      '$ payctl bolepix cancel ',
      '$ echo 5155901222280001 | payctl card tokenize',
      '$ payctl card capture ',
      '$ echo 5155901222240005 | payctl card pay',
      '$ payctl events list',
      '$ payctl events notifications',
    ]) {
      expect(out).toContain(command)
    }

    // What payctl wrote to the demo's pipes is wrapped at spaces to the demo's width (80 on a pipe), never inside a
    // word (`--|event`, `--hold|er-name`), as a terminal would break it.
    const piped = out.split('\n')
    for (const start of ['pay with it: payctl card pay', 'stopped: ', 'profile "demo" written', 'listening on http', 'warning: storing']) {
      const at = piped.findIndex((l) => l.startsWith(start))
      expect(at, start).toBeGreaterThanOrEqual(0)
      expect(piped[at]!.length, piped[at]).toBeLessThanOrEqual(80)
      expect(piped[at + 1], piped[at]).toMatch(/^ {2}\S/)
    }
    expect(out).toMatch(/--holder-name NAME/)
    expect(out).toMatch(/filtered out by\s+--event, /)

    // The first charge: created, PDF saved, paid; charge-in reached the listener.
    const invoiceId = /^invoice id\s+(\S+)$/m.exec(out)?.[1]
    expect(invoiceId).toMatch(/^[0-9a-f-]{36}$/)
    expect(out).toContain(`listen ◂ charge-create          ${invoiceId}  200`)
    expect(out).toContain(`listen ◂ charge-in              ${invoiceId}  200`)
    const afterGet = out.slice(out.indexOf(`$ payctl bolepix get ${invoiceId}`))
    expect(afterGet).toMatch(/^status\s+PAID$/m)
    expect(afterGet).toMatch(/^amount paid\s+R\$ 150,75$/m)

    // The second charge: cancelled, and the list shows both states.
    expect(out).toMatch(/^listen ◂ charge-cancelled {7}[0-9a-f-]{36} {2}200$/m)
    const list = out.slice(out.indexOf('$ payctl bolepix list'), out.indexOf('$ payctl card test-cards'))
    expect(list).toMatch(new RegExp(`^${invoiceId}\\tPAID\\t`, 'm'))
    expect(list).toMatch(/^[0-9a-f-]{36}\tCANCELLED\t(.*\t)?R\$ 89,90(\t|$)/m)

    // Cards: tokenized (masked), paid, pre-authorized then captured, declined with the reason and exit 1.
    expect(out).toMatch(/^card\s+515590\*{6}0001\b/m)
    expect(out).toMatch(/^status\s+PRE_AUTHORIZED$/m)
    const paymentId = /^\$ payctl card capture (\S+)$/m.exec(out)?.[1]
    expect(out).toContain(`listen ◂ PAYMENT.PRE_AUTHORIZED ${paymentId}  200`)
    expect(out).toContain(`listen ◂ PAYMENT.PAID           ${paymentId}  200`)
    expect(out).toContain('error: not authorized: insufficient balance')
    expect(out).toMatch(/^listen ◂ PAYMENT\.DECLINED {7}[0-9a-f-]{36} {2}200$/m)
    // No card number in the clear, apart from the public test numbers in the commands' echo and in `card test-cards`.
    const testCards = out.slice(out.indexOf('$ payctl card test-cards'), out.indexOf('$ echo 5155901222280001 | payctl card tokenize'))
    expect(testCards).toMatch(/^5155901222240005\tmastercard\tnot authorized: insufficient balance\t/m)
    // A charge's typed line and Pix code (bolepix create shows them) are codes whose checks hold, not card numbers.
    const codesAside = out
      .replace(testCards, '')
      .split('\n')
      .filter((l) => !isPaymentCodeValue(l))
      .join('\n')
    expect(codesAside.replace(/^\$ echo \d{16} \| /gm, '')).not.toMatch(/\d{16}/)

    // The history: the events and their deliveries, every one delivered to the listener.
    const events = out.slice(out.indexOf('$ payctl events list'), out.indexOf('$ payctl events notifications'))
    for (const name of ['charge-create', 'charge-in', 'charge-cancelled', 'PAYMENT.PRE_AUTHORIZED', 'PAYMENT.DECLINED']) {
      expect(events).toMatch(new RegExp(`\\t${name.replace('.', '\\.')}\\t`))
    }
    const notifications = out.slice(out.indexOf('$ payctl events notifications'))
    expect(notifications).toMatch(/\tcharge-in\t.*\tDELIVERED\t1\t0\tHTTP 200\t/)
    const lines = out.match(/^listen ◂ /gm)!.length
    const summary = /^The listener received .*(?:\n  .*)*/m.exec(out)?.[0].replace(/\n  /g, ' ')
    expect(summary).toMatch(new RegExp(`^The listener received ${lines} notifications: charge-create ×2, charge-in, charge-cancelled, `))

    // The PDF it names exists, in the demo's folder, and is a PDF; the demo's profile is gone.
    const pdf = /^The charge's PDF: (\S+) \((\d+) bytes\)$/m.exec(out)
    expect(pdf?.[1]).toBe(join(run.dir, 'charge.pdf'))
    expect(readFileSync(pdf![1]!).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(readFileSync(pdf![1]!).length).toBe(Number(pdf![2]))
    expect(existsSync(join(run.dir, 'config'))).toBe(false)

    // On a pipe: no colour codes at all.
    expect(out).not.toContain('\u001b')

    // Nothing left behind: every process it started has exited, and the two ports are closed.
    const {pids, urls} = started(run)
    expect(pids.length).toBeGreaterThanOrEqual(15)
    expect(pids.filter(alive)).toEqual([])
    expect(urls).toHaveLength(2)
    for (const url of urls) expect(await listening(url)).toBe(false)
  }, 120_000)

  it('stops the sandbox and the listener when it is itself stopped halfway (SIGTERM)', async () => {
    const run = await runDemo(/^\$ payctl webhook create /m)
    expect(run.code).toBe(143)
    expect(run.stderr).toContain('demo interrupted (SIGTERM): stopping what it started')
    const {pids, urls} = started(run)
    expect(pids.length).toBeGreaterThanOrEqual(2)
    expect(pids.filter(alive)).toEqual([])
    expect(urls).toHaveLength(2)
    for (const url of urls) expect(await listening(url)).toBe(false)
    expect(existsSync(join(run.dir, 'config'))).toBe(false)
  }, 120_000)
})
