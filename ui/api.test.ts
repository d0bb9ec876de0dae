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
