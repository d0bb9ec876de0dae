import { describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { coalescedStream, compressPage, compressStream, pageEncoding } from './html-compression'

/** A stream that hands out `chunks` one by one, and waits for `gate` before it ends. */
function slowStream(chunks: readonly string[], gate: Promise<void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let index = 0
  return new ReadableStream({
    async pull(controller) {
      if (index < chunks.length) controller.enqueue(encoder.encode(chunks[index++]))
      else {
        await gate
        controller.close()
      }
    },
  })
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer())
}

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pageEncoding('gzip, deflate')).toBe('gzip')
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pageEncoding('identity')).toBeNull()
    expect(pageEncoding(undefined)).toBeNull()
    expect(pageEncoding('*')).toBe('br')
  })
})

describe('coalescedStream', () => {
  it('sends what is written without a pause as one chunk, and what follows a pause before the end', async () => {
    let open: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (open = resolve))
    const encoder = new TextEncoder()
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const part of ['<html>', '<body>', 'x'.repeat(5000)]) controller.enqueue(encoder.encode(part))
        await gate
        controller.enqueue(encoder.encode('</body>'))
        controller.enqueue(encoder.encode('</html>'))
        controller.close()
      },
    })
    const reader = coalescedStream(source).getReader()
    const decoder = new TextDecoder()
    const first = await reader.read()
    // The first three parts came at once, and went out while the source still held the rest back.
    expect(decoder.decode(first.value)).toBe(`<html><body>${'x'.repeat(5000)}`)
    open()
    const second = await reader.read()
    expect(decoder.decode(second.value)).toBe('</body></html>')
    expect((await reader.read()).done).toBe(true)
  })

  it('passes a failure of the source on', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([60]))
        setTimeout(() => controller.error(new Error('render failed')), 5)
      },
    })
    const reader = coalescedStream(source).getReader()
    expect((await reader.read()).value).toEqual(new Uint8Array([60]))
    await expect(reader.read()).rejects.toThrow('render failed')
  })
})

describe('compressStream', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`sends each ${encoding} chunk before the page has ended`, async () => {
      let open: () => void = () => undefined
      const gate = new Promise<void>((resolve) => (open = resolve))
      const reader = compressStream(
        slowStream(['<html><body>', 'x'.repeat(5000)], gate),
        encoding,
      ).getReader()
      // Both chunks arrive compressed while the source still holds the stream open.
      const received: Uint8Array[] = []
      while (received.reduce((sum, chunk) => sum + chunk.length, 0) < 20) {
        const { value } = await reader.read()
        received.push(value!)
      }
      open()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        received.push(value)
      }
      const packed = Buffer.concat(received)
      const text = (encoding === 'br' ? brotliDecompressSync(packed) : gunzipSync(packed)).toString()
      expect(text).toBe(`<html><body>${'x'.repeat(5000)}`)
      expect(packed.length).toBeLessThan(200)
    })
  }
})

describe('compressPage', () => {
  it('compresses HTML for a browser that takes gzip, and says it varies', async () => {
    const page = new Response('<p>Hej</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
    const sent = compressPage(page, 'gzip')
    expect(sent.headers.get('content-encoding')).toBe('gzip')
    expect(sent.headers.get('vary')).toBe('Accept-Encoding')
    expect(gunzipSync(await readAll(sent.body!)).toString()).toBe('<p>Hej</p>')
  })

  it('leaves other answers and browsers that take neither as they are', async () => {
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } })
    expect(compressPage(json, 'br')).toBe(json)
    const page = new Response('<p>Hej</p>', { headers: { 'content-type': 'text/html' } })
    const sent = compressPage(page, 'identity')
    expect(sent.headers.get('content-encoding')).toBeNull()
    expect(await sent.text()).toBe('<p>Hej</p>')
  })
})
