/** The Hono app every service base is built on: JSON errors, never a stack trace or a 500 for bad input. */
import { Hono, type Env } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ServiceError, type ErrorBody } from './service-error'

/** A new service app that answers every failure as JSON. */
export function serviceApp<E extends Env = Env>(): Hono<E> {
  const app = new Hono<E>()
  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds))
      return c.json(error.body(), error.status)
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<ErrorBody>({ error: { code: 'bad_request', message: error.message } }, error.status)
    }
    console.error('service error', c.req.method, c.req.path, error)
    return c.json<ErrorBody>({ error: { code: 'internal', message: 'Internal error' } }, 500)
  })
  app.notFound((c) =>
    c.json<ErrorBody>(
      { error: { code: 'not_found', message: `No such path: ${c.req.method} ${c.req.path}` } },
      404,
    ),
  )
  return app
}
