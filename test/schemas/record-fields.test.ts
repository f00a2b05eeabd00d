/**
 * schemas/record-fields.ts against what the records carry: every list command is run with --jsonl against a sandbox
 * holding every kind of record (charges pending, paid and cancelled, card payments, webhooks, deliveries, profiles),
 * and every field a record carries (flattened with dots where the command's fields go inside an object) is one of the
 * command's fields, which are the columns of --csv and what --fields may pick. Events carry any resource under
 * `data`: their fields name the ones people filter on, so only `data`'s presence is checked there.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {tempDir} from '../helpers/cli.js'
import {runInProcess} from '../helpers/in-process.js'
import {withSandbox, type TestSandbox} from '../helpers/sandbox.js'
import {requiredFlags} from '../commands/bolepix/helpers.js'
import {CARD_FLAGS, CUSTOMER_FLAGS} from '../commands/card/env.js'
import {
  EVENT_FIELDS,
  FIND_FIELDS,
  INVOICE_FIELDS,
  NOTIFICATION_FIELDS,
  PROFILE_FIELDS,
  SETTING_FIELDS,
  WEBHOOK_FIELDS,
  WEBHOOK_HEALTH_FIELDS,
} from '../../src/schemas/record-fields.js'

let sb: TestSandbox
let configDir: string
beforeAll(async () => {
  sb = await withSandbox({retryBaseMs: 20, retryMaxMs: 50})
  configDir = tempDir('payctl-fields-config-')
  const run = async (args: string[], input?: string) => {
    const r = await runInProcess(args, {env: {...sb.env, PAYCTL_CONFIG_DIR: configDir}, input})
    expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0)
    return r.stdout.trim()
  }
  await run(
    ['login', '--profile', 'sandbox', '--base-url', sb.url, '--seller-id', sb.sellerId, '--with-token'],
    `${sb.accessToken}\n${sb.clientToken}\n${sb.refreshToken}\n`,
  )
  await run([
    'webhook',
    'create',
    '--target',
    'http://127.0.0.1:9/hooks',
    '--event',
    '*',
    '--authorization',
    'fields-test-token-0123456789',
  ])
  const [pending, paid, cancelled] = [
    await run(['bolepix', 'create', ...requiredFlags(), '-q']),
    await run(['bolepix', 'create', ...requiredFlags(), '-q']),
    await run(['bolepix', 'create', ...requiredFlags(), '-q']),
  ]
  expect(pending).not.toBe('')
  await run(['sandbox', 'pay', paid])
  await run(['bolepix', 'cancel', cancelled, '--reason', 'fields', '--yes'])
  const card = [...CARD_FLAGS, ...CUSTOMER_FLAGS]
  const preauth = await run(['card', 'pay', ...card, '--delay-capture', '-q'], '5155901222280001\n')
  await run(['card', 'capture', preauth])
  await run(['card', 'cancel', await run(['card', 'pay', ...card, '-q'], '5155901222280001\n'), '--yes'])
})
afterAll(() => sb?.close())

/** The dotted paths of a record, going inside an object only where the fields do (`debtor.name`). */
function paths(record: Record<string, unknown>, fields: readonly string[], prefix = ''): string[] {
  return Object.entries(record).flatMap(([key, value]) => {
    const path = `${prefix}${key}`
    const inside = fields.some((f) => f.startsWith(`${path}.`))
    return inside && value && typeof value === 'object' && !Array.isArray(value)
      ? paths(value as Record<string, unknown>, fields, `${path}.`)
      : [path]
  })
}

async function records(args: readonly string[]): Promise<Record<string, unknown>[]> {
  const r = await runInProcess([...args, '--jsonl'], {env: {...sb.env, PAYCTL_CONFIG_DIR: configDir}})
  // webhook health exits 1 when a webhook is failing (this one's target never answers): its records are still data.
  expect(r.code, r.stderr).toBe(args.join(' ') === 'webhook health' ? 1 : 0)
  return r.stdout
    .trimEnd()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
}

describe('the fields of each list command cover what its records carry', () => {
  it.each([
    [['bolepix', 'list'], INVOICE_FIELDS],
    [['events', 'notifications'], NOTIFICATION_FIELDS],
    [['webhook', 'list'], WEBHOOK_FIELDS],
    [['webhook', 'health'], WEBHOOK_HEALTH_FIELDS],
    [['config', 'list'], SETTING_FIELDS],
    [['config', 'profiles'], PROFILE_FIELDS],
    [['find', 'maria silva'], FIND_FIELDS],
  ] as const)('%j', async (args, fields) => {
    const all = await records(args)
    expect(all.length).toBeGreaterThan(0)
    const carried = [...new Set(all.flatMap((r) => paths(r, fields)))]
    expect(carried.filter((p) => !fields.includes(p as never))).toEqual([])
  })

  it('events list: {id, event, inserted_at, data}, and each data field named is carried by some event', async () => {
    const all = await records(['events', 'list'])
    expect([...new Set(all.flatMap((r) => Object.keys(r)))].sort()).toEqual(['data', 'event', 'id', 'inserted_at'])
    const named = EVENT_FIELDS.filter((f) => f.startsWith('data.')).map((f) => f.slice(5))
    const carried = new Set(all.flatMap((r) => Object.keys(r.data as object)))
    expect(named.filter((k) => !carried.has(k))).toEqual([])
  })
})
