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

/**
 * ISO-8859-1 proper: each byte is the code point U+00XX. Not TextDecoder('latin1'), which is
 * windows-1252 (the WHATWG label) and would turn 0x80–0x9F into € – ” and the like.
 */
const iso88591 = {
  decode: (bytes: Uint8Array): string => {
    let text = ''
    for (const byte of bytes) text += String.fromCharCode(byte)
    return text
  },
}

/**
 * The charset of a query string, or of a url-encoded body that declares none: UTF-8 when its bytes
 * are UTF-8, else ISO-8859-1.
 */
export function formCharsetOfBytes(body: string): FormCharset {
  // Not UTF-8: Latin-1, the only other charset OCI systems use.
  return isUtf8FormBody(body) ? 'UTF-8' : 'ISO-8859-1'
}

/** The fields of a url-encoded body (or query string), in order, decoded as `charset`. */
export function decodeFormBody(body: string, charset: FormCharset): [name: string, value: string][] {
  const decoder = charset === 'ISO-8859-1' ? iso88591 : new TextDecoder('utf-8')
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
