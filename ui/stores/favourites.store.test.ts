import { describe, expect, it } from 'vitest'
import { FavouritesStore } from './favourites.store'

const kulventil = {
  favouriteId: 'F1',
  articleNumber: '1000003',
  name: 'Kulventil',
}

describe('FavouritesStore', () => {
  it('reads the favourites, keeps a failure to show, and forgets them on logout', async () => {
    const favourites = new FavouritesStore()
    await favourites.refresh(async () => [kulventil])
    expect(favourites.items).toEqual([kulventil])
    await favourites.refresh(async () => {
      throw new Error('errors.try_again_later_or_contact')
    })
    expect(favourites.failed).toBe(true)
    expect(favourites.loading).toBe(false)
    expect(favourites.items).toEqual([kulventil])
    favourites.clear()
    expect(favourites.items).toBeNull()
  })
})
