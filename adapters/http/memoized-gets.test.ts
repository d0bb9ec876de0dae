import { describe, expect, it } from 'vitest'
import { memoizedGets } from './memoized-gets'

/** A fetch that counts what it is asked and answers each URL's path with its count. */
function countingFetch(status = 200) {
  const asked: string[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    asked.push(
      `${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization') ?? '-'}`,
    )
    return new Response(JSON.stringify({ answer: asked.length }), { status })
  }
  return { asked, fetch }
}

describe('memoizedGets', () => {
  it('asks a repeated GET once, also when the repeats are in flight together, and each caller reads its own body', async () => {
    const { asked, fetch } = countingFetch()
    const memo = memoizedGets(fetch)
    const [a, b] = await Promise.all([memo('http://s/users/U1'), memo('http://s/users/U1')])
    const c = await memo('http://s/users/U1')
    expect(await Promise.all([a.json(), b.json(), c.json()])).toEqual([
      { answer: 1 },
      { answer: 1 },
      { answer: 1 },
    ])
    expect(asked).toEqual(['GET /users/U1 -'])
  })

  it('sends a Request handed over with no further options (as ky hands its own) as it is, body and all', async () => {
    const sent: Request[] = []
    const memo = memoizedGets(async (input) => {
      sent.push(input as Request)
      return new Response(await (input as Request).text())
    })
    const post = new Request('http://s/product/graphql', { method: 'POST', body: '{"query":"{ a }"}' })
    const get = new Request('http://s/users/U1')
    expect(await (await memo(post, {})).text()).toBe('{"query":"{ a }"}')
    await memo(get, {})
    expect(sent[0]).toBe(post)
    expect(sent[1]).toBe(get)
  })

  it('tells apart GETs of other URLs and other tokens', async () => {
    const { asked, fetch } = countingFetch()
    const memo = memoizedGets(fetch)
    await memo('http://s/users/U1', { headers: { authorization: 'Bearer a' } })
    await memo('http://s/users/U1', { headers: { authorization: 'Bearer b' } })
    await memo('http://s/users/U2', { headers: { authorization: 'Bearer a' } })
    expect(asked).toEqual(['GET /users/U1 Bearer a', 'GET /users/U1 Bearer b', 'GET /users/U2 Bearer a'])
  })

  it('forgets every answer after a call that may change them', async () => {
    const { asked, fetch } = countingFetch()
    const memo = memoizedGets(fetch)
    await memo('http://s/cart/1')
    await memo('http://s/cart/1/lines', { method: 'POST', body: '{}' })
    const after = await memo('http://s/cart/1')
    expect(await after.json()).toEqual({ answer: 3 })
    expect(asked).toEqual(['GET /cart/1 -', 'POST /cart/1/lines -', 'GET /cart/1 -'])
  })

  it('keeps the user, locations and catalogue across a change of a cart, and forgets the rest', async () => {
    const { asked, fetch } = countingFetch()
    const memo = memoizedGets(fetch)
    const kept = [
      'http://s/services/user/v2/users/U1',
      'http://s/services/location/locations?services=standard-pickup',
      'http://s/services/product/menu?customerId=C1',
    ]
    const forgotten = ['http://s/services/cart/v2/cart/1/export', 'http://s/services/order/orders?page=1']
    for (const url of [...kept, ...forgotten]) await memo(url)
    await memo('http://s/services/cart/v2/cart/1/variants/batch/add', { method: 'POST', body: '{}' })
    for (const url of [...kept, ...forgotten]) await memo(url)
    expect(asked.filter((line) => line.startsWith('GET'))).toHaveLength(kept.length + 2 * forgotten.length)
    // Any other change forgets them all.
    await memo('http://s/services/user/v2/users/U1', { method: 'PUT', body: '{}' })
    for (const url of kept) await memo(url)
    expect(asked.filter((line) => line.startsWith('GET'))).toHaveLength(
      2 * kept.length + 2 * forgotten.length,
    )
  })

  it('keeps its answers across queries on the commerce graph and searches, which only read', async () => {
    const { asked, fetch } = countingFetch()
    const memo = memoizedGets(fetch)
    await memo('http://s/services/user/v2/users/U1')
    await memo('http://s/services/product/graphql', { method: 'POST', body: '{"query":"{ x }"}' })
    await memo('http://s/services/search/search', { method: 'POST', body: '{}' })
    await memo('http://s/services/user/v2/users/U1')
    await memo('http://s/services/search/createEvents', { method: 'POST', body: '{}' })
    await memo('http://s/services/user/v2/users/U1')
    expect(asked.filter((line) => line.startsWith('GET'))).toHaveLength(2)
  })

  it('keeps no failed answer: the next GET asks again', async () => {
    const { asked, fetch } = countingFetch(503)
    const memo = memoizedGets(fetch)
    expect((await memo('http://s/menu')).status).toBe(503)
    expect((await memo('http://s/menu')).status).toBe(503)
    expect(asked).toHaveLength(2)
  })

  it('asks again for a caller whose first asker got no answer', async () => {
    let calls = 0
    const memo = memoizedGets(async () => {
      calls += 1
      if (calls === 1) throw new DOMException('The operation was aborted', 'AbortError')
      return new Response('{"ok":true}')
    })
    const [first, second] = await Promise.allSettled([memo('http://s/menu'), memo('http://s/menu')])
    expect(first.status).toBe('rejected')
    expect(second.status === 'fulfilled' && (await second.value.json())).toEqual({ ok: true })
    expect(calls).toBe(2)
  })
})
