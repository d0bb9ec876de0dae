/**
 * Navigation data of the product base: the menu of an assortment, breadcrumbs of categories and
 * products, the sequence of attributes per category, and the language config (Swedish attribute
 * labels and units).
 */
import type { Kysely } from 'kysely'
import { type Breadcrumb, type MenuEntry, UNIT_LABELS } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { notFound } from '../platform/service-error'
import { referenceData } from './reference-data'
import { imagePath } from './variants'

/** The top categories an assortment holds; unknown or missing assortments hold everything. */
export async function assortmentCategories(
  db: Kysely<Database>,
  assortmentId: string | null | undefined,
): Promise<readonly string[] | undefined> {
  if (!assortmentId || assortmentId === 'default') return undefined
  const row = await db
    .selectFrom('assortments')
    .select('categoryIds')
    .where('id', '=', assortmentId)
    .executeTakeFirst()
  if (!row) throw notFound('Assortment')
  return row.categoryIds
}

/** The menu of an assortment: top categories in their order with their sub-categories. */
export async function menu(db: Kysely<Database>, assortmentId: string | undefined): Promise<MenuEntry[]> {
  const [allowed, { categories }] = await Promise.all([
    assortmentCategories(db, assortmentId),
    referenceData(db),
  ])
  return categories
    .filter((c) => c.parentId === null && (!allowed || allowed.includes(c.id)))
    .map((top) => ({
      title: top.name,
      slug: top.slug,
      icon: top.icon,
      children: categories
        .filter((c) => c.parentId === top.id)
        .map((sub) => ({ title: sub.name, slug: sub.slug, icon: sub.icon, children: [] })),
    }))
}

/** Breadcrumbs of categories (by id or slug) and products (by id or slug); unknown ones are left out. */
export async function breadcrumbs(
  db: Kysely<Database>,
  ids: readonly string[],
  options: { readonly images: boolean; readonly assortmentId?: string | undefined },
): Promise<Breadcrumb[]> {
  if (ids.length === 0) return []
  const [allowed, { categories, categoryById: byId }] = await Promise.all([
    assortmentCategories(db, options.assortmentId),
    referenceData(db),
  ])
  const categoryOf = (id: string) => byId.get(id) ?? categories.find((c) => c.slug === id)
  const chain = (categoryId: string | null) => {
    const parents: { name: string; slug: string; id: string }[] = []
    for (let id = categoryId; id !== null;) {
      const category = byId.get(id)
      if (!category) break
      parents.unshift({ name: category.name, slug: category.slug, id: category.id })
      id = category.parentId
    }
    return parents
  }
  const inAssortment = (parents: readonly { id: string }[]) =>
    !allowed || (parents[0] !== undefined && allowed.includes(parents[0].id))
  // Products are looked up only for what is not a category.
  const other = ids.filter((id) => categoryOf(id) === undefined)
  const products =
    other.length === 0
      ? []
      : await db
          .selectFrom('products')
          .select(['id', 'name', 'slug', 'categoryId'])
          .where((eb) => eb.or([eb('id', 'in', other), eb('slug', 'in', other)]))
          .execute()
  return ids.flatMap((id): Breadcrumb[] => {
    const category = categoryOf(id)
    if (category) {
      const parents = chain(category.parentId)
      if (!inAssortment(category.parentId === null ? [category] : parents)) return []
      return [
        {
          id: category.id,
          name: category.name,
          slug: category.slug,
          type: 'category',
          parents: parents.map(({ name, slug }) => ({ name, slug })),
        },
      ]
    }
    const product = products.find((p) => p.id === id || p.slug === id)
    if (!product) return []
    const parents = chain(product.categoryId)
    if (!inAssortment(parents)) return []
    return [
      {
        id: product.id,
        name: product.name,
        slug: product.slug,
        type: 'product',
        parents: parents.map(({ name, slug }) => ({ name, slug })),
        ...(options.images ? { image: imagePath(product.id) } : {}),
      },
    ]
  })
}

/** The attributes of a category in the order they are shown (sub-categories have their own). */
export async function attributeSequence(db: Kysely<Database>, category: string): Promise<string[]> {
  const { categories, categoryById } = await referenceData(db)
  const row = categoryById.get(category) ?? categories.find((c) => c.slug === category)
  if (!row) throw notFound('Category')
  if (row.attributeSequence.length > 0) return row.attributeSequence
  // A top category shows the attributes of its sub-categories, first appearance first.
  const subs = categories.filter((c) => c.parentId === row.id)
  return [...new Set(subs.flatMap((s) => s.attributeSequence))]
}

/** The language config: locale, attribute labels and units, and the sales units' Swedish labels (the core's table). */
export async function languageConfig(db: Kysely<Database>) {
  const { attributes } = await referenceData(db)
  return {
    locale: { code: 'sv', name: 'Svenska', iso: 'se-SE' },
    attributes: Object.fromEntries(
      attributes.map((a) => [a.name, { label: a.label, unit: a.unit, filterable: a.filterable }]),
    ),
    units: UNIT_LABELS,
  }
}
