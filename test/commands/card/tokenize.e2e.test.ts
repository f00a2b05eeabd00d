/**
 * `card tokenize` end to end against a recording server: exact request, output, refusals that send nothing.
 * In-process, but a card number typed as the command's name (oclif's command-not-found hook needs a process).
 */
import {describe, expect, it} from 'vitest'
import {runCli as runSpawned} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, sharedRecordingServer} from '../../helpers/recording-server.js'
import {APPROVED, CLIENT, apiEnv} from './env.js'

const TOKEN = '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
const server = sharedRecordingServer((s) => s.handle((_req, res) => sendJson(res, 200, {data: {number_token: TOKEN}})))

describe('card tokenize', () => {
  it('sends the number from stdin with the raw client token and prints the token and the masked number', async () => {
    const r = await runInProcess(['card', 'tokenize'], {env: apiEnv(server.url), input: `${APPROVED}\n`})
    expect(r.stderr).not.toContain(APPROVED)
    expect(r.code).toBe(0)
    expect(server.requests).toHaveLength(1)
    const req = server.requests[0]!
    expect(req.method).toBe('POST')
    expect(req.path).toBe('/api/tokenize')
    expect(req.headers.authorization).toBe(CLIENT)
    expect(req.headers['content-type']).toBe('application/json')
    expect(req.body).toBe(`{"card_number":"${APPROVED}"}`)
    expect(r.stdout).toBe(`token  ${TOKEN}\ncard   515590******0001 (mastercard)\n`)
    expect(r.stdout + r.stderr).not.toContain(APPROVED)
    // The next step names the customer flags too: a new order has no customer.
    expect(r.stderr).toMatch(
      /pay with it: payctl card pay --token \S+ .*--customer-name NAME --customer-email EMAIL --customer-cpf CPF \(or --customer-cnpj CNPJ, or --customer-id ID\)/,
    )
  })

  it('accepts the number typed in groups and sends digits only', async () => {
    const r = await runInProcess(['card', 'tokenize'], {env: apiEnv(server.url), input: '\n  4012 0010 3714 1112  \nignored\n'})
    expect(r.code).toBe(0)
    expect(server.requests[0]!.json).toEqual({card_number: '4012001037141112'})
    expect(r.stdout).toContain('401200******1112 (visa)')
  })

  it('reads the number as the one card-number rule does, and sends ASCII digits only', async () => {
    // Before: a number pasted with zero-width joiners or no-break spaces between its digits was refused ("only digits").
    for (const typed of ['4012001037141112'.split('').join('\u200d'), '4012\u00a00010\u00a03714\u00a01112', '4012+0010+3714+1112']) {
      server.requests.length = 0
      const r = await runInProcess(['card', 'tokenize'], {env: apiEnv(server.url), input: `${typed}\n`})
      expect(r.code, r.stderr).toBe(0)
      expect(server.requests[0]!.json).toEqual({card_number: '4012001037141112'})
    }
  })

  it('--json prints the answer unchanged', async () => {
    const answer = {data: {number_token: TOKEN, extra: {brand: 'mastercard'}}}
    server.handle((_req, res) => sendJson(res, 200, answer))
    const r = await runInProcess(['card', 'tokenize', '--json'], {env: apiEnv(server.url), input: APPROVED})
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual(answer)
  })

  it.each([
    ['fails Luhn', '5155901222280002', /Luhn/],
    ['is too short', '515590122228', /13 to 19 digits/],
  ])('refuses a number that %s, without sending or echoing it (exit 2)', async (_what, number, message) => {
    const r = await runInProcess(['card', 'tokenize'], {env: apiEnv(server.url), input: `${number}\n`})
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(message)
    expect(r.stderr).toMatch(/nothing was sent/)
    expect(r.stdout + r.stderr).not.toContain(number.replace(/-/g, '').slice(0, 11))
    expect(server.requests).toHaveLength(0)
  })

  it('says how to pass the number when stdin is empty (exit 2)', async () => {
    const r = await runInProcess(['card', 'tokenize'], {env: apiEnv(server.url), input: ''})
    expect(r.code).toBe(2)
    expect(r.stderr).toBe('error: card number: stdin was empty\n')
    expect(server.requests).toHaveLength(0)
  })

  it.each([
    ['an argument', ['card', 'tokenize', APPROVED]],
    ['an argument failing Luhn (--json)', ['card', 'tokenize', '5155901222280002', '--json']],
    ['an argument after --', ['card', 'tokenize', '--', '5155 9012 2228 0001']],
    ['an unknown flag (--json)', ['card', 'tokenize', `--card-number=${APPROVED}`, '--json']],
    ['a topic argument', ['card', '5155901222280002']],
  ])('refuses a card number given as %s, without echoing it (exit 2, nothing sent)', async (_what, argv) => {
    const run = argv[1] === 'tokenize' ? runInProcess : runSpawned
    const r = await run(argv, {env: apiEnv(server.url), input: `${APPROVED}\n`})
    expect(r.code).toBe(2)
    const all = r.stdout + r.stderr
    expect(all).not.toMatch(/5155901222|9012 2228|0122228/)
    expect(all).toMatch(/card number|unknown flag|not a payctl command/)
    if (argv.includes('--json')) expect(JSON.parse(r.stdout).error.code).toBe('usage')
    expect(server.requests).toHaveLength(0)
  })

  it('explains how to pass the number instead', async () => {
    const r = await runInProcess(['card', 'tokenize', APPROVED], {env: apiEnv(server.url)})
    expect(r.stderr).toBe(
      'error: refused: an argument looks like a card number (not repeated here); a card number is never taken from arguments or flags (other users can see them, and they stay in shell history): run in a terminal to be asked for it with a masked prompt, or pipe it on stdin\n',
    )
  })

  it('needs a client token before it reads anything (exit 4)', async () => {
    const r = await runInProcess(['card', 'tokenize'], {env: apiEnv(server.url, {PAYCTL_CLIENT_TOKEN: undefined}), input: APPROVED})
    expect(r.code).toBe(4)
    expect(r.stderr).toMatch(/no client token configured/)
    expect(server.requests).toHaveLength(0)
  })

  it('reports the API refusing the number without echoing it (exit 1)', async () => {
    server.handle((req, res) =>
      sendJson(res, 422, {errors: {card_number: [`${(req.json as {card_number: string}).card_number} is not accepted`]}}),
    )
    const r = await runInProcess(['card', 'tokenize', '--json'], {env: apiEnv(server.url), input: APPROVED})
    expect(r.code).toBe(1)
    expect(r.stderr).toBe('error: HTTP 422 Unprocessable Entity: card_number: 515590******0001 is not accepted\n')
    expect(JSON.parse(r.stdout).error.status).toBe(422)
    expect(r.stdout + r.stderr).not.toContain(APPROVED)
  })
})
