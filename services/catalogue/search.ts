/**
 * Product search over the variants: Swedish full text (stemmed, every word a prefix, so "kulvent"
 * finds "Kulventil"), typo tolerance by trigram word similarity ("kulvetil"), exact article number
 * and EAN, filtered by category, campaign, filter tags, assortment and attribute facets, with facet
 * counts that ignore the facet's own selection, sorting and paging.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import { assortmentCategories } from './navigation'
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
}

/** The orders a search can be sorted in; price is the list price. */
export const searchSorts = ['relevance', 'name', 'name-desc', 'price', 'price-desc', 'articleNumber'] as const
export type SearchSort = (typeof searchSorts)[number]

/** One hit: a variant with what a result list shows. */
export interface SearchHit {
  readonly articleNumber: string
  readonly name: string
  readonly variantSlug: string
  readonly productId: string
  readonly productName: string
  readonly productSlug: string
  readonly brand: string
  readonly ean: string
  readonly image: string
  readonly categoryPath: string
  readonly discontinued: boolean
  readonly filterTags: readonly string[]
}

/** A facet (shop-core §3): name, label, items with counts and a selected flag. */
export interface Facet {
  readonly name: string
  readonly label: string
  readonly items: readonly { value: string; label: string; count: number; selected: boolean }[]
}

/** The answer of a search. */
export interface SearchResult {
  readonly total: number
  readonly offset: number
  readonly limit: number
  readonly hits: readonly SearchHit[]
  readonly facets: readonly Facet[]
}

/** The most values one facet answers. */
const FACET_VALUES = 30

/** The words of a query as a prefix tsquery ("rör:* & 22:*"), or undefined when it has none. */
export function prefixQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.length === 0 ? undefined : words.map((word) => `${word}:*`).join(' & ')
}

type Condition = Expression<SqlBool>

/** The text part of a search: full text, typo-tolerant similarity, or exact article number / EAN. */
function textCondition(query: string): { where: Condition; rank: Expression<number> } {
  const tsquery = prefixQuery(query)
  const fullText = tsquery
    ? sql<SqlBool>`v.search_document @@ to_tsquery('swedish', ${tsquery})`
    : sql<SqlBool>`false`
  const exact = sql<SqlBool>`(v.article_number = ${query} or v.ean = ${query})`
  return {
    where: sql<SqlBool>`(${fullText} or ${query} <% v.search_name or ${exact})`,
    rank: sql<number>`(case when ${exact} then 10 else 0 end
      + ${tsquery ? sql`ts_rank(v.search_document, to_tsquery('swedish', ${tsquery}))` : sql`0`}
      + word_similarity(${query}, v.search_name))`,
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
 * corrected against the lexicon; the answer then names the query it used.
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
  return { ...(await searchOnce(db, { ...request, query: corrected })), correctedQuery: corrected }
}

async function searchOnce(db: Kysely<Database>, request: SearchRequest): Promise<SearchResult> {
  const base: Condition[] = []
  const query = request.query?.trim()
  const text = query ? textCondition(query) : undefined
  if (text) base.push(text.where)
  if (request.category) {
    base.push(sql<SqlBool>`(sub.slug = ${request.category} or top.slug = ${request.category})`)
  }
  if (request.campaign) {
    base.push(sql<SqlBool>`exists (select 1 from campaign_prices cp join campaigns c on c.id = cp.campaign_id
      where cp.article_number = v.article_number and c.slug = ${request.campaign})`)
  }
  if (request.filterTags && request.filterTags.length > 0) {
    base.push(sql<SqlBool>`v.filter_tags @> ${sql.val([...request.filterTags])}::text[]`)
  }
  const allowed = await assortmentCategories(db, request.assortment)
  if (allowed) base.push(sql<SqlBool>`coalesce(top.id, sub.id) = any(${sql.val([...allowed])}::text[])`)
  const selected = Object.entries(request.filters ?? {}).filter(([, values]) => values.length > 0)
  const facetConditions = (except?: string) =>
    selected.filter(([name]) => name !== except).map(([name, values]) => attributeMatch(name, values))
  const whereAll = (conditions: readonly Condition[]) =>
    conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`
  const from = sql`variants v
    join products p on p.id = v.product_id
    join categories sub on sub.id = p.category_id
    left join categories top on top.id = sub.parent_id`
  const all = whereAll([...base, ...facetConditions()])
  const order = {
    relevance: text ? sql`rank desc, v.name` : sql`v.name`,
    name: sql`v.name`,
    'name-desc': sql`v.name desc`,
    price: sql`v.list_price`,
    'price-desc': sql`v.list_price desc`,
    articleNumber: sql`v.article_number`,
  }[request.sort ?? 'relevance']
  const hitsQuery = sql<SearchHit & { total: number; rank: number; productId: string }>`
    select v.article_number as "articleNumber", v.name, v.slug as "variantSlug", p.id as "productId",
           p.name as "productName", p.slug as "productSlug", p.manufacturer as brand, v.ean,
           concat_ws('/', top.slug, sub.slug) as "categoryPath", v.discontinued,
           v.filter_tags as "filterTags", ${text ? text.rank : sql`0`} as rank,
           count(*) over () as total
    from ${from}
    where ${all}
    order by ${order}, v.article_number
    limit ${request.limit} offset ${request.offset}`
  const definitions = await db
    .selectFrom('attributeDefinitions')
    .selectAll()
    .where('filterable', '=', true)
    .execute()
  const filterable = definitions.map((d) => d.name)
  const facetRows = async (conditions: Condition) =>
    (
      await sql<{ name: string; value: string; count: number }>`
        select a->>'attributeName' as name, a->>'attributeValue' as value, count(*)::int as count
        from ${from} cross join jsonb_array_elements(v.attributes) a
        where ${conditions} and a->>'attributeName' = any(${sql.val(filterable)}::text[])
        group by 1, 2`.execute(db)
    ).rows
  const categoryRows = async () =>
    (
      await sql<{ value: string; label: string; count: number }>`
        select sub.slug as value, sub.name as label, count(*)::int as count
        from ${from} where ${all} group by 1, 2 order by 3 desc, 2`.execute(db)
    ).rows
  const [hits, unselected, categories, ...own] = await Promise.all([
    hitsQuery.execute(db),
    facetRows(all),
    categoryRows(),
    ...selected.map(([name]) => facetRows(whereAll([...base, ...facetConditions(name)]))),
  ])
  const rowsFor = (name: string) => {
    const index = selected.findIndex(([selectedName]) => selectedName === name)
    const rows = index >= 0 ? own[index]! : unselected
    return rows.filter((row) => row.name === name)
  }
  const facets: Facet[] = [
    {
      name: 'category',
      label: 'Kategori',
      items: categories.map((row) => ({ ...row, selected: row.value === request.category })),
    },
    ...definitions.flatMap((definition): Facet[] => {
      const chosen = new Set(request.filters?.[definition.name] ?? [])
      const items = rowsFor(definition.name)
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'sv'))
        .slice(0, FACET_VALUES)
        .map((row) => ({
          value: row.value,
          label: row.value,
          count: row.count,
          selected: chosen.has(row.value),
        }))
      return items.length === 0 ? [] : [{ name: definition.name, label: definition.label, items }]
    }),
  ]
  const rows = hits.rows
  return {
    total: Number(rows[0]?.total ?? (request.offset > 0 ? await countAll(db, all, from) : 0)),
    offset: request.offset,
    limit: request.limit,
    hits: rows.map(({ total: _total, rank: _rank, ...hit }) => ({ ...hit, image: imagePath(hit.productId) })),
    facets,
  }
}

async function countAll(
  db: Kysely<Database>,
  where: Condition,
  from: ReturnType<typeof sql>,
): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db)
  return result.rows[0]?.n ?? 0
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
