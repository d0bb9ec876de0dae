/**
 * Product search over the variants: Swedish full text (stemmed, every word a prefix, so "kulvent"
 * finds "Kulventil"), every word inside the name (compounds: "blandare" finds "Duschblandare"; a
 * word under three characters or a number only where a word begins: "22" does not find "MA 122"),
 * exact article number and EAN; a text that finds nothing is retried with its words corrected by
 * trigram similarity against the catalogue's words ("kulvetnil" → "kulventil"). Filtered by
 * category, campaign, filter tags, assortment and attribute facets, with facet counts that ignore
 * the facet's own selection, sorting and paging.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { Facet, SearchHit, SearchResult } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import { assortmentCategories } from './navigation'
import { customerPriceKey, inCategories, priceOrderedArticles, type PriceSortContext } from './price-sort'
import { referenceData } from './reference-data'
import { imagePath } from './variants'

/** What a search asks for. */
export interface SearchRequest {
  readonly query?: string | undefined
  readonly category?: string | undefined
  readonly campaign?: string | undefined
  readonly filterTags?: readonly string[] | undefined
  readonly filters?: Readonly<Record<string, readonly string[]>> | undefined
  readonly sort?: SearchSort | undefined
  readonly offset: number
  readonly limit: number
  readonly assortment?: string | undefined
  /** Whom a price sort prices for: required by 'price' and 'price-desc'. */
  readonly priceFor?: PriceSortContext | undefined
}

/**
 * The orders a search can be sorted in. Price is the unit price the buyer's customer is charged for
 * one unit (price-sort.ts); articles priced on request come last.
 */
export const searchSorts = ['relevance', 'name', 'name-desc', 'price', 'price-desc', 'articleNumber'] as const
export type SearchSort = (typeof searchSorts)[number]

/** Whether a sort orders by price, and so needs a customer to price for. */
export const isPriceSort = (sort: SearchSort | undefined): sort is 'price' | 'price-desc' =>
  sort === 'price' || sort === 'price-desc'

/** The price sort's joins and key for a request, or none when it is not sorted by price. */
function priceSortOf(request: SearchRequest) {
  if (!isPriceSort(request.sort)) return undefined
  if (!request.priceFor) throw new Error('A price sort needs the customer it prices for')
  return { ...customerPriceKey(request.priceFor), context: request.priceFor }
}

/** A sort that does not order by price; a price sort is ordered by its key instead. */
const otherSort = (sort: SearchSort | undefined) =>
  sort === undefined || isPriceSort(sort) ? 'relevance' : sort

/** The most values one facet answers. */
const FACET_VALUES = 30

/** The words of a query as a prefix tsquery ("rör:* & 22:*"), or undefined when it has none. */
export function prefixQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.length === 0 ? undefined : words.map((word) => `${word}:*`).join(' & ')
}

type Condition = Expression<SqlBool>

/**
 * Whether a word may be found inside a name, where a Swedish compound hides it ("blandare" in
 * "Duschblandare"): three characters or more and not a number. A shorter word or a number must
 * begin a word: "22" finds "22 mm", not "MA 122" or "P22", and "a" does not find nearly every
 * article. Three characters is also what the trigram index can serve.
 */
const foundInsideNames = (word: string) => word.length >= 3 && !/^\d+$/.test(word)

/**
 * The text part of a search: every word as a stemmed prefix in the full-text document; or every
 * word inside the name (Swedish compounds, served by the trigram index; the words are in lower case,
 * as is the name they are looked for in), where the words too short for that (foundInsideNames)
 * begin a word of the document; or the exact article number or EAN.
 */
function textCondition(query: string): { where: Condition; rank: Expression<number> } {
  const tsquery = prefixQuery(query)
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const fullText = tsquery
    ? sql<SqlBool>`v.search_document @@ to_tsquery('swedish', ${tsquery})`
    : sql<SqlBool>`false`
  const inside = words.filter(foundInsideNames)
  const beginning = prefixQuery(words.filter((word) => !foundInsideNames(word)).join(' '))
  const inName =
    inside.length === 0
      ? sql<SqlBool>`false`
      : sql<SqlBool>`(${sql.join(
          [
            ...inside.map((word) => sql`v.search_name_lower like ${`%${word}%`}`),
            ...(beginning ? [sql`v.search_document @@ to_tsquery('swedish', ${beginning})`] : []),
          ],
          sql` and `,
        )})`
  const exact = sql<SqlBool>`(v.article_number = ${query} or v.ean = ${query})`
  return {
    where: sql<SqlBool>`(${fullText} or ${inName} or ${exact})`,
    // An exact number first; then by the stemmed words' rank in the document (the name weighs most),
    // with a word found inside the name (a compound: "ventil" in "Kulventil") counting half a name
    // match. Cheap per match: a broad word matches a sixth of the catalogue.
    rank: sql<number>`(case when ${exact} then 10 else 0 end
      + ${tsquery ? sql`ts_rank(v.search_document, to_tsquery('swedish', ${tsquery}))` : sql`0`}
      + case when ${inName} then 0.5 else 0 end)`,
  }
}

const attributeMatch = (name: string, values: readonly string[]) =>
  sql<SqlBool>`(${sql.join(
    values.map(
      (value) =>
        sql`v.attributes @> ${JSON.stringify([{ attributeName: name, attributeValue: value }])}::jsonb`,
    ),
    sql` or `,
  )})`

/**
 * The query with each word that is not in the lexicon replaced by its most similar word there
 * ("kulvetil" → "kulventil"); undefined when nothing could be corrected.
 */
export async function correctedQuery(db: Kysely<Database>, query: string): Promise<string | undefined> {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  let changed = false
  const corrected: string[] = []
  for (const word of words) {
    if (word.length < 4 || /^\d+$/.test(word)) {
      corrected.push(word)
      continue
    }
    const { rows } = await sql<{ word: string }>`
      select word from search_words where word % ${word}
      order by similarity(word, ${word}) desc, word limit 1`.execute(db)
    const best = rows[0]?.word ?? word
    if (best !== word) changed = true
    corrected.push(best)
  }
  return changed ? corrected.join(' ') : undefined
}

/**
 * Searches the catalogue. A text query that finds nothing is tried once more with its words
 * corrected against the lexicon; when that finds something, the answer names the query it used.
 * The lexicon is the whole catalogue's: a correction that finds nothing where the buyer searches
 * (their assortment, a category) is not named, so the page never says it shows hits for a word
 * that has none.
 */
export async function search(
  db: Kysely<Database>,
  request: SearchRequest,
): Promise<SearchResult & { readonly correctedQuery?: string }> {
  const result = await searchOnce(db, request)
  const query = request.query?.trim()
  if (result.total > 0 || !query) return result
  const corrected = await correctedQuery(db, query)
  if (!corrected) return result
  const retried = await searchOnce(db, { ...request, query: corrected })
  return retried.total > 0 ? { ...retried, correctedQuery: corrected } : result
}

/** A category as the search needs it to scope and name its hits. */
interface ScopeCategory {
  readonly id: string
  readonly parentId: string | null
  readonly slug: string
  readonly name: string
}

/**
 * The categories a request searches in: those of the chosen category (itself and its
 * sub-categories), within the assortment's top categories; every category when neither is set.
 * Decided here over the 40-odd categories, so the statements filter variants by category id.
 */
async function categoriesInScope(
  db: Kysely<Database>,
  request: SearchRequest,
): Promise<{ readonly all: readonly ScopeCategory[]; readonly inScope: readonly ScopeCategory[] }> {
  const [allowed, { categories: all }] = await Promise.all([
    assortmentCategories(db, request.assortment),
    referenceData(db),
  ])
  const slugOf = new Map(all.map((c) => [c.id, c.slug]))
  const inScope = all.filter(
    (c) =>
      (!request.category ||
        c.slug === request.category ||
        (c.parentId !== null && slugOf.get(c.parentId) === request.category)) &&
      (!allowed || allowed.includes(c.parentId ?? c.id)),
  )
  return { all, inScope }
}

/** The attributes a search offers as filters, by name. */
async function filterableAttributes(db: Kysely<Database>) {
  const { attributes } = await referenceData(db)
  return attributes.filter((a) => a.filterable)
}

/** The numbers of the selected values of filterable attributes, by attribute name. */
async function selectedFacetValues(
  db: Kysely<Database>,
  selected: readonly (readonly [string, readonly string[]])[],
): Promise<ReadonlyMap<string, readonly number[]>> {
  if (selected.length === 0) return new Map()
  const rows = await db
    .selectFrom('facetValues')
    .select(['id', 'attributeName'])
    .where((eb) =>
      eb.or(
        selected.map(([name, values]) =>
          eb.and([eb('attributeName', '=', name), eb('attributeValue', 'in', [...values])]),
        ),
      ),
    )
    .execute()
  return new Map(
    selected.map(([name]) => [name, rows.filter((row) => row.attributeName === name).map((row) => row.id)]),
  )
}

/**
 * One search in one statement: the matching variants are materialised once, then the page of
 * hits, the total, the category facet and the attribute facets are read from them. A selected
 * facet is counted over the rows that match every other selection.
 *
 * What is computed for every match is kept to what the counts and the order need: the relevance
 * rank only when the order is by relevance, the price key only when it is by price and only for
 * the matches of every selection; product names and category paths only for the page.
 */
async function searchOnce(db: Kysely<Database>, request: SearchRequest): Promise<SearchResult> {
  const browsing =
    !request.query?.trim() &&
    !request.campaign &&
    (request.filterTags ?? []).length === 0 &&
    Object.values(request.filters ?? {}).every((values) => values.length === 0)
  if (browsing) return browse(db, request)
  const base: Condition[] = []
  const query = request.query?.trim()
  const text = query ? textCondition(query) : undefined
  if (text) base.push(text.where)
  const [scope, definitions] = await Promise.all([categoriesInScope(db, request), filterableAttributes(db)])
  if (scope.inScope.length < scope.all.length) {
    base.push(sql<SqlBool>`v.category_id = any(${sql.val(scope.inScope.map((c) => c.id))}::text[])`)
  }
  if (request.campaign) {
    base.push(sql<SqlBool>`exists (select 1 from campaign_prices cp join campaigns c on c.id = cp.campaign_id
      where cp.article_number = v.article_number and c.slug = ${request.campaign})`)
  }
  if (request.filterTags && request.filterTags.length > 0) {
    base.push(sql<SqlBool>`v.filter_tags @> ${sql.val([...request.filterTags])}::text[]`)
  }
  const selected = Object.entries(request.filters ?? {}).filter(([, values]) => values.length > 0)
  const numbered = await selectedFacetValues(
    db,
    selected.filter(([name]) => definitions.some((d) => d.name === name)),
  )
  // A filterable attribute's selection by its numbered values (a value no variant has, none);
  // any other attribute's in the variants' attributes themselves.
  const flags = selected.map(([name, values], index) => {
    const ids = numbered.get(name)
    const match = ids
      ? sql<SqlBool>`v.facet_value_ids && ${sql.val(ids)}::integer[]`
      : attributeMatch(name, values)
    return sql`${match} as ${sql.ref(`f${index}`)}`
  })
  const every = (except?: number) => {
    const kept = selected.map((_, index) => index).filter((index) => index !== except)
    return kept.length === 0
      ? sql<SqlBool>`true`
      : sql<SqlBool>`${sql.join(
          kept.map((index) => sql.ref(`f${index}`)),
          sql` and `,
        )}`
  }
  const priced = priceSortOf(request)
  const sort = otherSort(request.sort)
  const ranked = text !== undefined && !priced && sort === 'relevance'
  const order = priced
    ? request.sort === 'price-desc'
      ? sql`price_key desc nulls last, article_number desc`
      : sql`price_key asc nulls last`
    : {
        relevance: ranked ? sql`rank desc, name` : sql`name`,
        name: sql`name`,
        'name-desc': sql`name desc`,
        articleNumber: sql`article_number`,
      }[sort]
  // Counted by the numbered facet values (refreshFacetValues), named after counting. Unnested in
  // the select list: a lateral unnest per match took half as long again (32 against 21 ms for the
  // 104,000 values of "rör").
  const facetCounts = (where: Condition, names: readonly string[]) => sql`(
    select coalesce(json_agg(f), '[]') from (
      select v.attribute_name as name, v.attribute_value as value, c.count
      from (select id, count(*)::int as count
            from (select unnest(facet_value_ids) as id from matched where ${where}) ids
            group by id) c
      join facet_values v on v.id = c.id
      where v.attribute_name = any(${sql.val([...names])}::text[])) f)`
  const selectedNames = new Set(selected.map(([name]) => name))
  // One filterable attribute chosen in a category and nothing else: its own values are counted over
  // the categories, as browsing counts them, from the derived counts (refreshSearchIndexes).
  const [single, ...others] = selected
  const ownByCategory =
    !text &&
    !request.campaign &&
    (request.filterTags ?? []).length === 0 &&
    single !== undefined &&
    others.length === 0 &&
    numbered.has(single[0])
      ? categoryValueCounts(
          db,
          scope.inScope.map((c) => c.id),
          single[0],
        )
      : undefined
  const counted = selected.flatMap(([name], index) =>
    numbered.has(name) && !ownByCategory
      ? [sql`, ${facetCounts(every(index), [name])} as ${sql.ref(`own${index}`)}`]
      : [],
  )
  // Sorted by price, the page comes one of two ways: each match's key looked up (few matches), or
  // the customer's keys walked in order until the page's matches are found (many matches: a broad
  // word's first 24 by price are among the first few hundred keys, where it took a lookup for each
  // of its 17,000 matches). The walk reads about reach × variants ÷ matches keys, the lookup one
  // per match: the walk is taken when the matches are more than the square root of reach × variants.
  const reach = request.offset + request.limit
  const walk = sql<SqlBool>`(select total from counted)::float8 ^ 2 >
    ${reach}::float8 * greatest((select reltuples from pg_class where oid = 'variants'::regclass), 0)`
  const pricedPage =
    priced &&
    sql`(
      (select v.*, ${priced.key} as price_key
       from matched v ${priced.joins}
       where ${every()} and not ${walk}
       order by ${order}, article_number
       limit ${request.limit} offset ${request.offset})
      union all
      (select v.*, ranked.key as price_key
       from ${priceOrderedArticles(
         priced.context,
         // Inside coalesce, the membership is a hashed filter on the walk, not a join
         // the planner would turn into one key lookup per match again. Only the price list's
         // keys are walked so: the contract and campaign keys (a few hundred or thousand) come
         // whole and meet the matches in the join below, where the hash is built over them
         // instead of over every match once more.
         (articleNumber) =>
           sql`coalesce(${articleNumber} in (select article_number from matched where ${every()}), false)`,
         request.sort === 'price-desc' ? 'desc' : 'asc',
         reach,
         'whole',
       )} ranked
       join matched v on v.article_number = ranked.article_number
       where ${walk}
       order by ${order}, article_number
       limit ${request.limit} offset ${request.offset}))`
  const statement = sql<{
    total: number
    hits: (Omit<SearchHit, 'image' | 'categoryPath'> & { categoryId: string })[]
    categories: { categoryId: string; count: number }[]
    facets: { name: string; value: string; count: number }[]
    [own: `own${number}`]: { name: string; value: string; count: number }[]
  }>`
    with matched as materialized (
      select v.article_number, v.name, v.product_id, v.category_id, v.facet_value_ids,
             ${ranked ? text.rank : sql`0`} as rank
             ${flags.length > 0 ? sql`, ${sql.join(flags)}` : sql``}
      from variants v
      where ${base.length === 0 ? sql`true` : sql.join(base, sql` and `)}
    ),
    counted as materialized (select count(*)::int as total from matched where ${every()})
    select
      (select total from counted) as total,
      (select coalesce(json_agg(h), '[]') from (
         select m.article_number as "articleNumber", m.name, page.slug as "variantSlug",
                m.product_id as "productId", p.product_name as "productName",
                p.product_slug as "productSlug", p.brand, page.ean, m.category_id as "categoryId",
                page.discontinued, page.filter_tags as "filterTags"
         from ${
           priced
             ? pricedPage
             : sql`(select v.*, null as price_key
               from matched v
               where ${every()}
               order by ${order}, article_number
               limit ${request.limit} offset ${request.offset})`
         } m
         cross join lateral (
           select slug, ean, discontinued, filter_tags
           from variants where article_number = m.article_number) page
         cross join lateral (
           select name as product_name, slug as product_slug, manufacturer as brand
           from products where id = m.product_id) p
         order by ${order}, article_number) h) as hits,
      (select coalesce(json_agg(c), '[]') from (
         select category_id as "categoryId", count(*)::int as count
         from matched where ${every()} group by 1) c) as categories,
      ${facetCounts(
        every(),
        definitions.map((d) => d.name).filter((name) => !selectedNames.has(name)),
      )} as facets
      ${sql.join(counted, sql``)}
  `.execute(db)
  const [{ rows }, own] = await Promise.all([statement, ownByCategory])
  const row = rows[0]!
  const categoryOf = new Map(scope.all.map((c) => [c.id, c]))
  const pathOf = (categoryId: string) => {
    const category = categoryOf.get(categoryId)
    const parent = category?.parentId ? categoryOf.get(category.parentId) : undefined
    return [parent?.slug, category?.slug].filter(Boolean).join('/')
  }
  const countsOf = (name: string) => {
    const index = selected.findIndex(([selectedName]) => selectedName === name)
    const counts = index >= 0 ? (own ?? row[`own${index}`] ?? []) : row.facets
    return counts.filter((count) => count.name === name)
  }
  const facets: Facet[] = [
    {
      name: 'category',
      label: 'Kategori',
      items: row.categories
        .map(({ categoryId, count }) => {
          const category = categoryOf.get(categoryId)!
          return {
            value: category.slug,
            label: category.name,
            count,
            selected: category.slug === request.category,
          }
        })
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'sv')),
    },
    ...definitions.flatMap((definition): Facet[] => {
      const chosen = new Set(request.filters?.[definition.name] ?? [])
      const items = countsOf(definition.name)
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'sv'))
        .slice(0, FACET_VALUES)
        .map((c) => ({ value: c.value, label: c.value, count: c.count, selected: chosen.has(c.value) }))
      return items.length === 0 ? [] : [{ name: definition.name, label: definition.label, items }]
    }),
  ]
  return {
    total: row.total,
    offset: request.offset,
    limit: request.limit,
    hits: row.hits.map(({ categoryId, ...hit }) => ({
      ...hit,
      categoryPath: pathOf(categoryId),
      image: imagePath(hit.productId),
    })),
    facets,
  }
}

/** How many variants of the categories carry each value of an attribute (the derived counts). */
async function categoryValueCounts(
  db: Kysely<Database>,
  categoryIds: readonly string[],
  name: string,
): Promise<{ name: string; value: string; count: number }[]> {
  const { rows } = await sql<{ name: string; value: string; count: number }>`
    select attribute_name as name, attribute_value as value, sum(variants)::int as count
    from category_facets
    where category_id = any(${sql.val([...categoryIds])}::text[]) and attribute_name = ${name}
    group by 1, 2`.execute(db)
  return rows
}

/**
 * Browsing a category (or everything) without a text or filters: the counts come from the
 * per-category table the seed derives (refreshSearchIndexes), so only the page of hits is read
 * from the variants.
 */
async function browse(db: Kysely<Database>, request: SearchRequest): Promise<SearchResult> {
  const { inScope } = await categoriesInScope(db, request)
  const ids = inScope.map((c) => c.id)
  // Sorted by price, the page is read from the price list's keys in their index's order.
  const direction = request.sort === 'price-desc' ? 'desc' : 'asc'
  const priced =
    isPriceSort(request.sort) && request.priceFor
      ? priceOrderedArticles(request.priceFor, inCategories(ids), direction, request.offset + request.limit)
      : undefined
  if (isPriceSort(request.sort) && !priced) throw new Error('A price sort needs the customer it prices for')
  const order = priced
    ? direction === 'asc'
      ? sql`ranked.key asc nulls last, v.article_number asc`
      : sql`ranked.key desc nulls last, v.article_number desc`
    : {
        relevance: sql`v.name`,
        name: sql`v.name`,
        'name-desc': sql`v.name desc`,
        articleNumber: sql`v.article_number`,
      }[otherSort(request.sort)]
  const [counts, definitions, hits] = await Promise.all([
    db
      .selectFrom('categoryFacets')
      .selectAll()
      .where('categoryId', 'in', ids.length > 0 ? ids : [''])
      .execute(),
    filterableAttributes(db),
    sql<Omit<SearchHit, 'image' | 'categoryPath'> & { topSlug: string | null; subSlug: string }>`
      select v.article_number as "articleNumber", v.name, v.slug as "variantSlug", p.id as "productId",
             p.name as "productName", p.slug as "productSlug", p.manufacturer as brand, v.ean,
             top.slug as "topSlug", sub.slug as "subSlug", v.discontinued, v.filter_tags as "filterTags"
      from ${priced ? sql`${priced} ranked join variants v on v.article_number = ranked.article_number` : sql`variants v`}
      join products p on p.id = v.product_id
      join categories sub on sub.id = p.category_id
      left join categories top on top.id = sub.parent_id
      where p.category_id = any(${sql.val(ids)}::text[])
      order by ${order}, v.article_number
      limit ${request.limit} offset ${request.offset}`
      .execute(db)
      .then((result) => result.rows),
  ])
  const perCategory = counts.filter((c) => c.attributeName === '')
  const values = new Map<string, Map<string, number>>()
  for (const count of counts) {
    if (count.attributeName === '') continue
    const byValue = values.get(count.attributeName) ?? new Map<string, number>()
    byValue.set(count.attributeValue, (byValue.get(count.attributeValue) ?? 0) + count.variants)
    values.set(count.attributeName, byValue)
  }
  return {
    total: perCategory.reduce((sum, c) => sum + c.variants, 0),
    offset: request.offset,
    limit: request.limit,
    hits: hits.map(({ topSlug, subSlug, ...hit }) => ({
      ...hit,
      categoryPath: [topSlug, subSlug].filter(Boolean).join('/'),
      image: imagePath(hit.productId),
    })),
    facets: [
      {
        name: 'category',
        label: 'Kategori',
        items: perCategory
          .map((c) => {
            const category = inScope.find((s) => s.id === c.categoryId)!
            return {
              value: category.slug,
              label: category.name,
              count: c.variants,
              selected: category.slug === request.category,
            }
          })
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'sv')),
      },
      ...definitions.flatMap((definition): Facet[] => {
        const items = [...(values.get(definition.name) ?? [])]
          .map(([value, count]) => ({ value, label: value, count, selected: false }))
          .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'sv'))
          .slice(0, FACET_VALUES)
        return items.length === 0 ? [] : [{ name: definition.name, label: definition.label, items }]
      }),
    ],
  }
}

/**
 * Numbers every value of a filterable attribute (in order of name and value, so an unchanged
 * catalogue keeps its numbers) and writes each variant's numbers to `variants.facet_value_ids`,
 * which the search's facet counts read. Derived data, like the category counts: whatever changes
 * the variants' attributes or which attributes are filterable calls it (today only the seed).
 * Only variants whose numbers change are written.
 */
export async function refreshFacetValues(db: Kysely<Database>): Promise<void> {
  await sql`delete from facet_values`.execute(db)
  await sql`
    insert into facet_values (id, attribute_name, attribute_value)
    select row_number() over (order by name, value), name, value from (
      select distinct a->>'attributeName' as name, a->>'attributeValue' as value
      from variants v cross join jsonb_array_elements(v.attributes) a
      join attribute_definitions d on d.name = a->>'attributeName' and d.filterable) pairs`.execute(db)
  await sql`
    update variants v set facet_value_ids = numbered.ids
    from (
      select v.article_number, coalesce(array_agg(f.id order by f.id) filter (where f.id is not null), '{}') as ids
      from variants v left join lateral jsonb_array_elements(v.attributes) a on true
      left join facet_values f on f.attribute_name = a->>'attributeName' and f.attribute_value = a->>'attributeValue'
      group by v.article_number) numbered
    where numbered.article_number = v.article_number and v.facet_value_ids <> numbered.ids`.execute(db)
}

/** Variants (or their products) carrying an attribute with one of the values, e.g. SSG codes. */
export async function entitiesByAttribute(
  db: Kysely<Database>,
  request: {
    readonly attributeName: string
    readonly attributeValues: readonly string[]
    readonly entityType: 'Variant' | 'Product'
    readonly limit: number
  },
) {
  if (request.attributeValues.length === 0) return []
  const rows = await sql<{ articleNumber: string; name: string; productId: string; value: string }>`
    select v.article_number as "articleNumber", v.name, v.product_id as "productId", a->>'attributeValue' as value
    from variants v cross join jsonb_array_elements(v.attributes) a
    where ${attributeMatch(request.attributeName, request.attributeValues)}
      and a->>'attributeName' = ${request.attributeName}
    order by v.article_number
    limit ${request.limit}`.execute(db)
  if (request.entityType === 'Variant') {
    return rows.rows.map((row) => ({
      type: 'Variant' as const,
      id: row.articleNumber,
      name: row.name,
      productId: row.productId,
      attributeValue: row.value,
    }))
  }
  const seen = new Set<string>()
  return rows.rows.flatMap((row) => {
    if (seen.has(row.productId)) return []
    seen.add(row.productId)
    return [{ type: 'Product' as const, id: row.productId, attributeValue: row.value }]
  })
}
