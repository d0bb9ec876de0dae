import { describe, expect, it } from 'vitest'
import { failureKeyOf, ShopApiError } from './api-error'

describe('failureKeyOf', () => {
  it('reads the key of a failed call in the browser and on the server alike', () => {
    expect(failureKeyOf(new ShopApiError(422, 'errors.punchout.nothing_in_order'), 'x')).toBe(
      'errors.punchout.nothing_in_order',
    )
    // The in-process API's failure (server/rpc/shop-api.server.ts RpcFailed): its answer's body.
    const onServer = Object.assign(new Error('PunchoutReturnFailed failed (422)'), {
      status: 422,
      body: { error: { key: 'errors.punchout.nothing_in_order' } },
    })
    expect(failureKeyOf(onServer, 'x')).toBe('errors.punchout.nothing_in_order')
    expect(failureKeyOf(new Error('boom'), 'errors.internal_server_error')).toBe(
      'errors.internal_server_error',
    )
    expect(failureKeyOf(undefined, 'fallback')).toBe('fallback')
  })
})
