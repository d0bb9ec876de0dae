/** The use cases behind My page's RPCs (my-pages.rpc.ts). */
import { Effect } from 'effect'
import type { User } from '@proffsbutik/core/domain'
import {
  actingContext,
  addressList,
  changePassword,
  changeProfile,
  deleteMyAddress,
  myProfile,
  pickupStores,
  saveMyAddress,
} from '@proffsbutik/core/usecases'
import { addressView } from './checkout.handlers'
import type { myPagesRpcs } from './my-pages.rpc'
import type { Handlers } from './rpc-handlers'

/** A user as the profile and the admin's form show them. */
export const userView = (user: User) => ({
  userId: user.userId,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  isEmailVerified: user.isEmailVerified,
  pendingEmail: user.pendingEmail ?? null,
  mobileNumber: user.mobileNumber,
  active: user.active,
  activated: user.activated,
  preferredStore: user.preferredStore,
  preferredDeliveryMethod: user.preferredDeliveryMethod,
  defaultDeliveryMethod: user.defaultDeliveryMethod,
  defaultCustomerId: user.defaultCustomerId,
  defaultProjectId: user.defaultProjectId,
  roles: [...user.roles],
  customerPermissions: user.customerPermissions.map((p) => ({
    role: p.role,
    customerId: p.customerId,
    projectId: p.projectId ?? null,
    permissionDenies: [...p.permissionDenies],
  })),
  customers: user.customers,
})

/** Which use case answers each of My page's RPCs. */
export const myPagesHandlers: Handlers<typeof myPagesRpcs> = {
  myProfile: () =>
    Effect.gen(function* () {
      const { customer, project } = yield* actingContext
      const user = yield* myProfile
      // The stores only fill the preferred-store choice: without them the page still works.
      const stores = yield* pickupStores.pipe(
        Effect.map((all) => all.map((store) => ({ storeId: store.id, name: store.name }))),
        Effect.catchTag('ServiceCallFailed', () => Effect.succeed(null)),
      )
      return {
        user: userView(user),
        context: customer
          ? { customerName: customer.customerName, projectName: project?.projectName ?? null }
          : null,
        stores,
      }
    }),
  saveProfile: (form) =>
    Effect.map(
      changeProfile({
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        mobileNumber: form.mobileNumber,
        preferredStore: form.preferredStore,
        preferredDeliveryMethod: form.preferredDeliveryMethod,
        ...(form.defaultCustomerId ? { defaultCustomerId: form.defaultCustomerId } : {}),
        defaultProjectId: form.defaultProjectId,
      }),
      userView,
    ),
  changePassword: ({ currentPassword, newPassword }) =>
    Effect.as(changePassword(currentPassword, newPassword), {}),
  myAddresses: ({ search }) =>
    Effect.gen(function* () {
      const { customerId = '', customer } = yield* actingContext
      const addresses = yield* addressList(customerId, search ?? '')
      return {
        customerName: customer?.customerName ?? null,
        total: addresses.length,
        addresses: addresses.map(addressView),
      }
    }),
  saveMyAddress: ({ addressId, ...fields }) =>
    Effect.gen(function* () {
      const { customerId = '' } = yield* actingContext
      return addressView(yield* saveMyAddress(customerId, addressId, fields))
    }),
  deleteMyAddress: ({ addressId }) =>
    Effect.gen(function* () {
      const { customerId = '' } = yield* actingContext
      yield* deleteMyAddress(customerId, addressId)
      return {}
    }),
}
