/**
 * `webhook delete` (docs/sandbox.md: DELETE /api/webhooks/{id} is the sandbox's own route): on a sandbox, confirmed or
 * with --yes, the webhook and its deliveries go (webhook health and --failing forget it); against another service it
 * says the interface documents no deletion and exits 2 sending no DELETE; without a terminal --yes is needed. And
 * `listen --register` on a sandbox deletes the webhook it registered when it stops (Ctrl-C).
 */
import {join} from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {expectGolden, stableScreen} from '../../helpers/golden.js'
import {ptyDriver, runInPty} from '../../helpers/pty.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson} from '../../helpers/recording-server.js'
import {withSandbox, type TestSandbox} from '../../helpers/sandbox.js'
import {scriptedAsker} from '../../helpers/scripted-asker.js'
import {recorder} from '../bolepix/helpers.js'

let sb: TestSandbox
beforeEach(async () => {
  sb = await withSandbox()
})
afterEach(async () => {
  await sb.close()
})

const run = (args: string[], options: Parameters<typeof runInProcess>[1] = {}) => runInProcess(args, {env: sb.env, ...options})
const webhookIds = async () => (JSON.parse((await run(['webhook', 'list', '--json'])).stdout) as {id: string}[]).map((w) => w.id)

/** A webhook whose target refuses connections, with a failing delivery of a charge's event. */
async function deadWebhook(): Promise<string> {
  const created = await run(['webhook', 'create', '--target', 'http://127.0.0.1:9/dead', '--event', 'charge-*', '-q'])
  expect(created.code, created.stderr).toBe(0)
  const id = created.stdout.trim()
  const charge = await run(['trigger', 'bolepix-created', '--json'])
  expect(charge.code, charge.stderr).toBe(0)
  return id
}

describe('webhook delete', {timeout: 60_000}, () => {
  it('on a sandbox with --yes: the webhook and its deliveries go; health and --failing forget it', async () => {
    const id = await deadWebhook()
    await expect.poll(async () => (await run(['events', 'notifications', '--failing', '--json'])).stdout, {timeout: 10_000}).toContain(id)
    const r = await run(['webhook', 'delete', id, '--yes'])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toMatch(new RegExp(`^webhook deleted: ${id} \\(\\d+ deliver(y|ies) removed with it\\)\\n$`))
    expect(await webhookIds()).not.toContain(id)
    expect((await run(['events', 'notifications', '--failing', '--json'])).stdout).not.toContain(id)
    expect((await run(['webhook', 'health', '--json'])).stdout).not.toContain(id)
    // Gone: a second deletion is "not found" (exit 1).
    const again = await run(['webhook', 'delete', id, '--yes'])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain(`no webhook "${id}"`)
  })

  it('on a terminal it shows the webhook and asks; a declined confirmation deletes nothing (exit 1)', async () => {
    const id = await deadWebhook()
    const asker = scriptedAsker([{to: `Delete webhook ${id} → http://127.0.0.1:9/dead (charge-*) and its deliveries?`, answer: false}])
    const declined = await run(['webhook', 'delete', id], {asker, terminal: {columns: 80}})
    expect(declined.code).toBe(1)
    expect(declined.stderr).toContain('not deleted')
    expect(declined.stderr).toContain('on  SANDBOX')
    expect(await webhookIds()).toContain(id)
    const yes = await run(['webhook', 'delete', id], {
      asker: scriptedAsker([{to: 'Delete webhook', answer: true}]),
      terminal: {columns: 80},
    })
    expect(yes.code, yes.stderr).toBe(0)
    expect(await webhookIds()).not.toContain(id)
  })

  it('without a terminal and without --yes: exit 2, nothing sent', async () => {
    const id = await deadWebhook()
    const r = await run(['webhook', 'delete', id])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('needs --yes')
    expect(await webhookIds()).toContain(id)
  })

  it('against a service that is not a sandbox: says the interface documents no deletion, exit 2, no DELETE sent', async () => {
    const api = await recorder((_req, res) => sendJson(res, 404, {errors: {detail: 'Not Found'}}))
    const r = await runInProcess(['webhook', 'delete', 'wh-1', '--yes'], {
      env: {PAYCTL_BASE_URL: api.url, PAYCTL_ACCESS_TOKEN: 'tok-delete-tests'},
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('documents no way to delete a webhook')
    expect(r.stderr).toContain('§4.9')
    expect(api.requests.map((q) => q.method)).not.toContain('DELETE')
  })
})

describe('webhook delete on a terminal', {timeout: 60_000}, () => {
  it.skipIf(!ptyDriver()).each([80, 120])('at %i columns: where it goes, the webhook, the question, the answer (golden)', async (cols) => {
    const id = await deadWebhook()
    const r = await runInPty(['webhook', 'delete', id], {
      env: sb.env,
      cols,
      rendered: true,
      steps: [{waitFor: 'and its deliveries?', keys: 'y\r'}],
    })
    expect(r.code).toBe(0)
    expect(await webhookIds()).not.toContain(id)
    const port = new URL(sb.url).port
    const text = stableScreen(r.screen, [
      [id, 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'],
      [`127.0.0.1:${port}`, `127.0.0.1:${'P'.repeat(port.length)}`],
    ])
    expectGolden(join(import.meta.dirname, '__golden__', `delete-${cols}.txt`), text)
  })
})

describe('listen --register and --trigger on a sandbox', {timeout: 60_000}, () => {
  it('deletes the webhook it registered when it stops (Ctrl-C)', async () => {
    const ctrlC = new AbortController()
    const r = await run(['listen', '--port', '0', '--register', '--authorization', 'tok-listen-delete-123456'], {
      interrupts: [ctrlC.signal],
      onOutput: (_stream, text) => {
        if (text.includes('registered webhook')) setTimeout(() => ctrlC.abort(), 50)
      },
    })
    expect(r.code, r.stderr).toBe(0)
    const id = /registered webhook (\S+)/.exec(r.stdout + r.stderr)![1]!
    expect(r.stdout + r.stderr).toContain('this sandbox deletes it when this listener stops')
    expect(r.stderr).toContain(`deleted webhook ${id}`)
    expect(await webhookIds()).toEqual([])
  })

  it('listen --trigger leaves no webhook behind once its scenario is delivered', async () => {
    const r = await run(['listen', '--port', '0', '--trigger', 'bolepix-created'])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toMatch(/deleted webhook \S+/)
    expect(await webhookIds()).toEqual([])
    expect((await run(['webhook', 'health', '--json'])).code).toBe(0)
  })
})
