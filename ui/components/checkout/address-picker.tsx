import { useState, type FormEvent } from 'react'
import { type CountryCode, postalCodeProblem, searchAddresses } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { FieldProblems } from '../account-forms/validation'
import { useFormSubmission } from '../forms/form-submission'
import { addressText } from './address-text'
import type { CheckoutDelivery, SavedAddress } from './checkout-types'

/** The fields of a new address as the form holds them. */
export interface NewAddressInput {
  readonly label?: string
  readonly recipientName?: string
  readonly address1: string
  readonly postalCode: string
  readonly postalAddress: string
  readonly countryCode: CountryCode
  readonly phone?: string
}

type NewAddressField = 'recipientName' | 'address1' | 'postalCode' | 'postalAddress' | 'phone' | 'label'

/**
 * Where a delivery goes: the customer's saved addresses (searched with the spec's rule: every word
 * somewhere in the address), or a new address (Sweden or Åland) saved for the customer and chosen.
 */
export function AddressPicker({
  delivery,
  addresses,
  selected,
  problem,
  onPick,
  onSave,
}: {
  delivery: CheckoutDelivery
  addresses: readonly SavedAddress[] | undefined
  selected: string | undefined
  problem: string | undefined
  onPick: (addressId: string) => void
  /** Saves the new address and chooses it; fails as the call does (a ShopApiError with its key). */
  onSave: (address: NewAddressInput) => Promise<void>
}) {
  const t = useT()
  const id = `address-${delivery.deliveryId}`
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const [fields, setFields] = useState<Record<NewAddressField, string>>({
    label: '',
    recipientName: '',
    address1: '',
    postalCode: '',
    postalAddress: '',
    phone: '',
  })
  const [country, setCountry] = useState<CountryCode>('SE')
  const { form, problems: formProblems, failure, busy, clear, submit } = useFormSubmission()
  const found = addresses ? searchAddresses(addresses, search) : []

  /** The new address's problems, by field: catalog ids. */
  const check = (): FieldProblems => {
    const problems: Record<string, string> = {}
    for (const name of ['address1', 'postalAddress'] as const)
      if (!fields[name].trim()) problems[name] = 'checkout.address.required'
    const postcode = fields.postalCode.trim()
    if (!postcode || postalCodeProblem(postcode, country))
      problems['postalCode'] = country === 'AX' ? 'checkout.address.postcode_ax' : 'checkout.address.postcode'
    return problems
  }

  const save = (event: FormEvent) =>
    submit(event, {
      check,
      send: async () => {
        const optional = (value: string) => (value.trim() ? value.trim() : undefined)
        const label = optional(fields.label)
        const recipientName = optional(fields.recipientName)
        const phone = optional(fields.phone)
        await onSave({
          ...(label ? { label } : {}),
          ...(recipientName ? { recipientName } : {}),
          ...(phone ? { phone } : {}),
          address1: fields.address1.trim(),
          postalCode: fields.postalCode.trim().replace(/\s/g, ''),
          postalAddress: fields.postalAddress.trim(),
          countryCode: country,
        })
        setAdding(false)
      },
    })

  const field = (name: NewAddressField, autoComplete: string, required = false) => (
    <div className={`checkout-field${formProblems[name] ? ' checkout-field--invalid' : ''}`}>
      <label htmlFor={`${id}-new-${name}`}>
        {t(name === 'label' ? 'checkout.address.label_field' : `checkout.address.${name}`)}
        {!required && <span className="checkout-field__optional"> {t('checkout.optional')}</span>}
      </label>
      <input
        id={`${id}-new-${name}`}
        name={name}
        value={fields[name]}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={formProblems[name] ? true : undefined}
        aria-describedby={formProblems[name] ? `${id}-new-${name}-problem` : undefined}
        onChange={(event) => {
          setFields({ ...fields, [name]: event.target.value })
          clear(name)
        }}
      />
      {formProblems[name] && (
        <p id={`${id}-new-${name}-problem`} className="checkout-field__problem">
          {t(formProblems[name])}
        </p>
      )}
    </div>
  )

  return (
    <div className="address-picker">
      {addresses === undefined ? (
        <p className="form-problem" role="alert">
          {t('checkout.address.not_loaded')}
        </p>
      ) : (
        <>
          <div className="checkout-field">
            <label htmlFor={`${id}-search`}>{t('checkout.address.search')}</label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <fieldset
            className={`address-picker__list${problem ? ' checkout-field--invalid' : ''}`}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            <legend>{t('checkout.address.label')}</legend>
            {found.length === 0 && <p className="checkout-field__hint">{t('checkout.address.none_found')}</p>}
            {found.map((address) => (
              <label key={address.addressId} className="address-picker__option">
                <input
                  type="radio"
                  name={id}
                  value={address.addressId}
                  checked={selected === address.addressId}
                  disabled={!address.validForDelivery}
                  onChange={() => onPick(address.addressId)}
                />
                <span>
                  {addressText(address)}
                  {!address.validForDelivery && ` (${t('checkout.address.not_deliverable')})`}
                </span>
              </label>
            ))}
          </fieldset>
          {problem && (
            <p id={`${id}-problem`} className="checkout-field__problem">
              {problem}
            </p>
          )}
        </>
      )}
      <button
        type="button"
        className="button"
        aria-expanded={adding}
        aria-controls={`${id}-new`}
        onClick={() => setAdding(!adding)}
      >
        {t('checkout.address.new')}
      </button>
      <div id={`${id}-new`} hidden={!adding}>
        <form ref={form} className="address-picker__new" noValidate onSubmit={(event) => void save(event)}>
          {field('label', 'off')}
          {field('recipientName', 'name')}
          {field('address1', 'address-line1', true)}
          {field('postalCode', 'postal-code', true)}
          {field('postalAddress', 'address-level2', true)}
          <div className="checkout-field">
            <label htmlFor={`${id}-new-country`}>{t('checkout.address.country')}</label>
            <select
              id={`${id}-new-country`}
              value={country}
              onChange={(event) => setCountry(event.target.value === 'AX' ? 'AX' : 'SE')}
            >
              <option value="SE">{t('checkout.address.country_se')}</option>
              <option value="AX">{t('checkout.address.country_ax')}</option>
            </select>
          </div>
          {field('phone', 'tel')}
          {failure && (
            <p className="form-problem" role="alert">
              {t(failure)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('checkout.address.save')}
          </button>
        </form>
      </div>
    </div>
  )
}
