#!/usr/bin/env node
// The newcomer's tour (README "Quick start"): starts a sandbox and a listener on free ports, then walks the whole
// journey with real payctl commands, printing each command before its output. Leaves no process behind.
import {spawn} from 'node:child_process'
import {mkdtempSync, existsSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = join(root, 'bin', 'run.js')
const work = mkdtempSync(join(tmpdir(), 'payctl-demo-'))
const pdfPath = join(work, 'charge.pdf')
const env = {...process.env, PAYCTL_CONFIG_DIR: join(work, 'config'), PAYCTL_PROFILE: 'demo'}
for (const k of ['PAYCTL_BASE_URL', 'PAYCTL_SELLER_ID', 'PAYCTL_ACCESS_TOKEN', 'PAYCTL_CLIENT_TOKEN', 'PAYCTL_REFRESH_TOKEN']) delete env[k]
const color = process.stdout.isTTY && !process.env.NO_COLOR
const bold = (s) => (color ? `\u001b[1m${s}\u001b[22m` : s)
const cyan = (s) => (color ? `\u001b[36m${s}\u001b[39m` : s)
const dim = (s) => (color ? `\u001b[2m${s}\u001b[22m` : s)
const children = []

function title(text) {
  process.stdout.write(`\n${bold(`== ${text}`)}\n`)
}

/** Starts a long-running payctl and resolves once a line of its output matches `ready`. */
function startBackground(args, ready, label, onLine) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {env, stdio: ['ignore', 'pipe', 'pipe']})
    children.push(child)
    let buffered = ''
    const timer = setTimeout(() => reject(new Error(`${label} did not start within 20 s`)), 20_000)
    const onData = (chunk) => {
      buffered += chunk
      let nl
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl)
        buffered = buffered.slice(nl + 1)
        onLine?.(line)
        const m = ready(line)
        if (m) {
          clearTimeout(timer)
          resolve({child, match: m})
        }
      }
    }
    child.stdout.setEncoding('utf8').on('data', onData)
    child.stderr.setEncoding('utf8').on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${label} exited early (${code})`))
    })
  })
}

/** Runs `payctl ...args`, printing the command and its output; resolves with stdout and the exit code. */
function payctl(args, {input, show = true, expectCode = 0} = {}) {
  const shown = args.map((a) => (/[\s"'$]/.test(a) ? `'${a}'` : a)).join(' ')
  if (show) process.stdout.write(`${cyan(`$ payctl ${shown}`)}${input ? dim(`   (stdin: ${input.startsWith('5') || input.startsWith('4') ? 'a test card number' : 'data'})`) : ''}\n`)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {env, stdio: ['pipe', 'pipe', 'pipe']})
    let out = ''
    let err = ''
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d))
    child.stderr.setEncoding('utf8').on('data', (d) => (err += d))
    child.stdin.end(input ?? '')
    child.on('close', (code) => {
      if (show) {
        if (out) process.stdout.write(out.endsWith('\n') ? out : `${out}\n`)
        if (err) process.stdout.write(dim(err.endsWith('\n') ? err : `${err}\n`))
      }
      if (code !== expectCode) reject(new Error(`payctl ${shown} exited ${code}, expected ${expectCode}\n${err}`))
      else resolve({out, err, code})
    })
  })
}

const listenerLines = []
function waitForListener(pattern, timeoutMs = 15_000) {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const tick = () => {
      const hit = listenerLines.find((l) => pattern.test(l))
      if (hit) return resolve(hit)
      if (Date.now() - started > timeoutMs) return reject(new Error(`the listener did not print ${pattern} within ${timeoutMs} ms`))
      setTimeout(tick, 100)
    }
    tick()
  })
}

function stopAll() {
  return Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve()
          const t = setTimeout(() => c.kill('SIGKILL'), 5_000)
          c.once('exit', () => {
            clearTimeout(t)
            resolve()
          })
          c.kill('SIGTERM')
        }),
    ),
  )
}

const debtor = [
  '--debtor-name', 'Maria Silva', '--debtor-document', '423.189.708-58', '--debtor-public-area', 'Avenida Paulista',
  '--debtor-number', '1000', '--debtor-neighborhood', 'Bela Vista', '--debtor-city', 'São Paulo', '--debtor-state', 'SP',
  '--debtor-postal-code', '01310-100',
]
const customer = ['--customer-name', 'João Souza', '--customer-email', 'joao@example.com', '--customer-cpf', '529.982.247-25']
const card = ['--holder-name', 'JOAO SOUZA', '--expiration-month', '12', '--expiration-year', '30']

async function main() {
  title('Start the sandbox (a stateful local copy of the service) and point a profile at it')
  process.stdout.write(cyan('$ payctl sandbox start --port 0 --setup-profile demo --retry-base-ms 500') + '\n')
  const sandbox = await startBackground(
    ['sandbox', 'start', '--port', '0', '--setup-profile', 'demo', '--retry-base-ms', '500', '--retry-max-ms', '5000'],
    (line) => /listening on (http:\/\/\S+)/.exec(line),
    'the sandbox',
  )
  process.stdout.write(`sandbox listening on ${sandbox.match[1]} (profile "demo" written to a temporary config folder)\n`)

  title('Start a local webhook receiver that checks the token and prints what arrives')
  const token = 'demo-listener-token-0123456789abcdef'
  process.stdout.write(cyan(`$ payctl listen --port 0 --authorization ${token}`) + '\n')
  const listener = await startBackground(
    ['listen', '--port', '0', '--authorization', token],
    (line) => /listening on (http:\/\/\S+)/.exec(line),
    'the listener',
    (line) => {
      listenerLines.push(line)
      if (listenerLines.length > 1) process.stdout.write(`${dim('[listen]')} ${line}\n`)
    },
  )
  const listenUrl = listener.match[1]
  process.stdout.write(`listener on ${listenUrl}\n`)

  title('Register a webhook for every event, pointing at the listener')
  await payctl(['webhook', 'create', '--target', listenUrl, '--event', '*', '--authorization', token])

  title('Create a Bolepix charge (boleto + Pix)')
  const created = JSON.parse((await payctl(['bolepix', 'create', '--amount', '150,75', '--due-date', '+7d', '--expiration-after-payment', '5', '--fine', '2', '--interest', '1', ...debtor, '--json'])).out)
  const invoiceId = created.invoiceId
  await waitForListener(/charge-create/)

  title('Save its PDF (boleto digitable line + Pix QR code)')
  await payctl(['bolepix', 'pdf', invoiceId, '--output', pdfPath])

  title('The debtor pays (sandbox only) and the notification arrives at the listener')
  await payctl(['sandbox', 'pay', invoiceId])
  await waitForListener(/charge-in/)
  await payctl(['bolepix', 'get', invoiceId])

  title('Create a second charge and cancel it')
  const second = JSON.parse((await payctl(['bolepix', 'create', '--amount', '89.90', '--due-date', '+3d', '--expiration-after-payment', '1', ...debtor, '--json'])).out)
  await payctl(['bolepix', 'cancel', second.invoiceId, '--reason', 'customer gave up', '--yes'])
  await waitForListener(/charge-cancelled/)
  await payctl(['bolepix', 'list'])

  title('Tokenize a test card (the number comes from stdin, never from argv) and pay')
  const tok = JSON.parse((await payctl(['card', 'tokenize', '--json'], {input: '5155901222280001\n'})).out)
  const numberToken = tok.data.number_token
  await payctl(['card', 'pay', '--token', numberToken, ...card, ...customer, '--external-id', 'demo-order-1'])

  title('Pre-authorize, then capture')
  const pre = JSON.parse((await payctl(['card', 'pay', '--token', numberToken, ...card, ...customer, '--delay-capture', '--json'])).out)
  await payctl(['card', 'capture', pre.data.id])

  title('A declined card (insufficient balance)')
  const bad = JSON.parse((await payctl(['card', 'tokenize', '--json'], {input: '5155901222240005\n'})).out)
  await payctl(['card', 'pay', '--token', bad.data.number_token, ...card, ...customer], {expectCode: 1})

  title('What happened: events and their deliveries')
  await waitForListener(/PAYMENT\.DECLINED/)
  await payctl(['events', 'list'])
  await payctl(['events', 'notifications'])

  title('Done')
  const size = existsSync(pdfPath) ? statSync(pdfPath).size : 0
  process.stdout.write(`The charge's PDF is at ${pdfPath} (${size} bytes).\n`)
  process.stdout.write(`The listener received ${listenerLines.filter((l) => /charge-|PAYMENT\.|ORDER\./.test(l)).length} notifications.\n`)
}

let code = 0
try {
  await main()
} catch (err) {
  process.stderr.write(`demo failed: ${err.message}\n`)
  code = 1
} finally {
  await stopAll()
}
process.exit(code)
