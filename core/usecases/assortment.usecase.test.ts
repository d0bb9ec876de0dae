import { Effect, Exit, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import type { PermissionDenyCode } from '../domain/roles'
import { AssortmentsPort, type Assortment } from '../ports/assortments.port'
import { CustomersPort } from '../ports/customers.port'
import { KeyValueStore } from '../ports/key-value-store.port'
import { assortmentSwitch, catalogueScope, chooseAssortment, currentAssortment } from './assortment.usecase'
import { buyerLayer, fakeLayer } from './fakes.test-support'
import { aUser } from './fixtures.test-support'
import { readSession, SESSION_KEY, switchContext } from './session.usecase'

const assortments: Record<string, Assortment> = {
  'ASSORT-EL': { id: 'ASSORT-EL', name: 'El och verktyg', categoryIds: ['el', 'verktyg'] },
  default: { id: 'default', name: 'Hela sortimentet', categoryIds: ['el', 'verktyg', 'vvs'] },
}
const el = { id: 'ASSORT-EL', name: 'El och verktyg' }
const whole = { id: 'default', name: 'Hela sortimentet' }

/** A buyer of Elinstallatören (C300, assortment ASSORT-EL) who also acts for Rörbolaget (C100, none). */
function buyer(
  options: {
    denies?: PermissionDenyCode[]
    session?: Record<string, string>
    assortmentService?: string
  } = {},
) {
  const user = aUser(
    'U1',
    [
      { customerId: 'C300', role: 'USER', permissionDenies: options.denies ?? [] },
      { customerId: 'C100', role: 'USER', permissionDenies: [] },
    ],
    {
      customers: [
        { customerId: 'C300', customerName: 'Elinstallatören', projects: [] },
        { customerId: 'C100', customerName: 'Rörbolaget', projects: [] },
      ],
    },
  )
  return Layer.mergeAll(
    buyerLayer(
      user,
      { currentCustomerId: 'C300', ...options.session },
      { settings: { assortmentService: options.assortmentService ?? 'http://services.test/assortment' } },
    ),
    fakeLayer(CustomersPort, {
      assortment: (customerId) => Effect.succeed(customerId === 'C300' ? 'ASSORT-EL' : null),
    }),
    fakeLayer(AssortmentsPort, { assortment: (id) => Effect.succeed(assortments[id]!) }),
  )
}

const run = <A, E>(program: Effect.Effect<A, E, Layer.Success<ReturnType<typeof buyer>>>, layer = buyer()) =>
  Effect.runPromiseExit(program.pipe(Effect.provide(layer)))

describe('the assortment a buyer browses', () => {
  it('is their customer’s, which the catalogue is asked within for the customer they act for', async () => {
    expect(await run(currentAssortment)).toEqual(Exit.succeed(el))
    expect(await run(catalogueScope)).toEqual(Exit.succeed({ assortment: 'ASSORT-EL', customerId: 'C300' }))
    expect(await run(assortmentSwitch)).toEqual(Exit.succeed({ choices: [el, whole], chosenId: 'ASSORT-EL' }))
  })

  it('is the whole range once chosen, until they act for another customer', async () => {
    const layer = buyer()
    const program = Effect.gen(function* () {
      const chosen = yield* chooseAssortment('default')
      const browsed = yield* currentAssortment
      const scope = yield* catalogueScope
      yield* switchContext('C100')
      yield* switchContext('C300')
      return { chosen, browsed, scope, after: yield* currentAssortment, session: yield* readSession }
    })
    const exit = await run(program, layer)
    expect(exit).toEqual(
      Exit.succeed({
        chosen: { choices: [el, whole], chosenId: 'default' },
        browsed: undefined,
        scope: { customerId: 'C300' },
        after: el,
        session: expect.not.objectContaining({ chosenAssortmentId: expect.anything() }),
      }),
    )
  })

  it('is their customer’s again when they choose it back, and the choice is forgotten', async () => {
    const layer = buyer({ session: { chosenAssortmentId: 'default' } })
    const program = Effect.gen(function* () {
      const chosen = yield* chooseAssortment('ASSORT-EL')
      return {
        chosen,
        browsed: yield* currentAssortment,
        stored: yield* (yield* KeyValueStore).get(SESSION_KEY),
      }
    })
    const exit = await run(program, layer)
    expect(Exit.isSuccess(exit) && exit.value.chosen).toEqual({ choices: [el, whole], chosenId: 'ASSORT-EL' })
    expect(Exit.isSuccess(exit) && exit.value.browsed).toEqual(el)
    expect(Exit.isSuccess(exit) && exit.value.stored).not.toContain('chosenAssortmentId')
  })

  it('stays the customer’s for a buyer denied changing assortment, whatever the session holds', async () => {
    const layer = buyer({ denies: ['EJ_ANDRA_SORTIMENT'], session: { chosenAssortmentId: 'default' } })
    expect(await run(currentAssortment, layer)).toEqual(Exit.succeed(el))
    expect(await run(assortmentSwitch, layer)).toEqual(Exit.succeed(undefined))
    expect(await run(chooseAssortment('default'), layer)).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'AssortmentChangeDenied',
          answer: { status: 403, key: 'assortment.change_denied' },
        }),
      ),
    )
  })

  it('offers nothing to switch in a customer without an assortment, and refuses an assortment not offered', async () => {
    const inRor = buyer({ session: { currentCustomerId: 'C100' } })
    expect(await run(currentAssortment, inRor)).toEqual(Exit.succeed(undefined))
    expect(await run(assortmentSwitch, inRor)).toEqual(Exit.succeed(undefined))
    expect(await run(chooseAssortment('default'), inRor)).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'AssortmentNotOffered', assortmentId: 'default' })),
    )
    expect(await run(chooseAssortment('ASSORT-VVS'))).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'AssortmentNotOffered',
          answer: expect.objectContaining({ status: 404 }),
        }),
      ),
    )
  })

  it('is the whole range for everyone while the assortment service setting is off', async () => {
    const off = buyer({ assortmentService: 'off' })
    expect(await run(currentAssortment, off)).toEqual(Exit.succeed(undefined))
    expect(await run(assortmentSwitch, off)).toEqual(Exit.succeed(undefined))
  })
})
