/**
 * The delivery methods a buyer may choose now (shop-core §5, §6): the user's permission denies in
 * the current customer and project (EJ_ALLA_LEVERANSSATT hides the restricted methods and forces
 * the default), options with a window of hours only inside it and on open days, and the preferred
 * method as it applies.
 */
import { Effect } from 'effect'
import {
  availableDeliveryMethods,
  deliveryMethods,
  isDeliveryMethodCode,
  preferredDeliveryMethod,
  type DeliveryMethod,
  type DeliveryMethodCode,
} from '../domain/delivery-methods'
import { isDeliveryOptionAvailable, type DeliveryOption } from '../domain/delivery-windows'
import { permissionDeniesIn } from '../domain/roles'
import { Clock } from '../ports/clock.port'
import { ShopSettings } from '../ports/shop-settings.port'
import { actingContext } from './session.usecase'

/** The methods on offer and the one chosen first. */
export interface DeliveryChoice {
  readonly methods: readonly DeliveryMethod[]
  readonly preferred: DeliveryMethodCode | undefined
}

/** The user, and the permission denies that apply in the customer and project they act for now. */
export const actingRights = Effect.gen(function* () {
  const { user, customerId, projectId } = yield* actingContext
  const denies = customerId ? permissionDeniesIn(user.customerPermissions, customerId, projectId) : []
  return { user, denies }
})

/** The rights `actingRights` answers. */
export type ActingRights = Effect.Success<typeof actingRights>

/**
 * The delivery methods of `options` the user with `rights` may choose now. Without `options`, every
 * method, each with the window of hours the shop's settings give it (DELIVERY_WINDOWS).
 */
export const deliveryChoiceFor = (rights: ActingRights, options?: readonly DeliveryOption[]) =>
  Effect.gen(function* () {
    const { user, denies } = rights
    const now = (yield* Clock).now()
    const { brand, deliveryWindows = {} } = yield* ShopSettings
    const offered =
      options ??
      Object.values(deliveryMethods).map(({ code }) => {
        const window = deliveryWindows[code]
        return window ? { id: code, availableBetweenHours: window } : { id: code }
      })
    const offeredNow = offered
      .filter((option) => isDeliveryOptionAvailable(option, now, brand))
      .flatMap((option) => (isDeliveryMethodCode(option.id) ? [option.id] : []))
    const codes = availableDeliveryMethods(offeredNow, denies)
    const stated = user.preferredDeliveryMethod ?? user.defaultDeliveryMethod
    const preferred = preferredDeliveryMethod(isDeliveryMethodCode(stated) ? stated : undefined, denies)
    return {
      methods: codes.map((code) => deliveryMethods[code]),
      preferred: codes.includes(preferred) ? preferred : codes[0],
    } satisfies DeliveryChoice
  })

/** The delivery methods of `options` (the services' options; by default every method) the buyer may choose now. */
export const deliveryChoice = (options?: readonly DeliveryOption[]) =>
  Effect.flatMap(actingRights, (rights) => deliveryChoiceFor(rights, options))
