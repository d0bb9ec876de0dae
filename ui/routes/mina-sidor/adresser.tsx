import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  addressDisplayFields,
  addressProblems,
  type CountryCode,
  formatPostcode,
} from '@proffsbutik/core/domain'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { FormProblem } from '../../components/account-forms/form-problem'
import { TextField } from '../../components/account-forms/text-field'
import { useHydrated } from '../../components/account-forms/use-hydrated'
import { useFormSubmission } from '../../components/forms/form-submission'
import { SelectField } from '../../components/my-pages/select-field'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { myPagesOf } from '../../stores/my-pages-actions'

type SavedAddress = RpcOutput<'myAddresses'>['addresses'][number]

const emptyForm = {
  label: '',
  name: '',
  recipientName: '',
  address1: '',
  address2: '',
  address3: '',
  postalCode: '',
  postalAddress: '',
  phone: '',
  countryCode: 'SE' as CountryCode,
  preselected: false,
}
type FormValues = typeof emptyForm

const formOf = (address: SavedAddress): FormValues => ({
  label: address.label ?? '',
  name: address.name ?? '',
  recipientName: address.recipientName ?? '',
  address1: address.address1 ?? '',
  address2: address.address2 ?? '',
  address3: address.address3 ?? '',
  postalCode: formatPostcode(address.postalCode ?? ''),
  postalAddress: address.postalAddress ?? '',
  phone: address.phone ?? '',
  countryCode: address.countryCode,
  preselected: address.preselected,
})

/**
 * The form of a new address or of one being changed; refuses bad fields next to them and keeps what
 * was typed. It takes the focus when it opens; `onDone` says whether the address was saved.
 */
function AddressForm({
  address,
  onDone,
}: {
  readonly address: SavedAddress | undefined
  readonly onDone: (saved: boolean) => void
}) {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const router = useRouter()
  const hydrated = useHydrated()
  const { form, problems, failure, busy, clear, submit } = useFormSubmission()
  const [values, setValues] = useState<FormValues>(address ? formOf(address) : emptyForm)
  const titleId = address ? `address-form-${address.addressId}` : 'address-form-new'
  useEffect(() => {
    form.current?.querySelector('input')?.focus()
  }, [])

  const set = (field: keyof FormValues, value: string | boolean) => {
    setValues((before) => ({ ...before, [field]: value }))
    clear(field)
  }

  const save = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      check: () => addressProblems(values),
      send: async () => {
        await myPagesOf(stores).saveAddress({
          ...values,
          ...(address ? { addressId: address.addressId } : {}),
        })
        await router.invalidate()
        onDone(true)
      },
    })

  const text = (field: Exclude<keyof FormValues, 'countryCode' | 'preselected'>, max = 60) => ({
    name: field,
    value: values[field],
    maxLength: max,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    problem: problems[field] ? t(problems[field]) : undefined,
  })

  return (
    <section className="my-pages__card address-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{address ? t('addresses.edit_title') : t('addresses.new_title')}</h2>
      <form
        ref={form}
        className="account-form my-pages__form"
        method="post"
        noValidate
        onSubmit={(e) => void save(e)}
      >
        <TextField {...text('label')} label={t('addresses.label')} hint={t('addresses.label_hint')} />
        <TextField {...text('name')} label={t('addresses.name')} required />
        <TextField {...text('recipientName')} label={t('addresses.recipient')} />
        <TextField
          {...text('address1')}
          label={t('addresses.address1')}
          autoComplete="address-line1"
          required
        />
        <TextField {...text('address2')} label={t('addresses.address2')} autoComplete="address-line2" />
        <TextField {...text('address3')} label={t('addresses.address3')} autoComplete="address-line3" />
        <div className="my-pages__pair">
          <TextField
            {...text('postalCode', 10)}
            label={t('addresses.postal_code')}
            autoComplete="postal-code"
            inputMode="numeric"
            required
          />
          <TextField
            {...text('postalAddress')}
            label={t('addresses.city')}
            autoComplete="address-level2"
            required
          />
        </div>
        <SelectField
          name="countryCode"
          label={t('addresses.country')}
          value={values.countryCode}
          onChange={(event) => set('countryCode', event.target.value === 'AX' ? 'AX' : 'SE')}
        >
          <option value="SE">{t('addresses.country_SE')}</option>
          <option value="AX">{t('addresses.country_AX')}</option>
        </SelectField>
        <TextField {...text('phone', 30)} label={t('addresses.phone')} type="tel" autoComplete="tel" />
        <label className="my-pages__check">
          <input
            type="checkbox"
            name="preselected"
            checked={values.preselected}
            onChange={(event) => set('preselected', event.target.checked)}
          />
          {t('addresses.preselect')}
        </label>
        {failure && <FormProblem messageKey={failure} />}
        <div className="my-pages__actions">
          {/* Busy is said, not done by disabling: a disabled button would drop the keyboard's focus. */}
          <button type="submit" className="button button--primary" disabled={!hydrated} aria-disabled={busy}>
            {t('addresses.save')}
          </button>
          <button type="button" className="button" onClick={() => onDone(false)}>
            {t('addresses.cancel')}
          </button>
        </div>
      </form>
    </section>
  )
}

/** One saved address with its actions; read-only ones are locked. */
function AddressCard({
  address,
  onEdit,
  onDeleted,
}: {
  readonly address: SavedAddress
  readonly onEdit: () => void
  readonly onDeleted: () => void
}) {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const { failure, submit } = useFormSubmission()
  // The question replaces the pressed button: the focus moves to its answer, and back when it is no.
  const yes = useRef<HTMLButtonElement>(null)
  const remover = useRef<HTMLButtonElement>(null)
  const asked = useRef(false)
  useEffect(() => {
    if (confirming) {
      asked.current = true
      yes.current?.focus()
    } else if (asked.current) remover.current?.focus()
  }, [confirming])
  const shown = addressDisplayFields(address)
  const heading = address.label || address.name || address.address1 || address.addressId

  const remove = async () => {
    const outcome = await submit(undefined, {
      send: async () => {
        await myPagesOf(stores).deleteAddress(address.addressId)
        await router.invalidate()
        onDeleted()
      },
      fieldsOf: () => ({}),
    })
    if (outcome.kind === 'failed') setConfirming(false)
  }

  return (
    <li className="address-card">
      <h2 className="address-card__title">
        {heading}
        {address.preselected && <span className="address-card__badge">{t('addresses.preselected')}</span>}
      </h2>
      <p className="address-card__lines">
        {address.name && <span>{address.name}</span>}
        <span className={address.recipientName ? undefined : 'address-card__missing'}>
          {shown.recipientName}
        </span>
        {address.address1 && <span>{address.address1}</span>}
        <span className={address.address2 ? undefined : 'address-card__missing'}>{shown.address2}</span>
        {address.address3 && <span>{address.address3}</span>}
        <span>{`${formatPostcode(address.postalCode ?? '')} ${address.postalAddress ?? ''}`.trim()}</span>
        <span>{address.countryCode === 'AX' ? t('addresses.country_AX') : t('addresses.country_SE')}</span>
        {address.phone && <span>{address.phone}</span>}
      </p>
      {address.readOnly ? (
        <p className="address-card__locked">{t('addresses.locked')}</p>
      ) : confirming ? (
        <div
          className="my-pages__actions"
          role="group"
          aria-label={t('addresses.confirm_delete', { name: heading })}
        >
          <span>{t('addresses.confirm_delete', { name: heading })}</span>
          <button ref={yes} type="button" className="button button--primary" onClick={() => void remove()}>
            {t('addresses.delete_yes')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('addresses.cancel')}
          </button>
        </div>
      ) : (
        <div className="my-pages__actions">
          <button
            type="button"
            className="button"
            onClick={onEdit}
            aria-label={t('addresses.edit_named', { name: heading })}
          >
            {t('addresses.edit')}
          </button>
          <button
            ref={remover}
            type="button"
            className="button"
            onClick={() => setConfirming(true)}
            aria-label={t('addresses.delete_named', { name: heading })}
          >
            {t('addresses.delete')}
          </button>
        </div>
      )}
      {failure && <FormProblem messageKey={failure} />}
    </li>
  )
}

/** /mina-sidor/adresser: the addresses of the customer the user acts for (login required). */
function AddressesPage() {
  const t = useT()
  const { sok } = Route.useSearch()
  const list = Route.useLoaderData()
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const changing = list.addresses.find((a) => a.addressId === editing)
  // After a form closes or a card goes, the focus lands on what happened (or on "Ny adress"), never on nothing.
  const [said, setSaid] = useState<{ key: string; at: number } | null>(null)
  const [backToNew, setBackToNew] = useState(0)
  const status = useRef<HTMLDivElement>(null)
  const newButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (said) status.current?.focus()
  }, [said])
  useEffect(() => {
    if (backToNew > 0) newButton.current?.focus()
  }, [backToNew])
  const closeForm = (saved: boolean) => {
    setEditing(null)
    if (saved) setSaid({ key: 'addresses.saved', at: Date.now() })
    else setBackToNew((n) => n + 1)
  }
  return (
    <main className="page my-pages">
      <p className="my-pages__back">
        <Link to="/mina-sidor">{t('my_pages.title')}</Link>
      </p>
      <h1>{t('addresses.title')}</h1>
      {list.customerName && <p>{t('addresses.of_customer', { customer: list.customerName })}</p>}
      <div className="my-pages__toolbar">
        {/* Keyed by the search shown: its box starts from the address whenever it changes. */}
        <form
          key={sok}
          method="get"
          role="search"
          className="users-page__search"
          aria-label={t('addresses.search')}
        >
          <label htmlFor="addresses-search">{t('addresses.search')}</label>
          <input id="addresses-search" name="sok" type="search" defaultValue={sok} maxLength={100} />
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </form>
        {editing === null && (
          <button
            ref={newButton}
            type="button"
            className="button button--primary"
            onClick={() => {
              setSaid(null)
              setEditing('new')
            }}
          >
            {t('addresses.new')}
          </button>
        )}
      </div>
      <div ref={status} role="status" className="my-pages__saved" tabIndex={-1}>
        {said && t(said.key)}
      </div>
      {editing === 'new' && <AddressForm key="new" address={undefined} onDone={closeForm} />}
      {changing && <AddressForm key={changing.addressId} address={changing} onDone={closeForm} />}
      <p role="status">{t('addresses.count', { total: list.total })}</p>
      <ul className="address-list">
        {list.addresses.map((address) => (
          <AddressCard
            key={address.addressId}
            address={address}
            onEdit={() => {
              setSaid(null)
              setEditing(address.addressId)
            }}
            onDeleted={() => setSaid({ key: 'addresses.deleted', at: Date.now() })}
          />
        ))}
      </ul>
    </main>
  )
}

export const Route = createFileRoute('/mina-sidor/adresser')({
  staticData: { requiresAuth: true },
  validateSearch: (input: Record<string, unknown>): { sok: string } => ({
    sok: typeof input['sok'] === 'string' ? input['sok'].slice(0, 100) : '',
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.api.myAddresses(deps.sok ? { search: deps.sok } : {}),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'addresses.title') }] }),
  component: AddressesPage,
})
