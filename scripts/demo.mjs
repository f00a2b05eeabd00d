#!/usr/bin/env node
// The newcomer's tour (README "Quick start", `npm run demo`): starts the embedded sandbox and a webhook listener on
// free ports, then walks the whole journey with real payctl commands (the built CLI, bin/run.js), printing each
// command before its output. It stops what it started, prints where the charge's PDF is, and exits 0; any step that
// does not go as expected stops the tour with exit 1. Ctrl-C (or SIGTERM/SIGHUP) stops everything too.
//
// Environment:
//   PAYCTL_DEMO_DIR=DIR   folder for the PDF (default: a new temp folder); the demo's profile lives in DIR/config
//                         and is removed at the end (your own payctl configuration is never read or touched)
//   PAYCTL_DEMO_DEBUG=1   print the pids and URLs of the processes it starts, and the sandbox's request log, to stderr
//   NO_COLOR=1            no colours (also off when stdout is not a terminal)
import {spawn, execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = join(root, 'bin', 'run.js')
const debug = process.env.PAYCTL_DEMO_DEBUG === '1'
const STEP_TIMEOUT_MS = 60_000
const NOTIFICATION_TIMEOUT_MS = 20_000

// ---------------------------------------------------------------------------------------------------------------
// Output of the demo itself

const tty = Boolean(process.stdout.isTTY)
const color = tty && !process.env.NO_COLOR && process.env.TERM !== 'dumb'
const paint = (open, close) => (s) => (color ? `\u001b[${open}m${s}\u001b[${close}m` : s)
const bold = paint(1, 22)
const dim = paint(2, 22)
const cyan = paint(36, 39)
const green = paint(32, 39)
const magenta = paint(35, 39)
/** Width used to wrap the printed commands (the terminal's, at most 100; 80 on a pipe). */
const width = tty ? Math.max(60, Math.min(process.stdout.columns || 80, 100)) : 80

const say = (text = '') => process.stdout.write(`${text}\n`)
const note = (text) => say(dim(wrap(text, 1)))
const debugLine = (text) => debug && process.stderr.write(`demo-debug: ${text}\n`)
// eslint-disable-next-line no-control-regex
const stripAnsi = (s) => s.replace(/\u001b\[[0-9;]*m/g, '')

let stepNumber = 0
function step(text) {
  stepNumber++
  say()
  say(bold(wrap(text, 4, `${String(stepNumber).padStart(2)}. `)))
}

/** A shell word, quoted only when it needs to be. */
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`
}

/**
 * `$ payctl a b --flag value …` wrapped at `width` with ` \` continuations (copy-paste works), a flag kept on one
 * line with its value. `pipeFrom` shows what goes to stdin (`echo 5155… | payctl …`).
 */
function commandText(args, pipeFrom) {
  const words = []
  for (let i = 0; i < args.length; i++) {
    const a = shellWord(args[i])
    const next = args[i + 1]
    if (args[i].startsWith('--') && !args[i].includes('=') && next !== undefined && !next.startsWith('--')) {
      words.push(`${a} ${shellWord(next)}`)
      i++
    } else words.push(a)
  }
  const lines = []
  let current = `$ ${pipeFrom ? `echo ${shellWord(pipeFrom)} | ` : ''}payctl`
  for (const w of words) {
    if (current.length + 1 + w.length + 2 > width) {
      lines.push(`${current} \\`)
      current = `    ${w}`
    } else current += ` ${w}`
  }
  lines.push(current)
  return lines.map((l) => cyan(l)).join('\n')
}

// ---------------------------------------------------------------------------------------------------------------
// The processes it starts

const children = new Set()
/** Lines that arrive (from the listener) while a foreground command prints wait for it to finish. */
let foreground = 0
const held = []
function sayBetween(line) {
  if (foreground > 0) held.push(line)
  else say(line)
}
let stopping = null
/** The exit code of the signal that stopped the demo, once one did. */
let interrupted = null

function payctlEnv(work) {
  const env = {...process.env, PAYCTL_CONFIG_DIR: join(work, 'config'), PAYCTL_PROFILE: 'demo', PAYCTL_SKIP_UPDATE: '1'}
  for (const k of Object.keys(env))
    if (k.startsWith('PAYCTL_') && !['PAYCTL_CONFIG_DIR', 'PAYCTL_PROFILE', 'PAYCTL_SKIP_UPDATE'].includes(k)) delete env[k]
  delete env.DEBUG
  if (!color) env.NO_COLOR = '1'
  return env
}

function track(child, label) {
  const t0 = Date.now()
  children.add(child)
  child.once('exit', (code, signal) => {
    children.delete(child)
    debugLine(`exited ${label} pid=${child.pid} (${code ?? signal}) after ${Date.now() - t0} ms`)
  })
  debugLine(`started ${label} pid=${child.pid}`)
}

/** Stops every process still running: SIGTERM, then SIGKILL after 5 s. Idempotent. */
function stopAll() {
  stopping ??= Promise.all(
    [...children].map(
      (c) =>
        new Promise((done) => {
          if (c.exitCode !== null || c.signalCode !== null) return done()
          const kill = setTimeout(() => c.kill('SIGKILL'), 5_000)
          c.once('exit', () => {
            clearTimeout(kill)
            done()
          })
          c.kill('SIGTERM')
        }),
    ),
  )
  return stopping
}

/** Splits a stream into lines. */
function onLines(stream, fn) {
  let buffered = ''
  stream.setEncoding('utf8').on('data', (chunk) => {
    buffered += chunk
    let nl
    while ((nl = buffered.indexOf('\n')) >= 0) {
      fn(buffered.slice(0, nl))
      buffered = buffered.slice(nl + 1)
    }
  })
  stream.on('end', () => buffered && fn(buffered))
}

/** Waits until `check()` answers something, polling; rejects with `what` after `ms`. */
function waitFor(check, what, ms) {
  const started = Date.now()
  return new Promise((done, fail) => {
    const tick = () => {
      const hit = check()
      if (hit) return done(hit)
      if (Date.now() - started > ms) return fail(new Error(`${what} within ${ms / 1000} s`))
      setTimeout(tick, 50)
    }
    tick()
  })
}

/**
 * Runs `payctl ...args` in the foreground, printing the command first. Its output goes straight to the terminal
 * (tables and colours as a user sees them; stderr too, so that the story reads in order), unless `capture`: then
 * its stdout and stderr are read through pipes (to take an id from stdout) and copied to the demo's stdout as they
 * arrive. Resolves with the command's stdout, colour codes removed.
 */
function payctl(env, args, {input, capture = false, expectCode = 0} = {}) {
  say(commandText(args, input))
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, ...args], {env, cwd: root, stdio: capture ? 'pipe' : ['pipe', 'inherit', 1]})
    track(child, `payctl ${args.slice(0, 2).join(' ')}`)
    foreground++
    let out = ''
    // Through pipes the command does not know the terminal's width: its lines are wrapped here, at spaces.
    if (capture) {
      child.stdout.on('data', (d) => (out += d))
      onLines(child.stdout, (line) => say(fit(line)))
      onLines(child.stderr, (line) => say(fit(line)))
    }
    child.stdin.on('error', () => undefined)
    child.stdin.end(input === undefined ? '' : `${input}\n`)
    const timer = setTimeout(() => child.kill('SIGKILL'), STEP_TIMEOUT_MS)
    child.on('error', fail)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (--foreground === 0) for (const line of held.splice(0)) say(line)
      if (stopping) return fail(new Error('stopped'))
      if (code !== expectCode) fail(new Error(`\`payctl ${args.join(' ')}\` exited ${code ?? signal}, expected ${expectCode}`))
      else done(stripAnsi(out))
    })
  })
}

/**
 * A line a payctl process wrote to a pipe, wrapped at spaces to the demo's width (never inside a word: `--|event`),
 * continuation lines indented two spaces more than the line.
 */
function fit(line) {
  if (stripAnsi(line).length <= width) return line
  const indent = /^ */.exec(line)[0]
  return wrap(line.slice(indent.length), indent.length + 2, indent)
}

/** `text` wrapped at the demo's width, after `prefix` on the first line, later lines indented by `indent` spaces. */
function wrap(text, indent = 2, prefix = '') {
  const lines = []
  let current = prefix
  for (const word of text.split(' ')) {
    const sep = current === '' || current.endsWith(' ') ? '' : ' '
    if (current.trim() && current.length + sep.length + word.length > width) {
      lines.push(current)
      current = ' '.repeat(indent) + word
    } else current += sep + word
  }
  lines.push(current)
  return lines.join('\n')
}

/**
 * The value after `label` at the start of a line of a command's human output (`invoice id  6f1c…`); failing that, the
 * first UUID of the output (each of these records starts with its id).
 */
function field(out, label, command) {
  const m = new RegExp(`^${label}\\s+(\\S+)`, 'm').exec(out) ?? /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/.exec(out)
  if (!m) throw new Error(`no ${label} in the output of \`payctl ${command}\``)
  return m[1] ?? m[0]
}

// ---------------------------------------------------------------------------------------------------------------
// The journey

const debtor = [
  '--debtor-name',
  'Maria Silva',
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
  '--debtor-postal-code',
  '01310-100',
]
const customer = ['--customer-name', 'João Souza', '--customer-email', 'joao@example.com', '--customer-cpf', '529.982.247-25']
const card = ['--holder-name', 'JOAO SOUZA', '--expiration-month', '12', '--expiration-year', '30']
const APPROVED_CARD = '5155901222280001'
const INSUFFICIENT_BALANCE_CARD = '5155901222240005'

async function journey(work, env) {
  const pdfPath = join(work, 'charge.pdf')
  say(bold(wrap('payctl demo: the whole journey against the embedded sandbox, with real payctl commands.', 0)))
  note(`(A profile "demo" in ${join(work, 'config')}, removed at the end; your own configuration is untouched.)`)

  // -- the sandbox ------------------------------------------------------------------------------------------------
  step('Start the sandbox (a stateful local copy of the service); write a profile for it')
  const sandboxArgs = ['sandbox', 'start', '--port', '0', '--setup-profile', 'demo']
  say(commandText(sandboxArgs))
  const sandbox = spawn(process.execPath, [bin, ...sandboxArgs], {env, cwd: root, stdio: ['ignore', 'pipe', 'pipe']})
  track(sandbox, 'sandbox')
  const sandboxLines = []
  let sandboxReady = false
  const keepSandboxLine = (line) => {
    if (!sandboxReady) sandboxLines.push(line)
    else if (stopping) say(fit(line))
    else debugLine(`[sandbox] ${line}`)
  }
  onLines(sandbox.stdout, keepSandboxLine)
  onLines(sandbox.stderr, keepSandboxLine)
  const sandboxExit = new Promise((_, fail) =>
    sandbox.once('exit', (code) => !stopping && fail(new Error(`the sandbox stopped (exit ${code})`))),
  )
  sandboxExit.catch(() => undefined)
  const sandboxUrl = await Promise.race([
    sandboxExit,
    waitFor(
      () =>
        sandboxLines.some((l) => /^profile "demo" written/.test(l)) &&
        sandboxLines.map((l) => /listening on (http:\/\/\S+)/.exec(l)).find(Boolean)?.[1],
      'the sandbox did not start',
      STEP_TIMEOUT_MS,
    ),
  ])
  await new Promise((r) => setTimeout(r, 50)) // the rest of its start-up lines
  sandboxReady = true
  for (const l of sandboxLines) say(fit(l))
  debugLine(`sandbox pid=${sandbox.pid} url=${sandboxUrl}`)

  // -- the listener -----------------------------------------------------------------------------------------------
  step('Start a local webhook receiver; it checks the Authorization header of each delivery')
  const token = 'demo-listener-token-4f1d2a'
  const listenArgs = ['listen', '--port', '0', '--authorization', token, '--json']
  say(commandText(listenArgs))
  note('(--json: one JSON line per notification; the demo shows each one as a "listen ◂" line)')
  const listener = spawn(process.execPath, [bin, ...listenArgs], {env, cwd: root, stdio: ['ignore', 'pipe', 'pipe']})
  track(listener, 'listener')
  const received = []
  let listenerUp = false
  let listenerUrl
  onLines(listener.stdout, (line) => {
    let n
    try {
      n = JSON.parse(line)
    } catch {
      return sayBetween(`${magenta('listen ◂')} ${line}`)
    }
    received.push(n)
    const data = n.body?.data ?? {}
    const resource = [data.invoiceId, data.id, data.order_id, data.orderId].find((v) => typeof v === 'string') ?? '-'
    sayBetween(`${magenta('listen ◂')} ${String(n.event).padEnd(22)} ${resource}  ${n.status === 200 ? green('200') : n.status}`)
  })
  onLines(listener.stderr, (line) => {
    const url = /listening on (http:\/\/\S+)/.exec(stripAnsi(line))
    if (url) listenerUrl ??= url[1]
    if (!listenerUp || stopping) say(fit(line))
    else debugLine(`[listen] ${line}`)
  })
  const listenerExit = new Promise((_, fail) =>
    listener.once('exit', (code) => !stopping && fail(new Error(`the listener stopped (exit ${code})`))),
  )
  listenerExit.catch(() => undefined)
  await Promise.race([listenerExit, waitFor(() => listenerUrl, 'the listener did not start', STEP_TIMEOUT_MS)])
  await new Promise((r) => setTimeout(r, 50))
  listenerUp = true
  debugLine(`listener pid=${listener.pid} url=${listenerUrl}`)
  const arrived = (event, resource) =>
    waitFor(
      () => received.find((n) => n.event === event && (!resource || JSON.stringify(n.body).includes(resource))),
      `the listener did not receive ${event}`,
      NOTIFICATION_TIMEOUT_MS,
    )
  const run = (args, options) => Promise.race([sandboxExit, listenerExit, payctl(env, args, options)])

  step('Register a webhook: the charge events and every payment event, delivered to the listener')
  await run([
    'webhook',
    'create',
    '--target',
    listenerUrl,
    '--event',
    'charge-create',
    '--event',
    'charge-in',
    '--event',
    'charge-cancelled',
    '--event',
    'PAYMENT.*',
    '--authorization',
    token,
  ])

  // -- Bolepix ----------------------------------------------------------------------------------------------------
  step('Create a Bolepix charge (a boleto with a Pix QR code): R$ 150,75, due in 7 days')
  const createArgs = [
    'bolepix',
    'create',
    '--amount',
    '150,75',
    '--due-date',
    '+7d',
    '--expiration-after-payment',
    '5',
    '--fine',
    '2',
    '--interest',
    '1',
    ...debtor,
  ]
  const invoiceId = field(await run(createArgs, {capture: true}), 'invoice id', 'bolepix create')
  await arrived('charge-create', invoiceId)

  step('Save its PDF (digitable line, barcode and Pix QR code)')
  await run(['bolepix', 'pdf', invoiceId, '--output', pdfPath])

  step('The debtor pays it (sandbox only); the charge-in notification arrives at the listener')
  await run(['sandbox', 'pay', invoiceId])
  await arrived('charge-in', invoiceId)
  await run(['bolepix', 'get', invoiceId])

  step('A second charge, cancelled (--yes: no confirmation prompt)')
  const second = field(
    await run(['bolepix', 'create', '--amount', '89.90', '--due-date', '+3d', '--expiration-after-payment', '1', ...debtor], {
      capture: true,
    }),
    'invoice id',
    'bolepix create',
  )
  await run(['bolepix', 'cancel', second, '--reason', 'customer gave up', '--yes'])
  await arrived('charge-cancelled', second)
  await run(['bolepix', 'list'])

  // -- cards ------------------------------------------------------------------------------------------------------
  step('Cards: the sandbox test numbers and what each one does')
  await run(['card', 'test-cards'])

  step('Tokenize a test card (the number comes from stdin, never from an argument) and pay with the token')
  const cardToken = field(await run(['card', 'tokenize'], {input: APPROVED_CARD, capture: true}), 'token', 'card tokenize')
  await run(['card', 'pay', '--token', cardToken, ...card, ...customer, '--external-id', 'demo-order-1'])
  await arrived('PAYMENT.PAID')

  step('Pre-authorize (--delay-capture), then capture')
  const paymentId = field(
    await run(['card', 'pay', '--token', cardToken, ...card, ...customer, '--delay-capture'], {capture: true}),
    'payment',
    'card pay',
  )
  await arrived('PAYMENT.PRE_AUTHORIZED', paymentId)
  await run(['card', 'capture', paymentId])
  await arrived('PAYMENT.PAID', paymentId)

  step('A declined card (insufficient balance), tokenized on the fly from stdin: exit code 1')
  await run(['card', 'pay', ...card, ...customer], {input: INSUFFICIENT_BALANCE_CARD, expectCode: 1})
  await arrived('PAYMENT.DECLINED')

  // -- history ----------------------------------------------------------------------------------------------------
  step('What happened: the events, and the delivery of each notification')
  await run(['events', 'list'])
  await run(['events', 'notifications'])

  // -- the end ----------------------------------------------------------------------------------------------------
  step('Stop what the demo started')
  await stopAll()

  const pdfBytes = existsSync(pdfPath) ? statSync(pdfPath).size : 0
  if (pdfBytes === 0 || readFileSync(pdfPath).subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`no PDF at ${pdfPath}`)
  const counts = new Map()
  for (const n of received) counts.set(n.event, (counts.get(n.event) ?? 0) + 1)
  say()
  say(bold(green('Done.')))
  say(`The charge's PDF: ${pdfPath} (${pdfBytes} bytes)`)
  say(
    wrap(`The listener received ${received.length} notifications: ${[...counts].map(([e, k]) => (k > 1 ? `${e} ×${k}` : e)).join(', ')}.`),
  )
  say()
  say('Your turn (two terminals):')
  say(`  ${cyan('./bin/run.js sandbox start --setup-profile sandbox')}`)
  say(`  ${cyan('./bin/run.js bolepix list --profile sandbox')}`)
  say(`Every command has --help; ${cyan('./bin/run.js --help')} lists them all.`)
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(join(root, 'dist', 'commands')) || !existsSync(join(root, 'oclif.manifest.json'))) {
    note('(building payctl first: npm run build)')
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {cwd: root, stdio: 'inherit'})
  }
  const work = process.env.PAYCTL_DEMO_DIR ? resolve(process.env.PAYCTL_DEMO_DIR) : mkdtempSync(join(tmpdir(), 'payctl-demo-'))
  mkdirSync(work, {recursive: true})
  // Last resort (an uncaught error, process.exit anywhere): nothing the demo started outlives it.
  process.on('exit', () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  })
  // The reader went away (`npm run demo | head`): stop what was started, quietly.
  process.stdout.on('error', () => {
    if (interrupted !== null) return
    interrupted = 141
    stopAll().finally(() => {
      rmSync(join(work, 'config'), {recursive: true, force: true})
      process.exit(141)
    })
  })
  const signals = {SIGINT: 130, SIGTERM: 143, SIGHUP: 129}
  for (const [signal, code] of Object.entries(signals)) {
    process.on(signal, () => {
      if (interrupted !== null) return
      interrupted = code
      process.stderr.write(`\ndemo interrupted (${signal}): stopping what it started\n`)
      stopAll().finally(() => {
        rmSync(join(work, 'config'), {recursive: true, force: true})
        process.exit(code)
      })
    })
  }
  let code = 0
  try {
    await journey(work, payctlEnv(work))
  } catch (err) {
    if (interrupted === null) {
      process.stderr.write(`\ndemo failed: ${err.message}\n`)
      code = 1
    }
  } finally {
    await stopAll()
    // The profile points at a sandbox that is gone: nothing worth keeping.
    rmSync(join(work, 'config'), {recursive: true, force: true})
  }
  return interrupted ?? code
}

process.exit(await main())
