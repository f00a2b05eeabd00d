/** Error bodies of the API as one readable line. */
import {describe, expect, it} from 'vitest'
import {describeErrorBody} from '../../src/api/error-body.js'

describe('error bodies', () => {
  it('does not repeat the status text', () => {
    expect(describeErrorBody(404, {errors: {detail: 'Not Found'}}, '').message).toBe('HTTP 404 Not Found')
    expect(describeErrorBody(403, {errors: {detail: 'Forbidden: the seller id is not the one of this token'}}, '').message).toBe(
      'HTTP 403 Forbidden: the seller id is not the one of this token',
    )
    expect(describeErrorBody(409, {errors: {detail: 'the charge is PAID'}}, '').message).toBe('HTTP 409 Conflict: the charge is PAID')
  })
})
