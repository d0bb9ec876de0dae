/**
 * Order history search (GET /orders/search): the orders of one customer scope, filtered by a text
 * (order number, reference, article number or name), current status and order days, sorted and
 * paged. The current status is computed in SQL from the timeline and the clock.
 */
import { TZDate } from '@date-fns/tz'
import { sql, type Expression, type Kysely } from 'kysely'
import {
  addIsoDays,
  addMoney,
  deliveryName,
  type IsoDate,
  money,
  STOCKHOLM,
  stockholmDay,
} from '@proffsbutik/core/domain'
import type { Database, OrderStatus } from '../db/schema'
import type { OrderScope } from './order-access'
import { moneyNumber, vatOn } from './order-money'

/** The fields a search sorts by. */
export const orderSortFields = [
  'createdAt',
  'orderNumber',
  'total',
  'requestedDeliveryDate',
  'reference',
] as const

/** A sort: a field and a direction, written `createdAt:desc`. */
export type OrderSort = {
  readonly field: (typeof orderSortFields)[number]
  readonly direction: 'asc' | 'desc'
}

/** What a search asks for. */
export interface OrderSearch {
  readonly q?: string | undefined
  readonly statuses?: readonly OrderStatus[] | undefined
  readonly fromDate?: IsoDate | undefined
  readonly toDate?: IsoDate | undefined
  readonly sort: OrderSort
  readonly limit: number
  readonly offset: number
}

/** An order in a search result. */
export interface OrderSummaryView {
  readonly orderId: string
  readonly orderNumber: string
  readonly tempOrderId: string
  readonly customerId: string
  readonly projectId: string | null
  readonly createdAt: string
  readonly orderDate: IsoDate
  readonly deliveryId: string
  readonly deliveryName: string
  readonly requestedDeliveryDate: IsoDate | null
  readonly reference: string | null
  readonly orderStatus: OrderStatus
  readonly statusAt: string
  readonly placedBy: { readonly userId: string; readonly name: string }
  readonly lineCount: number
  /** Net total; null for a caller denied prices. */
  readonly totalNet: number | null
  readonly totalIncludingVat: number | null
  readonly currency: string
}

/** A page of orders. */
export interface OrderPage {
  readonly total: number
  readonly offset: number
  readonly limit: number
  readonly data: readonly OrderSummaryView[]
}

/** The moment a Stockholm day begins. */
export const stockholmMidnight = (day: IsoDate): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(year, month - 1, date, 0, 0, 0, STOCKHOLM).getTime())
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Searches the orders of a scope at `now`. */
export async function searchOrders(
  db: Kysely<Database>,
  scope: OrderScope,
  search: OrderSearch,
  now: Date,
): Promise<OrderPage> {
  const status = sql<OrderStatus>`coalesce((select e.status from order_status_events e
    where e.order_id = orders.id and e.at <= ${now} order by e.at desc limit 1), 'received')`
  const statusAt = sql<Date>`coalesce((select max(e.at) from order_status_events e
    where e.order_id = orders.id and e.at <= ${now}), orders.created_at)`
  const base = () => {
    let query = db.selectFrom('orders').where('orders.customerId', '=', scope.customerId)
    if (scope.projectIds !== undefined)
      query = query.where(
        'orders.projectId',
        'in',
        scope.projectIds.length > 0 ? [...scope.projectIds] : [''],
      )
    const q = search.q?.trim()
    if (q) {
      const pattern = likePattern(q)
      query = query.where((eb) =>
        eb.or([
          eb('orders.orderNumber', 'like', `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          eb('orders.tempOrderId', '=', q),
          eb('orders.reference', 'ilike', pattern),
          eb.exists(
            eb
              .selectFrom('orderLines')
              .select(sql`1`.as('one'))
              .whereRef('orderLines.orderId', '=', 'orders.id')
              .where((line) =>
                line.or([
                  line('orderLines.articleNumber', '=', q),
                  line('orderLines.name', 'ilike', pattern),
                ]),
              ),
          ),
        ]),
      )
    }
    if (search.fromDate) query = query.where('orders.createdAt', '>=', stockholmMidnight(search.fromDate))
    if (search.toDate)
      query = query.where('orders.createdAt', '<', stockholmMidnight(addIsoDays(search.toDate, 1)))
    if (search.statuses && search.statuses.length > 0)
      query = query.where(status as Expression<string>, 'in', [...search.statuses])
    return query
  }
  // Sorting by amounts a caller denied prices does not see would tell them: newest first instead.
  const sort: OrderSort =
    search.sort.field === 'total' && !scope.visibility.prices
      ? { field: 'createdAt', direction: 'desc' }
      : search.sort
  const direction = sort.direction
  const sortColumn = {
    createdAt: sql`orders.created_at`,
    orderNumber: sql`orders.order_number`,
    total: sql`orders.total_net`,
    requestedDeliveryDate: sql`orders.requested_delivery_date`,
    reference: sql`lower(orders.reference)`,
  }[sort.field]
  const [count, rows] = await Promise.all([
    base()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    base()
      .innerJoin('users', 'users.id', 'orders.userId')
      .select([
        'orders.id',
        'orders.orderNumber',
        'orders.tempOrderId',
        'orders.customerId',
        'orders.projectId',
        'orders.createdAt',
        'orders.deliveryId',
        'orders.requestedDeliveryDate',
        'orders.reference',
        'orders.totalNet',
        'orders.currency',
        'orders.userId',
        'users.firstName',
        'users.lastName',
        status.as('orderStatus'),
        statusAt.as('statusAt'),
        sql<number>`(select count(*) from order_lines l where l.order_id = orders.id)::int`.as('lineCount'),
      ])
      .orderBy(sql`${sortColumn} ${sql.raw(direction)} nulls last`)
      .orderBy('orders.id', direction)
      .limit(search.limit)
      .offset(search.offset)
      .execute(),
  ])
  return {
    total: Number(count.total),
    offset: search.offset,
    limit: search.limit,
    data: rows.map((row) => {
      const net = scope.visibility.prices ? money(row.totalNet) : null
      return {
        orderId: row.id,
        orderNumber: row.orderNumber,
        tempOrderId: row.tempOrderId,
        customerId: row.customerId,
        projectId: row.projectId,
        createdAt: new Date(row.createdAt).toISOString(),
        orderDate: stockholmDay(new Date(row.createdAt)),
        deliveryId: row.deliveryId,
        deliveryName: deliveryName(row.deliveryId),
        requestedDeliveryDate: row.requestedDeliveryDate,
        reference: row.reference,
        orderStatus: row.orderStatus,
        statusAt: new Date(row.statusAt).toISOString(),
        placedBy: { userId: row.userId, name: `${row.firstName} ${row.lastName}` },
        lineCount: row.lineCount,
        totalNet: net === null ? null : moneyNumber(net),
        totalIncludingVat: net === null ? null : moneyNumber(addMoney(net, vatOn(net))),
        currency: row.currency,
      }
    }),
  }
}
