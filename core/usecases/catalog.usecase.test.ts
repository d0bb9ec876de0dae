import { AssortmentsPort } from '../ports/assortments.port'
import { CustomersPort } from '../ports/customers.port'
import { UsersPort } from '../ports/users.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Address } from '../domain/address'
import type { SearchResult } from '../domain/catalog'
import { AddressesPort } from '../ports/addresses.port'
import { AuthPort } from '../ports/auth.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { LocationsPort } from '../ports/locations.port'
import { SearchPort } from '../ports/search.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import { findAddresses, pickupStores, searchProducts, storesAfterLogin } from './catalog.usecase'
import { fakeLayer, memoryStore } from './fakes.test-support'
import { aStore } from './fixtures.test-support'
import { SESSION_KEY } from './session.usecase'

const session = { sessionId: 'S1', userId: 'U1', accessToken: 'a', refreshToken: 'r' }
const empty: SearchResult = { total: 0, offset: 0, limit: 24, hits: [], facets: [] }
const store = (id: string) => aStore(id)
const unavailable = new ServiceCallFailed({
  service: 'location',
  operation: 'locations',
  failure: { kind: 'noResponse', service: 'location' },
  detail: 'ECONNREFUSED',
})

function run<A, E>(
  program: Effect.Effect<
    A,
    E,
    | SearchPort
    | LocationsPort
    | AddressesPort
    | AuthPort
    | KeyValueStore
    | AssortmentsPort
    | CustomersPort
    | UsersPort
    | ShopSettings
  >,
  ports: {
    search?: Partial<SearchPort['Service']>
    locations?: Partial<LocationsPort['Service']>
    addresses?: Partial<AddressesPort['Service']>
    auth?: Partial<AuthPort['Service']>
  },
) {
  const kv = memoryStore({ [SESSION_KEY]: JSON.stringify(session) })
  const layer = Layer.mergeAll(
    fakeLayer(SearchPort, ports.search ?? {}),
    fakeLayer(LocationsPort, ports.locations ?? {}),
    fakeLayer(AddressesPort, ports.addresses ?? {}),
    fakeLayer(AuthPort, ports.auth ?? {}),
    Layer.succeed(KeyValueStore, kv),
    fakeLayer(AssortmentsPort, {}),
    fakeLayer(UsersPort, {}),
    fakeLayer(CustomersPort, {}),
    Layer.succeed(ShopSettings, { brand: 'dahl', cutoffHour: 15 }),
  )
  return { exit: Effect.runSyncExit(program.pipe(Effect.provide(layer))), kv }
}

describe('product search', () => {
  it('searches the trimmed query as the session’s user', () => {
    const asked: unknown[] = []
    const { exit } = run(searchProducts(['  kulventil ', 'ignored'], { limit: 5 }), {
      search: { search: (request, userId) => Effect.sync(() => (asked.push([request, userId]), empty)) },
    })
    expect(exit).toEqual(Exit.succeed(empty))
    expect(asked).toEqual([[{ limit: 5, query: 'kulventil' }, 'U1']])
  })

  it.each([undefined, '', '   ', 42])('sends the user home without calling search for %j', (q) => {
    const { exit } = run(searchProducts(q), {})
    expect(exit).toEqual(Exit.fail(expect.objectContaining({ _tag: 'EmptySearch', goTo: 'home' })))
  })
})

describe('stores', () => {
  it('asks for the standard-pickup stores', () => {
    const { exit } = run(pickupStores, {
      locations: {
        list: (filter) => Effect.succeed(filter?.services === 'standard-pickup' ? [store('1001')] : []),
      },
    })
    expect(exit).toEqual(Exit.succeed([store('1001')]))
  })

  it.each([
    ['no stores', Effect.succeed([])],
    ['a failing location service', Effect.fail(unavailable)],
  ] as const)('after login, %s logs the user out with errors.technical_issues', (_, answer) => {
    const ended: string[] = []
    const { exit, kv } = run(storesAfterLogin, {
      locations: { list: () => answer },
      auth: { logout: (sessionId) => Effect.sync(() => void ended.push(sessionId)) },
    })
    expect(exit).toEqual(
      Exit.fail(
        expect.objectContaining({ _tag: 'NoStores', message: 'errors.technical_issues', goTo: 'home' }),
      ),
    )
    expect(ended).toEqual(['S1'])
    expect(kv.values.has(SESSION_KEY)).toBe(false)
  })

  it('after login, stores keep the session', () => {
    const { exit, kv } = run(storesAfterLogin, { locations: { list: () => Effect.succeed([store('1001')]) } })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(kv.values.has(SESSION_KEY)).toBe(true)
  })
})

describe('addresses', () => {
  const addresses: Address[] = [
    {
      addressId: 'A1',
      id: 'A1',
      label: 'Bygget Linden',
      address1: 'Lindgatan 4',
      postalCode: '22100',
      countryCode: 'SE',
      preselected: false,
      readOnly: false,
      validForDelivery: true,
    },
    {
      addressId: 'A2',
      id: 'A2',
      label: 'Lager',
      address1: 'Industrivägen 9',
      postalCode: '22478',
      countryCode: 'SE',
      preselected: false,
      readOnly: false,
      validForDelivery: true,
    },
  ]
  it('keeps the addresses where every term is found', () => {
    const { exit } = run(findAddresses('C100', 'linden 221'), {
      addresses: {
        list: (customerId) => (customerId === 'C100' ? Effect.succeed(addresses) : Effect.die('wrong')),
      },
    })
    expect(exit).toEqual(Exit.succeed([addresses[0]]))
  })
})
