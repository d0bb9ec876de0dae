/**
 * Reading an `application/x-www-form-urlencoded` body in the charset it was written in. A browser
 * posts a form with accept-charset ISO-8859-1 as Latin-1 bytes, percent-encoded; URLSearchParams
 * reads everything as UTF-8 and would turn å into U+FFFD. Punch-out entry (a procurement system may
 * post Latin-1) and the demo procurement page (which receives the hand-back) both need the charset.
 */

/** The charsets an OCI form is written in. */
export type FormCharset = 'UTF-8' | 'ISO-8859-1'

/** Percent-decodes one name or value to its bytes ('+' is a space). */
function bytesOf(text: string): Uint8Array {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (char === '+') bytes.push(0x20)
    else if (char === '%' && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      // Characters outside percent-encoding: as UTF-8 (a well-formed body has only ASCII here).
      bytes.push(...new TextEncoder().encode(char))
    }
  }
  return Uint8Array.from(bytes)
}

/** Whether every percent-encoded sequence of the body is well-formed UTF-8. */
export function isUtf8FormBody(body: string): boolean {
  try {
    const decoder = new TextDecoder('utf-8', { fatal: true })
    for (const part of body.split(/[&=]/)) decoder.decode(bytesOf(part))
    return true
  } catch {
    return false
  }
}

/** The fields of a url-encoded body, in order, decoded as `charset`. */
export function decodeFormBody(body: string, charset: FormCharset): [name: string, value: string][] {
  const decoder = new TextDecoder(charset === 'ISO-8859-1' ? 'latin1' : 'utf-8')
  return body
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const separator = pair.indexOf('=')
      const name = separator === -1 ? pair : pair.slice(0, separator)
      const value = separator === -1 ? '' : pair.slice(separator + 1)
      return [decoder.decode(bytesOf(name)), decoder.decode(bytesOf(value))]
    })
}
