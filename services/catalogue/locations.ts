/** Locations (stores, central warehouse, supplier) and the address search over Swedish postal places. */
import type { Kysely } from 'kysely'
import type { Location } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { referenceData } from './reference-data'

/** Which locations to list. */
export interface LocationFilter {
  readonly query?: string | undefined
  readonly services?: string | undefined
  readonly type?: 'store' | 'central' | 'virtual' | undefined
}

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`

/** Locations matching a filter, sorted by name (shop-core §3). */
export async function listLocations(db: Kysely<Database>, filter: LocationFilter): Promise<Location[]> {
  const wanted = (filter.services ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const text = filter.query?.trim()
  // A search by text is the database's (ilike); the rest is chosen from the reference data.
  const found = text
    ? await db
        .selectFrom('locations')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('name', 'ilike', likePattern(text)),
            eb('city', 'ilike', likePattern(text)),
            eb('postalCode', 'like', `${text.replace(/\s/g, '').replace(/[%_\\]/g, '\\$&')}%`),
            eb('id', '=', text),
          ]),
        )
        .execute()
    : (await referenceData(db)).locations
  const rows = found.filter(
    (row) =>
      (!filter.type || row.kind === filter.type) && wanted.every((service) => row.services.includes(service)),
  )
  // Sorted by name the Swedish way (å, ä, ö last), whatever the database's collation.
  rows.sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id.localeCompare(b.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.kind,
    address: { address1: row.address1, postalCode: row.postalCode, city: row.city },
    location: { lat: row.lat, lon: row.lon },
    phone: row.phone,
    email: row.email,
    services: row.services,
    openingHours: row.openingHours,
  }))
}

/** Postal places whose postcode starts with the query (spaces ignored) or whose town or municipality starts with it. */
export async function searchAddresses(db: Kysely<Database>, text: string) {
  const query = text.trim()
  if (query === '') return []
  const digits = query.replace(/\s/g, '')
  const escaped = (value: string) => value.replace(/[%_\\]/g, '\\$&')
  const rows = await db
    .selectFrom('postalPlaces')
    .selectAll()
    .where((eb) =>
      /^\d+$/.test(digits)
        ? eb('postalCode', 'like', `${escaped(digits)}%`)
        : eb.or([
            eb('city', 'ilike', `${escaped(query)}%`),
            eb('municipality', 'ilike', `${escaped(query)}%`),
          ]),
    )
    .orderBy('city')
    .orderBy('postalCode')
    .limit(20)
    .execute()
  return rows.map((row) => ({
    postalCode: row.postalCode,
    city: row.city,
    municipality: row.municipality,
    countryCode: row.countryCode,
    location: { lat: row.lat, lon: row.lon },
  }))
}
