/**
 * Text in an RPC body must be well-formed Unicode: JSON can carry a lone surrogate ("\ud800"),
 * which no URL, database or e-mail can hold (encodeURIComponent throws on it). The RPC route refuses
 * such a body with 400 naming the place, before any use case sees it.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether a string is well-formed UTF-16 (no lone surrogate). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text)
}

/**
 * The paths (`lines.0.label`, a key's own path for a bad key) of the ill-formed strings in a decoded
 * JSON value, at most `limit` of them. Walks without recursion, so any nesting depth is safe.
 */
export function illFormedTextPaths(value: unknown, limit = 10): string[] {
  const found: string[] = []
  const pending: [unknown, string][] = [[value, '']]
  while (pending.length > 0 && found.length < limit) {
    const [current, path] = pending.pop()!
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) found.push(path)
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path === '' ? key : `${path}.${key}`
        if (!isWellFormedText(key)) found.push(itemPath)
        pending.push([item, itemPath])
      }
    }
  }
  return found
}
