/**
 * Ids as the tables show them: every command that takes an invoice or event id tries it as given, then as the start
 * (8 characters or more) of one; an ambiguous start is an error listing the candidates (exit 2); a shorter one is
 * not looked up; card payment ids stay exact. Against a seeded sandbox whose first and fifth invoice ids share their
 * first 9 characters.
 */
import {describe, expect, it} from 'vitest'
import {runCli} from '../helpers/cli.js'
import {seededPerFile} from '../helpers/seed.js'

const seed = seededPerFile()
const cli = (...args: string[]) => runCli(args, {env: seed().sb.env})
const charge = (name: string) => seed().charges.find((c) => c.name.startsWith(name))!

describe('id prefixes', {timeout: 60_000}, () => {
  it('bolepix get, pdf and wait take the first 8 characters of an invoice id', async () => {
    const ana = charge('Ana')
    const maria = charge('Maria')
    const [get, pdf, wait] = await Promise.all([
      cli('bolepix', 'get', ana.invoiceId.slice(0, 8), '--json'),
      cli('bolepix', 'pdf', ana.invoiceId.slice(0, 8), '--json'),
      cli('bolepix', 'wait', maria.invoiceId.slice(0, 8).toUpperCase(), '--until', 'PAID', '--timeout', '5s', '--json'),
    ])
    expect(get.code, get.stderr).toBe(0)
    expect(JSON.parse(get.stdout).invoiceId).toBe(ana.invoiceId)
    expect(JSON.parse(pdf.stdout).url).toContain(ana.invoiceId)
    expect(wait.code, wait.stderr).toBe(0)
    expect(JSON.parse(wait.stdout).invoiceId).toBe(maria.invoiceId)
  })

  it('an ambiguous start is an error listing the candidates (exit 2); one more character settles it', async () => {
    const [joao, pedro] = [charge('João'), charge('Pedro')]
    const prefix = joao.invoiceId.slice(0, 8)
    const r = await cli('bolepix', 'get', prefix)
    expect(r.code).toBe(2)
    // In the order the list gives them (oldest first).
    expect(r.stderr).toBe(
      `error: ambiguous invoice id "${prefix}": 2 Bolepix charges have ids that start with it (${joao.invoiceId}, ${pedro.invoiceId}); give more characters\n`,
    )
    const settled = await cli('bolepix', 'get', joao.invoiceId.slice(0, 10), '--json')
    expect(JSON.parse(settled.stdout).invoiceId).toBe(joao.invoiceId)
  })

  it('fewer than 8 characters are an id as given, not a prefix (not found, exit 1)', async () => {
    const r = await cli('bolepix', 'get', charge('Ana').invoiceId.slice(0, 7))
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('not found')
  })

  it('bolepix cancel --yes and sandbox pay act on the charge the prefix names, and only on it', async () => {
    const pedro = charge('Pedro')
    const frutas = charge('Frutas')
    const ana = charge('Ana')
    const pay = await cli('sandbox', 'pay', pedro.invoiceId.slice(0, 10), '--json')
    expect(pay.code, pay.stderr).toBe(0)
    expect(JSON.parse(pay.stdout).data.invoiceId).toBe(pedro.invoiceId)
    const cancel = await cli('bolepix', 'cancel', ana.invoiceId.slice(0, 8), '--reason', 'pedido duplicado', '--yes')
    expect(cancel.code, cancel.stderr).toBe(0)
    expect(cancel.stdout).toContain(`Charge ${ana.invoiceId} cancelled.`)
    const list = JSON.parse((await cli('bolepix', 'list', '--json')).stdout) as {invoiceId: string; status: string}[]
    const status = (id: string) => list.find((r) => r.invoiceId === id)!.status
    expect([status(pedro.invoiceId), status(ana.invoiceId), status(frutas.invoiceId), status(charge('João').invoiceId)]).toEqual([
      'PAID',
      'CANCELLED',
      'CANCELLED',
      'PENDING',
    ])
  })

  it('events show and events notifications --event-id take the first 8 characters of an event id', async () => {
    const events = JSON.parse((await cli('events', 'list', '--json')).stdout) as {id: string; event: string}[]
    const first = events[0]!
    const [show, notifications] = await Promise.all([
      cli('events', 'show', first.id.slice(0, 8), '--json'),
      cli('events', 'notifications', '--event-id', first.id.slice(0, 8), '--json'),
    ])
    expect(show.code, show.stderr).toBe(0)
    expect(JSON.parse(show.stdout).event.id).toBe(first.id)
    expect(JSON.parse(show.stdout).notifications).toHaveLength(2)
    const listed = JSON.parse(notifications.stdout) as {event_id: string}[]
    expect(listed).toHaveLength(2)
    expect(listed.every((n) => n.event_id === first.id)).toBe(true)
  })

  it('card payment ids stay exact: a start is sent as given (the service cannot list payments)', async () => {
    const r = await cli('card', 'capture', charge('Ana').invoiceId.slice(0, 8))
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/not found|404/i)
  })
})
