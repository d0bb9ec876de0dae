/**
 * The composition root: for each request, the Effect layers of the ports the use cases need, and the
 * one way to run a use case with them.
 */
import { Effect, Layer } from 'effect'
import { Clock } from '../core/ports/clock.port'
import { ShopSettings } from '../core/ports/shop-settings.port'
import type { ServerConfig } from './config'

/** The services every use case may ask for. */
export type RequestServices = Clock | ShopSettings

/** What a request carries into the application. */
export interface RequestContext {
  readonly config: ServerConfig
  readonly now?: () => Date
}

/** Builds the layers for one request. */
export function requestLayer(context: RequestContext): Layer.Layer<RequestServices> {
  return Layer.mergeAll(
    Layer.succeed(Clock, { now: context.now ?? (() => new Date()) }),
    Layer.succeed(ShopSettings, { brand: context.config.brand, cutoffHour: context.config.cutoffHour }),
  )
}

/** Runs a use case with the request's layers; expected failures stay in the error channel. */
export function runUseCase<A, E>(
  program: Effect.Effect<A, E, RequestServices>,
  context: RequestContext,
): Promise<A> {
  return Effect.runPromise(program.pipe(Effect.provide(requestLayer(context))))
}
