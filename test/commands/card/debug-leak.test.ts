/**
 * Every card command run with --debug, against a server that echoes the card number back in its answers (the worst
 * case): stdout, stderr and every file the run wrote (its config folder) are searched for the number and the
 * credentials. In-process: the debug log goes through the context's stderr as it does in a process.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {tempDir} from '../../helpers/cli.js'
import {runInProcess} from '../../helpers/in-process.js'
import {sendJson, startRecordingServer, type RecordingServer} from '../../helpers/recording-server.js'
import {ACCESS, CARD_FLAGS, CLIENT, apiEnv, filesUnder, samplePayment} from './env.js'

// Luhn-valid, and not one of the public test cards (test-cards prints those in full on purpose).
const NUMBER = '4556737586899855'
const TOKEN = '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
const ID = '3b0c9f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f'
let server: RecordingServer

beforeAll(async () => {
  server = await startRecordingServer((req, res) => {
    if (req.path === '/api/tokenize') return sendJson(res, 200, {data: {number_token: TOKEN, card_number: NUMBER, echo: `card ${NUMBER}`}})
    if (req.path.endsWith('/payments'))
      return sendJson(res, 201, {data: samplePayment({status: 'PRE_AUTHORIZED', note: `paid with ${NUMBER}`})})
    if (req.path.endsWith('/capture')) return sendJson(res, 409, {errors: {detail: `payment with card ${NUMBER} is not PRE_AUTHORIZED`}})
    sendJson(res, 402, {message: `not authorized ${NUMBER}`, details: [{description: `card ${NUMBER} refused`}]})
  })
})
afterAll(() => server.close())

/** A payment for an order given (so no customer is needed), the card left to each run. */
const PAYMENT = [...CARD_FLAGS, '--order-id', '0d5e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6']

const RUNS: {name: string; argv: string[]; input?: string}[] = [
  {name: 'tokenize', argv: ['card', 'tokenize'], input: `${NUMBER}\n`},
  {name: 'pay (on the fly)', argv: ['card', 'pay', ...PAYMENT], input: `${NUMBER}\n`},
  {name: 'pay --token --json', argv: ['card', 'pay', '--token', TOKEN, ...PAYMENT, '--json']},
  {
    name: 'pay with a bad customer',
    argv: ['card', 'pay', '--holder-name', 'M', '--expiration-month', '1', '--expiration-year', '31', '--customer-email', 'x'],
    input: `${NUMBER}\n`,
  },
  {name: 'tokenize refused (argument)', argv: ['card', 'tokenize', NUMBER]},
  {name: 'capture (409 echoing the number)', argv: ['card', 'capture', ID]},
  {name: 'cancel (402 echoing the number)', argv: ['card', 'cancel', ID, '--yes', '--json']},
  {name: 'test-cards', argv: ['card', 'test-cards']},
]

describe('nothing leaks with --debug', () => {
  it.each(RUNS)('card $name', async ({argv, input}) => {
    const configDir = tempDir('payctl-card-leak-')
    const r = await runInProcess([...argv, '--debug'], {env: apiEnv(server.url, {PAYCTL_CONFIG_DIR: configDir}), input: input ?? ''})
    const texts = [r.stdout, r.stderr, ...filesUnder(configDir).map((f) => f.text)]
    for (const text of texts) {
      expect(text).not.toContain(NUMBER)
      expect(text).not.toContain('4556 7375 8689 9855')
      expect(text).not.toContain(NUMBER.slice(0, 11))
      expect(text).not.toContain(ACCESS)
      expect(text).not.toContain(CLIENT)
    }
    if (!argv.includes('test-cards') && !argv.includes(NUMBER) && !argv.includes('--customer-email'))
      expect(r.stderr).toContain('[debug] -->')
  })
})
