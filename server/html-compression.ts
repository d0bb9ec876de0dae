/**
 * Compression of the streamed pages (issue 7). A compressor holds output back until it has enough
 * input, which would hold back the stream; here the compressor is flushed after every chunk the
 * renderer writes, so each chunk leaves compressed as soon as it is rendered. The category page's
 * 70 KB of HTML goes out as about 13 KB.
 */
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/** The encodings a page is sent in, preferred first. */
export type PageEncoding = 'br' | 'gzip'

/** Brotli's quality for pages: 5 costs about what gzip's default does and packs tighter. */
const BROTLI_QUALITY = 5

/** The encoding for a request's Accept-Encoding: brotli, else gzip, else none (null). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (takes('br')) return 'br'
  if (takes('gzip')) return 'gzip'
  return null
}

/** What a read of the page's stream gives. */
type Read = ReadableStreamReadResult<Uint8Array>

/** The event loop's next turn. */
const TURN = Symbol('turn')
const nextTurn = () => new Promise<typeof TURN>((resolve) => setImmediate(() => resolve(TURN)))

/**
 * The page's chunks joined while the renderer writes them without a pause. React hands out its HTML
 * in pieces of a few KB; each piece alone would be a write to the socket and, compressed, a flush
 * of the compressor (a category page: about 25 of each). What the renderer has written by the time
 * the event loop turns goes out as one chunk, and nothing waits longer than that turn, so a page
 * still streams part by part as its parts are rendered.
 */
export function coalescedStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  // A read begun in one pull and not answered by the turn is the next pull's first.
  let pending: Promise<Read> | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const first = await (pending ?? reader.read())
      pending = undefined
      if (first.done) return controller.close()
      const parts = [first.value]
      const turned = nextTurn()
      for (;;) {
        pending = reader.read()
        const next = await Promise.race([pending, turned])
        if (next === TURN) break
        pending = undefined
        if (next.done) {
          controller.enqueue(joined(parts))
          return controller.close()
        }
        parts.push(next.value)
      }
      controller.enqueue(joined(parts))
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/** `parts` as one chunk. */
const joined = (parts: readonly Uint8Array[]): Uint8Array =>
  parts.length === 1 ? parts[0]! : new Uint8Array(Buffer.concat(parts))

/** Compresses a stream, flushing after each chunk so nothing is held back. */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: PageEncoding,
): ReadableStream<Uint8Array> {
  const zip =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip()
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  const reader = body.getReader()
  let ended = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)))
      zip.on('end', () => controller.close())
      zip.on('error', (error) => controller.error(error))
    },
    async pull() {
      if (ended) return
      const { done, value } = await reader.read()
      if (done) {
        ended = true
        zip.end()
        return
      }
      zip.write(value)
      await new Promise<void>((resolve) => zip.flush(flushKind, () => resolve()))
    },
    async cancel(reason) {
      ended = true
      zip.destroy()
      await reader.cancel(reason)
    },
  })
}

/**
 * The page's response for the request: an HTML body in chunks joined per turn of the event loop
 * (coalescedStream), compressed when the browser takes brotli or gzip; any other response as it
 * is. Caches are told the answer varies by Accept-Encoding.
 */
export function compressPage(response: Response, acceptEncoding: string | undefined): Response {
  const encoding = pageEncoding(acceptEncoding)
  const html = response.headers.get('content-type')?.startsWith('text/html') ?? false
  if (!response.body || !html) return response
  response.headers.append('Vary', 'Accept-Encoding')
  if (response.headers.has('content-encoding')) return response
  const body = coalescedStream(response.body)
  const headers = new Headers(response.headers)
  if (encoding) {
    headers.set('Content-Encoding', encoding)
    headers.delete('Content-Length')
  }
  return new Response(encoding ? compressStream(body, encoding) : body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
