/**
 * A key-value store in a JSON file readable only by its owner (mode 0600): the command-line
 * channel keeps its session between runs this way. An unreadable file counts as empty.
 */
import { Effect } from 'effect'
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { KeyValueStoreShape } from '@proffsbutik/core/ports'

function readAll(path: string): Record<string, string> {
  if (!existsSync(path)) return {}
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

function writeAll(path: string, values: Record<string, string>): void {
  const temporary = `${path}.tmp`
  writeFileSync(temporary, JSON.stringify(values, null, 2), { mode: 0o600 })
  chmodSync(temporary, 0o600)
  renameSync(temporary, path)
}

/** The store kept in `path`. */
export function fileStorage(path: string): KeyValueStoreShape {
  return {
    get: (key) => Effect.sync(() => readAll(path)[key]),
    set: (key, value) => Effect.sync(() => writeAll(path, { ...readAll(path), [key]: value })),
    remove: (key) =>
      Effect.sync(() => {
        const { [key]: _removed, ...rest } = readAll(path)
        writeAll(path, rest)
      }),
  }
}
