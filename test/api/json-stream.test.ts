/** The incremental list parser gives what JSON.parse gives, however the bytes are cut into chunks. */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {JsonStreamError, parseJsonList} from '../../src/api/json-stream.js'

async function* chunks(text: string, cuts: number[]): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text)
  let at = 0
  for (const cut of [...cuts.map((c) => c % (bytes.length + 1))].sort((a, b) => a - b)) {
    yield bytes.subarray(at, Math.max(at, cut))
    at = Math.max(at, cut)
  }
  yield bytes.subarray(at)
}

const parse = (text: string, cuts: number[] = []) => parseJsonList(chunks(text, cuts))

describe('parseJsonList', () => {
  it('parses a bare array element by element, reporting each one', async () => {
    const seen: unknown[] = []
    const text = ' [ {"id": "a,b]", "n": [1, {"x": "}"}]}, "s\\"q", 3, null, [] ] \n'
    const value = await parseJsonList(chunks(text, [3, 9, 10, 30]), (item, i) => seen.push([i, item]))
    expect(value).toEqual(JSON.parse(text))
    expect(seen).toEqual((JSON.parse(text) as unknown[]).map((x, i) => [i, x]))
  })

  it('streams the data array of an envelope and keeps the other members, in order', async () => {
    const text = '{"count": 2, "data": [{"id": 1}, {"id": "x]"}], "next": {"data": [9]}}'
    const seen: unknown[] = []
    const value = await parseJsonList(chunks(text, [5, 17, 18, 40]), (item) => seen.push(item))
    expect(value).toEqual(JSON.parse(text))
    expect(Object.keys(value as object)).toEqual(['count', 'data', 'next'])
    expect(seen).toEqual([{id: 1}, {id: 'x]'}])
  })

  it('takes empty lists and objects without a data array', async () => {
    expect(await parse('[]')).toEqual([])
    expect(await parse('{"data": []}')).toEqual({data: []})
    expect(await parse('{"errors": {"detail": "Not Found"}}')).toEqual({errors: {detail: 'Not Found'}})
    expect(await parse('{}')).toEqual({})
  })

  it('refuses what is not a JSON list or object', async () => {
    for (const bad of ['', '  ', '"text"', '42', '[1,,2]', '[1,]', '[1, 2', '[1] x', '{"data": [1, 2}', '[{"a": }]']) {
      await expect(parse(bad), bad).rejects.toBeInstanceOf(JsonStreamError)
    }
  })

  it('equals JSON.parse for any array or data envelope, cut anywhere', async () => {
    const json = fc.jsonValue({maxDepth: 3})
    const list = fc.oneof(
      fc.array(json, {maxLength: 8}),
      fc.record({data: fc.array(json, {maxLength: 8}), meta: json}, {requiredKeys: ['data']}),
    )
    await fc.assert(
      fc.asyncProperty(list, fc.array(fc.nat(), {maxLength: 6}), fc.boolean(), async (value, cuts, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined)
        expect(await parse(text, cuts)).toEqual(JSON.parse(text))
      }),
      {numRuns: 300},
    )
  })
})
