/**
 * An AI agent as a user (docs/agents.md), in-process: on a terminal it is never asked (missing fields named by flag
 * and field, confirmations need --yes), sees no progress line, reads the command that comes next after an error that
 * has one, finds three lines for it at the end of --help, and `status --json` says which agent it is. A person's
 * runs of the same commands stay as they were (the controls here, and the older tests, which run as a person: the
 * helpers clear the agents' variables). The pseudo-terminal side: agent-terminal.e2e.test.ts.
 */
import {describe, expect, it} from 'vitest'
import {tempDir} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {sendJson} from '../helpers/recording-server.js'
import {apiEnv, recorder} from './bolepix/helpers.js'
import {CARD_FLAGS, CUSTOMER_FLAGS} from './card/env.js'

const AGENT = {AI_AGENT: 'some-agent'}
const CLAUDE = {CLAUDECODE: '1'}
const terminal = {columns: 200}

describe('an AI agent on a terminal is never asked', () => {
  it('bolepix create: every missing field at once, by flag and field; nothing sent', async () => {
    const s = await recorder()
    const r = await runInProcess(['bolepix', 'create', '--amount', '10,00', '--debtor-name', 'Maria'], {
      env: apiEnv(s.url, CLAUDE),
      terminal,
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--due-date (dueDate): required; --expiration-after-payment (expirationAfterPayment): required;')
    expect(r.stderr).toContain('--debtor-postal-code (debtor.postalCode): required')
    expect(r.stderr).not.toContain('--debtor-name (')
    expect(s.requests).toEqual([])
  })

  it('bolepix create --json: each issue keeps its path and adds its flag', async () => {
    const s = await recorder()
    const r = await runInProcess(['bolepix', 'create', '--amount', 'abc', '--json'], {env: apiEnv(s.url, AGENT), terminal})
    expect(r.code).toBe(2)
    const details = (JSON.parse(r.stdout) as {error: {details: {path: string; message: string; flag?: string}[]}}).error.details
    expect(details).toContainEqual({path: 'dueDate', message: 'required', flag: '--due-date'})
    expect(details.find((d) => d.path === 'amount')).toMatchObject({flag: '--amount'})
  })

  it('a person without a terminal reads the fields as before (no flags in the message, none in the details)', async () => {
    const s = await recorder()
    const r = await runInProcess(['bolepix', 'create', '--amount', '10,00', '--json'], {env: apiEnv(s.url)})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('error: invalid input: dueDate: required; expirationAfterPayment: required;')
    expect(r.stdout).not.toContain('"flag"')
  })

  it('card cancel needs --yes: exit 2, nothing sent', async () => {
    const s = await recorder()
    const r = await runInProcess(['card', 'cancel', '3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f'], {env: apiEnv(s.url, AGENT), terminal})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('card cancel needs --yes')
    expect(s.requests).toEqual([])
  })

  it('card pay, which a script sends unasked, needs --yes from an agent: exit 2, card number unread, nothing sent', async () => {
    const s = await recorder()
    const args = ['card', 'pay', ...CARD_FLAGS, ...CUSTOMER_FLAGS]
    const r = await runInProcess(args, {env: apiEnv(s.url, AGENT), input: '5155901222280001\n'})
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('card pay charges the card: an AI agent confirms it with --yes (nothing was sent)')
    expect(s.requests).toEqual([])
  })

  it('bolepix wait draws no progress line on its terminal (a person sees one)', async () => {
    const polls = () => {
      let n = 0
      return (_req: unknown, res: Parameters<typeof sendJson>[0]) =>
        sendJson(res, 200, {invoiceId: 'INV-1', status: n++ < 1 ? 'PENDING' : 'PAID'})
    }
    const args = ['bolepix', 'wait', 'INV-1', '--interval', '100ms', '--timeout', '10s']
    const person = await runInProcess(args, {env: apiEnv((await recorder(polls())).url), terminal})
    expect(person.code).toBe(0)
    expect(person.stderr).toContain('waiting for INV-1 to be PAID: PENDING')
    const agent = await runInProcess(args, {env: apiEnv((await recorder(polls())).url, AGENT), terminal})
    expect(agent.code).toBe(0)
    expect(agent.stderr).toBe('')
  })
})

describe('the command that comes next, for an agent', () => {
  /** The `next:` lines on stderr, and the `next` of the --json error. */
  async function nextOf(args: string[], env: Record<string, string | undefined>) {
    const plain = await runInProcess(args, {env})
    const json = await runInProcess([...args, '--json'], {env})
    const error = (JSON.parse(json.stdout) as {error: {next?: string[]}}).error
    return {code: plain.code, lines: plain.stderr.split('\n').filter((l) => l.startsWith('next: ')), json: error.next, stderr: plain.stderr}
  }

  it('not logged in: payctl login', async () => {
    const s = await recorder()
    const env = {PAYCTL_BASE_URL: s.url, PAYCTL_SELLER_ID: 'seller-1', ...AGENT}
    const r = await nextOf(['bolepix', 'list'], env)
    expect(r.code).toBe(4)
    expect(r.lines).toEqual(['next: payctl login'])
    expect(r.json).toEqual(['payctl login'])
  })

  it('an access token refused: payctl login', async () => {
    const s = await recorder((_req, res) => sendJson(res, 401, {errors: {detail: 'Unauthorized'}}))
    const r = await nextOf(['bolepix', 'list'], apiEnv(s.url, CLAUDE))
    expect(r.code).toBe(4)
    expect(r.lines).toEqual(['next: payctl login'])
  })

  it('an unknown short id: the list that shows the ids', async () => {
    const s = await recorder((req, res) =>
      req.path === '/bolepix/invoices' ? sendJson(res, 200, []) : sendJson(res, 404, {errors: {detail: 'Not Found'}}),
    )
    const r = await nextOf(['bolepix', 'get', 'abcdef12'], apiEnv(s.url, AGENT))
    expect(r.code).toBe(1)
    expect(r.lines).toEqual(['next: payctl bolepix list'])
    expect(r.json).toEqual(['payctl bolepix list'])
  })

  it('a profile without a seller: set its seller id; no profile at all: log in', async () => {
    const dir = tempDir('payctl-config-')
    const set = await runInProcess(['config', 'set', 'base-url', 'http://127.0.0.1:9', '--profile', 'shop'], {
      env: {PAYCTL_CONFIG_DIR: dir},
    })
    expect(set.code, set.stderr).toBe(0)
    const stored = await nextOf(['bolepix', 'list', '--profile', 'shop'], {PAYCTL_CONFIG_DIR: dir, PAYCTL_ACCESS_TOKEN: 'tok-1', ...AGENT})
    expect(stored.code).toBe(2)
    expect(stored.lines).toEqual(['next: payctl config set seller-id SELLER_ID --profile shop'])
    const none = await nextOf(['bolepix', 'list'], {PAYCTL_CONFIG_DIR: tempDir('payctl-config-'), ...AGENT})
    expect(none.lines).toEqual(['next: payctl login --profile default'])
  })

  it('a person gets no next line and the --json error keeps its four keys', async () => {
    const s = await recorder()
    const r = await nextOf(['bolepix', 'list'], {PAYCTL_BASE_URL: s.url, PAYCTL_SELLER_ID: 'seller-1'})
    expect(r.code).toBe(4)
    expect(r.lines).toEqual([])
    expect(r.json).toBeUndefined()
    const json = await runInProcess(['bolepix', 'list', '--json'], {env: {PAYCTL_BASE_URL: s.url, PAYCTL_SELLER_ID: 'seller-1'}})
    expect(Object.keys((JSON.parse(json.stdout) as {error: object}).error)).toEqual(['code', 'message', 'status', 'details'])
  })
})

describe('what an agent reads about itself', () => {
  it('--help ends with three lines for it; a person, and PAYCTL_AGENT=0, get none', async () => {
    const agent = await runInProcess(['bolepix', 'create', '--help'], {env: AGENT})
    const lines = agent.stdout.trimEnd().split('\n').slice(-3)
    expect(lines).toEqual([
      'AI agent: use --json (errors too); payctl commands --json maps every command.',
      'Nothing is asked: a missing value fails naming its flag; confirm with --yes.',
      'Exit codes: docs/contract.md#errors-and-exit-codes, and payctl commands --json.',
    ])
    const root = await runInProcess(['--help'], {env: {PAYCTL_AGENT: '1'}})
    expect(root.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Exit codes: /)
    for (const env of [{}, {...CLAUDE, PAYCTL_AGENT: '0'}]) {
      const person = await runInProcess(['bolepix', 'create', '--help'], {env})
      expect(person.stdout).not.toContain('AI agent:')
    }
  })

  it('status --json says whether an agent was detected, and which', async () => {
    const s = await recorder((req, res) => (req.path === '/bolepix/invoices' ? sendJson(res, 200, []) : sendJson(res, 404, {})))
    const agent = await runInProcess(['status', '--json'], {env: apiEnv(s.url, CLAUDE)})
    expect(agent.code, agent.stderr).toBe(0)
    expect((JSON.parse(agent.stdout) as {agent: unknown}).agent).toEqual({detected: true, name: 'claude', variable: 'CLAUDECODE'})
    const person = await runInProcess(['status', '--json'], {env: apiEnv(s.url)})
    expect((JSON.parse(person.stdout) as {agent: unknown}).agent).toEqual({detected: false, name: null, variable: null})
  })
})
