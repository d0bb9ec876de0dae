/**
 * A year of order history for every demo customer: 2–6 orders a month on open days, placed by the
 * customer's buyers (a seller or the sales organisation where no buyer may order), with real
 * articles of the customer's trade at the customer's prices, every delivery method, the customer's
 * addresses or its store, references and the odd message. Deterministic for a given `now`, and
 * written in a few batch statements through the same code as checkout (place-order.ts).
 */
import { TZDate } from '@date-fns/tz'
import type { Transaction } from 'kysely'
import {
  addIsoDays,
  isClosedDay,
  type IsoDate,
  nextOpenDay,
  STOCKHOLM,
  stockholmDay,
} from '@proffsbutik/core/domain'
import { CENTRAL_WAREHOUSE_ID } from '../../catalogue/location-ids'
import { customerPrices } from '../../catalogue/prices'
import {
  insertOrders,
  type OrderAddressDraft,
  type OrderDraft,
  type OrderLineDraft,
} from '../../order/place-order'
import type { Database } from '../schema'
import { randomSource } from './catalogue.seed'
import { demoCustomers, personas } from './identity.seed'

/** The trades of the demo customers: the top categories they buy from. */
const trades: Readonly<Record<string, readonly string[]>> = {
  C100: ['vvs-industri', 'fastighet', 'fastenings', 'verktyg'],
  C200: ['vvs-industri', 'fastighet', 'sprinkler', 'verktyg'],
  C300: ['el', 'fastenings', 'verktyg'],
  C400: ['mark-va', 'fastenings', 'verktyg', 'fastighet'],
  C500: ['kyla', 'el', 'verktyg'],
}

const references = [
  'Kv. Linden hus B',
  'Servicebil 4',
  'Stambyte trapphus 3',
  'Lagerpåfyllning',
  'Serviceavtal',
  'Akut reparation',
  'Etapp 2 plan 3',
  'Undercentral',
  'Ombyggnad kontor',
  'Projekt 2418',
]
const messages = [
  'Ring 30 minuter före leverans.',
  'Lossning vid grind 2, fråga efter platschefen.',
  'Leverans före kl. 10 om möjligt.',
  'Godset ska till plan 3, hiss finns.',
  'Märk kollina med projektnamnet.',
]
const labels = ['Hus A', 'Hus B', 'Plan 2', 'Undercentral', 'Servicebil', 'Lägenhet 1104']

/** Delivery methods with their weights in the history. */
const deliveryWeights: readonly (readonly [string, number])[] = [
  ['DBI', 55],
  ['EXH', 20],
  ['XXX', 10],
  ['EXB', 8],
  ['24-12', 7],
]

type Random = ReturnType<typeof randomSource>

const weighted = (random: Random, entries: readonly (readonly [string, number])[]): string => {
  let roll = random.next() * entries.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [value, weight] of entries) {
    roll -= weight
    if (roll < 0) return value
  }
  return entries[entries.length - 1]![0]
}

/** A v4-shaped id from the seeded random source, so that seeded ids look like checkout's. */
const uuid = (random: Random): string => {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16))
  hex[12] = '4'
  hex[16] = '89ab'[Math.floor(random.next() * 4)]!
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

const at = (day: IsoDate, minutes: number): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(
    new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, 0, STOCKHOLM).getTime(),
  )
}

/** The open day `days` open days after `day`. */
const openDaysAfter = (day: IsoDate, days: number): IsoDate =>
  Array.from({ length: days }).reduce<IsoDate>((current) => nextOpenDay(current), day)

/** Who orders for a customer: buyers allowed to order, else its sellers, else the sales organisation. */
function buyersOf(customerId: string) {
  const active = personas.filter((p) => !p.invited && p.inOrderHistory !== false)
  const allowed = active.filter((p) =>
    p.permissions.some((x) => x.customerId === customerId && !(x.denies ?? []).includes('EJ_ORDER')),
  )
  const buyers = allowed.filter((p) =>
    p.permissions.some((x) => x.customerId === customerId && x.role !== 'SELLER_ADMIN'),
  )
  if (buyers.length > 0) return buyers
  if (allowed.length > 0) return allowed
  return active.filter((p) => p.permissions.some((x) => x.role === 'SITE_ADMIN'))
}

/** Writes the order history; answers how many orders were made. */
export async function seedOrders(trx: Transaction<Database>, now: Date): Promise<number> {
  const today = stockholmDay(now)
  const [articles, addresses, projects, stores] = await Promise.all([
    trx
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.productId')
      .innerJoin('categories as sub', 'sub.id', 'products.categoryId')
      .select([
        'variants.articleNumber',
        'variants.name',
        'variants.unit',
        'variants.orderMultiple',
        'products.manufacturer',
        'sub.parentId as topId',
      ])
      .where('variants.askForPrice', '=', false)
      .where('variants.onlyStore', '=', false)
      .orderBy('variants.articleNumber')
      .limit(4000)
      .execute(),
    trx.selectFrom('addresses').selectAll().where('countryCode', '=', 'SE').orderBy('id').execute(),
    trx.selectFrom('projects').select(['id', 'customerId']).orderBy('id').execute(),
    trx
      .selectFrom('locations')
      .select(['id', 'name', 'address1', 'postalCode', 'city', 'phone'])
      .where('kind', '=', 'store')
      .orderBy('id')
      .execute(),
  ])
  const drafts: OrderDraft[] = []
  for (const [index, customer] of demoCustomers.filter((c) => !c.virtualContext).entries()) {
    const random = randomSource(20_260_601 + index)
    const trade = trades[customer.id] ?? []
    const pool = articles.filter((a) => a.topId !== null && trade.includes(a.topId))
    // The articles a customer keeps buying: a few dozen of its trade.
    const usual = Array.from({ length: 60 }, () => random.pick(pool))
    const prices = await customerPrices(
      trx,
      customer.id,
      usual.map((a) => ({ articleNumber: a.articleNumber })),
      today,
      { prices: true, discounts: true },
    )
    const sites = addresses.filter((a) => a.customerId === customer.id)
    const main = sites.find((a) => a.preselected) ?? sites[0]
    const home = stores.find((s) => s.city === main?.postalAddress) ?? stores[0]!
    const invoiceAddress: OrderAddressDraft = {
      name: customer.name,
      recipientName: 'Ekonomiavdelningen',
      address1: `Box ${110 + index * 37}`,
      postalCode: main?.postalCode ?? null,
      postalAddress: main?.postalAddress ?? null,
      countryCode: 'SE',
    }
    const buyers = buyersOf(customer.id)
    const ownProjects = projects.filter((p) => p.customerId === customer.id).map((p) => p.id)
    const monthStart = today.slice(0, 8) + '01'
    for (let monthsBack = 12; monthsBack >= 0; monthsBack--) {
      const [year, month] = monthStart.split('-').map(Number) as [number, number]
      const first = new Date(Date.UTC(year, month - 1 - monthsBack, 1)).toISOString().slice(0, 10)
      const count = random.int(2, 6)
      for (let n = 0; n < count; n++) {
        let day = addIsoDays(first, random.int(0, 27))
        if (isClosedDay(day)) day = nextOpenDay(day)
        const createdAt = at(day, random.int(6 * 60 + 30, 16 * 60 + 30))
        const tooOld = now.getTime() - createdAt.getTime() > 365 * 86_400_000
        if (tooOld || createdAt.getTime() > now.getTime() - 10 * 60_000) continue
        const buyer = random.pick(buyers)
        const permission = buyer.permissions.find((p) => p.customerId === customer.id)
        const projectId =
          permission?.projectId ??
          (ownProjects.length > 0 && random.chance(0.5) ? random.pick(ownProjects) : null)
        const deliveryId = weighted(random, deliveryWeights)
        const toStore = deliveryId === 'EXH' || deliveryId === 'EXB'
        const site = sites.length > 0 ? random.pick(sites) : undefined
        const express = deliveryId === 'XXX' || deliveryId === '24-12'
        const requestedDeliveryDate =
          !express && random.chance(0.4) ? openDaysAfter(day, random.int(2, 7)) : null
        const lineCount = random.int(1, random.chance(0.3) ? 14 : 6)
        const chosen = new Set<string>()
        const lines: OrderLineDraft[] = []
        for (let l = 0; l < lineCount; l++) {
          const article = random.pick(usual)
          const price = prices.get(article.articleNumber)
          if (chosen.has(article.articleNumber) || !price) continue
          chosen.add(article.articleNumber)
          const multiple = Math.max(1, article.orderMultiple)
          lines.push({
            articleNumber: article.articleNumber,
            name: article.name,
            brand: article.manufacturer,
            quantity: String(multiple * (multiple > 1 ? random.int(1, 6) : random.int(1, 24))),
            unit: article.unit,
            netPrice: price.netPrice,
            alloyingPrice: price.alloyingPrice,
            salesPriceUnit: price.salesPriceUnit,
            label: random.chance(0.1) ? random.pick(labels) : null,
          })
        }
        if (lines.length === 0) continue
        const deliveryAddress: OrderAddressDraft | null = toStore
          ? {
              name: home.name,
              recipientName: `Hämtas av ${buyer.firstName} ${buyer.lastName}`,
              address1: home.address1,
              postalCode: home.postalCode,
              postalAddress: home.city,
              phone: home.phone,
            }
          : site
            ? {
                name: site.name,
                recipientName: site.recipientName,
                address1: site.address1,
                address2: site.address2,
                postalCode: site.postalCode,
                postalAddress: site.postalAddress,
                countryCode: site.countryCode,
                phone: site.phone,
              }
            : null
        drafts.push({
          id: uuid(random),
          tempOrderId: uuid(random),
          checkoutId: null,
          customerId: customer.id,
          projectId,
          userId: buyer.id,
          deliveryId,
          storeId: toStore ? home.id : null,
          warehouseId: toStore ? null : CENTRAL_WAREHOUSE_ID,
          requestedDeliveryDate,
          reference: random.chance(0.75) ? random.pick(references) : null,
          message: random.chance(0.2) ? random.pick(messages) : null,
          contactName: `${buyer.firstName} ${buyer.lastName}`,
          contactPhone: site?.phone ?? null,
          sendOrderReceipt: true,
          createdAt,
          lines,
          deliveryAddress,
          invoiceAddress,
        })
      }
    }
  }
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
  await insertOrders(trx, drafts)
  return drafts.length
}
