/** The transport's streamList: big list answers parsed as they arrive, and what happens when one breaks midway. */
import {afterEach, describe, expect, it} from 'vitest'
import {Transport} from '../../src/api/transport.js'
import {NetworkError} from '../../src/errors.js'
import {sendJson, startRecordingServer, type Handler} from '../helpers/recording-server.js'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function transportFor(handler: Handler): Promise<{t: Transport; hits: () => number}> {
  let hits = 0
  const server = await startRecordingServer(async (req, res, raw) => {
    hits++
    await handler(req, res, raw)
  })
  cleanups.push(() => server.close())
  const t = new Transport({
    baseUrl: server.url,
    sellerId: 'seller-1',
    credentials: {accessToken: 'tok_test_0123456789'},
    retry: {baseMs: 1, capMs: 2},
  })
  cleanups.push(() => t.close())
  return {t, hits: () => hits}
}

const items = Array.from({length: 300}, (_, i) => ({id: i, name: `item ${i}`}))

describe('Transport streamList', () => {
  it('true: the body is what JSON.parse gives, and the text is not kept', async () => {
    const {t} = await transportFor((_req, res) => sendJson(res, 200, {data: items, next: null}))
    const res = await t.request({method: 'GET', path: '/list', streamList: true})
    expect(res.body).toEqual({data: items, next: null})
    expect(res.text).toBe('')
  })

  it('a function: every element handed over in order, none kept in the body', async () => {
    const {t} = await transportFor((_req, res) => sendJson(res, 200, items))
    const seen: unknown[] = []
    const res = await t.request({method: 'GET', path: '/list', streamList: async (item, i) => void seen.push([i, item])})
    expect(seen).toEqual(items.map((x, i) => [i, x]))
    expect(res.body).toEqual([])
  })

  it('an error thrown by the function comes out unchanged, and the GET is not repeated', async () => {
    const {t, hits} = await transportFor((_req, res) => sendJson(res, 200, items))
    const boom = new Error('stdout closed')
    await expect(
      t.request({
        method: 'GET',
        path: '/list',
        streamList: (_item, i) => {
          if (i === 5) throw boom
        },
      }),
    ).rejects.toBe(boom)
    expect(hits()).toBe(1)
  })

  it('a body cut after some elements were handed over is not retried (they would be seen twice)', async () => {
    const text = JSON.stringify(items)
    const {t, hits} = await transportFor((_req, res) => {
      res.writeHead(200, {'content-type': 'application/json', 'content-length': String(text.length)})
      res.write(text.slice(0, 2000))
      setTimeout(() => res.destroy(), 20)
    })
    let seen = 0
    await expect(t.request({method: 'GET', path: '/list', streamList: () => void seen++})).rejects.toBeInstanceOf(NetworkError)
    expect(seen).toBeGreaterThan(0)
    expect(hits()).toBe(1)
  })

  it('a body cut before any element is retried like any GET', async () => {
    const text = JSON.stringify(items)
    const {t, hits} = await transportFor((_req, res) => {
      if (hits() > 1) return sendJson(res, 200, items)
      res.writeHead(200, {'content-type': 'application/json', 'content-length': String(text.length)})
      res.write('[')
      setTimeout(() => res.destroy(), 20)
    })
    let seen = 0
    await t.request({method: 'GET', path: '/list', streamList: () => void seen++})
    expect(seen).toBe(items.length)
    expect(hits()).toBe(2)
  })

  it('a 2XX answer that is not JSON gives an empty body and says so in the text', async () => {
    const {t} = await transportFor((_req, res) => {
      res.writeHead(200, {'content-type': 'application/json'})
      res.end('[1, 2, oops]')
    })
    const res = await t.request({method: 'GET', path: '/list', streamList: true})
    expect(res.body).toBeUndefined()
    expect(res.text).toMatch(/^\(not JSON: /)
  })
})
