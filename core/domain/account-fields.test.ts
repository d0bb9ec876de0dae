import { describe, expect, it } from 'vitest'
import { addressProblems, personProblems } from './account-fields'

describe('person details', () => {
  it('names each missing or malformed field with its message', () => {
    expect(
      personProblems({ firstName: ' ', lastName: '', email: 'anna@foretag', mobileNumber: 'ring' }),
    ).toEqual({
      firstName: 'forms.first_name_required',
      lastName: 'forms.last_name_required',
      email: 'forms.email_invalid',
      mobileNumber: 'forms.mobile_invalid',
    })
    expect(personProblems({ email: '' })).toEqual({ email: 'forms.email_required' })
  })

  it('accepts good details and leaves out fields not given', () => {
    expect(
      personProblems({
        firstName: 'Åsa',
        lastName: 'Öberg',
        email: 'Asa.Oberg@Foretag.SE',
        mobileNumber: '+46 70-123 45 67',
      }),
    ).toEqual({})
    expect(personProblems({ mobileNumber: '' })).toEqual({})
  })
})

describe('addresses', () => {
  it('needs a name, a street, a five-digit postcode and a town', () => {
    expect(addressProblems({ countryCode: 'SE', postalCode: '123' })).toEqual({
      name: 'forms.address_name_required',
      address1: 'forms.street_required',
      postalCode: 'forms.postal_code_invalid',
      postalAddress: 'forms.city_required',
    })
    expect(
      addressProblems({
        countryCode: 'SE',
        name: 'Bygget',
        address1: 'Väg 1',
        postalCode: '224 65',
        postalAddress: 'Lund',
      }),
    ).toEqual({})
  })

  it('keeps Åland postcodes in the 22xxx range', () => {
    const aland = {
      name: 'Stuga',
      address1: 'Strandvägen 2',
      postalAddress: 'Mariehamn',
      countryCode: 'AX' as const,
    }
    expect(addressProblems({ ...aland, postalCode: '11122' })).toEqual({
      postalCode: 'forms.postal_code_aland',
    })
    expect(addressProblems({ ...aland, postalCode: '22100' })).toEqual({})
  })
})
