/**
 * The requestState of a 2026-07-28 confirmation (src/mcp/state.ts) and the round that checks it
 * (src/mcp/confirmations.ts askByRoundTrip): expiry with the confirmation's time limit, arguments bound by their
 * canonical JSON (key order does not matter, a value does), the text shown bound, spent once.
 */
import {describe, expect, it} from 'vitest'
import {askByRoundTrip} from '../../src/mcp/confirmations.js'
import {DeclinedError} from '../../src/errors.js'
import {RequestStates, idsFrom} from '../../src/mcp/state.js'

const TEN_MINUTES = 600_000

describe('RequestStates', () => {
  it('a state is good until the confirmation times out, then refused as expired', () => {
    let now = 1_000_000
    const states = new RequestStates(TEN_MINUTES, () => now)
    const state = states.mint('cancel_charge', {invoice_id: 'a', reason: 'x'}, 'text', RequestStates.nonce())
    now += TEN_MINUTES
    expect(() => states.verify(state, 'cancel_charge', {invoice_id: 'a', reason: 'x'})).not.toThrow()
    now += 1
    expect(() => states.verify(state, 'cancel_charge', {invoice_id: 'a', reason: 'x'})).toThrow(
      /the confirmation expired \(a person has 10 minutes/,
    )
  })

  it('binds the arguments by their canonical JSON: the order of keys does not matter, a nested value does', () => {
    const states = new RequestStates(TEN_MINUTES)
    const args = {debtor: {name: 'Ana', document: '1'}, amount: 10}
    const state = states.mint('create_charge', args, 't', RequestStates.nonce())
    expect(() => states.verify(state, 'create_charge', {amount: 10, debtor: {document: '1', name: 'Ana'}})).not.toThrow()
    expect(() => states.verify(state, 'create_charge', {amount: 10, debtor: {document: '1', name: 'Ana '}})).toThrow(DeclinedError)
    expect(() => states.verify(state, 'create_charge', {amount: '10', debtor: {document: '1', name: 'Ana'}})).toThrow(/other arguments/)
  })

  it('another server (another key) does not accept it', () => {
    const state = new RequestStates(TEN_MINUTES).mint('trigger', {}, 't', RequestStates.nonce())
    expect(() => new RequestStates(TEN_MINUTES).verify(state, 'trigger', {})).toThrow(/not made by this server or was altered/)
  })

  it('ids generated for a write are the same on every round of one confirmation, and differ between confirmations', () => {
    const nonce = RequestStates.nonce()
    const a = idsFrom(nonce)
    const b = idsFrom(nonce)
    expect([a(), a()]).toEqual([b(), b()])
    expect(idsFrom(RequestStates.nonce())()).not.toBe(idsFrom(nonce)())
    expect(a()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('askByRoundTrip', () => {
  const round = (states: RequestStates, state: string | undefined, action = 'accept') =>
    askByRoundTrip({
      canAsk: true,
      states,
      tool: 'cancel_charge',
      args: {invoice_id: 'a'},
      state,
      responses: state ? {confirm: {action}} : undefined,
    })

  it('accepts only the text the state was made for, and spends the state only when it accepts', async () => {
    const states = new RequestStates(TEN_MINUTES)
    const state = states.mint('cancel_charge', {invoice_id: 'a'}, 'charge a · PENDING', RequestStates.nonce())
    // The charge changed since the person was asked: what they confirmed is not what would be done.
    await expect(round(states, state).confirm('charge a · PAID')).rejects.toThrow(/no longer what the person was shown/)
    await expect(round(states, state, 'decline').confirm('charge a · PENDING')).rejects.toThrow(
      /declined the confirmation; nothing was sent/,
    )
    await expect(round(states, state).confirm('charge a · PENDING')).resolves.toBeUndefined()
    expect(() => round(states, state)).toThrow(/already used/)
  })
})
