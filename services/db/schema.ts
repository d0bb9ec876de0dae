/** The services' tables as Kysely types. Column names are snake_case in SQL, camelCase here. */
import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string, Date | string>

/** A customer company. */
export interface CustomerTable {
  id: string
  name: string
  active: boolean
  virtualContext: boolean
  assortmentId: string | null
  creditLimit: string | null
}

/** A project of a customer. */
export interface ProjectTable {
  id: string
  customerId: string
  name: string
  active: boolean
}

/** A user of the shop. */
export interface UserTable {
  id: string
  username: string
  email: string
  firstName: string
  lastName: string
  mobileNumber: string | null
  passwordHash: string | null
  active: boolean
  isEmailVerified: boolean
  isPhoneNumberVerified: boolean
  preferredStore: string | null
  preferredDeliveryMethod: string | null
  defaultDeliveryMethod: string
  defaultCustomerId: string | null
  defaultProjectId: string | null
  tokenVersion: number
  createdAt: CreatedAt
}

/** A user's role and permission denies in a customer (and optionally one project). */
export interface UserPermissionTable {
  id: Generated<number>
  userId: string
  customerId: string
  projectId: string | null
  role: string
  permissionDenies: string[]
}

/** A login session; refresh tokens belong to one. */
export interface SessionTable {
  id: string
  userId: string
  kind: string
  createdAt: CreatedAt
  endedAt: Timestamp | null
}

/** A refresh token, stored as its SHA-256 hash; rotated on use. */
export interface RefreshTokenTable {
  tokenHash: string
  sessionId: string
  userId: string
  expiresAt: Timestamp
  usedAt: Timestamp | null
  createdAt: CreatedAt
}

/** A failed login, counted per key (account or address) to slow down guessing. */
export interface LoginFailureTable {
  id: Generated<number>
  key: string
  failedAt: Timestamp
}

/** A one-time token for activation, password reset or a login challenge, stored hashed. */
export interface OneTimeTokenTable {
  tokenHash: string
  userId: string
  purpose: string
  expiresAt: Timestamp
  usedAt: Timestamp | null
  createdAt: CreatedAt
}

/** Secrets the services generate once and share between instances. */
export interface ServiceSecretTable {
  name: string
  value: string
}

/** A saved delivery address of a customer. */
export interface AddressTable {
  id: string
  customerId: string
  label: string | null
  name: string | null
  recipientName: string | null
  address1: string | null
  address2: string | null
  address3: string | null
  postalCode: string | null
  postalAddress: string | null
  countryCode: 'SE' | 'AX'
  phone: string | null
  preselected: boolean
  readOnly: boolean
  createdAt: CreatedAt
}

/** Every table of the services' database. */
export interface Database {
  customers: CustomerTable
  projects: ProjectTable
  users: UserTable
  userPermissions: UserPermissionTable
  sessions: SessionTable
  refreshTokens: RefreshTokenTable
  loginFailures: LoginFailureTable
  oneTimeTokens: OneTimeTokenTable
  serviceSecrets: ServiceSecretTable
  addresses: AddressTable
}
