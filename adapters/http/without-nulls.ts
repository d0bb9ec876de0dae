/** Decoded answers use null for nothing; the domain's types leave such fields out. */

/** Drops the keys whose value is null, so that the domain's optional fields stay absent. */
export function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as {
    [K in keyof T]: Exclude<T[K], null>
  }
}
