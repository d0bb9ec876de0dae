import { describe, expect, it } from 'vitest'
import { createRpcClient, pageReads } from './api'
import { ShopApiError } from './api-error'

/** A fetch that answers each call with the next status and body. */
function answering(...answers: [number, unknown][]) {
  const seen: { url: string; signal: AbortSignal | null | undefined; headers: Headers }[] = []
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    seen.push({ url, signal: init?.signal, headers: new Headers(init?.headers) })
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

/** A stand-in XMLHttpRequest that sends in two steps and answers `status` with `body`. */
function fakeXhr(status: number, body: unknown) {
  const sent: { url?: string; body?: string; headers: Record<string, string> } = { headers: {} }
  const xhr = {
    upload: {} as { onprogress?: (event: Partial<ProgressEvent>) => void; onload?: () => void },
    status: 0,
    responseText: '',
    onload: undefined as undefined | (() => void),
    open: (_method: string, url: string) => void (sent.url = url),
    setRequestHeader: (name: string, value: string) => void (sent.headers[name] = value),
    getResponseHeader: (name: string) => (name === 'x-csrf-token' ? 'token-from-answer' : null),
    abort: () => undefined,
    send(json: string) {
      sent.body = json
      queueMicrotask(() => {
        xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
        xhr.upload.onload?.()
        xhr.status = status
        xhr.responseText = JSON.stringify(body)
        xhr.onload?.()
      })
    },
  }
  return { xhr: xhr as unknown as XMLHttpRequest, sent }
}

describe('a call with upload progress', () => {
  it('posts the JSON with XMLHttpRequest and reports the share sent', async () => {
    const { xhr, sent } = fakeXhr(200, { addedCount: 2 })
    const progress: number[] = []
    const api = createRpcClient(answering().fetchImpl, { makeXhr: () => xhr })
    const answer = await api.uploadCartSheet(
      { deliveryId: 'DBI', fileName: 'a.csv', content: 'YQ==' },
      { onUploadProgress: (share) => progress.push(share) },
    )
    expect(answer).toEqual({ addedCount: 2 })
    expect(sent).toMatchObject({
      url: '/rpc/uploadCartSheet',
      headers: { 'content-type': 'application/json' },
    })
    expect(JSON.parse(sent.body ?? '')).toEqual({ deliveryId: 'DBI', fileName: 'a.csv', content: 'YQ==' })
    expect(progress).toEqual([0.5, 1])
  })

  it('throws a refusal with its key like any call', async () => {
    const { xhr } = fakeXhr(422, { error: { key: 'errors.cart_uploads_products', tag: 'CartChangeFailed' } })
    const api = createRpcClient(answering().fetchImpl, { makeXhr: () => xhr })
    const failure = await api
      .uploadCartSheet(
        { deliveryId: 'DBI', fileName: 'a.csv', content: 'YQ==' },
        { onUploadProgress: () => undefined },
      )
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ status: 422, key: 'errors.cart_uploads_products' })
  })
})

describe('the CSRF token (docs/adr/0016)', () => {
  /** A fetch that records each call's token and answers with the next status, body and token. */
  function withTokens(...answers: [number, unknown, string | null][]) {
    const sent: (string | null)[] = []
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('x-csrf-token'))
      const [status, body, token] = answers.shift() ?? [500, {}, null]
      const headers = new Headers({ 'content-type': 'application/json' })
      if (token) headers.set('x-csrf-token', token)
      return new Response(JSON.stringify(body), { status, headers })
    }) as typeof fetch
    return { fetchImpl, sent }
  }

  it('sends the page’s token, then the newest one an answer hands on (a login rotates it)', async () => {
    const { fetchImpl, sent } = withTokens([200, { result: 1 }, 'after-login'], [200, { result: 1 }, null])
    const api = createRpcClient(fetchImpl, { csrfToken: () => 'from-the-page' })
    await api.login({ username: 'a', password: 'b' })
    await api.session({})
    expect(sent).toEqual(['from-the-page', 'after-login'])
  })

  it('tries once more with the token a stale-token refusal hands on, never twice', async () => {
    const refusal = { error: { key: 'errors.request_refused', tag: 'CsrfTokenMismatch' } }
    const { fetchImpl, sent } = withTokens(
      [403, refusal, 'current'],
      [200, { result: 3 }, 'current'],
      [403, refusal, 'newer'],
      [403, refusal, 'newest'],
    )
    const api = createRpcClient(fetchImpl, { csrfToken: () => 'stale' })
    expect(await api.session({})).toEqual({ result: 3 })
    expect(sent).toEqual(['stale', 'current'])
    const failure = await api.session({}).catch((error: unknown) => error)
    expect(failure).toMatchObject({ status: 403, key: 'errors.request_refused', tag: 'CsrfTokenMismatch' })
    expect(sent).toEqual(['stale', 'current', 'current', 'newer'])
  })

  it('does not try again when the refusal is for another origin', async () => {
    const { fetchImpl, sent } = withTokens([
      403,
      { error: { key: 'errors.request_refused', tag: 'CrossSiteRequest' } },
      null,
    ])
    const api = createRpcClient(fetchImpl, { csrfToken: () => 'token' })
    await expect(api.session({})).rejects.toMatchObject({ status: 403, tag: 'CrossSiteRequest' })
    expect(sent).toHaveLength(1)
  })

  it('sends the token with an upload that reports progress too', async () => {
    const { xhr, sent } = fakeXhr(200, { addedCount: 1 })
    const api = createRpcClient(answering().fetchImpl, { makeXhr: () => xhr, csrfToken: () => 'page-token' })
    await api.uploadCartSheet(
      { deliveryId: 'DBI', fileName: 'a.csv', content: 'YQ==' },
      { onUploadProgress: () => undefined },
    )
    expect(sent.headers).toMatchObject({ 'x-csrf-token': 'page-token' })
  })

  it('marks a loader’s reads as a page’s, so that the server waits for the services only as long as for a page', async () => {
    const { fetchImpl, seen } = answering([200, { result: 3 }], [200, { result: 3 }])
    const api = createRpcClient(fetchImpl)
    await pageReads(api).session({})
    await api.session({})
    expect(seen.map((call) => call.headers.get('x-page-read'))).toEqual(['1', null])
  })
})
