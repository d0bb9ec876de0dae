/**
 * The browser's storage for what the UI keeps itself (search history, the delivery form per brand,
 * chosen locations): quiet when storage is missing (server render), blocked or full — the shop
 * works on without it. Service tokens never come here: they live in the server's httpOnly cookie.
 */

/** The local storage of the browser, or none. */
function local(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/** Reads a JSON value, or `fallback` when it is missing, unreadable or not what `accept` takes. */
export function readStored<T>(key: string, accept: (value: unknown) => value is T, fallback: T): T {
  try {
    const text = local()?.getItem(key)
    if (text == null) return fallback
    const value: unknown = JSON.parse(text)
    return accept(value) ? value : fallback
  } catch {
    return fallback
  }
}

/** Writes a JSON value; a full or blocked storage is ignored. */
export function writeStored(key: string, value: unknown): void {
  try {
    local()?.setItem(key, JSON.stringify(value))
  } catch {
    // The shop works without storage.
  }
}

/** Removes a value; a blocked storage is ignored. */
export function removeStored(key: string): void {
  try {
    local()?.removeItem(key)
  } catch {
    // The shop works without storage.
  }
}
