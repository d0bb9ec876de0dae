import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { requestsUnderWay } from './requests-under-way'

/** An app whose one route answers when `release` is called. */
function slowApp() {
  const underWay = requestsUnderWay()
  const releases: (() => void)[] = []
  const app = new Hono()
  app.use('*', underWay.middleware)
  app.get('/slow', async (c) => {
    await new Promise<void>((resolve) => releases.push(resolve))
    return c.text('done')
  })
  app.get('/fails', () => {
    throw new Error('broken')
  })
  app.onError((_error, c) => c.text('failed', 500))
  return { app, underWay, release: () => releases.shift()?.() }
}

describe('requestsUnderWay', () => {
  it('is settled at once when no request is under way', async () => {
    const { underWay } = slowApp()
    await expect(underWay.settled(60_000)).resolves.toBeUndefined()
  })

  it('settles when the last request under way has answered, not before', async () => {
    const { app, underWay, release } = slowApp()
    const first = app.fetch(new Request('http://services/slow'))
    const second = app.fetch(new Request('http://services/slow'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(underWay.count()).toBe(2)
    let settled = false
    const waiting = underWay.settled(60_000).then(() => (settled = true))
    release()
    await first
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    release()
    await second
    await waiting
    expect(settled).toBe(true)
    expect(underWay.count()).toBe(0)
  })

  it('counts a request that failed as answered', async () => {
    const { app, underWay } = slowApp()
    expect((await app.fetch(new Request('http://services/fails'))).status).toBe(500)
    expect(underWay.count()).toBe(0)
  })

  it('stops waiting after the grace when a request never answers', async () => {
    const { app, underWay } = slowApp()
    void app.fetch(new Request('http://services/slow'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    const started = Date.now()
    await underWay.settled(30)
    expect(underWay.count()).toBe(1)
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
  })

  it('counts a counted fetch until its streamed body has been read, or cancelled', async () => {
    const underWay = requestsUnderWay()
    let push: ((text: string | null) => void) | undefined
    const streaming = underWay.counted(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (text) =>
                text === null ? controller.close() : controller.enqueue(new TextEncoder().encode(text))
            },
          }),
          { headers: { 'content-type': 'text/html' } },
        ),
    )
    const read = await streaming(new Request('http://shop/page'))
    expect(read.headers.get('content-type')).toBe('text/html')
    expect(underWay.count()).toBe(1)
    const text = read.text()
    push!('<p>page')
    push!(null)
    expect(await text).toBe('<p>page')
    expect(underWay.count()).toBe(0)

    const cancelled = await streaming(new Request('http://shop/page'))
    expect(underWay.count()).toBe(1)
    await cancelled.body!.cancel()
    expect(underWay.count()).toBe(0)
  })

  it('counts a counted fetch without a body, or that failed, as answered at once', async () => {
    const underWay = requestsUnderWay()
    await underWay.counted(async () => new Response(null, { status: 204 }))(new Request('http://shop/'))
    expect(underWay.count()).toBe(0)
    await expect(
      underWay.counted(async () => {
        throw new Error('broken')
      })(new Request('http://shop/')),
    ).rejects.toThrow('broken')
    expect(underWay.count()).toBe(0)
  })
})
