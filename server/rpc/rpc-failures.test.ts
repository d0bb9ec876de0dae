import { describe, expect, it } from 'vitest'
import { NoStores } from '../../core/usecases/catalog.usecase'
import { rpcFailure } from './rpc-failures'

describe('rpcFailure', () => {
  it('answers no stores after login with errors.technical_issues and the way home, the session already ended', () => {
    expect(rpcFailure(new NoStores({ message: 'errors.technical_issues', goTo: 'home' }))).toEqual({
      status: 503,
      body: { error: { key: 'errors.technical_issues', tag: 'NoStores', details: { goTo: 'home' } } },
      endsSession: false,
    })
  })

  it('answers a defect as an internal server error without details', () => {
    expect(rpcFailure(new Error('boom'))).toEqual({
      status: 500,
      body: { error: { key: 'errors.internal_server_error', tag: 'Defect' } },
      endsSession: false,
    })
  })
})
