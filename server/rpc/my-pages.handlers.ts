/** The use cases behind My page's RPCs (my-pages.rpc.ts). */
import { Effect } from 'effect'
import {
  actingAddressBook,
  changePassword,
  changeProfile,
  deleteActingAddress,
  profilePage,
  saveActingAddress,
} from '@proffsbutik/core/usecases'
import type { myPagesRpcs } from './my-pages.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each of My page's RPCs. */
export const myPagesHandlers: Handlers<typeof myPagesRpcs> = {
  myProfile: () => profilePage,
  saveProfile: (form) => changeProfile(form),
  changePassword: ({ currentPassword, newPassword }) =>
    Effect.as(changePassword(currentPassword, newPassword), {}),
  myAddresses: ({ search }) => actingAddressBook(search),
  saveMyAddress: ({ addressId, ...fields }) => saveActingAddress(addressId, fields),
  deleteMyAddress: ({ addressId }) => Effect.as(deleteActingAddress(addressId), {}),
}
