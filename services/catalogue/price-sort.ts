/**
 * Sorting the search by the price the buyer sees (issue 26): the unit price their customer is charged
 * for one unit, as the one price model (core/domain/pricing `articlePrice`) computes it — a contract
 * price, else the list price (or a bracket from one unit on) less the customer's discount on the
 * article's top category, a running campaign's price when lower, the metal surcharge on top. The
 * database orders by it, so the key is the model's rule written in SQL; `price-sort.test.ts` holds
 * the two to the öre, over generated facts and over the whole seeded catalogue. Articles priced on
 * request have no key and come last in both directions.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../db/schema'

/** The facts of one variant's price as columns (or expressions) of the query the key is used in. */
export interface PriceKeyColumns {
  readonly listPrice: RawBuilder<unknown>
  /** The lowest bracket list price from one unit on, or null. */
  readonly bracketPrice: RawBuilder<unknown>
  /** The customer's discount in percent on the article's top category, or null. */
  readonly percentage: RawBuilder<unknown>
  /** The customer's contract price, or null. */
  readonly contractPrice: RawBuilder<unknown>
  /** The lowest running campaign price open to the customer, or null. */
  readonly campaignPrice: RawBuilder<unknown>
  readonly alloyingPrice: RawBuilder<unknown>
  readonly askForPrice: RawBuilder<unknown>
}

/**
 * The unit price charged for one unit, from the facts' columns; null when priced on request.
 * `least` ignores nulls, as the model ignores a bracket or campaign that is not there. The discount
 * is taken in hundredths of a percent, rounded to the minor unit and then to öre (`lessPercent`).
 */
export function priceKey(c: PriceKeyColumns): RawBuilder<string | null> {
  const list = sql`least(${c.listPrice}, ${c.bracketPrice})`
  const discounted = sql`case when ${c.percentage} > 0
      then round(round(${list} * (10000 - round(${c.percentage} * 100)) / 10000, 4), 2)
      else ${list} end`
  return sql<string | null>`case when ${c.askForPrice} then null
    else least(coalesce(${c.contractPrice}, ${discounted}), ${c.campaignPrice}) + coalesce(${c.alloyingPrice}, 0) end`
}

/** The lowest bracket list price from one unit on, per article: the only brackets a one-unit price reaches. */
const oneUnitBrackets = sql`(
  select article_number, min(list_price) as price from price_brackets where min_quantity <= 1 group by 1)`

/**
 * Writes every price list's key for every variant (and the empty price list's, for customers
 * without one): the price model's one-unit price without a customer's contract prices and
 * campaigns, which `priceOrderedArticles` adds at query time. Derived data, like the search's
 * category counts: whatever changes list prices, price-list discounts, one-unit brackets or
 * surcharges calls it (today only the seed does; the services change no price).
 */
export async function refreshPriceSortKeys(db: Kysely<Database>): Promise<void> {
  await sql`delete from price_sort_keys`.execute(db)
  await sql`
    insert into price_sort_keys (price_list_id, article_number, category_id, key)
    select pl.id, v.article_number, p.category_id, ${priceKey({
      listPrice: sql`v.list_price`,
      bracketPrice: sql`b.price`,
      percentage: sql`d.percentage`,
      contractPrice: sql`null::numeric`,
      campaignPrice: sql`null::numeric`,
      alloyingPrice: sql`v.alloying_price`,
      askForPrice: sql`v.ask_for_price`,
    })}
    from (select id from price_lists union all select '') pl
    cross join variants v
    join products p on p.id = v.product_id
    join categories sub on sub.id = p.category_id
    left join categories top on top.id = sub.parent_id
    left join price_list_discounts d on d.price_list_id = pl.id and d.category_id = coalesce(top.id, sub.id)
    left join ${oneUnitBrackets} b on b.article_number = v.article_number`.execute(db)
}

/** Whom the price sort prices for, and on which day (campaigns run by Stockholm's date). */
export interface PriceSortContext {
  readonly customerId: string
  readonly today: string
}

/**
 * The joins that bring a customer's price facts to each row of `variants v` (with its category `sub`
 * and top category `top`), and the key over them. Each fact is read once per query, not per row:
 * the customer's discounts, contract prices, one-unit brackets and running campaigns are small
 * hashed inputs next to the variants.
 */
export function priceSortJoins(context: PriceSortContext): {
  joins: RawBuilder<unknown>
  key: RawBuilder<string | null>
} {
  const joins = sql`
    left join price_list_discounts ps_discount
      on ps_discount.price_list_id = (select price_list_id from customers where id = ${context.customerId})
     and ps_discount.category_id = coalesce(top.id, sub.id)
    left join customer_prices ps_contract
      on ps_contract.customer_id = ${context.customerId} and ps_contract.article_number = v.article_number
    left join ${oneUnitBrackets} ps_bracket on ps_bracket.article_number = v.article_number
    left join (
      select cp.article_number, min(cp.net_price) as price
      from campaign_prices cp join campaigns c on c.id = cp.campaign_id
      where c.starts_on <= ${context.today} and c.ends_on >= ${context.today}
        and (c.customer_id is null or c.customer_id = ${context.customerId})
      group by 1
    ) ps_campaign on ps_campaign.article_number = v.article_number`
  return {
    joins,
    key: priceKey({
      listPrice: sql`v.list_price`,
      bracketPrice: sql`ps_bracket.price`,
      percentage: sql`ps_discount.percentage`,
      contractPrice: sql`ps_contract.net_price`,
      campaignPrice: sql`ps_campaign.price`,
      alloyingPrice: sql`v.alloying_price`,
      askForPrice: sql`v.ask_for_price`,
    }),
  }
}

/** The articles whose price for the customer is not their price list's: a contract price, or a running campaign open to them. */
const customerExceptions = (context: PriceSortContext) => sql`(
  select article_number from customer_prices where customer_id = ${context.customerId}
  union
  select cp.article_number from campaign_prices cp join campaigns c on c.id = cp.campaign_id
  where c.starts_on <= ${context.today} and c.ends_on >= ${context.today}
    and (c.customer_id is null or c.customer_id = ${context.customerId}))`

/**
 * The first `offset + limit` articles of the categories by the customer's price, as (article_number,
 * key) rows to order again: the price list's keys read in order through its index, less the
 * customer's exceptions, and the exceptions priced in full. Any article of the page is among them:
 * an article that is no exception has its price list's key, and the index answers those in order.
 * Ties go by article number, in the direction of the sort.
 */
export function priceOrderedArticles(
  context: PriceSortContext,
  categoryIds: readonly string[],
  direction: 'asc' | 'desc',
  reach: number,
): RawBuilder<{ article_number: string; key: string | null }> {
  const { joins, key } = priceSortJoins(context)
  const order = direction === 'asc' ? sql`asc nulls last` : sql`desc nulls last`
  const tie = direction === 'asc' ? sql`asc` : sql`desc`
  return sql`(
    (select k.article_number, k.key from price_sort_keys k
     where k.price_list_id = coalesce((select price_list_id from customers where id = ${context.customerId}), '')
       and k.category_id = any(${sql.val([...categoryIds])}::text[])
       and k.article_number not in ${customerExceptions(context)}
     order by k.key ${order}, k.article_number ${tie}
     limit ${reach})
    union all
    (select v.article_number, ${key} as key
     from variants v
     join products p on p.id = v.product_id
     join categories sub on sub.id = p.category_id
     left join categories top on top.id = sub.parent_id
     ${joins}
     where v.article_number in ${customerExceptions(context)}
       and p.category_id = any(${sql.val([...categoryIds])}::text[])))`
}
