/**
 * The favourites adapter against the embedded services over real HTTP, driven through the
 * favourites use cases: the heart with its cap of 50, favourite lists with paging, sharing and
 * lines, and the filtered search of lists in the commerce graph (getFavoriteLists).
 */
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CommerceGraphPort,
  type FavouriteListSearch,
  type FavouriteListsPage,
  FavouritesPort,
} from '@proffsbutik/core/ports'
import {
  addFavourite,
  addListToCart,
  addToList,
  changeList,
  createList,
  deleteList,
  favouriteListsPage,
  listPage,
  login,
  removeFavourites,
  removeListItems,
} from '@proffsbutik/core/usecases'
import { DEMO_PASSWORD, type Harness, startHarness } from '@proffsbutik/services/testing'
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

// Runs first, on the seed as it is: the demo lists were changed 3 (FL1001), 2 (FL1002) and 1 (FL2001)
// days before the seed, and made 30, 29 and 28 days before it.
describe('favourite lists searched in the commerce graph', () => {
  type Session = Awaited<ReturnType<typeof as>>
  const search = async (session: Session, query: FavouriteListSearch) =>
    session.run(Effect.flatMap(port, (p) => p.searchLists(query)))
  const ids = (page: FavouriteListsPage) => page.data.map((l) => l.favoriteId)
  const DAY_MS = 86_400_000

  it('filters by customer: the lists of the customer the buyer acts for, own and shared', async () => {
    const anna = await as('anna.berg')
    expect(ids(valueOf(await search(anna, { customerId: 'C100' }))).toSorted()).toEqual(['FL1001', 'FL1002'])
    expect(ids(valueOf(await search(anna, { customerId: 'C200' })))).toEqual(['FL2001'])
  })

  it('filters by access and owner: shared lists of the customers, private lists of one’s own', async () => {
    const anna = await as('anna.berg')
    const shared = valueOf(await search(anna, { access: 'customer' }))
    // The last changed first unless asked otherwise.
    expect(shared).toMatchObject({ next: null, errors: [] })
    expect(ids(shared)).toEqual(['FL2001', 'FL1001'])
    expect(shared.data.find((l) => l.favoriteId === 'FL2001')).toMatchObject({
      favoriteName: 'Stambyte Brf Utsikten',
      access: 'customer',
      userId: 'U1006',
      customerId: 'C200',
      totalRows: 2,
      userFullName: 'Lisa Nord',
    })
    const own = valueOf(await search(anna, { access: 'private' }))
    expect(own).toEqual({
      data: [
        {
          favoriteId: 'FL1002',
          favoriteName: 'Mina standardartiklar',
          access: 'private',
          userId: 'U1001',
          customerId: 'C100',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          totalRows: 3,
          userFullName: 'Anna Berg',
        },
      ],
      next: null,
      errors: [],
    })
    // The graph answers the same lists as the REST call, each with the same fields.
    const everyList = valueOf(await anna.run(Effect.flatMap(port, (p) => p.lists())))
    const found = valueOf(await search(anna, {}))
    expect([...found.data].sort((a, b) => a.favoriteId.localeCompare(b.favoriteId))).toEqual(
      [...everyList].sort((a, b) => a.favoriteId.localeCompare(b.favoriteId)),
    )
    expect(ids(valueOf(await search(anna, { userId: 'U1006' })))).toEqual(['FL2001'])
    expect(ids(valueOf(await search(anna, { userId: 'U1006', access: 'private' })))).toEqual([])

    // Anna's private list stays hers, though Bertil buys for the same customer; Lisa's is elsewhere.
    const bertil = await as('bertil.holm')
    expect(ids(valueOf(await search(bertil, {})))).toEqual(['FL1001'])
    expect(ids(valueOf(await search(bertil, { access: 'private' })))).toEqual([])
    const nils = await as('nils.ohlsson')
    expect(valueOf(await search(nils, {}))).toEqual({ data: [], next: null, errors: [] })
  })

  it('sorts by name, creation and last change, and pages with the next marker', async () => {
    const anna = await as('anna.berg')
    const order = async (sort: FavouriteListSearch['sort']) =>
      ids(valueOf(await search(anna, sort === undefined ? {} : { sort })))
    expect(await order('favoriteName')).toEqual(['FL1002', 'FL1001', 'FL2001'])
    expect(await order('-favoriteName')).toEqual(['FL2001', 'FL1001', 'FL1002'])
    expect(await order('createdAt')).toEqual(['FL1001', 'FL1002', 'FL2001'])
    expect(await order('-createdAt')).toEqual(['FL2001', 'FL1002', 'FL1001'])
    expect(await order('updatedAt')).toEqual(['FL1001', 'FL1002', 'FL2001'])
    expect(await order('-updatedAt')).toEqual(['FL2001', 'FL1002', 'FL1001'])
    expect(await order(undefined)).toEqual(['FL2001', 'FL1002', 'FL1001'])

    const pages: [string[], number | null][] = []
    let offset: number | null = 0
    while (offset !== null) {
      const page: FavouriteListsPage = valueOf(await search(anna, { limit: 1, offset, sort: 'favoriteName' }))
      pages.push([ids(page), page.next])
      offset = page.next
    }
    expect(pages).toEqual([
      [['FL1002'], 1],
      [['FL1001'], 2],
      [['FL2001'], null],
    ])
    const shared = valueOf(await search(anna, { access: 'customer', limit: 1, sort: 'favoriteName' }))
    expect([ids(shared), shared.next]).toEqual([['FL1001'], 1])
  })

  it('keeps to the lists changed from a moment on', async () => {
    const anna = await as('anna.berg')
    const since = (days: number) => new Date(Date.now() - days * DAY_MS)
    const cutoff = since(1.5)
    const lastDay = valueOf(await search(anna, { fromUpdatedAt: cutoff }))
    expect(ids(lastDay)).toEqual(['FL2001'])
    expect(lastDay.data.every((l) => Date.parse(l.updatedAt) >= cutoff.getTime())).toBe(true)
    expect(ids(valueOf(await search(anna, { fromUpdatedAt: since(2.5) })))).toEqual(['FL2001', 'FL1002'])
    expect(ids(valueOf(await search(anna, { fromUpdatedAt: since(2.5), access: 'customer' })))).toEqual([
      'FL2001',
    ])
    expect(ids(valueOf(await search(anna, { fromUpdatedAt: since(-1) })))).toEqual([])
  })

  it('names the paging it replaced in the errors list, and refuses a wrong filter', async () => {
    const anna = await as('anna.berg')
    const lenient = valueOf(await search(anna, { limit: 1000, offset: -5, sort: 'favoriteName' }))
    expect(lenient).toEqual({
      data: expect.any(Array),
      next: null,
      errors: [
        { field: 'limit', message: 'Between 1 and 100; 100 used' },
        { field: 'offset', message: 'Not below 0; 0 used' },
      ],
    })
    expect(ids(lenient)).toEqual(['FL1002', 'FL1001', 'FL2001'])
    expect(failureOf(await search(anna, { userId: 'a b' }))).toMatchObject({
      _tag: 'ServiceCallFailed',
      service: 'product',
      operation: 'getFavoriteLists',
      failure: { kind: 'http', status: 400 },
    })
  })

  it('pages the favourite-lists screen through the use case, all lists or only the shared ones', async () => {
    const anna = await as('anna.berg')
    const first = valueOf(await anna.run(favouriteListsPage({ offset: 0, limit: 2 })))
    expect([first.data.map((l) => l.favoriteId), first.next]).toEqual([['FL2001', 'FL1002'], 2])
    const rest = valueOf(await anna.run(favouriteListsPage({ offset: 2, limit: 2 })))
    expect([rest.data.map((l) => l.favoriteId), rest.next]).toEqual([['FL1001'], undefined])
    const shared = valueOf(await anna.run(favouriteListsPage({ offset: 0, access: 'customer' })))
    expect(shared.data.map((l) => l.favoriteId)).toEqual(['FL2001', 'FL1001'])
  })
})

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
