/**
 * Test doubles that fail loudly (STYLE.md): a fake answers only the methods a test gives it; any
 * other call throws, naming the port and method, so an unexpected call fails the test at once.
 */
import { Effect, Layer, type Context } from 'effect'
import type { User } from '../domain/user'
import { Clock } from '../ports/clock.port'
import { KeyValueStore, type KeyValueStoreShape } from '../ports/key-value-store.port'
import { ShopSettings, type ShopSettingsShape } from '../ports/shop-settings.port'
import { UsersPort } from '../ports/users.port'
import { SESSION_KEY } from './session.usecase'

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

/**
 * A logged-in buyer on a Tuesday morning (2026-11-24 10:00 in Sweden): the user service answers
 * `user`, the session names them (and `session`'s customer or project), the shop is dahl with
 * cutoff 15 — or as `at` says. What the rules of the acting user (delivery methods, denies) need.
 */
export function buyerLayer(
  user: User,
  session: Record<string, string> = {},
  at: {
    readonly now?: Date
    readonly settings?: Partial<ShopSettingsShape>
    /** Other session values, e.g. the punch-out settings. */
    readonly stored?: Record<string, string>
  } = {},
): Layer.Layer<UsersPort | KeyValueStore | Clock | ShopSettings> {
  return Layer.mergeAll(
    fakeLayer(UsersPort, { getUser: () => Effect.succeed(user) }),
    Layer.succeed(
      KeyValueStore,
      memoryStore({
        [SESSION_KEY]: JSON.stringify({
          sessionId: 'S',
          userId: user.userId,
          accessToken: 'a',
          refreshToken: 'r',
          ...session,
        }),
        ...at.stored,
      }),
    ),
    Layer.succeed(Clock, { now: () => at.now ?? new Date('2026-11-24T09:00:00Z') }),
    Layer.succeed(ShopSettings, { brand: 'dahl', cutoffHour: 15, ...at.settings }),
  )
}
