import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { permissionDenyCodes, personProblems } from '@proffsbutik/core/domain'
import type { RpcInput, RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { FormProblem } from '../account-forms/form-problem'
import { TextField } from '../account-forms/text-field'
import { useHydrated } from '../account-forms/use-hydrated'
import type { FieldProblems } from '../account-forms/validation'
import { useT } from '../../i18n/use-t'
import { useFormSubmission } from '../forms/form-submission'
import { denyMeaning, roleName } from './permission-texts'
import { SelectField } from './select-field'
import { grantsOf, userFormValues, type UserFormValues } from './user-form-values'

type Customer = RpcOutput<'userAdminSetup'>['customers'][number]
type UserView = RpcOutput<'adminUser'>['user']
type Grant = RpcInput<'inviteUser'>['customerPermissions'][number]

/** The note that says why a shared user's details cannot be changed here. */
const IDENTITY_SHARED_NOTE = 'user-form-identity-shared'

/**
 * A user's details and rights as an admin gives them: per customer the admin administers, a role
 * among those they may give (never above their own), an optional project, and the permission
 * denies with their Swedish meaning. Bad fields are refused next to them, keeping what was typed.
 * Editing a user, "Ingen behörighet" takes a customer away; taking away the user's last customer
 * asks first, since a user without a customer cannot act. Customers the admin does not administer
 * are not shown and stay as they are. A user who also works for customers the admin does not
 * administer keeps their identity (`identityLocked`): name, e-mail and mobile number are shown, not
 * changed.
 */
export function UserForm(props: {
  readonly customers: readonly Customer[]
  readonly user?: UserView
  /** The user also works for customers the admin does not administer: their details are not the admin's. */
  readonly identityLocked?: boolean
  readonly submitLabel: string
  readonly onSubmit: (details: Omit<UserFormValues, 'rights'>, grants: Grant[]) => Promise<void>
  readonly children?: ReactNode
}) {
  const t = useT()
  const hydrated = useHydrated()
  const { form, problems, failure, busy, clear, submit: submitWith, setProblems } = useFormSubmission()
  const submitButton = useRef<HTMLButtonElement>(null)
  const [values, setValues] = useState(() => userFormValues(props.customers, props.user))
  const [confirmingRemoval, setConfirmingRemoval] = useState(false)
  const confirmation = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (confirmingRemoval) confirmation.current?.focus()
  }, [confirmingRemoval])
  // The user's customers beyond the admin's: they stay whatever the form says.
  const keepsElsewhere =
    props.user?.customerPermissions.some(
      (p) => !props.customers.some((c) => c.customerId === p.customerId),
    ) ?? false

  const setText = (field: 'firstName' | 'lastName' | 'email' | 'mobileNumber', value: string) => {
    setValues((before) => ({ ...before, [field]: value }))
    clear(field)
  }
  const setRight = (customerId: string, change: Partial<UserFormValues['rights'][string]>) => {
    setValues((before) => {
      const right = before.rights[customerId] ?? { role: '', projectId: '', denies: [] }
      return { ...before, rights: { ...before.rights, [customerId]: { ...right, ...change } } }
    })
    clear('customerPermissions')
  }

  /** The form's own problems: the person's fields, and a new user needs a customer. */
  const problemsOf = (grants: readonly Grant[]): FieldProblems => ({
    ...personProblems(values),
    ...(grants.length === 0 && !props.user ? { customerPermissions: 'forms.permission_required' } : {}),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    const grants = grantsOf(props.customers, values)
    // An existing user may lose every right here (when they keep none elsewhere), after a question.
    const asksFirst = grants.length === 0 && props.user && !keepsElsewhere && !confirmingRemoval
    if (asksFirst && Object.keys(problemsOf(grants)).length === 0) {
      event.preventDefault()
      setProblems({})
      setConfirmingRemoval(true)
      return
    }
    return send(event, grants)
  }

  function send(event: FormEvent<HTMLFormElement> | undefined, grants: Grant[]) {
    setConfirmingRemoval(false)
    return submitWith(event, {
      check: () => problemsOf(grants),
      send: () => {
        const { firstName, lastName, email, mobileNumber } = values
        return props.onSubmit({ firstName, lastName, email, mobileNumber }, grants)
      },
    })
  }

  const text = (field: 'firstName' | 'lastName' | 'email' | 'mobileNumber') => ({
    readOnly: props.identityLocked === true,
    ...(props.identityLocked ? { describedBy: [IDENTITY_SHARED_NOTE] } : {}),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setText(field, event.target.value),
    problem: problems[field] ? t(problems[field]) : undefined,
  })

  return (
    <form
      ref={form}
      className="account-form my-pages__form user-form"
      method="post"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      {props.identityLocked && (
        <p id={IDENTITY_SHARED_NOTE} className="user-form__note">
          {t('users.identity_shared')}
        </p>
      )}
      <div className="my-pages__pair">
        <TextField {...text('firstName')} label={t('profile.first_name')} maxLength={100} required />
        <TextField {...text('lastName')} label={t('profile.last_name')} maxLength={100} required />
      </div>
      <div className="my-pages__pair">
        <TextField
          {...text('email')}
          label={t('profile.email')}
          hint={
            props.user?.pendingEmail
              ? t('profile.email_pending', { email: props.user.pendingEmail })
              : undefined
          }
          type="email"
          maxLength={200}
          required
        />
        <TextField {...text('mobileNumber')} label={t('profile.mobile')} type="tel" maxLength={30} />
      </div>
      {props.customers.map((customer) => {
        const right = values.rights[customer.customerId] ?? { role: '', projectId: '', denies: [] }
        const prefix = `right-${customer.customerId}`
        return (
          <fieldset key={customer.customerId} className="user-form__rights">
            <legend>{t('users.rights_in', { customer: customer.customerName })}</legend>
            <div className="my-pages__pair">
              <SelectField
                name={`${prefix}-role`}
                label={t('users.role')}
                value={right.role}
                onChange={(event) => setRight(customer.customerId, { role: event.target.value })}
              >
                <option value="">{t('users.no_access')}</option>
                {customer.grantableRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleName(t, role)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                name={`${prefix}-project`}
                label={t('users.project')}
                value={right.projectId}
                disabled={right.role === ''}
                onChange={(event) => setRight(customer.customerId, { projectId: event.target.value })}
              >
                <option value="">{t('users.all_projects')}</option>
                {customer.projects.map((p) => (
                  <option key={p.projectId} value={p.projectId}>
                    {p.projectName}
                  </option>
                ))}
              </SelectField>
            </div>
            <fieldset className="user-form__denies" disabled={right.role === ''}>
              <legend>{t('users.denies')}</legend>
              {permissionDenyCodes.map((code) => (
                <label key={code} className="my-pages__check">
                  <input
                    type="checkbox"
                    name={`${prefix}-deny`}
                    value={code}
                    checked={right.denies.includes(code)}
                    onChange={(event) =>
                      setRight(customer.customerId, {
                        denies: event.target.checked
                          ? [...right.denies, code]
                          : right.denies.filter((c) => c !== code),
                      })
                    }
                  />
                  <span>
                    {denyMeaning(t, code)} <span className="user-form__code">({code})</span>
                  </span>
                </label>
              ))}
            </fieldset>
          </fieldset>
        )
      })}
      {problems['customerPermissions'] && (
        <p className="account-field__problem" role="alert">
          {t(problems['customerPermissions'])}
        </p>
      )}
      {failure && <FormProblem messageKey={failure} />}
      {confirmingRemoval && (
        <div
          ref={confirmation}
          className="my-pages__confirm"
          role="alertdialog"
          aria-labelledby="user-form-remove-last"
          tabIndex={-1}
        >
          <p id="user-form-remove-last">{t('users.remove_last_confirm')}</p>
          <div className="my-pages__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void send(undefined, grantsOf(props.customers, values))}
            >
              {t('users.remove_last_yes')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setConfirmingRemoval(false)
                submitButton.current?.focus()
              }}
            >
              {t('users.remove_last_no')}
            </button>
          </div>
        </div>
      )}
      <div className="my-pages__actions">
        <button
          ref={submitButton}
          type="submit"
          className="button button--primary"
          // Busy is said, not done by disabling: a disabled button would drop the keyboard's focus.
          disabled={!hydrated}
          aria-disabled={busy}
        >
          {props.submitLabel}
        </button>
        {props.children}
      </div>
    </form>
  )
}
