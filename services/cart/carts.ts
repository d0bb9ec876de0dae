/**
 * Carts (shop-core §3 Cart): one active cart per user and customer context, holding lines grouped by
 * delivery. Lines with the same article and delivery merge. Every change runs in a transaction that
 * first locks the cart's row, so concurrent writers (two tabs, two service instances on one
 * PostgreSQL) queue instead of losing each other's lines; each change bumps the cart's version.
 */
import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import {
  CART_LINES_MAX,
  isDeliveryMethodCode,
  QUANTITY_DECIMALS,
  VIRTUAL_DELIVERY_ID,
} from '@proffsbutik/core/domain'
import type { CartTable, Database } from '../db/schema'
import { mayActExactlyFor, type Caller } from '../platform/caller'
import { badRequest, forbidden, notFound, ServiceError } from '../platform/service-error'
import { catalogueContext, type CatalogueContextOf } from '../catalogue/customer-context'

/** The most lines a cart holds (also the most articles one commerce-graph query prices). */
export const MAX_CART_LINES = CART_LINES_MAX

/** Units sold in parts (metres, kilos, litres); everything else is counted in whole units. */
const DIVISIBLE_UNITS = new Set(['M', 'M2', 'M3', 'KG', 'L'])

/** The deliveries a line can be in: the delivery methods and the virtual (supplier) location. */
export function isDeliveryId(text: string): boolean {
  return isDeliveryMethodCode(text) || text === VIRTUAL_DELIVERY_ID
}

type Db = Kysely<Database> | Transaction<Database>
type CartRow = Selectable<CartTable>

/** A cart row the caller owns. */
async function ownCart(db: Db, caller: Caller, cartId: string, lock: boolean): Promise<CartRow> {
  let query = db.selectFrom('carts').selectAll().where('id', '=', cartId)
  if (lock) query = query.forUpdate()
  const cart = await query.executeTakeFirst()
  if (!cart) throw notFound('Cart')
  if (cart.userId !== caller.userId) throw forbidden('Not your cart')
  return cart
}

/** Reads a cart the caller owns (any status). */
export function readCart(db: Db, caller: Caller, cartId: string): Promise<CartRow> {
  return ownCart(db, caller, cartId, false)
}

/** Locks an active cart of the caller's for the transaction; a deleted cart answers 409 `cart_deleted`. */
export async function lockActiveCart(
  trx: Transaction<Database>,
  caller: Caller,
  cartId: string,
): Promise<CartRow> {
  const cart = await ownCart(trx, caller, cartId, true)
  if (cart.status !== 'ACTIVE') throw new ServiceError(409, 'cart_deleted', 'The cart is deleted')
  return cart
}

/** Records that a cart changed. */
export async function bumpVersion(trx: Transaction<Database>, cartId: string): Promise<void> {
  await trx
    .updateTable('carts')
    .set({ version: sql<number>`version + 1`, updatedAt: new Date() })
    .where('id', '=', cartId)
    .execute()
}

/**
 * Runs a change of an active cart of the caller's in a transaction holding the cart's row lock,
 * then bumps its version.
 */
export async function changeCart<T>(
  db: Kysely<Database>,
  caller: Caller,
  cartId: string,
  change: (trx: Transaction<Database>, cart: CartRow) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await change(trx, await lockActiveCart(trx, caller, cartId))
    await bumpVersion(trx, cartId)
    return result
  })
}

/**
 * The caller's active cart in a customer context, created when there is none. Two first calls at
 * once both answer the same cart (the unique index decides, the loser reads the winner's). The
 * context is read with `contextOf`: the commerce graph passes the reads its request keeps.
 */
export async function activeCart(
  db: Kysely<Database>,
  caller: Caller,
  customerId?: string,
  projectId?: string,
  contextOf: CatalogueContextOf = (customer, project) => catalogueContext(db, caller, customer, project),
): Promise<CartRow> {
  const context = await contextOf(customerId, projectId)
  // Asked for no context at all: the caller's default, which for a user limited to projects is one of them.
  const project =
    projectId ?? (customerId === undefined ? await defaultProject(db, caller, context.customerId) : undefined)
  if (!mayActExactlyFor(caller, context.customerId, project))
    throw forbidden(
      `Not allowed to keep a cart for customer ${context.customerId} without a project of theirs`,
    )
  const find = () =>
    db
      .selectFrom('carts')
      .selectAll()
      .where('userId', '=', caller.userId)
      .where('customerId', '=', context.customerId)
      .where(sql<boolean>`coalesce(project_id, '') = ${project ?? ''}`)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst()
  const existing = await find()
  if (existing) return existing
  await db
    .insertInto('carts')
    .values({
      id: randomUUID(),
      userId: caller.userId,
      customerId: context.customerId,
      projectId: project ?? null,
      status: 'ACTIVE',
    })
    .onConflict((oc) => oc.doNothing())
    .execute()
  const created = await find()
  if (!created) throw new Error('The active cart vanished as it was created')
  return created
}

/**
 * The project a caller's cart in `customerId` belongs to when none is named: none when they act for
 * the whole customer, else their default project when it is one of theirs there, else their first.
 */
async function defaultProject(
  db: Kysely<Database>,
  caller: Caller,
  customerId: string,
): Promise<string | undefined> {
  if (mayActExactlyFor(caller, customerId)) return undefined
  const projects = caller.permissions.flatMap((p) =>
    p.customerId === customerId && p.projectId !== undefined ? [p.projectId] : [],
  )
  const user = await db
    .selectFrom('users')
    .select('defaultProjectId')
    .where('id', '=', caller.userId)
    .executeTakeFirst()
  const preferred = user?.defaultProjectId ?? undefined
  return preferred !== undefined && projects.includes(preferred) ? preferred : projects[0]
}

/** A quantity as exact decimal text, rounded to the spec's 10 decimals. */
export function quantityText(quantity: number): string {
  return quantity.toFixed(QUANTITY_DECIMALS).replace(/\.?0+$/, '')
}

/** Why a quantity cannot be ordered of an article sold in `unit`, or undefined when it can. */
export function quantityProblem(quantity: number, unit: string): string | undefined {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'The quantity must be above 0'
  if (quantity > 1_000_000) return 'The quantity may be at most 1 000 000'
  if (!DIVISIBLE_UNITS.has(unit) && !Number.isInteger(quantity))
    return `The article is sold in whole units (${unit})`
  return undefined
}

/** A line to add: an article, a quantity and a delivery, and the caller's own label. */
export interface LineToAdd {
  readonly articleNumber: string
  readonly quantity: number
  readonly deliveryId: string
  readonly label?: string | undefined
}

/** A line that could not be added: its id in the request (article number or row), why, and a code. */
export interface AddError {
  readonly id: string
  readonly articleNumber: string
  readonly code: 'unknown_article' | 'bad_quantity' | 'cart_full'
  readonly message: string
}

/** The variant facts a line needs: whether it exists and how it is counted. */
export async function articleUnits(db: Db, articleNumbers: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(articleNumbers)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .selectFrom('variants')
    .select(['articleNumber', 'unit'])
    .where('articleNumber', 'in', unique)
    .execute()
  return new Map(rows.map((row) => [row.articleNumber, row.unit]))
}

/** Makes sure a delivery is in the cart's order of deliveries (last, when new). */
async function ensureDelivery(trx: Transaction<Database>, cartId: string, deliveryId: string): Promise<void> {
  await trx
    .insertInto('cartDeliveries')
    .values({
      cartId,
      deliveryId,
      position: sql<number>`(select coalesce(max(position), 0) + 1 from cart_deliveries where cart_id = ${cartId})`,
    })
    .onConflict((oc) => oc.columns(['cartId', 'deliveryId']).doNothing())
    .execute()
}

/** Forgets the deliveries that no longer hold a line. */
export async function dropEmptyDeliveries(trx: Transaction<Database>, cartId: string): Promise<void> {
  await trx
    .deleteFrom('cartDeliveries')
    .where('cartId', '=', cartId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('cartItems')
            .select('id')
            .whereRef('cartItems.cartId', '=', 'cartDeliveries.cartId')
            .whereRef('cartItems.deliveryId', '=', 'cartDeliveries.deliveryId'),
        ),
      ),
    )
    .execute()
}

/**
 * Adds lines inside a cart change: lines of an article already in the delivery add to its
 * quantity. Unknown articles and quantities the article's unit refuses come back as errors under
 * their `id`; so do lines past the cart's limit. Answers the ids of the lines added to or created.
 */
export async function addLines(
  trx: Transaction<Database>,
  cartId: string,
  lines: readonly (LineToAdd & { readonly id: string })[],
): Promise<{ cartItemIds: string[]; errors: AddError[] }> {
  const units = await articleUnits(
    trx,
    lines.map((line) => line.articleNumber),
  )
  const errors: AddError[] = []
  const merged = new Map<string, { line: LineToAdd; quantity: number }>()
  for (const line of lines) {
    const unit = units.get(line.articleNumber)
    if (unit === undefined) {
      errors.push({
        id: line.id,
        articleNumber: line.articleNumber,
        code: 'unknown_article',
        message: `No article ${line.articleNumber}`,
      })
      continue
    }
    const problem = quantityProblem(line.quantity, unit)
    if (problem) {
      errors.push({ id: line.id, articleNumber: line.articleNumber, code: 'bad_quantity', message: problem })
      continue
    }
    const key = `${line.deliveryId}\u0000${line.articleNumber}`
    const known = merged.get(key)
    merged.set(key, { line: known?.line ?? line, quantity: (known?.quantity ?? 0) + line.quantity })
  }
  const existing = await trx
    .selectFrom('cartItems')
    .select(['articleNumber', 'deliveryId', 'position'])
    .where('cartId', '=', cartId)
    .execute()
  const present = new Set(existing.map((row) => `${row.deliveryId}\u0000${row.articleNumber}`))
  const room = MAX_CART_LINES - existing.length
  const newKeys = [...merged.keys()].filter((key) => !present.has(key))
  if (newKeys.length > room) {
    for (const key of newKeys.slice(Math.max(0, room))) {
      const { line } = merged.get(key)!
      for (const original of lines.filter(
        (l) => l.articleNumber === line.articleNumber && l.deliveryId === line.deliveryId,
      )) {
        errors.push({
          id: original.id,
          articleNumber: line.articleNumber,
          code: 'cart_full',
          message: `A cart holds at most ${MAX_CART_LINES} lines`,
        })
      }
      merged.delete(key)
    }
  }
  const toWrite = [...merged.values()]
  if (toWrite.length === 0) return { cartItemIds: [], errors }
  for (const deliveryId of new Set(toWrite.map(({ line }) => line.deliveryId)))
    await ensureDelivery(trx, cartId, deliveryId)
  const start = Math.max(0, ...existing.map((row) => row.position))
  // One statement for every line: new lines are inserted, lines already there add the quantity.
  const rows = await trx
    .insertInto('cartItems')
    .values(
      toWrite.map(({ line, quantity }, index) => ({
        id: randomUUID(),
        cartId,
        articleNumber: line.articleNumber,
        deliveryId: line.deliveryId,
        quantity: quantityText(quantity),
        label: line.label ?? null,
        position: start + index + 1,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['cartId', 'articleNumber', 'deliveryId']).doUpdateSet({
        quantity: sql<string>`round(cart_items.quantity + excluded.quantity, ${QUANTITY_DECIMALS})`,
        label: sql<string | null>`coalesce(excluded.label, cart_items.label)`,
      }),
    )
    .returning('id')
    .execute()
  const cartItemIds = rows.map((row) => row.id)
  return { cartItemIds, errors }
}

/** A change of one line: a new quantity, delivery or label. */
export interface LineChange {
  readonly cartItemId: string
  readonly quantity?: number | undefined
  readonly deliveryId?: string | undefined
  readonly label?: string | null | undefined
}

/**
 * Changes lines inside a cart change. A line moved to a delivery that already holds its article
 * merges into that line. Lines not in the cart are 404; bad quantities 400, and nothing changes.
 */
export async function changeLines(
  trx: Transaction<Database>,
  cartId: string,
  changes: readonly LineChange[],
): Promise<void> {
  const ids = [...new Set(changes.map((change) => change.cartItemId))]
  const rows = await trx.selectFrom('cartItems').selectAll().where('cartId', '=', cartId).execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  const missing = ids.filter((id) => !byId.has(id))
  if (missing.length > 0)
    throw new ServiceError(404, 'not_found', `Cart items not found: ${missing.join(', ')}`)
  const units = await articleUnits(
    trx,
    rows.filter((row) => ids.includes(row.id)).map((row) => row.articleNumber),
  )
  const issues = changes.flatMap((change, index) => {
    const row = byId.get(change.cartItemId)!
    const problem =
      change.quantity === undefined
        ? undefined
        : quantityProblem(change.quantity, units.get(row.articleNumber) ?? 'ST')
    return problem ? [{ field: `items.${index}.quantity`, message: problem }] : []
  })
  if (issues.length > 0) throw badRequest(issues)
  const stays: { id: string; quantity: string; label: string | null }[] = []
  for (const change of changes) {
    const row = byId.get(change.cartItemId)
    if (!row) continue // merged into another line by an earlier change of this batch
    const deliveryId = change.deliveryId ?? row.deliveryId
    const quantity = change.quantity === undefined ? row.quantity : quantityText(change.quantity)
    const label = (change.label === undefined ? row.label : change.label) ?? null
    if (deliveryId === row.deliveryId) {
      stays.push({ id: row.id, quantity, label })
      continue
    }
    await ensureDelivery(trx, cartId, deliveryId)
    const target = await trx
      .selectFrom('cartItems')
      .select('id')
      .where('cartId', '=', cartId)
      .where('articleNumber', '=', row.articleNumber)
      .where('deliveryId', '=', deliveryId)
      .executeTakeFirst()
    if (target) {
      await trx
        .updateTable('cartItems')
        .set({ quantity: sql<string>`round(quantity + ${quantity}::numeric, ${QUANTITY_DECIMALS})`, label })
        .where('id', '=', target.id)
        .execute()
      await trx.deleteFrom('cartItems').where('id', '=', row.id).execute()
      byId.delete(row.id)
    } else {
      await trx
        .updateTable('cartItems')
        .set({ deliveryId, quantity, label })
        .where('id', '=', row.id)
        .execute()
    }
  }
  if (stays.length > 0) {
    // The lines that keep their delivery (the debounced quantity batch) change in one statement.
    const rows = sql.join(
      stays.map((line) => sql`(${line.id}, ${line.quantity}::numeric, ${line.label}::text)`),
    )
    await sql`update cart_items set quantity = changed.quantity, label = changed.label
      from (values ${rows}) as changed(id, quantity, label)
      where cart_items.id = changed.id and cart_items.cart_id = ${cartId}`.execute(trx)
  }
  await dropEmptyDeliveries(trx, cartId)
}

/** Removes lines inside a cart change; ids not in the cart are 404 and nothing is removed. */
export async function removeLines(
  trx: Transaction<Database>,
  cartId: string,
  cartItemIds: readonly string[] | 'all',
): Promise<void> {
  if (cartItemIds !== 'all') {
    const ids = [...new Set(cartItemIds)]
    const found = await trx
      .selectFrom('cartItems')
      .select('id')
      .where('cartId', '=', cartId)
      .where('id', 'in', ids.length > 0 ? ids : [''])
      .execute()
    const known = new Set(found.map((row) => row.id))
    const missing = ids.filter((id) => !known.has(id))
    if (missing.length > 0)
      throw new ServiceError(404, 'not_found', `Cart items not found: ${missing.join(', ')}`)
    if (ids.length > 0) await trx.deleteFrom('cartItems').where('id', 'in', ids).execute()
  } else {
    await trx.deleteFrom('cartItems').where('cartId', '=', cartId).execute()
  }
  await dropEmptyDeliveries(trx, cartId)
}
