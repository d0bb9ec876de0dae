/** The names the architecture promises are exported from core/index.ts with their exact signatures. */
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as core from './index'
import type { Address, BrandCode, CartEvent, CartStatus, IsoDate, OciLine, OciOptions, Role } from './index'

describe('core/index.ts', () => {
  it('exports the promised functions', () => {
    for (const name of [
      'swedishHolidays',
      'isClosedDay',
      'nextDeliveryDate',
      'isPastCutoff',
      'nextCartStatus',
      'isValidEmail',
      'searchAddresses',
      'roundQuantity',
      'isRoleAtLeast',
      'isFeatureAllowed',
      'ociFormFields',
    ]) {
      expect(typeof (core as Record<string, unknown>)[name]).toBe('function')
    }
  })

  it('has the promised signatures', () => {
    expectTypeOf(core.swedishHolidays).toEqualTypeOf<(year: number) => { date: IsoDate; name: string }[]>()
    expectTypeOf(core.isClosedDay).toEqualTypeOf<(date: IsoDate, brand?: BrandCode) => boolean>()
    expectTypeOf(core.nextDeliveryDate).toEqualTypeOf<
      (now: Date, options?: { brand?: BrandCode }) => IsoDate
    >()
    expectTypeOf(core.isPastCutoff).toEqualTypeOf<(now: Date, cutoffHour: number) => boolean>()
    expectTypeOf(core.nextCartStatus).toEqualTypeOf<(status: CartStatus, event: CartEvent) => CartStatus>()
    expectTypeOf(core.isValidEmail).toEqualTypeOf<(text: string) => boolean>()
    expectTypeOf(core.searchAddresses<Address>).toEqualTypeOf<
      (addresses: readonly Address[], text: string) => Address[]
    >()
    expectTypeOf(core.roundQuantity).toEqualTypeOf<(quantity: number) => number>()
    expectTypeOf(core.isRoleAtLeast).toEqualTypeOf<(role: Role, minimum: Role) => boolean>()
    expectTypeOf(core.isFeatureAllowed).toEqualTypeOf<(denies: readonly string[], code: string) => boolean>()
    expectTypeOf(core.ociFormFields).toEqualTypeOf<
      (lines: readonly OciLine[], options?: OciOptions) => [name: string, value: string][]
    >()
    expectTypeOf<CartStatus>().toEqualTypeOf<'noCart' | 'idle' | 'mutating' | 'error'>()
    expectTypeOf<CartEvent>().toEqualTypeOf<'UPDATE' | 'SUCCESS' | 'ERROR' | 'LOGOUT'>()
    expectTypeOf<Role>().toEqualTypeOf<'USER' | 'BUYER_ADMIN' | 'SELLER_ADMIN' | 'SITE_ADMIN'>()
    expectTypeOf<BrandCode>().toEqualTypeOf<'dahl' | 'konr' | 'kasp' | 'opti'>()
  })
})
