/** Favourites and favourite lists through real HTTP on loopback, and getFavoriteLists in the graph. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness'

let harness: Harness
let articles: string[]
beforeAll(async () => {
  harness = await startHarness(() => new Date('2026-11-24T09:00:00Z'))
  articles = (
    await harness.db
      .selectFrom('variants')
      .select('articleNumber')
      .orderBy('articleNumber')
      .limit(80)
      .execute()
  ).map((row) => row.articleNumber)
}, 60_000)
afterAll(() => harness.stop())

const json = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as T
}
const article = (index: number): string => {
  const found = articles[index]
  if (found === undefined) throw new Error(`No article ${index} in the seed`)
  return found
}
const user = '/services/user'

interface Favourite {
  favouriteId: string
  articleNumber: string
}
interface List {
  favoriteId: string
  favoriteName: string
  access: 'private' | 'customer'
  userId: string
  customerId: string
  createdAt: string
  updatedAt: string
  totalRows: number
  user: { fullName: string }
}
interface Item {
  favoriteItemId: string
  articleNumber: string
  quantity: number
}
interface ErrorBody {
  error: { code: string; issues?: { field: string }[] }
}

const createList = async (username: string, body: unknown): Promise<List> =>
  json<List>(await harness.call(username, 'POST', `${user}/v2/favorites`, body), 201)

describe('user favourites', () => {
  it('lists the seeded favourites, adds one, answers the existing one again, and removes', async () => {
    const seeded = await json<{ data: Favourite[]; total: number }>(
      await harness.call('anna.berg', 'GET', `${user}/users/favourites`),
    )
    expect(seeded.total).toBe(5)
    const added = await json<Favourite>(
      await harness.call('anna.berg', 'POST', `${user}/users/favourites`, { articleNumber: article(20) }),
      201,
    )
    expect(added.articleNumber).toBe(article(20))
    const again = await json<Favourite>(
      await harness.call('anna.berg', 'POST', `${user}/users/favourites`, { articleNumber: article(20) }),
    )
    expect(again.favouriteId).toBe(added.favouriteId)
    const page = await json<{ data: Favourite[]; total: number }>(
      await harness.call('anna.berg', 'GET', `${user}/users/favourites?limit=2&offset=5`),
    )
    expect(page).toMatchObject({ total: 6, data: [{ favouriteId: added.favouriteId }] })
    const removed = await json<{ removed: number }>(
      await harness.call('anna.berg', 'DELETE', `${user}/users/favourites`, {
        favouriteIds: [added.favouriteId, 'no-such-id'],
      }),
    )
    expect(removed.removed).toBe(1)
    const after = await json<{ total: number }>(
      await harness.call('anna.berg', 'GET', `${user}/users/favourites`),
    )
    expect(after.total).toBe(5)
  })

  it('refuses unknown articles, bad input and other users’ favourites', async () => {
    const unknown = await json<ErrorBody>(
      await harness.call('anna.berg', 'POST', `${user}/users/favourites`, { articleNumber: '9999999' }),
      400,
    )
    expect(unknown.error.issues?.[0]?.field).toBe('articleNumber')
    for (const body of ['{', '[]', { articleNumber: 12 }, { articleNumber: 'x'.repeat(100) }, {}])
      expect((await harness.call('anna.berg', 'POST', `${user}/users/favourites`, body)).status).toBe(400)
    for (const body of [{}, { favouriteIds: [] }, { favouriteIds: ['a b'] }, 'null'])
      expect((await harness.call('anna.berg', 'DELETE', `${user}/users/favourites`, body)).status).toBe(400)
    expect((await harness.call('anna.berg', 'GET', `${user}/users/favourites?limit=51`)).status).toBe(400)
    const bertils = await json<{ data: Favourite[] }>(
      await harness.call('bertil.holm', 'GET', `${user}/users/favourites`),
    )
    const theirs = bertils.data[0]?.favouriteId
    expect(theirs).toBeDefined()
    const refused = await harness.call('anna.berg', 'DELETE', `${user}/users/favourites`, {
      favouriteIds: [theirs],
    })
    expect(refused.status).toBe(403)
    const still = await json<{ total: number }>(
      await harness.call('bertil.holm', 'GET', `${user}/users/favourites`),
    )
    expect(still.total).toBe(bertils.data.length)
    expect((await harness.call(null, 'GET', `${user}/users/favourites`)).status).toBe(401)
  })

  it('never passes 50 favourites, however many adds run at once', async () => {
    // Lisa has none: 60 different articles at once, and the same article ten times at once.
    await Promise.all([harness.token('lisa.nord'), harness.token('inkop.ost')])
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        harness.call('lisa.nord', 'POST', `${user}/users/favourites`, { articleNumber: article(n) }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(50)
    expect(statuses.filter((s) => s === 409)).toHaveLength(10)
    const refused = answers.find((a) => a.status === 409)
    expect(((await refused?.json()) as ErrorBody).error.code).toBe('favourites_full')
    const stored = await harness.db
      .selectFrom('favourites')
      .select('id')
      .where('userId', '=', 'U1006')
      .execute()
    expect(stored).toHaveLength(50)
    const listed = await json<{ data: Favourite[]; total: number }>(
      await harness.call('lisa.nord', 'GET', `${user}/users/favourites?limit=50`),
    )
    expect([listed.total, listed.data.length]).toEqual([50, 50])

    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        harness.call('inkop.ost', 'POST', `${user}/users/favourites`, { articleNumber: article(70) }),
      ),
    )
    expect(same.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    const ids = new Set(await Promise.all(same.map(async (a) => ((await a.json()) as Favourite).favouriteId)))
    expect(ids.size).toBe(1)
  }, 30_000)
})

describe('favourite lists: access', () => {
  it('shows a user their own lists and the shared lists of their customers', async () => {
    const anna = await json<{ data: List[]; next: number | null }>(
      await harness.call('anna.berg', 'GET', `${user}/v2/favorites?sort=favoriteName`),
    )
    expect(anna.data.map((l) => l.favoriteId)).toEqual(['FL1002', 'FL1001', 'FL2001'])
    expect(anna.next).toBeNull()
    expect(anna.data[1]).toMatchObject({
      favoriteName: 'Servicebil 4 – påfyllning',
      access: 'customer',
      userId: 'U1001',
      customerId: 'C100',
      totalRows: 4,
      user: { fullName: 'Anna Berg' },
    })
    const bertil = await json<{ data: List[] }>(
      await harness.call('bertil.holm', 'GET', `${user}/v2/favorites`),
    )
    expect(bertil.data.map((l) => l.favoriteId)).toEqual(['FL1001'])
    const nils = await json<{ data: List[] }>(
      await harness.call('nils.ohlsson', 'GET', `${user}/v2/favorites`),
    )
    expect(nils.data).toEqual([])
    const onlyC200 = await json<{ data: List[] }>(
      await harness.call('anna.berg', 'GET', `${user}/v2/favorites?customerId=C200`),
    )
    expect(onlyC200.data.map((l) => l.favoriteId)).toEqual(['FL2001'])
    expect((await harness.call('anna.berg', 'GET', `${user}/v2/favorites?customerId=C300`)).status).toBe(403)
  })

  it('answers 403 for a private list of another user or another customer’s list, 404 for none', async () => {
    expect((await harness.call('anna.berg', 'GET', `${user}/v2/favorites/FL1002`)).status).toBe(200)
    expect((await harness.call('bertil.holm', 'GET', `${user}/v2/favorites/FL1002`)).status).toBe(403)
    expect((await harness.call('nils.ohlsson', 'GET', `${user}/v2/favorites/FL1001`)).status).toBe(403)
    expect((await harness.call('nils.ohlsson', 'GET', `${user}/v3/favorites/FL1001/items`)).status).toBe(403)
    expect(
      (
        await harness.call('nils.ohlsson', 'PUT', `${user}/v2/favorites/FL1001/articles`, {
          articleNumber: article(1),
          quantity: 1,
        })
      ).status,
    ).toBe(403)
    expect((await harness.call('nils.ohlsson', 'DELETE', `${user}/v2/favorites/FL1001`)).status).toBe(403)
    expect((await harness.call('anna.berg', 'GET', `${user}/v2/favorites/FL9999`)).status).toBe(404)
    expect((await harness.call('anna.berg', 'GET', `${user}/v2/favorites/a%20b`)).status).toBe(400)
  })

  it('lets every user of the customer edit a shared list, and only the owner or an admin share or delete it', async () => {
    const list = await createList('bertil.holm', { name: 'Gemensam lista', access: 'customer' })
    expect(list).toMatchObject({
      favoriteName: 'Gemensam lista',
      access: 'customer',
      userId: 'U1002',
      customerId: 'C100',
      totalRows: 0,
      user: { fullName: 'Bertil Holm' },
    })
    const renamed = await json<List>(
      await harness.call('anna.berg', 'PUT', `${user}/v2/favorites/${list.favoriteId}`, { name: 'Ny lista' }),
    )
    expect(renamed.favoriteName).toBe('Ny lista')
    await json(
      await harness.call('anna.berg', 'PUT', `${user}/v2/favorites/${list.favoriteId}/articles`, {
        articleNumber: article(3),
        quantity: 2,
      }),
    )
    expect(
      (
        await harness.call('anna.berg', 'PUT', `${user}/v2/favorites/${list.favoriteId}`, {
          access: 'private',
        })
      ).status,
    ).toBe(403)
    expect(
      (await harness.call('anna.berg', 'DELETE', `${user}/v2/favorites/${list.favoriteId}`)).status,
    ).toBe(403)
    const unshared = await json<List>(
      await harness.call('bertil.holm', 'PUT', `${user}/v2/favorites/${list.favoriteId}`, {
        access: 'private',
      }),
    )
    expect(unshared).toMatchObject({ access: 'private', totalRows: 1 })
    expect((await harness.call('anna.berg', 'GET', `${user}/v2/favorites/${list.favoriteId}`)).status).toBe(
      403,
    )
    expect(
      (await harness.call('bertil.holm', 'DELETE', `${user}/v2/favorites/${list.favoriteId}`)).status,
    ).toBe(204)
    expect((await harness.call('bertil.holm', 'GET', `${user}/v2/favorites/${list.favoriteId}`)).status).toBe(
      404,
    )
  })

  it('creates lists in the caller’s default customer or one it acts for, with the input checked', async () => {
    const inC200 = await createList('anna.berg', { name: 'Sjukhuset', customerId: 'C200' })
    expect(inC200).toMatchObject({ customerId: 'C200', access: 'private' })
    const byDefault = await createList('anna.berg', { name: 'Standard' })
    expect(byDefault.customerId).toBe('C100')
    expect(
      (await harness.call('anna.berg', 'POST', `${user}/v2/favorites`, { name: 'x', customerId: 'C300' }))
        .status,
    ).toBe(403)
    expect(
      (await harness.call('anna.berg', 'POST', `${user}/v2/favorites`, { name: 'x', customerId: 'C999' }))
        .status,
    ).toBe(404)
    for (const body of [
      {},
      { name: '' },
      { name: ' padded ' },
      { name: 'x'.repeat(101) },
      { name: 'x', access: 'public' },
      { name: 'x', customerId: 'C 1' },
      '{',
    ]) {
      expect((await harness.call('anna.berg', 'POST', `${user}/v2/favorites`, body)).status).toBe(400)
    }
    for (const body of [{}, { name: '' }, { access: 'everyone' }, 'null'])
      expect(
        (await harness.call('anna.berg', 'PUT', `${user}/v2/favorites/${byDefault.favoriteId}`, body)).status,
      ).toBe(400)
  })
})

describe('favourite lists: lines', () => {
  it('adds one article or a batch, merging the same article, and pages with the next marker', async () => {
    const list = await createList('lisa.nord', { name: 'Rader' })
    const path = `${user}/v2/favorites/${list.favoriteId}`
    const single = await json<{ data: Item[] }>(
      await harness.call('lisa.nord', 'PUT', `${path}/articles`, {
        articleNumber: article(1),
        quantity: 1.5,
      }),
    )
    expect(single.data).toMatchObject([{ articleNumber: article(1), quantity: 1.5 }])
    const batch = await json<{ data: Item[] }>(
      await harness.call('lisa.nord', 'PUT', `${path}/articles`, {
        items: [
          { articleNumber: article(1), quantity: 1 },
          { articleNumber: article(2), quantity: 3 },
          { articleNumber: article(2), quantity: 0.1 + 0.2 },
          { articleNumber: article(3), quantity: 1 },
          { articleNumber: article(4), quantity: 1 },
          { articleNumber: article(5), quantity: 1 },
        ],
      }),
    )
    expect(batch.data.find((i) => i.articleNumber === article(1))?.quantity).toBe(2.5)
    expect(batch.data.find((i) => i.articleNumber === article(2))?.quantity).toBe(3.3)

    const pages: string[][] = []
    let next: number | null = 0
    while (next !== null) {
      const page: { data: Item[]; next: number | null; totalRows: number } = await json(
        await harness.call(
          'lisa.nord',
          'GET',
          `${user}/v3/favorites/${list.favoriteId}/items?offset=${next}&limit=2`,
        ),
      )
      expect(page.totalRows).toBe(5)
      pages.push(page.data.map((i) => i.articleNumber))
      next = page.next
    }
    expect(pages).toEqual([[article(1), article(2)], [article(3), article(4)], [article(5)]])
    const read = await json<List>(await harness.call('lisa.nord', 'GET', path))
    expect(read.totalRows).toBe(5)
  })

  it('changes one line’s quantity and removes lines in a batch', async () => {
    const list = await createList('lisa.nord', { name: 'Ändra' })
    const path = `${user}/v2/favorites/${list.favoriteId}`
    const { data } = await json<{ data: Item[] }>(
      await harness.call('lisa.nord', 'PUT', `${path}/articles`, {
        items: [0, 1, 2].map((n) => ({ articleNumber: article(n), quantity: 1 })),
      }),
    )
    const [first, second, third] = data
    if (!first || !second || !third) throw new Error('Three lines expected')
    const changed = await json<Item>(
      await harness.call('lisa.nord', 'PUT', `${path}/articles/${first.favoriteItemId}`, { quantity: 7.25 }),
    )
    expect(changed).toMatchObject({ favoriteItemId: first.favoriteItemId, quantity: 7.25 })
    expect(
      (await harness.call('lisa.nord', 'PUT', `${path}/articles/no-such-item`, { quantity: 1 })).status,
    ).toBe(404)
    const removed = await json<{ removed: number }>(
      await harness.call('lisa.nord', 'PUT', `${path}/articles/batch/delete`, {
        itemIds: [second.favoriteItemId, third.favoriteItemId, 'unknown'],
      }),
    )
    expect(removed.removed).toBe(2)
    const items = await json<{ data: Item[] }>(
      await harness.call('lisa.nord', 'GET', `${user}/v3/favorites/${list.favoriteId}/items`),
    )
    expect(items.data).toMatchObject([{ favoriteItemId: first.favoriteItemId, quantity: 7.25 }])
  })

  it('refuses bad lines with 400 naming the field, and writes nothing', async () => {
    const list = await createList('lisa.nord', { name: 'Fel' })
    const path = `${user}/v2/favorites/${list.favoriteId}`
    const unknown = await json<ErrorBody>(
      await harness.call('lisa.nord', 'PUT', `${path}/articles`, {
        items: [
          { articleNumber: article(1), quantity: 1 },
          { articleNumber: '9999999', quantity: 1 },
        ],
      }),
      400,
    )
    expect(unknown.error.issues?.map((i) => i.field)).toEqual(['items.1.articleNumber'])
    for (const body of [
      { articleNumber: article(1), quantity: 0 },
      { articleNumber: article(1), quantity: -1 },
      { articleNumber: article(1), quantity: '2' },
      { articleNumber: article(1), quantity: 1e-12 },
      { articleNumber: article(1), quantity: 2_000_000 },
      { articleNumber: article(1) },
      { items: [] },
      { items: Array.from({ length: 501 }, () => ({ articleNumber: article(1), quantity: 1 })) },
      '{"articleNumber":',
    ]) {
      expect((await harness.call('lisa.nord', 'PUT', `${path}/articles`, body)).status).toBe(400)
    }
    await json(
      await harness.call('lisa.nord', 'PUT', `${path}/articles`, {
        articleNumber: article(1),
        quantity: 900_000,
      }),
    )
    const tooMuch = await json<ErrorBody>(
      await harness.call('lisa.nord', 'PUT', `${path}/articles`, {
        articleNumber: article(1),
        quantity: 200_000,
      }),
      400,
    )
    expect(tooMuch.error.issues?.map((i) => i.field)).toEqual(['quantity'])
    for (const body of [{ quantity: 0 }, {}, { quantity: null }])
      expect((await harness.call('lisa.nord', 'PUT', `${path}/articles/x1`, body)).status).toBe(400)
    for (const body of [{}, { itemIds: [] }, { itemIds: 'x' }])
      expect((await harness.call('lisa.nord', 'PUT', `${path}/articles/batch/delete`, body)).status).toBe(400)
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'offset=x'])
      expect(
        (await harness.call('lisa.nord', 'GET', `${user}/v3/favorites/${list.favoriteId}/items?${query}`))
          .status,
      ).toBe(400)
    const items = await json<{ data: Item[] }>(
      await harness.call('lisa.nord', 'GET', `${user}/v3/favorites/${list.favoriteId}/items`),
    )
    expect(items.data).toMatchObject([{ articleNumber: article(1), quantity: 900_000 }])
  })

  it('loses no quantity and no line when adds to one list run at once', async () => {
    await Promise.all([harness.token('anna.berg'), harness.token('bertil.holm')])
    const list = await createList('anna.berg', { name: 'Samtidigt', access: 'customer' })
    const path = `${user}/v2/favorites/${list.favoriteId}/articles`
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) =>
        harness.call(n % 2 === 0 ? 'anna.berg' : 'bertil.holm', 'PUT', path, {
          articleNumber: article(40),
          quantity: 1,
        }),
      ),
      ...Array.from({ length: 20 }, (_, n) =>
        harness.call('bertil.holm', 'PUT', path, { articleNumber: article(41 + n), quantity: 2 }),
      ),
    ])
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true)
    const items = await json<{ data: Item[]; totalRows: number }>(
      await harness.call('anna.berg', 'GET', `${user}/v3/favorites/${list.favoriteId}/items?limit=100`),
    )
    expect(items.totalRows).toBe(21)
    expect(items.data.find((i) => i.articleNumber === article(40))?.quantity).toBe(20)
    expect(items.data.filter((i) => i.quantity === 2)).toHaveLength(20)
  })
})

describe('favourite lists: search', () => {
  it('filters by access, owner and change time, and pages with the next marker', async () => {
    const shared = await json<{ data: List[] }>(
      await harness.call(
        'anna.berg',
        'GET',
        `${user}/v2/favorites?access=customer&customerId=C100&sort=createdAt`,
      ),
    )
    expect(shared.data.every((l) => l.access === 'customer' && l.customerId === 'C100')).toBe(true)
    const byLisa = await json<{ data: List[] }>(
      await harness.call('anna.berg', 'GET', `${user}/v2/favorites?userId=U1006`),
    )
    expect(byLisa.data.map((l) => l.favoriteId)).toEqual(['FL2001'])
    const recent = await json<{ data: List[] }>(
      await harness.call('anna.berg', 'GET', `${user}/v2/favorites?fromUpdatedAt=2026-11-24T08:00:00Z`),
    )
    expect(recent.data.length).toBeGreaterThan(0)
    expect(recent.data.every((l) => l.updatedAt >= '2026-11-24T08:00:00.000Z')).toBe(true)
    expect(recent.data.some((l) => l.favoriteId.startsWith('FL'))).toBe(false)

    const seen: string[] = []
    let next: number | null = 0
    while (next !== null) {
      const page: { data: List[]; next: number | null } = await json(
        await harness.call('anna.berg', 'GET', `${user}/v2/favorites?limit=2&offset=${next}&sort=-createdAt`),
      )
      expect(page.data.length).toBeLessThanOrEqual(2)
      seen.push(...page.data.map((l) => l.favoriteId))
      next = page.next
    }
    const all = await json<{ data: List[] }>(
      await harness.call('anna.berg', 'GET', `${user}/v2/favorites?limit=100&sort=-createdAt`),
    )
    expect(seen).toEqual(all.data.map((l) => l.favoriteId))
    for (const query of [
      'limit=0',
      'limit=101',
      'sort=name',
      'access=public',
      'fromUpdatedAt=yesterday',
      'fromUpdatedAt=0000-01-01',
      'fromUpdatedAt=2026-13-45',
      'userId=a%20b',
    ])
      expect((await harness.call('anna.berg', 'GET', `${user}/v2/favorites?${query}`)).status).toBe(400)
  })

  it('answers getFavoriteLists in the commerce graph with data, next and errors', async () => {
    const graph = (query: string, variables?: Record<string, unknown>) =>
      harness.call('anna.berg', 'POST', '/services/product/graphql', { query, variables })
    const document = `query lists($limit: Int, $offset: Int, $sort: String, $access: String, $userId: String, $fromUpdatedAt: String) {
      getFavoriteLists(limit: $limit, offset: $offset, sort: $sort, access: $access, userId: $userId, fromUpdatedAt: $fromUpdatedAt) {
        data { favoriteId favoriteName access userId customerId createdAt updatedAt totalRows user { fullName } }
        next
        errors { field message }
      }
    }`
    type Answer = {
      data: { getFavoriteLists: { data: List[]; next: number | null; errors: { field: string }[] } }
    }
    const first = await json<Answer>(
      await graph(document, { limit: 1, sort: 'favoriteName', userId: 'U1001' }),
    )
    expect(first.data.getFavoriteLists).toMatchObject({
      data: [
        { favoriteId: 'FL1002', favoriteName: 'Mina standardartiklar', user: { fullName: 'Anna Berg' } },
      ],
      next: 1,
      errors: [],
    })
    const shared = await json<Answer>(await graph(document, { access: 'customer', userId: 'U1006' }))
    expect(shared.data.getFavoriteLists.data.map((l) => l.favoriteId)).toEqual(['FL2001'])
    expect(shared.data.getFavoriteLists.next).toBeNull()
    const lenient = await json<Answer>(await graph(document, { limit: 1000, sort: 'bogus', userId: 'U1001' }))
    expect(lenient.data.getFavoriteLists.errors.map((e) => e.field)).toEqual(['limit', 'sort'])
    expect(lenient.data.getFavoriteLists.data.length).toBeGreaterThan(0)
    const refused = await json<{ data: null; errors: { extensions: { code: string } }[] }>(
      await graph(document, { access: 'public' }),
      400,
    )
    expect(refused.errors[0]?.extensions.code).toBe('bad_request')
    expect((await graph('{ getFavoriteLists(limit: "x") { next } }')).status).toBe(400)
    const nils = await harness.call('nils.ohlsson', 'POST', '/services/product/graphql', {
      query: '{ getFavoriteLists { data { favoriteId } next errors { field } } }',
    })
    expect(await json(nils)).toEqual({ data: { getFavoriteLists: { data: [], next: null, errors: [] } } })
  })
})
