/**
 * The RPCs of My page (/mina-sidor): the overview and profile, the password change and My
 * addresses. Each answers for the logged-in user only; the use cases check every field.
 */
import { Schema } from 'effect'
import { PASSWORD_MAX_LENGTH } from '@proffsbutik/core/domain'
import { SavedAddress } from './checkout.rpc'
import { Id, rpc, Text } from './rpc-definition'

const optional = Schema.optionalKey

/** A customer the user acts for, with the projects open to them. */
export const CustomerChoice = Schema.Struct({
  customerId: Schema.String,
  customerName: Schema.String,
  projects: Schema.Array(Schema.Struct({ projectId: Schema.String, projectName: Schema.String })),
})

/** A permission entry: role, customer (and project) and the permission denies there. */
export const PermissionView = Schema.Struct({
  role: Schema.String,
  customerId: Schema.String,
  projectId: Schema.optional(Schema.String),
  permissionDenies: Schema.Array(Schema.String),
})

/** A user with everything the profile and the admin's edit form show (shop-core §3 User). */
export const UserView = Schema.Struct({
  userId: Schema.String,
  username: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  isEmailVerified: Schema.Boolean,
  /** A new address waiting for confirmation by the code mailed to it. */
  pendingEmail: Schema.optional(Schema.String),
  mobileNumber: Schema.optional(Schema.String),
  active: Schema.Boolean,
  /** False while an invited user has not chosen a password. */
  activated: Schema.Boolean,
  preferredStore: Schema.optional(Schema.String),
  preferredDeliveryMethod: Schema.optional(Schema.String),
  defaultDeliveryMethod: Schema.String,
  defaultCustomerId: Schema.optional(Schema.String),
  defaultProjectId: Schema.optional(Schema.String),
  roles: Schema.Array(Schema.String),
  customerPermissions: Schema.Array(PermissionView),
  customers: Schema.Array(CustomerChoice),
})

/**
 * The fields of the profile form; an empty mobile number removes it. A choice sent as null is
 * cleared; one left out stays as it is (the profile leaves out what the user has not chosen).
 */
const ProfileForm = Schema.Struct({
  firstName: Text(100),
  lastName: Text(100),
  email: Text(200),
  mobileNumber: Text(30),
  preferredStore: Schema.optional(Schema.NullOr(Id)),
  preferredDeliveryMethod: Schema.optional(Schema.NullOr(Text(10))),
  defaultCustomerId: Schema.optional(Schema.NullOr(Id)),
  defaultProjectId: Schema.optional(Schema.NullOr(Id)),
})

/** The fields of the address form; empty lines are left out. */
const AddressForm = Schema.Struct({
  addressId: optional(Id),
  countryCode: Schema.Literals(['SE', 'AX']),
  label: Text(60),
  name: Text(60),
  recipientName: Text(60),
  address1: Text(60),
  address2: Text(60),
  address3: Text(60),
  postalCode: Text(10),
  postalAddress: Text(60),
  phone: Text(30),
  preselected: Schema.Boolean,
})

/** My page's RPCs. */
export const myPagesRpcs = {
  /** The user's profile, whom they act for, and the pickup stores to prefer (absent: not loaded). */
  myProfile: rpc({
    input: Schema.Struct({}),
    output: Schema.Struct({
      user: UserView,
      context: Schema.optional(
        Schema.Struct({ customerName: Schema.String, projectName: Schema.optional(Schema.String) }),
      ),
      stores: Schema.optional(Schema.Array(Schema.Struct({ storeId: Schema.String, name: Schema.String }))),
    }),
    session: 'user',
  }),
  /** Saves the profile form; answers the user as saved. */
  saveProfile: rpc({ input: ProfileForm, output: UserView, session: 'user' }),
  /** Changes the user's own password with the current one. */
  changePassword: rpc({
    input: Schema.Struct({
      currentPassword: Text(PASSWORD_MAX_LENGTH),
      newPassword: Text(PASSWORD_MAX_LENGTH),
    }),
    output: Schema.Struct({}),
    session: 'user',
  }),
  /** The addresses of the customer the user acts for, matching the search rule. */
  myAddresses: rpc({
    input: Schema.Struct({ search: optional(Text(100)) }),
    output: Schema.Struct({
      customerName: Schema.optional(Schema.String),
      total: Schema.Int,
      addresses: Schema.Array(SavedAddress),
    }),
    session: 'user',
  }),
  /** Saves a new address (no id) or changes one; read-only ones are refused. */
  saveMyAddress: rpc({ input: AddressForm, output: SavedAddress, session: 'user' }),
  /** Deletes an address that is not read-only. */
  deleteMyAddress: rpc({
    input: Schema.Struct({ addressId: Id }),
    output: Schema.Struct({}),
    session: 'user',
  }),
}
