/**
 * The deliveries of a cart and the cart as a whole: requested delivery days (never a closed day,
 * never before the next delivery day), which deliveries go into the next order, the cart's status,
 * and moving one cart's lines into another.
 */
import type { Kysely, Transaction } from 'kysely'
import { isClosedDay, type IsoDate, nextDeliveryDate } from '@proffsbutik/core/domain'
import type { Database } from '../db/schema'
import type { Caller } from '../platform/caller'
import { badRequest, notFound, ServiceError } from '../platform/service-error'
import { addLines, changeCart, dropEmptyDeliveries } from './carts'
import { deliveryMethodAllowed, deliveryMethodDeniedMessage } from './delivery-denies'

/** Why a day cannot be asked for as a delivery day, or undefined when it can. */
export function requestedDayProblem(day: IsoDate, now: Date): string | undefined {
  if (isClosedDay(day)) return `${day} is a weekend or holiday`
  if (day < nextDeliveryDate(now)) return `The earliest delivery day is ${nextDeliveryDate(now)}`
  return undefined
}

function checkDay(day: IsoDate | null, now: Date): void {
  const problem = day === null ? undefined : requestedDayProblem(day, now)
  if (problem) throw badRequest([{ field: 'requestedDeliveryDate', message: problem }])
}

/** Sets (or with null clears) the requested day of one delivery of the cart, or of all of them. */
export async function setRequestedDay(
  db: Kysely<Database>,
  caller: Caller,
  cartId: string,
  deliveryId: string | undefined,
  day: IsoDate | null,
  now: Date,
): Promise<void> {
  checkDay(day, now)
  await changeCart(db, caller, cartId, async (trx) => {
    let update = trx
      .updateTable('cartDeliveries')
      .set({ requestedDeliveryDate: day })
      .where('cartId', '=', cartId)
    if (deliveryId !== undefined) update = update.where('deliveryId', '=', deliveryId)
    // The rows changed are read back: not every driver counts the rows an update changed.
    const changed = await update.returning('deliveryId').execute()
    if (deliveryId !== undefined && changed.length === 0) throw notFound(`Delivery ${deliveryId} in the cart`)
  })
}

/** Takes a delivery of the cart into the next order, or leaves it out. */
export async function includeInOrder(
  db: Kysely<Database>,
  caller: Caller,
  cartId: string,
  deliveryId: string,
  included: boolean,
): Promise<void> {
  await changeCart(db, caller, cartId, async (trx) => {
    const changed = await trx
      .updateTable('cartDeliveries')
      .set({ includedInOrder: included })
      .where('cartId', '=', cartId)
      .where('deliveryId', '=', deliveryId)
      .returning('deliveryId')
      .execute()
    if (changed.length === 0) throw notFound(`Delivery ${deliveryId} in the cart`)
  })
}

/** Marks a cart deleted (after a punch-out hand-back, or by a status update); its lines are kept for the record. */
export async function setCartStatus(
  db: Kysely<Database>,
  caller: Caller,
  cartId: string,
  status: 'ACTIVE' | 'DELETED',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cart = await trx
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', cartId)
      .forUpdate()
      .executeTakeFirst()
    if (!cart) throw notFound('Cart')
    if (cart.userId !== caller.userId) throw new ServiceError(403, 'forbidden', 'Not your cart')
    if (cart.status === status) return
    if (status === 'ACTIVE') {
      const other = await trx
        .selectFrom('carts')
        .select('id')
        .where('userId', '=', cart.userId)
        .where('customerId', '=', cart.customerId)
        .where('status', '=', 'ACTIVE')
        .where((eb) =>
          cart.projectId === null ? eb('projectId', 'is', null) : eb('projectId', '=', cart.projectId),
        )
        .executeTakeFirst()
      if (other)
        throw new ServiceError(
          409,
          'active_cart_exists',
          `Cart ${other.id} is already active in this context`,
        )
    }
    await trx
      .updateTable('carts')
      .set((eb) => ({ status, version: eb('version', '+', 1), updatedAt: new Date() }))
      .where('id', '=', cartId)
      .execute()
  })
}

/**
 * Moves every line of the source cart into the destination (both the caller's), merging lines of
 * the same article and delivery; the source ends empty and deleted. Answers the lines that could
 * not move (the destination was full, or the line's delivery method is one the caller may not use in
 * the destination's customer) — they stay in the source, which then stays active.
 */
export async function transferCart(
  db: Kysely<Database>,
  caller: Caller,
  destinationId: string,
  sourceId: string,
): Promise<{ movedCount: number; errors: { id: string; articleNumber: string; message: string }[] }> {
  if (destinationId === sourceId)
    throw badRequest([{ field: 'sourceId', message: 'A cart cannot be moved into itself' }])
  return changeCart(db, caller, destinationId, async (trx: Transaction<Database>, destination) => {
    const source = await trx
      .selectFrom('carts')
      .selectAll()
      .where('id', '=', sourceId)
      .forUpdate()
      .executeTakeFirst()
    if (!source) throw notFound('Source cart')
    if (source.userId !== caller.userId) throw new ServiceError(403, 'forbidden', 'Not your cart')
    const lines = await trx
      .selectFrom('cartItems')
      .selectAll()
      .where('cartId', '=', sourceId)
      .orderBy('position')
      .execute()
    const allowed = deliveryMethodAllowed(caller, destination)
    const denied = lines
      .filter((line) => !allowed(line.deliveryId))
      .map((line) => ({
        id: line.id,
        articleNumber: line.articleNumber,
        message: deliveryMethodDeniedMessage([line.deliveryId]),
      }))
    const added = await addLines(
      trx,
      destinationId,
      lines
        .filter((line) => allowed(line.deliveryId))
        .map((line) => ({
          id: line.id,
          articleNumber: line.articleNumber,
          quantity: Number(line.quantity),
          deliveryId: line.deliveryId,
          label: line.label ?? undefined,
        })),
    )
    const errors = [...denied, ...added.errors]
    const stayed = new Set(errors.map((error) => error.id))
    const moved = lines.filter((line) => !stayed.has(line.id)).map((line) => line.id)
    if (moved.length > 0) await trx.deleteFrom('cartItems').where('id', 'in', moved).execute()
    await dropEmptyDeliveries(trx, sourceId)
    await trx
      .updateTable('carts')
      .set((eb) => ({
        status: stayed.size === 0 ? 'DELETED' : source.status,
        version: eb('version', '+', 1),
        updatedAt: new Date(),
      }))
      .where('id', '=', sourceId)
      .execute()
    return {
      movedCount: moved.length,
      errors: errors.map(({ id, articleNumber, message }) => ({ id, articleNumber, message })),
    }
  })
}
