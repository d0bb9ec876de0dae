import { describe, expect, it } from 'vitest'
import { createRpcClient } from './api'
import { ShopApiError } from './api-error'

/** A fetch that answers each call with the next status and body. */
function answering(...answers: [number, unknown][]) {
  const seen: { url: string; signal: AbortSignal | null | undefined }[] = []
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    seen.push({ url, signal: init?.signal })
    const [status, body] = answers.shift() ?? [500, {}]
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetchImpl, seen }
}

describe('the browser ShopApi', () => {
  it('posts to /rpc/<name> and answers the output', async () => {
    const { fetchImpl, seen } = answering([200, { result: 3 }])
    expect(await createRpcClient(fetchImpl).session({})).toEqual({ result: 3 })
    expect(seen[0]?.url).toBe('/rpc/session')
  })

  it('throws the failure with its key, tag and details, and ends nothing for a refused login', async () => {
    let ended = 0
    const { fetchImpl } = answering([
      401,
      {
        error: {
          key: 'errors.unknown_error_occurred',
          tag: 'LoginFailed',
          details: { reason: 'invalidCredentials' },
        },
      },
    ])
    const api = createRpcClient(fetchImpl, { onSessionEnded: () => ended++ })
    const failure = await api.login({ username: 'a', password: 'b' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ShopApiError)
    expect(failure).toMatchObject({
      status: 401,
      tag: 'LoginFailed',
      details: { reason: 'invalidCredentials' },
    })
    expect(ended).toBe(0)
  })

  it('on a 401 or an ended session, aborts what is pending and tells the page once per answer', async () => {
    let ended = 0
    const { fetchImpl, seen } = answering(
      [401, { error: { key: 'errors.invalid_token', tag: 'ServiceCallFailed', sessionEnded: true } }],
      [403, { error: { key: 'errors.forbidden_action', tag: 'CurrentUserFailed', sessionEnded: true } }],
    )
    const api = createRpcClient(fetchImpl, { onSessionEnded: () => ended++ })
    await api.session({}).catch(() => undefined)
    expect(seen[0]?.signal?.aborted).toBe(true)
    await api.switchContext({ customerId: 'C100' }).catch(() => undefined)
    expect(ended).toBe(2)
    expect(seen[1]?.signal?.aborted).toBe(true)
  })
})
