import { describe, expect, it } from 'vitest'
import { ContentNotFound, OrdersPort, ServiceCallFailed } from '@proffsbutik/core/ports'
import {
  ContentLoginRequired,
  DeliveryMethodMissing,
  FavouriteListNotFound,
  FavouritesFailed,
  FormAnswersRefused,
  FormNotSent,
  ListInputInvalid,
  NoStores,
  orderDetail,
  OrdersFailed,
  QuoteInputInvalid,
  QuoteRefused,
  UserAdminFailed,
} from '@proffsbutik/core/usecases'
import { Effect, Exit } from 'effect'
import { CHOOSE_DELIVERY_METHOD_TEXT } from '@proffsbutik/core/domain'
import { rpcFailure } from './rpc-failures'

describe('rpcFailure', () => {
  it('answers a refusal of user administration with the service’s status and message', () => {
    expect(rpcFailure(new UserAdminFailed({ status: 403, message: 'errors.forbidden_action' }))).toEqual({
      status: 403,
      body: { error: { key: 'errors.forbidden_action', tag: 'UserAdminFailed', details: { status: 403 } } },
      endsSession: false,
    })
    expect(rpcFailure(new UserAdminFailed({ status: 409, message: 'errors.user_exists' })).status).toBe(409)
    expect(
      rpcFailure(new UserAdminFailed({ status: undefined, message: 'errors.auth_service_not_available' }))
        .status,
    ).toBe(502)
  })

  it('answers a refused quote with its status and message, bad quote fields 400 naming them', () => {
    expect(rpcFailure(new QuoteRefused({ status: 403, message: { key: 'quote.prices_denied' } }))).toEqual({
      status: 403,
      body: { error: { key: 'quote.prices_denied', tag: 'QuoteRefused' } },
      endsSession: false,
    })
    expect(rpcFailure(new QuoteRefused({ status: 409, message: { key: 'quote.empty' } })).status).toBe(409)
    expect(
      rpcFailure(new QuoteInputInvalid({ fields: { validityDays: 'quote.validity_invalid' } })),
    ).toMatchObject({
      status: 400,
      body: {
        error: { key: 'errors.bad_request', details: { fields: { validityDays: 'quote.validity_invalid' } } },
      },
    })
  })

  it('answers no stores after login with errors.technical_issues and the way home, the session already ended', () => {
    expect(rpcFailure(new NoStores({ message: 'errors.technical_issues', goTo: 'home' }))).toEqual({
      status: 503,
      body: { error: { key: 'errors.technical_issues', tag: 'NoStores', details: { goTo: 'home' } } },
      endsSession: false,
    })
  })

  it('answers a list that is gone 404, a failing list errors.try_again_later_or_contact, a bad field 400', () => {
    expect(rpcFailure(new FavouriteListNotFound({ listId: 'L9' }))).toEqual({
      status: 404,
      body: { error: { key: 'errors.not_found', tag: 'FavouriteListNotFound', details: { listId: 'L9' } } },
      endsSession: false,
    })
    expect(
      rpcFailure(new FavouritesFailed({ message: { key: 'errors.try_again_later_or_contact' } })).body.error
        .key,
    ).toBe('errors.try_again_later_or_contact')
    expect(rpcFailure(new ListInputInvalid({ field: 'name', reason: 'empty' }))).toMatchObject({
      status: 400,
      body: { error: { tag: 'ListInputInvalid', details: { field: 'name', reason: 'empty' } } },
    })
  })

  it('answers a defect as an internal server error without details', () => {
    expect(rpcFailure(new Error('boom'))).toEqual({
      status: 500,
      body: { error: { key: 'errors.internal_server_error', tag: 'Defect' } },
      endsSession: false,
    })
  })

  it('answers missing content 404 with the spec message, refused form answers 400 with their issues', () => {
    expect(
      rpcFailure(new ContentNotFound({ status: 404, message: 'No content page found for slug: x' })),
    ).toEqual({
      status: 404,
      body: {
        error: {
          key: 'errors.not_found',
          tag: 'ContentNotFound',
          details: { message: 'No content page found for slug: x' },
        },
      },
      endsSession: false,
    })
    const issues = [{ field: 'epost', reason: 'email' as const }]
    expect(rpcFailure(new FormAnswersRefused({ issues })).body.error).toEqual({
      key: 'errors.bad_request',
      tag: 'FormAnswersRefused',
      details: { issues },
    })
  })

  it('answers a page for logged-in users and a throttled form with their messages, the session kept', () => {
    const login = rpcFailure(
      new ContentLoginRequired({ message: { key: 'guards.login_required' }, slug: 's' }),
    )
    expect([login.status, login.body.error.key, login.body.error.tag, login.endsSession]).toEqual([
      422,
      'guards.login_required',
      'ContentLoginRequired',
      false,
    ])
    const throttled = rpcFailure(new FormNotSent({ message: { key: 'errors.too_many_attempts' } }))
    expect([throttled.status, throttled.body.error.key]).toEqual([422, 'errors.too_many_attempts'])
  })
})

describe('rpcFailure of a service call', () => {
  const failed = (failure: ServiceCallFailed['failure']) =>
    rpcFailure(new ServiceCallFailed({ service: 'cart', operation: 'add', failure, detail: 'd' }))

  it('answers no response 503 with the service’s key, a 5xx 502, a 429 429', () => {
    expect(failed({ kind: 'noResponse', service: 'cart' })).toMatchObject({
      status: 503,
      body: { error: { key: 'errors.cart_service_not_available' } },
    })
    expect(failed({ kind: 'http', status: 503 })).toMatchObject({
      status: 502,
      body: { error: { key: 'errors.internal_server_error' } },
    })
    expect(failed({ kind: 'http', status: 429 }).status).toBe(429)
    expect(failed({ kind: 'decode' }).status).toBe(502)
  })
})

describe('rpcFailure of a use case whose call failed', () => {
  /** The failure orderDetail answers when the orders service answers `failure`. */
  const orderFailure = (failure: ServiceCallFailed['failure']) => {
    const refused = () =>
      Effect.fail(new ServiceCallFailed({ service: 'order', operation: 'order', failure, detail: 'd' }))
    const exit = Effect.runSyncExit(
      // An order's id: a number the buyer sees would be looked up first (orderIdOf).
      orderDetail('O-4100222').pipe(
        Effect.provideService(OrdersPort, {
          order: refused,
          invoices: refused,
        } as unknown as OrdersPort['Service']),
      ),
    )
    if (!Exit.isFailure(exit) || exit.cause.reasons[0]?._tag !== 'Fail') throw new Error('expected a failure')
    const error = exit.cause.reasons[0].error
    expect(error).toBeInstanceOf(OrdersFailed)
    return rpcFailure(error)
  }

  it('answers with the status of what went wrong, not 422 for every failure', () => {
    expect(orderFailure({ kind: 'http', status: 404 })).toMatchObject({
      status: 404,
      body: { error: { key: 'errors.not_found', tag: 'OrdersFailed' } },
    })
    expect(orderFailure({ kind: 'http', status: 403 }).status).toBe(403)
    expect(orderFailure({ kind: 'noResponse', service: 'order' })).toMatchObject({
      status: 503,
      body: { error: { key: 'errors.order_service_not_available' } },
    })
    expect(orderFailure({ kind: 'http', status: 500 }).status).toBe(502)
    expect(orderFailure({ kind: 'http', status: 409 }).status).toBe(422)
  })

  it('ends the session when the services refused its token, as a bare service call does', () => {
    expect(orderFailure({ kind: 'http', status: 401 })).toEqual({
      status: 401,
      body: { error: { key: 'errors.invalid_token', tag: 'OrdersFailed', sessionEnded: true } },
      endsSession: true,
    })
  })

  it('keeps 422 for a refusal the use case made itself', () => {
    expect(rpcFailure(new OrdersFailed({ message: { key: 'errors.invalid_order' } })).status).toBe(422)
  })

  it('answers a delivery method the buyer may not choose with the spec’s "choose a delivery method"', () => {
    const answer = rpcFailure(new DeliveryMethodMissing({ text: CHOOSE_DELIVERY_METHOD_TEXT }))
    expect(answer).toMatchObject({ status: 422, body: { error: { key: 'cart.choose_delivery_method' } } })
  })
})
