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
 * Writes the derived keys of every variant (or of the articles named): each price list's (and the
 * empty price list's, for customers without one) — the price model's one-unit price without a
 * customer's contract prices and campaigns — and each contract price's, without campaigns. The
 * running campaigns, which change by the day, are priced at query time. Derived data, like the
 * search's category counts: whatever changes list prices, price-list discounts, contract prices,
 * one-unit brackets or surcharges calls it (today only the seed does; the services change no price).
 */
export async function refreshPriceSortKeys(
  db: Kysely<Database>,
  articleNumbers?: readonly string[],
): Promise<void> {
  const only = (column: RawBuilder<unknown>) =>
    articleNumbers ? sql`where ${column} = any(${sql.val([...articleNumbers])}::text[])` : sql``
  await sql`delete from price_sort_keys ${only(sql`article_number`)}`.execute(db)
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
    left join ${oneUnitBrackets} b on b.article_number = v.article_number
    ${only(sql`v.article_number`)}`.execute(db)
  await sql`delete from contract_sort_keys ${only(sql`article_number`)}`.execute(db)
  await sql`
    insert into contract_sort_keys (customer_id, article_number, category_id, key)
    select cp.customer_id, v.article_number, p.category_id, ${priceKey({
      listPrice: sql`v.list_price`,
      bracketPrice: sql`null::numeric`,
      percentage: sql`null::numeric`,
      contractPrice: sql`cp.net_price`,
      campaignPrice: sql`null::numeric`,
      alloyingPrice: sql`v.alloying_price`,
      askForPrice: sql`v.ask_for_price`,
    })}
    from customer_prices cp
    join variants v on v.article_number = cp.article_number
    join products p on p.id = v.product_id
    ${only(sql`v.article_number`)}`.execute(db)
}

/** Whom the price sort prices for, and on which day (campaigns run by Stockholm's date). */
export interface PriceSortContext {
  readonly customerId: string
  readonly today: string
}

/** The customer's price list ('' for none): whose keys in price_sort_keys are theirs. */
const priceListOf = (context: PriceSortContext) =>
  sql`coalesce((select price_list_id from customers where id = ${context.customerId}), '')`

/**
 * The articles of the running campaigns open to the customer (with their category), each with its
 * key in full: the campaigns change by the day, so their prices are not derived ahead; a few hundred
 * articles at most, each fact looked up by its index. An article in two running campaigns takes
 * the lower campaign price, as the model does.
 */
function exceptionKeys(context: PriceSortContext): RawBuilder<unknown> {
  const running = sql`c.starts_on <= ${context.today} and c.ends_on >= ${context.today}
    and (c.customer_id is null or c.customer_id = ${context.customerId})`
  return sql`(
    select v.article_number, p.category_id, ${priceKey({
      listPrice: sql`v.list_price`,
      // By the brackets' primary key, for these few articles only.
      bracketPrice: sql`(select min(b.list_price) from price_brackets b
        where b.article_number = v.article_number and b.min_quantity <= 1)`,
      percentage: sql`d.percentage`,
      contractPrice: sql`contract.net_price`,
      campaignPrice: sql`campaign.price`,
      alloyingPrice: sql`v.alloying_price`,
      askForPrice: sql`v.ask_for_price`,
    })} as key
    from (
      select cp.article_number, min(cp.net_price) as price
      from campaign_prices cp join campaigns c on c.id = cp.campaign_id where ${running} group by 1
    ) campaign
    join variants v on v.article_number = campaign.article_number
    join products p on p.id = v.product_id
    join categories sub on sub.id = p.category_id
    left join price_list_discounts d
      on d.price_list_id = ${priceListOf(context)} and d.category_id = coalesce(sub.parent_id, sub.id)
    left join customer_prices contract
      on contract.customer_id = ${context.customerId} and contract.article_number = v.article_number
    -- Planned on its own: pulled up into a search's joins it made planning take 7 ms of the search.
    offset 0)`
}

/**
 * The joins that bring the customer's key to each row of `variants v`: the key in full for an
 * article of a running campaign, else their contract price's derived key, else their price list's.
 */
export function customerPriceKey(context: PriceSortContext): {
  joins: RawBuilder<unknown>
  key: RawBuilder<string | null>
} {
  // The derived keys are read by primary key, one match at a time: a text search pays for its
  // matches, not for the price list's 100,000 keys. A key is null only for an article priced on
  // request, and then every source's is, so the first source that has the article decides.
  return {
    joins: sql`
      left join ${exceptionKeys(context)} ps_campaign on ps_campaign.article_number = v.article_number
      left join contract_sort_keys ps_contract
        on ps_contract.customer_id = ${context.customerId} and ps_contract.article_number = v.article_number`,
    key: sql<string | null>`(case
      when ps_campaign.article_number is not null then ps_campaign.key
      when ps_contract.article_number is not null then ps_contract.key
      else (select k.key from price_sort_keys k
            where k.price_list_id = ${priceListOf(context)} and k.article_number = v.article_number)
      end)`,
  }
}

/**
 * Which articles a price-ordered walk keeps: a condition on a source's article number and category
 * (the categories browsed, or the matches of a search).
 */
export type PriceWalkFilter = (
  articleNumber: RawBuilder<unknown>,
  categoryId: RawBuilder<unknown>,
) => RawBuilder<unknown>

/** The walk's filter for browsing categories. */
export const inCategories =
  (categoryIds: readonly string[]): PriceWalkFilter =>
  (_articleNumber, categoryId) =>
    sql`${categoryId} = any(${sql.val([...categoryIds])}::text[])`

/**
 * The first `reach` articles `within` keeps, by the customer's key, as (article_number, key) rows
 * to order again, from three sources that together hold every article once: the price list's keys
 * read in order through their index (less the customer's contract and campaign articles), the
 * contract prices' keys read the same way (less the campaign articles), and the campaign articles
 * with their keys in full. An article of the page is among the first `reach` of its source. Ties go
 * by article number, in the direction of the sort. The walk reads keys until `reach` are kept: cheap
 * when the filter keeps a good share of the catalogue (a category, a broad word), not for a few
 * scattered articles.
 *
 * With `exceptions` 'whole', the contract and campaign articles come all of them, unfiltered, for a
 * caller that joins the rows to its own matches anyway: a filter that is a hashed set of many
 * matches costs more to build than the few hundred or thousand exceptions cost to join.
 */
export function priceOrderedArticles(
  context: PriceSortContext,
  within: PriceWalkFilter,
  direction: 'asc' | 'desc',
  reach: number,
  exceptions: 'filtered' | 'whole' = 'filtered',
): RawBuilder<{ article_number: string; key: string | null }> {
  const filtered = exceptions === 'filtered'
  const exceptional = (filter: RawBuilder<unknown>) => (filtered ? sql`and ${filter}` : sql``)
  const order = direction === 'asc' ? sql`asc nulls last` : sql`desc nulls last`
  const tie = direction === 'asc' ? sql`asc` : sql`desc`
  return sql`(
    with campaign as materialized ${exceptionKeys(context)}
    (select k.article_number, k.key from price_sort_keys k
     where k.price_list_id = ${priceListOf(context)}
       and ${within(sql`k.article_number`, sql`k.category_id`)}
       and k.article_number not in (select article_number from campaign)
       and not exists (select 1 from contract_sort_keys c
                       where c.customer_id = ${context.customerId} and c.article_number = k.article_number)
     order by k.key ${order}, k.article_number ${tie}
     limit ${reach})
    union all
    (select c.article_number, c.key from contract_sort_keys c
     where c.customer_id = ${context.customerId}
       ${exceptional(within(sql`c.article_number`, sql`c.category_id`))}
       and c.article_number not in (select article_number from campaign)
     ${filtered ? sql`order by c.key ${order}, c.article_number ${tie} limit ${reach}` : sql``})
    union all
    (select x.article_number, x.key from campaign x
     where true ${exceptional(within(sql`x.article_number`, sql`x.category_id`))}))`
}
