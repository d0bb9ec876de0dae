import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { postalCodeProblem, type Address } from '../domain/address'
import { AddressesPort } from '../ports/addresses.port'
import { ServiceCallFailed } from '../ports/service-call.errors'
import {
  AddressesFailed,
  AddressInvalid,
  AddressLocked,
  addressList,
  deleteAddress,
  deleteMyAddress,
  saveAddress,
  saveMyAddress,
} from './addresses.usecase'
import { fakeLayer } from './fakes.test-support'

const run = <A, E>(program: Effect.Effect<A, E, AddressesPort>, port: Partial<AddressesPort['Service']>) =>
  Effect.runSyncExit(program.pipe(Effect.provide(fakeLayer(AddressesPort, port))))
const address = (id: string, extra: Partial<Address> = {}): Address => ({
  addressId: id,
  id,
  countryCode: 'SE',
  preselected: false,
  readOnly: false,
  validForDelivery: true,
  address1: 'Storgatan 1',
  postalCode: '222 22',
  postalAddress: 'Lund',
  ...extra,
})

describe('postcodes', () => {
  it('are five digits, with Åland in the 22xxx range', () => {
    expect(postalCodeProblem('222 22', 'SE')).toBeUndefined()
    expect(postalCodeProblem('22100', 'AX')).toBeUndefined()
    expect(postalCodeProblem('2222', 'SE')).toBe('A postcode has five digits')
    expect(postalCodeProblem('11122', 'AX')).toBe('Åland postcodes are 22xxx')
  })
})

describe('my addresses', () => {
  it('lists with the search rule, and a failed call as its message', () => {
    const all = [address('A1', { label: 'Bygget' }), address('A2', { label: 'Kontoret' })]
    expect(run(addressList('C100', 'kont'), { list: () => Effect.succeed(all) })).toEqual(
      Exit.succeed([all[1]]),
    )
    const failure = new ServiceCallFailed({
      service: 'user',
      operation: 'addresses',
      failure: { kind: 'http', status: 500 },
      detail: '',
    })
    expect(run(addressList('C100'), { list: () => Effect.fail(failure) })).toEqual(
      Exit.fail(new AddressesFailed({ message: { key: 'errors.internal_server_error' } })),
    )
  })

  it('creates or updates, refusing a bad postcode before any call', () => {
    const created = address('A9')
    expect(
      run(saveAddress('C100', { countryCode: 'SE', postalCode: '223 50' }), {
        create: () => Effect.succeed(created),
      }),
    ).toEqual(Exit.succeed(created))
    expect(
      run(saveAddress('C100', { countryCode: 'SE', label: 'Nytt' }, address('A1')), {
        update: (id, fields) => Effect.succeed(address(id, fields)),
      }),
    ).toEqual(Exit.succeed(address('A1', { countryCode: 'SE', label: 'Nytt' })))
    expect(run(saveAddress('C100', { countryCode: 'AX', postalCode: '12345' }), {})).toEqual(
      Exit.fail(
        new AddressInvalid({ fields: [{ field: 'postalCode', problem: 'Åland postcodes are 22xxx' }] }),
      ),
    )
  })

  it('never changes or deletes a read-only address', () => {
    const locked = address('A3', { readOnly: true })
    expect(run(saveAddress('C100', { countryCode: 'SE' }, locked), {})).toEqual(
      Exit.fail(new AddressLocked({ addressId: 'A3' })),
    )
    expect(run(deleteAddress(locked), {})).toEqual(Exit.fail(new AddressLocked({ addressId: 'A3' })))
    const removed: string[] = []
    expect(
      Exit.isSuccess(
        run(deleteAddress(address('A4')), { remove: (id) => Effect.sync(() => void removed.push(id)) }),
      ),
    ).toBe(true)
    expect(removed).toEqual(['A4'])
  })
})

describe('the My addresses form', () => {
  const form = {
    countryCode: 'SE' as const,
    name: ' Bygget ',
    address1: 'Lindvägen 3',
    postalCode: '224 65',
    postalAddress: 'Lund',
    recipientName: ' ',
  }

  it('names each field that does not fit, without a call', () => {
    expect(run(saveMyAddress('C100', undefined, { ...form, name: '', postalCode: '2246' }), {})).toEqual(
      Exit.fail(
        expect.objectContaining({
          _tag: 'AddressFormInvalid',
          fields: { name: 'forms.address_name_required', postalCode: 'forms.postal_code_invalid' },
        }),
      ),
    )
  })

  it('creates a new address with trimmed fields and blank ones left out', () => {
    const created: unknown[] = []
    const exit = run(saveMyAddress('C100', undefined, form), {
      create: (customerId, fields) => Effect.sync(() => (created.push([customerId, fields]), address('A9'))),
    })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(created).toEqual([
      [
        'C100',
        {
          countryCode: 'SE',
          name: 'Bygget',
          address1: 'Lindvägen 3',
          postalCode: '224 65',
          postalAddress: 'Lund',
        },
      ],
    ])
  })

  it('changes one of the customer’s addresses, clearing a line emptied in the form', () => {
    const changed: unknown[] = []
    const exit = run(saveMyAddress('C100', 'A2', form), {
      list: () => Effect.succeed([address('A2', { recipientName: 'Erik', address2: 'Grind 2' })]),
      update: (id, fields) => Effect.sync(() => (changed.push([id, fields]), address('A2'))),
    })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(changed).toEqual([
      [
        'A2',
        {
          recipientName: '',
          address2: '',
          countryCode: 'SE',
          name: 'Bygget',
          address1: 'Lindvägen 3',
          postalCode: '224 65',
          postalAddress: 'Lund',
        },
      ],
    ])
  })

  it('refuses a read-only address and one the customer does not have', () => {
    const list = () => Effect.succeed([address('A1', { readOnly: true })])
    expect(run(saveMyAddress('C100', 'A1', form), { list })).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'AddressLocked' })),
    )
    expect(run(deleteMyAddress('C100', 'A1'), { list })).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'AddressLocked' })),
    )
    expect(run(deleteMyAddress('C100', 'A7'), { list })).toEqual(
      Exit.fail(expect.objectContaining({ _tag: 'AddressNotFound' })),
    )
  })

  it('deletes one of the customer’s addresses', () => {
    const removed: string[] = []
    const exit = run(deleteMyAddress('C100', 'A3'), {
      list: () => Effect.succeed([address('A3')]),
      remove: (id) => Effect.sync(() => void removed.push(id)),
    })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(removed).toEqual(['A3'])
  })
})
