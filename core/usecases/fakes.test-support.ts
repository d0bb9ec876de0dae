/**
 * Test doubles that fail loudly (STYLE.md): a fake answers only the methods a test gives it; any
 * other call throws, naming the port and method, so an unexpected call fails the test at once.
 */
import { Effect, Layer, type Context } from 'effect'
import type { KeyValueStoreShape } from '../ports/key-value-store.port'

/** A port's implementation with only the given methods; every other method throws when called. */
export function fake<Shape extends object>(port: string, given: Partial<Shape>): Shape {
  return new Proxy(given, {
    get(target, property) {
      if (property in target) return target[property as keyof typeof target]
      if (typeof property === 'symbol' || property === 'then') return undefined
      return () => {
        throw new Error(`Unexpected call: ${port}.${property}`)
      }
    },
  }) as Shape
}

/** A layer of a fake port. */
export function fakeLayer<I, S extends object>(
  tag: Context.Service<I, S>,
  given: Partial<S>,
): Layer.Layer<I> {
  return Layer.succeed(tag, fake<S>(tag.key, given))
}

/** A real in-memory key-value store for tests, with its map to look at. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStoreShape & {
  readonly values: Map<string, string>
} {
  const values = new Map(Object.entries(initial))
  return {
    values,
    get: (key) => Effect.sync(() => values.get(key)),
    set: (key, value) => Effect.sync(() => void values.set(key, value)),
    remove: (key) => Effect.sync(() => void values.delete(key)),
  }
}
