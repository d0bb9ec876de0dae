/**
 * Reading the files of a .zip held in memory (an uploaded .xlsx) without trusting it: the central
 * directory says where each file is, and a file is inflated as a stream of chunks, counted as it
 * unpacks, so a reader may stop at any point and a file that unpacks to more than a cap is refused
 * before the rest of it is inflated. Each chunk is inflated off the main thread and handed over in
 * its own turn of the event loop.
 */
import { Readable } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { createInflateRaw } from 'node:zlib'

/** Why a .zip could not be read: it is no .zip we can read, or a file in it unpacks to too much. */
export class ZipError extends Error {
  override readonly name = 'ZipError'

  constructor(
    readonly kind: 'unreadable' | 'too_large',
    message: string,
  ) {
    super(message)
  }
}

/** One file of a .zip, as its central directory describes it. */
export interface ZipEntry {
  readonly name: string
  readonly method: number
  readonly compressedSize: number
  readonly localHeaderOffset: number
}

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const ZIP64_EXTRA = 0x0001
const STORED = 0
const DEFLATED = 8
/** Compressed bytes handed to the inflater at a time: at most ~1 MB of output each, at deflate's best ratio. */
const INPUT_SLICE = 1024
/** Bytes of a stored (uncompressed) file handed over per turn of the event loop. */
const STORED_SLICE = 64 * 1024

const unreadable = (why: string) => new ZipError('unreadable', `Not a readable .zip: ${why}`)

/** The files of a .zip by name, from its central directory. */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end record is in the last 22 bytes plus a comment of at most 65,535.
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at
      break
    }
  }
  if (end === -1) throw unreadable('no end of central directory')
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const decoder = new TextDecoder()
  const entries = new Map<string, ZipEntry>()
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY)
      throw unreadable('a broken central directory')
    const flags = view.getUint16(at + 8, true)
    const method = view.getUint16(at + 10, true)
    let compressedSize = view.getUint32(at + 20, true)
    const uncompressedSize = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    let localHeaderOffset = view.getUint32(at + 42, true)
    const nameEnd = at + 46 + nameLength
    if (nameEnd + extraLength > bytes.length) throw unreadable('a broken central directory')
    if (flags & 1) throw unreadable('an encrypted file')
    // A ZIP64 extra field holds, in this order, the sizes and offset too large for their fields.
    for (let extra = nameEnd; extra + 4 <= nameEnd + extraLength;) {
      const id = view.getUint16(extra, true)
      const size = view.getUint16(extra + 2, true)
      if (id === ZIP64_EXTRA) {
        let field = extra + 4
        const next = () => {
          if (field + 8 > extra + 4 + size) throw unreadable('a broken ZIP64 field')
          const value = Number(view.getBigUint64(field, true))
          field += 8
          return value
        }
        if (uncompressedSize === 0xffffffff) next()
        if (compressedSize === 0xffffffff) compressedSize = next()
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = next()
      }
      extra += 4 + size
    }
    const name = decoder.decode(bytes.subarray(at + 46, nameEnd))
    entries.set(name, { name, method, compressedSize, localHeaderOffset })
    at = nameEnd + extraLength + commentLength
  }
  return entries
}

/**
 * The unpacked bytes of one file of a .zip, chunk by chunk. More than `maxBytes` unpacked is a
 * ZipError 'too_large', thrown as soon as the count passes it; a reader that stops early (break, or
 * a throw of its own) stops the inflating.
 */
export async function* unpackEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  maxBytes: number,
): AsyncGenerator<Uint8Array, void, undefined> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const header = entry.localHeaderOffset
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_HEADER)
    throw unreadable(`no local header for ${entry.name}`)
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true)
  if (start + entry.compressedSize > bytes.length) throw unreadable(`${entry.name} is cut short`)
  const data = bytes.subarray(start, start + entry.compressedSize)
  const tooLarge = () =>
    new ZipError('too_large', `${entry.name} unpacks to more than ${maxBytes / 1024 / 1024} MB`)
  if (entry.method === STORED) {
    for (let at = 0; at < data.length; at += STORED_SLICE) {
      const end = Math.min(at + STORED_SLICE, data.length)
      if (end > maxBytes) throw tooLarge()
      await nextTurn()
      yield data.subarray(at, end)
    }
    return
  }
  if (entry.method !== DEFLATED) throw unreadable(`${entry.name} is packed with method ${entry.method}`)
  const slices = function* () {
    for (let at = 0; at < data.length; at += INPUT_SLICE) yield data.subarray(at, at + INPUT_SLICE)
  }
  const source = Readable.from(slices(), { objectMode: false })
  const inflater = createInflateRaw()
  source.on('error', (error) => inflater.destroy(error))
  source.pipe(inflater)
  let unpacked = 0
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      unpacked += chunk.length
      if (unpacked > maxBytes) throw tooLarge()
      yield chunk
    }
  } catch (error) {
    if (error instanceof ZipError) throw error
    throw unreadable(`${entry.name} does not inflate (${error instanceof Error ? error.message : 'unknown'})`)
  } finally {
    source.destroy()
    inflater.destroy()
  }
}
