/**
 * The user base: users, permissions, role and permission names, customers, delivery dates, addresses,
 * favourites and favourite lists.
 */
import { Schema } from 'effect'
import { isBrandCode, permissionDenyFeatures, roles, stockholmDay } from '@proffsbutik/core/domain'
import { favouritesRoutes } from '../favourites/favourites.routes'
import { requestShop } from '../mail/messages'
import { requireCaller, type CallerEnv } from '../platform/caller'
import { clientAddress } from '../platform/client-address'
import { decodeBody, decodeOr400, decodeQuery, FlagFromString, IntFromString } from '../platform/decode'
import type { ServiceDeps } from '../platform/deps'
import { Id, IsoDay } from '../platform/schemas'
import { badRequest, forbidden } from '../platform/service-error'
import { serviceApp } from '../platform/service-app'
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses'
import { assertCustomer, customerTeam, deliveryDates, listCustomers } from './customers'
import { activate, changePassword, requestAccount, requestPasswordReset, resetPassword } from './accounts'
import { createUser, resendInvitation, updateUserAsAdmin } from './admin'
import { mailEmailChange } from './email-change'
import { updateOwnProfile } from './profile'
import { listUsers } from './user-list'
import { readUserFor } from './users'

const OptionalText = Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200)))
const NullableId = Schema.optionalKey(Schema.NullOr(Id))

const AddressFields = {
  label: OptionalText,
  name: OptionalText,
  recipientName: OptionalText,
  address1: OptionalText,
  address2: OptionalText,
  address3: OptionalText,
  postalCode: OptionalText,
  postalAddress: OptionalText,
  phone: OptionalText,
  preselected: Schema.optionalKey(Schema.Boolean),
}
const NewAddress = Schema.Struct({
  customerId: Id,
  countryCode: Schema.Literals(['SE', 'AX']),
  ...AddressFields,
})
const AddressChange = Schema.Struct({
  countryCode: Schema.optionalKey(Schema.Literals(['SE', 'AX'])),
  ...AddressFields,
})

const Profile = Schema.Struct({
  firstName: OptionalText,
  lastName: OptionalText,
  email: OptionalText,
  mobileNumber: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(30)))),
  preferredStore: NullableId,
  preferredDeliveryMethod: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(10)))),
  defaultCustomerId: Schema.optionalKey(Id),
  defaultProjectId: NullableId,
})

const Permission = Schema.Struct({
  customerId: Id,
  projectId: Schema.optionalKey(Id),
  role: Schema.Literals(roles),
  permissionDenies: Schema.optionalKey(
    Schema.Array(Schema.String.check(Schema.isMaxLength(40))).check(Schema.isMaxLength(8)),
  ),
})
const Permissions = Schema.Array(Permission).check(Schema.isMinLength(1), Schema.isMaxLength(50))
/** An admin's edit may take away every right within their reach. */
const ChangedPermissions = Schema.Array(Permission).check(Schema.isMaxLength(50))

const NewUser = Schema.Struct({
  username: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
  firstName: Schema.String.check(Schema.isMaxLength(100)),
  lastName: Schema.String.check(Schema.isMaxLength(100)),
  email: Schema.String.check(Schema.isMaxLength(200)),
  mobileNumber: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(30))),
  ociEnabled: Schema.optionalKey(Schema.Boolean),
  customerPermissions: Permissions,
})

/** PUT /v2/users/{id}: one's own profile, or what an admin changes of another user. */
const UserChange = Schema.Struct({
  ...Profile.fields,
  active: Schema.optionalKey(Schema.Boolean),
  ociEnabled: Schema.optionalKey(Schema.Boolean),
  customerPermissions: Schema.optionalKey(ChangedPermissions),
})
const adminOnly = ['active', 'ociEnabled', 'customerPermissions'] as const
const selfOnly = [
  'preferredStore',
  'preferredDeliveryMethod',
  'defaultCustomerId',
  'defaultProjectId',
] as const

/** `{username}` (a username or an e-mail address) or `{email}`. */
const ForgotPassword = Schema.Union([
  Schema.Struct({ username: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200)) }),
  Schema.Struct({ email: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200)) }),
])
const ResetPassword = Schema.Struct({
  code: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200)),
  newPassword: Schema.String.check(Schema.isMaxLength(200)),
})
const PasswordChange = Schema.Struct({
  currentPassword: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200)),
  newPassword: Schema.String.check(Schema.isMaxLength(200)),
})
const Activation = Schema.Struct({ code: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200)) })
const Required = (max: number) =>
  Schema.String.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(max))
const CredentialsRequest = Schema.Struct({
  companyName: Required(200),
  organisationNumber: Required(20),
  firstName: Required(100),
  lastName: Required(100),
  email: Required(200),
  phone: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(30))),
  customerNumber: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(30))),
  message: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2000))),
})

const CustomerQuery = Schema.Struct({
  active: Schema.optionalKey(FlagFromString),
  virtualContext: Schema.optionalKey(FlagFromString),
  search: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
})

const UserQuery = Schema.Struct({
  limit: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  offset: Schema.optionalKey(IntFromString.check(Schema.isGreaterThanOrEqualTo(0))),
  orderBy: Schema.optionalKey(Schema.Literals(['firstName', 'lastName', 'email', 'username'])),
  direction: Schema.optionalKey(Schema.Literals(['asc', 'desc', 'ASC', 'DESC'])),
  search: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
  active: Schema.optionalKey(FlagFromString),
  virtualContext: Schema.optionalKey(FlagFromString),
})

const DeliveryDatesQuery = Schema.Struct({
  from: Schema.optionalKey(IsoDay),
  days: Schema.optionalKey(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 90 }))),
  brand: Schema.optionalKey(Schema.String),
})

const AddressQuery = Schema.Struct({ customerId: Id })

/** The user service's routes; every one needs a caller. */
export function userRoutes(deps: ServiceDeps) {
  const app = serviceApp<CallerEnv>()
  const id = (text: string) => decodeOr400(Id, text)

  // Account flows without a login come first: the caller check below does not reach them.
  app.post('/v2/users/password/forgot', async (c) => {
    const body = await decodeBody(c, ForgotPassword)
    await requestPasswordReset(
      deps,
      'username' in body ? body.username : body.email,
      clientAddress(c),
      requestShop(c, deps.config),
    )
    return c.json({ accepted: true }, 202)
  })
  app.post('/v2/users/password/reset', async (c) => {
    await resetPassword(deps, await decodeBody(c, ResetPassword), clientAddress(c))
    return c.body(null, 204)
  })
  app.post('/v2/users/activation', async (c) => {
    const { code } = await decodeBody(c, Activation)
    await activate(deps, code, clientAddress(c))
    return c.body(null, 204)
  })
  app.post('/users/credentials/request', async (c) => {
    const requestId = await requestAccount(
      deps,
      await decodeBody(c, CredentialsRequest),
      clientAddress(c),
      requestShop(c, deps.config),
    )
    return c.json({ requestId }, 202)
  })

  app.use('*', requireCaller(deps))
  app.route('/', favouritesRoutes(deps))

  app.get('/v2/users', async (c) => {
    const query = decodeQuery(c, UserQuery)
    return c.json(
      await listUsers(deps.db, c.get('caller'), {
        limit: query.limit ?? 15,
        offset: query.offset ?? 0,
        orderBy: query.orderBy ?? 'firstName',
        direction: query.direction?.toLowerCase() === 'desc' ? 'desc' : 'asc',
        search: query.search,
        active: query.active ?? true,
        virtualContext: query.virtualContext,
      }),
    )
  })
  app.get('/v2/users/:id', async (c) =>
    c.json(await readUserFor(deps.db, c.get('caller'), id(c.req.param('id')))),
  )
  app.post('/v2/users', async (c) => {
    const input = await decodeBody(c, NewUser)
    return c.json(await createUser(deps, c.get('caller'), input, requestShop(c, deps.config)), 201)
  })
  app.post('/v2/users/:id/invitation', async (c) => {
    await resendInvitation(deps, c.get('caller'), id(c.req.param('id')), requestShop(c, deps.config))
    return c.json({ invited: true }, 202)
  })
  app.put('/v2/users/:id', async (c) => {
    const caller = c.get('caller')
    const userId = id(c.req.param('id'))
    const input = await decodeBody(c, UserChange)
    const misplaced = (fields: readonly string[], message: string) =>
      fields.filter((field) => field in input).map((field) => ({ field, message }))
    if (caller.userId === userId) {
      const refused = misplaced(adminOnly, 'Set by an admin, never by the user')
      if (refused.length > 0) throw badRequest(refused)
      const { user, emailWaits } = await updateOwnProfile(deps.db, caller, userId, input)
      // A new address waits for its owner: the code goes to it, and the address the user has is told.
      if (emailWaits) await mailEmailChange(deps, userId, requestShop(c, deps.config))
      return c.json(user)
    }
    const refused = misplaced(selfOnly, 'Only the user sets this')
    if (refused.length > 0) throw badRequest(refused)
    return c.json(await updateUserAsAdmin(deps, caller, userId, input, requestShop(c, deps.config)))
  })
  app.put('/v2/users/:id/password', async (c) => {
    const caller = c.get('caller')
    if (id(c.req.param('id')) !== caller.userId) throw forbidden('Only the user changes their password')
    await changePassword(deps, caller, await decodeBody(c, PasswordChange), clientAddress(c))
    return c.body(null, 204)
  })
  app.get('/users/name/:id', async (c) => {
    const user = await readUserFor(deps.db, c.get('caller'), id(c.req.param('id')))
    return c.json({
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`,
    })
  })
  app.get('/v2/permissions/:id', async (c) => {
    const user = await readUserFor(deps.db, c.get('caller'), id(c.req.param('id')))
    return c.json({ userId: user.userId, customerPermissions: user.customerPermissions })
  })
  app.get('/role-names', (c) => c.json({ data: roles.map((role) => ({ role })) }))
  app.get('/permission-names', (c) =>
    c.json({ data: Object.entries(permissionDenyFeatures).map(([code, feature]) => ({ code, feature })) }),
  )

  app.get('/v3/customers', async (c) => {
    const data = await listCustomers(deps.db, c.get('caller'), decodeQuery(c, CustomerQuery))
    return c.json({ data, total: data.length })
  })
  app.get('/customers/:id/delivery-dates', async (c) => {
    const customer = await assertCustomer(deps.db, c.get('caller'), id(c.req.param('id')))
    const query = decodeQuery(c, DeliveryDatesQuery)
    if (query.brand !== undefined && !isBrandCode(query.brand))
      throw badRequest([{ field: 'brand', message: 'One of dahl, konr, kasp, opti' }])
    const from = query.from ?? stockholmDay(deps.now())
    try {
      return c.json({
        customerId: customer.id,
        dates: deliveryDates(
          from,
          query.days ?? 30,
          query.brand && isBrandCode(query.brand) ? query.brand : 'dahl',
        ),
      })
    } catch (error) {
      if (error instanceof RangeError) throw badRequest([{ field: 'from', message: error.message }])
      throw error
    }
  })
  app.get('/customers/:id/assortment', async (c) => {
    const customer = await assertCustomer(deps.db, c.get('caller'), id(c.req.param('id')))
    return c.json({ customerId: customer.id, assortmentId: customer.assortmentId })
  })
  app.get('/crm/customerteam', async (c) => {
    const { customerId } = decodeQuery(c, AddressQuery)
    await assertCustomer(deps.db, c.get('caller'), customerId)
    return c.json({ data: await customerTeam(deps.db, customerId) })
  })

  app.get('/address', async (c) => {
    const { customerId } = decodeQuery(c, AddressQuery)
    await assertCustomer(deps.db, c.get('caller'), customerId)
    return c.json({ data: await listAddresses(deps.db, c.get('caller'), customerId) })
  })
  app.post('/address', async (c) => {
    const { customerId, ...input } = await decodeBody(c, NewAddress)
    return c.json(await createAddress(deps.db, c.get('caller'), customerId, input), 201)
  })
  app.put('/address/:id', async (c) => {
    const input = await decodeBody(c, AddressChange)
    return c.json(await updateAddress(deps.db, c.get('caller'), id(c.req.param('id')), input))
  })
  app.delete('/address/:id', async (c) => {
    await deleteAddress(deps.db, c.get('caller'), id(c.req.param('id')))
    return c.body(null, 204)
  })
  return app
}
