/**
 * What `webhook create` shows is written past the redactor (its generated token is shown once: render/webhook.ts), so
 * it masks every other value itself. On the old code a target holding a card number was printed whole.
 */
import {describe, expect, it} from 'vitest'
import {presentCreatedWebhook} from '../../src/render/webhook.js'
import {makeColors} from '../../src/render/format.js'
import {SPELLINGS, showsNumber} from '../helpers/card-spellings.js'

describe('webhook create, as shown', () => {
  it('masks a card number in the target and events, and shows the generated token whole', () => {
    const token = 'ITlaUS7GIx8AXZNraHvD9cRdRUhoFGI7qBTkVrrhR1U'
    for (const spelling of [SPELLINGS.plain!, SPELLINGS.dots!, SPELLINGS['full-width digits']!]) {
      const body = {webhook: {target: `http://127.0.0.1:9/${spelling}`, events: [`PAYMENT.${spelling}`], authorization: token}}
      const shown = presentCreatedWebhook({
        body,
        coverage: [],
        answer: {},
        id: 'w-1',
        token,
        generated: true,
        json: false,
        colors: makeColors(false),
      })
      expect(showsNumber(shown.stdout, spelling), shown.stdout).toBe(false)
      expect(shown.stdout).toContain(token)
    }
  })
})
