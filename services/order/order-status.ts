/**
 * An order's status at a moment: its timeline is planned when it is placed (place-order.ts), and
 * the current status is the latest planned event whose time has come. Only passed events are shown.
 */
import type { OrderStatus } from '../db/schema'

/** Every status, in the order an order reaches them. */
export const orderStatuses: readonly OrderStatus[] = [
  'received',
  'confirmed',
  'picked',
  'shipped',
  'delivered',
  'invoiced',
]

/** The Swedish name of each status, for documents. */
export const orderStatusNames: Readonly<Record<OrderStatus, string>> = {
  received: 'Mottagen',
  confirmed: 'Bekräftad',
  picked: 'Plockad',
  shipped: 'Skickad',
  delivered: 'Levererad',
  invoiced: 'Fakturerad',
}

/** Whether a text names a status. */
export function isOrderStatus(text: string): text is OrderStatus {
  return (orderStatuses as readonly string[]).includes(text)
}

/** One event of an order's timeline. */
export interface StatusEvent {
  readonly status: OrderStatus
  readonly at: Date
}

/** The events that have happened by `now`, earliest first. */
export function passedEvents(events: readonly StatusEvent[], now: Date): StatusEvent[] {
  return events
    .filter((event) => event.at.getTime() <= now.getTime())
    .sort(
      (a, b) =>
        a.at.getTime() - b.at.getTime() || orderStatuses.indexOf(a.status) - orderStatuses.indexOf(b.status),
    )
}

/** The status at `now`: the latest passed event; 'received' before even that (a clock set back). */
export function currentStatus(events: readonly StatusEvent[], now: Date): StatusEvent {
  const passed = passedEvents(events, now)
  return (
    passed[passed.length - 1] ??
    events.find((event) => event.status === 'received') ?? { status: 'received', at: now }
  )
}
