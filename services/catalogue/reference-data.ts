/**
 * The product base's reference data, which no buyer changes and every page reads: the category
 * tree, the attribute definitions and the locations. A few dozen rows each; the menu, breadcrumbs,
 * search scope, facet labels, stock and pickup places all read them, so a category page read the
 * categories three times and the locations twice. They are kept per database for a short while
 * (ADR 0026): the catalogue import that changes them (here: the seed) shows within `REFERENCE_KEPT_MS`.
 * A failed read is not kept.
 */
import type { Kysely, Selectable } from 'kysely'
import type { AttributeDefinitionTable, CategoryTable, Database, LocationTable } from '../db/schema'

/** How long the reference data is kept: the longest a change to it takes to show. */
export const REFERENCE_KEPT_MS = 60_000

/** A category row. */
export type CategoryRow = Selectable<CategoryTable>
/** A location row. */
export type LocationRow = Selectable<LocationTable>
/** An attribute definition row. */
export type AttributeDefinitionRow = Selectable<AttributeDefinitionTable>

/** The reference data, read together. */
export interface ReferenceData {
  /** Every category, in menu order: position, then name. */
  readonly categories: readonly CategoryRow[]
  readonly categoryById: ReadonlyMap<string, CategoryRow>
  /** Every attribute definition, by name. */
  readonly attributes: readonly AttributeDefinitionRow[]
  /** Every location, by id. */
  readonly locations: readonly LocationRow[]
  readonly locationById: ReadonlyMap<string, LocationRow>
}

const kept = new WeakMap<Kysely<Database>, { readonly at: number; readonly data: Promise<ReferenceData> }>()

async function read(db: Kysely<Database>): Promise<ReferenceData> {
  const [categories, attributes, locations] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('position').orderBy('name').orderBy('id').execute(),
    db.selectFrom('attributeDefinitions').selectAll().orderBy('name').execute(),
    db.selectFrom('locations').selectAll().orderBy('id').execute(),
  ])
  return {
    categories,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    attributes,
    locations,
    locationById: new Map(locations.map((l) => [l.id, l])),
  }
}

/** The reference data of a database: read at most once per `REFERENCE_KEPT_MS`. */
export function referenceData(
  db: Kysely<Database>,
  now: () => number = () => performance.now(),
): Promise<ReferenceData> {
  const found = kept.get(db)
  if (found && now() - found.at < REFERENCE_KEPT_MS) return found.data
  const data = read(db)
  kept.set(db, { at: now(), data })
  data.catch(() => {
    if (kept.get(db)?.data === data) kept.delete(db)
  })
  return data
}
