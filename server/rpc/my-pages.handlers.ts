/** The use cases behind My page's RPCs (my-pages.rpc.ts). */
import { Effect } from 'effect'
import type { User } from '@proffsbutik/core/domain'
import {
  actingAddressBook,
  changePassword,
  changeProfile,
  deleteActingAddress,
  profilePage,
  saveActingAddress,
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
    Effect.map(profilePage, ({ user, context, stores }) => ({
      user: userView(user),
      context: context ? { ...context, projectName: context.projectName ?? null } : null,
      stores: stores ?? null,
    })),
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
    Effect.map(actingAddressBook(search), ({ customerName, addresses }) => ({
      customerName: customerName ?? null,
      total: addresses.length,
      addresses: addresses.map(addressView),
    })),
  saveMyAddress: ({ addressId, ...fields }) => Effect.map(saveActingAddress(addressId, fields), addressView),
  deleteMyAddress: ({ addressId }) => Effect.as(deleteActingAddress(addressId), {}),
}
