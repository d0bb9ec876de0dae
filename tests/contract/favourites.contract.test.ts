/**
 * The favourites adapter against the embedded services over real HTTP, driven through the
 * favourites use cases: the heart with its cap of 50, and favourite lists with paging, sharing and
 * lines.
 */
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CommerceGraphPort } from '../../core/ports/commerce-graph.port'
import { FavouritesPort } from '../../core/ports/favourites.port'
import { login } from '../../core/usecases/session.usecase'
import {
  addFavourite,
  addListToCart,
  addToList,
  changeList,
  createList,
  deleteList,
  listPage,
  removeFavourites,
  removeListItems,
} from '../../core/usecases/favourites.usecase'
import { DEMO_PASSWORD } from '../../services/db/seed/identity.seed'
import { startHarness, type Harness } from '../../services/testing/harness'
import { failureOf, valueOf, world } from './world'

let harness: Harness
let articles: string[]
beforeAll(async () => {
  harness = await startHarness()
  articles = (
    await harness.db
      .selectFrom('variants')
      .select('articleNumber')
      .orderBy('articleNumber')
      .limit(60)
      .execute()
  ).map((row) => row.articleNumber)
}, 60_000)
afterAll(() => harness.stop())

const article = (index: number): string => {
  const found = articles[index]
  if (found === undefined) throw new Error(`No article ${index} in the seed`)
  return found
}

/** A world logged in as a demo user. */
async function as(username: string) {
  const session = world(harness.url)
  valueOf(await session.run(login({ username, password: DEMO_PASSWORD })))
  return session
}

const port = Effect.flatMap(FavouritesPort, Effect.succeed)

describe('favourites through the adapter', () => {
  it('reads, adds and removes favourites; a 51st asks for the confirm dialog', async () => {
    const lisa = await as('lisa.nord')
    expect(valueOf(await lisa.run(Effect.flatMap(port, (p) => p.favourites())))).toEqual([])
    const first = valueOf(await lisa.run(addFavourite(article(0))))
    expect(first).toMatchObject({ kind: 'added', favourite: { articleNumber: article(0) } })
    expect(valueOf(await lisa.run(addFavourite(article(0))))).toEqual({ kind: 'alreadyFavourite' })
    for (let n = 1; n < 50; n++) valueOf(await lisa.run(addFavourite(article(n))))
    const all = valueOf(await lisa.run(Effect.flatMap(port, (p) => p.favourites())))
    expect(all).toHaveLength(50)
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(['articleNumber', 'favouriteId'])
    expect(valueOf(await lisa.run(addFavourite(article(50))))).toEqual({ kind: 'confirmCap', cap: 50 })
    // The service refuses a 51st on its own too, whatever the client counted.
    const refused = failureOf(await lisa.run(Effect.flatMap(port, (p) => p.addFavourite(article(50)))))
    expect(refused).toMatchObject({ _tag: 'ServiceCallFailed', failure: { kind: 'http', status: 409 } })
    valueOf(await lisa.run(removeFavourites(all.slice(0, 3).map((f) => f.favouriteId))))
    expect(valueOf(await lisa.run(Effect.flatMap(port, (p) => p.favourites())))).toHaveLength(47)
  })

  it('reads the lists the user sees with the owner’s name, and pages through a list’s lines', async () => {
    const anna = await as('anna.berg')
    const lists = valueOf(await anna.run(Effect.flatMap(port, (p) => p.lists())))
    expect(lists.map((l) => l.favoriteId).sort()).toEqual(['FL1001', 'FL1002', 'FL2001'])
    expect(lists.find((l) => l.favoriteId === 'FL1001')).toMatchObject({
      favoriteName: 'Servicebil 4 – påfyllning',
      access: 'customer',
      userId: 'U1001',
      customerId: 'C100',
      totalRows: 4,
      userFullName: 'Anna Berg',
    })
    const one = valueOf(await anna.run(Effect.flatMap(port, (p) => p.list('FL1001'))))
    expect(one).toEqual(lists.find((l) => l.favoriteId === 'FL1001'))
    const nils = await as('nils.ohlsson')
    expect(failureOf(await nils.run(Effect.flatMap(port, (p) => p.list('FL1001'))))).toMatchObject({
      _tag: 'ServiceCallFailed',
      failure: { kind: 'http', status: 403 },
    })
    const first = valueOf(await anna.run(listPage('FL1001', 0, 3)))
    expect(first.data).toHaveLength(3)
    expect(first.next).toBe(3)
    const last = valueOf(await anna.run(listPage('FL1001', 3, 3)))
    expect(last).toMatchObject({ data: [{}], next: null })
    expect(last.data[0]?.quantity).toBeGreaterThan(0)
  })

  it('renames, shares and changes lines; a list of another customer fails as the spec says', async () => {
    const anna = await as('anna.berg')
    const renamed = valueOf(await anna.run(changeList('FL1002', { name: '  Mina artiklar  ' })))
    expect(renamed.favoriteName).toBe('Mina artiklar')
    const shared = valueOf(await anna.run(changeList('FL1002', { access: 'customer' })))
    expect(shared.access).toBe('customer')
    valueOf(
      await anna.run(
        addToList('FL1002', [
          { articleNumber: article(30), quantity: 2 },
          { articleNumber: article(30), quantity: 0.5 },
        ]),
      ),
    )
    const page = valueOf(await anna.run(listPage('FL1002', 0, 50)))
    const line = page.data.find((item) => item.articleNumber === article(30))
    expect(line?.quantity).toBe(2.5)
    if (!line) throw new Error('The line was not added')
    valueOf(await anna.run(Effect.flatMap(port, (p) => p.changeListItem('FL1002', line.favoriteItemId, 4))))
    valueOf(await anna.run(removeListItems('FL1002', [line.favoriteItemId])))
    const after = valueOf(await anna.run(listPage('FL1002', 0, 50)))
    expect(after.data.map((item) => item.favoriteItemId)).not.toContain(line.favoriteItemId)

    const nils = await as('nils.ohlsson')
    expect(failureOf(await nils.run(listPage('FL1001', 0, 10)))).toMatchObject({
      _tag: 'FavouritesFailed',
      message: { key: 'errors.try_again_later_or_contact' },
    })
    const direct = failureOf(await nils.run(Effect.flatMap(port, (p) => p.deleteList('FL1001'))))
    expect(direct).toMatchObject({ failure: { kind: 'http', status: 403 } })
  })

  it('deletes a list of one’s own', async () => {
    const lisa = await as('lisa.nord')
    valueOf(await lisa.run(Effect.flatMap(port, (p) => p.deleteList('FL2001'))))
    const lists = valueOf(await lisa.run(Effect.flatMap(port, (p) => p.lists())))
    expect(lists.map((l) => l.favoriteId)).not.toContain('FL2001')
  })
})

describe('lists into the cart', () => {
  it('makes a shared list, fills it, and puts it into a delivery of the cart', async () => {
    const buyer = world(harness.url)
    valueOf(await buyer.run(login({ username: 'bertil.holm', password: DEMO_PASSWORD })))
    const list = valueOf(await buyer.run(createList('  Servicebilen  ', 'customer')))
    expect(list).toMatchObject({ favoriteName: 'Servicebilen', access: 'customer', customerId: 'C100' })
    valueOf(
      await buyer.run(
        addToList(list.favoriteId, [
          { articleNumber: article(0), quantity: 2 },
          { articleNumber: article(1), quantity: 5 },
        ]),
      ),
    )
    const cart = valueOf(
      await buyer.run(Effect.flatMap(CommerceGraphPort, (graph) => graph.getCart({ stockInput: {} }))),
    )
    expect(valueOf(await buyer.run(addListToCart(list.favoriteId, cart.cartId, 'EXH')))).toEqual({
      addedCount: 2,
    })
    const filled = valueOf(
      await buyer.run(Effect.flatMap(CommerceGraphPort, (graph) => graph.getCart({ stockInput: {} }))),
    )
    expect(filled.cartItems.map((line) => [line.articleNumber, line.quantity, line.deliveryId])).toEqual([
      [article(0), 2, 'EXH'],
      [article(1), 5, 'EXH'],
    ])
    valueOf(await buyer.run(deleteList(list.favoriteId)))
  })
})
