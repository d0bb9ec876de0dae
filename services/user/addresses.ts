/**
 * Saved delivery addresses (shop-core §3): SE or AX (Åland, whose postcodes are the 22xxx range),
 * one preselected per customer, read-only addresses (from the ERP) locked against change.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { type Address, postalCodeProblem } from '@proffsbutik/core/domain'
import type { AddressTable, Database } from '../db/schema'
import { assertMayActFor, type Caller } from '../platform/caller'
import { badRequest, notFound, ServiceError } from '../platform/service-error'

/** The fields a caller writes. */
export interface AddressInput {
  readonly label?: string | undefined
  readonly name?: string | undefined
  readonly recipientName?: string | undefined
  readonly address1?: string | undefined
  readonly address2?: string | undefined
  readonly address3?: string | undefined
  readonly postalCode?: string | undefined
  readonly postalAddress?: string | undefined
  readonly countryCode?: 'SE' | 'AX' | undefined
  readonly phone?: string | undefined
  readonly preselected?: boolean | undefined
}

const text = (value: string | null): string | undefined =>
  value === null || value.trim() === '' ? undefined : value

/** An address row as the spec's Address. */
export function addressView(row: Selectable<AddressTable>): Address {
  const optional = (key: keyof Address, value: string | null) =>
    text(value) === undefined ? {} : { [key]: value }
  return {
    addressId: row.id,
    id: row.id,
    ...optional('label', row.label),
    ...optional('name', row.name),
    ...optional('recipientName', row.recipientName),
    ...optional('address1', row.address1),
    ...optional('address2', row.address2),
    ...optional('address3', row.address3),
    ...optional('postalCode', row.postalCode),
    ...optional('postalAddress', row.postalAddress),
    countryCode: row.countryCode,
    ...optional('phone', row.phone),
    preselected: row.preselected,
    readOnly: row.readOnly,
    validForDelivery: Boolean(text(row.address1) && text(row.postalCode) && text(row.postalAddress)),
    customerId: row.customerId,
  }
}

function checkPostalCode(input: AddressInput, countryCode: 'SE' | 'AX'): void {
  if (input.postalCode === undefined || input.postalCode.trim() === '') return
  const problem = postalCodeProblem(input.postalCode, countryCode)
  if (problem) throw badRequest([{ field: 'postalCode', message: problem }])
}

const columns = (input: AddressInput) => ({
  ...(input.label === undefined ? {} : { label: input.label }),
  ...(input.name === undefined ? {} : { name: input.name }),
  ...(input.recipientName === undefined ? {} : { recipientName: input.recipientName }),
  ...(input.address1 === undefined ? {} : { address1: input.address1 }),
  ...(input.address2 === undefined ? {} : { address2: input.address2 }),
  ...(input.address3 === undefined ? {} : { address3: input.address3 }),
  ...(input.postalCode === undefined ? {} : { postalCode: input.postalCode.trim() }),
  ...(input.postalAddress === undefined ? {} : { postalAddress: input.postalAddress }),
  ...(input.countryCode === undefined ? {} : { countryCode: input.countryCode }),
  ...(input.phone === undefined ? {} : { phone: input.phone }),
  ...(input.preselected === undefined ? {} : { preselected: input.preselected }),
})

/** The addresses of a customer the caller acts for, preselected first, then by label. */
export async function listAddresses(
  db: Kysely<Database>,
  caller: Caller,
  customerId: string,
): Promise<Address[]> {
  assertMayActFor(caller, customerId)
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('preselected', 'desc')
    .orderBy('label')
    .orderBy('id')
    .execute()
  return rows.map(addressView)
}

/** Creates an address for a customer the caller acts for. */
export async function createAddress(
  db: Kysely<Database>,
  caller: Caller,
  customerId: string,
  input: AddressInput & { countryCode: 'SE' | 'AX' },
): Promise<Address> {
  assertMayActFor(caller, customerId)
  checkPostalCode(input, input.countryCode)
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst()
  if (!customer) throw notFound('Customer')
  return db.transaction().execute(async (trx) => {
    if (input.preselected)
      await trx
        .updateTable('addresses')
        .set({ preselected: false })
        .where('customerId', '=', customerId)
        .execute()
    const row = await trx
      .insertInto('addresses')
      .values({
        id: randomUUID(),
        customerId,
        countryCode: input.countryCode,
        preselected: false,
        readOnly: false,
        ...columns(input),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return addressView(row)
  })
}

async function ownAddress(
  db: Kysely<Database>,
  caller: Caller,
  id: string,
): Promise<Selectable<AddressTable>> {
  const row = await db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('Address')
  assertMayActFor(caller, row.customerId)
  if (row.readOnly) throw new ServiceError(409, 'read_only', 'This address is read-only')
  return row
}

/** Changes an address; read-only addresses are refused. */
export async function updateAddress(
  db: Kysely<Database>,
  caller: Caller,
  id: string,
  input: AddressInput,
): Promise<Address> {
  const row = await ownAddress(db, caller, id)
  checkPostalCode(input, input.countryCode ?? row.countryCode)
  if (Object.keys(columns(input)).length === 0) return addressView(row)
  return db.transaction().execute(async (trx) => {
    if (input.preselected) {
      await trx
        .updateTable('addresses')
        .set({ preselected: false })
        .where('customerId', '=', row.customerId)
        .where('id', '!=', id)
        .execute()
    }
    const updated = await trx
      .updateTable('addresses')
      .set(columns(input))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return addressView(updated)
  })
}

/** Deletes an address; read-only addresses are refused. */
export async function deleteAddress(db: Kysely<Database>, caller: Caller, id: string): Promise<void> {
  await ownAddress(db, caller, id)
  await db.deleteFrom('addresses').where('id', '=', id).execute()
}
