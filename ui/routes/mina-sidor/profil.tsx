import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { deliveryMethodCodes, deliveryMethods, personProblems } from '@proffsbutik/core/domain'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { apiProblem } from '../../components/account-forms/api-problem'
import { FormProblem } from '../../components/account-forms/form-problem'
import { NewPasswordFields } from '../../components/account-forms/new-password-fields'
import { TextField } from '../../components/account-forms/text-field'
import { useHydrated } from '../../components/account-forms/use-hydrated'
import { newPasswordProblems } from '../../components/account-forms/validation'
import { useFormSubmission } from '../../components/forms/form-submission'
import { fieldProblemsOf } from '../../components/my-pages/field-problems'
import { SelectField } from '../../components/my-pages/select-field'
import { pageTitle } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { sessionActionsOf } from '../../stores/session-actions'

type Profile = RpcOutput<'myProfile'>

/** The profile form: name, e-mail, mobile number, preferred store and delivery method, default context. */
function ProfileForm({ profile }: { readonly profile: Profile }) {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const router = useRouter()
  const hydrated = useHydrated()
  const { user } = profile
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobileNumber: user.mobileNumber ?? '',
    preferredStore: user.preferredStore ?? '',
    preferredDeliveryMethod: user.preferredDeliveryMethod ?? user.defaultDeliveryMethod,
    defaultCustomerId: user.defaultCustomerId ?? '',
    defaultProjectId: user.defaultProjectId ?? '',
  })
  const { form, problems, failure, busy, clear, submit } = useFormSubmission()
  const [saved, setSaved] = useState(false)
  const customer = user.customers.find((c) => c.customerId === values.defaultCustomerId)

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((before) => ({
      ...before,
      [field]: value,
      // Another default customer: its projects differ.
      ...(field === 'defaultCustomerId' ? { defaultProjectId: '' } : {}),
    }))
    clear(field)
    setSaved(false)
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    setSaved(false)
    return submit(event, {
      check: () => personProblems(values),
      send: async () => {
        await sessionActionsOf(stores).saveProfile({
          ...values,
          preferredStore: values.preferredStore || null,
          preferredDeliveryMethod: values.preferredDeliveryMethod || null,
          defaultCustomerId: values.defaultCustomerId || null,
          defaultProjectId: values.defaultProjectId || null,
        })
        setSaved(true)
        void router.invalidate()
      },
    })
  }

  const text = (field: 'firstName' | 'lastName' | 'email' | 'mobileNumber') => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    problem: problems[field] ? t(problems[field]) : undefined,
  })

  return (
    <section className="my-pages__card" aria-labelledby="profile-details">
      <h2 id="profile-details">{t('profile.details')}</h2>
      <form
        ref={form}
        className="account-form my-pages__form"
        method="post"
        noValidate
        onSubmit={(e) => void save(e)}
      >
        <div className="my-pages__pair">
          <TextField
            {...text('firstName')}
            label={t('profile.first_name')}
            autoComplete="given-name"
            maxLength={100}
            required
          />
          <TextField
            {...text('lastName')}
            label={t('profile.last_name')}
            autoComplete="family-name"
            maxLength={100}
            required
          />
        </div>
        <TextField
          {...text('email')}
          label={t('profile.email')}
          hint={
            user.pendingEmail
              ? t('profile.email_pending', { email: user.pendingEmail })
              : user.isEmailVerified
                ? undefined
                : t('profile.email_unverified')
          }
          type="email"
          autoComplete="email"
          maxLength={200}
          required
        />
        <TextField
          {...text('mobileNumber')}
          label={t('profile.mobile')}
          hint={t('profile.mobile_hint')}
          type="tel"
          autoComplete="tel"
          maxLength={30}
        />
        <SelectField
          name="preferredStore"
          label={t('profile.preferred_store')}
          value={values.preferredStore}
          onChange={(event) => set('preferredStore')(event.target.value)}
          problem={problems['preferredStore'] ? t(problems['preferredStore']) : undefined}
        >
          <option value="">{t('profile.no_store')}</option>
          {(profile.stores ?? []).map((store) => (
            <option key={store.storeId} value={store.storeId}>
              {store.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="preferredDeliveryMethod"
          label={t('profile.preferred_delivery')}
          value={values.preferredDeliveryMethod}
          onChange={(event) => set('preferredDeliveryMethod')(event.target.value)}
          problem={problems['preferredDeliveryMethod'] ? t(problems['preferredDeliveryMethod']) : undefined}
        >
          {deliveryMethodCodes.map((code) => (
            <option key={code} value={code}>
              {deliveryMethods[code].name}
            </option>
          ))}
        </SelectField>
        <div className="my-pages__pair">
          <SelectField
            name="defaultCustomerId"
            label={t('profile.default_customer')}
            value={values.defaultCustomerId}
            onChange={(event) => set('defaultCustomerId')(event.target.value)}
            problem={problems['defaultCustomerId'] ? t(problems['defaultCustomerId']) : undefined}
          >
            {user.customers.map((c) => (
              <option key={c.customerId} value={c.customerId}>
                {c.customerName}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="defaultProjectId"
            label={t('profile.default_project')}
            value={values.defaultProjectId}
            onChange={(event) => set('defaultProjectId')(event.target.value)}
            problem={problems['defaultProjectId'] ? t(problems['defaultProjectId']) : undefined}
          >
            <option value="">{t('profile.no_project')}</option>
            {(customer?.projects ?? []).map((p) => (
              <option key={p.projectId} value={p.projectId}>
                {p.projectName}
              </option>
            ))}
          </SelectField>
        </div>
        {failure && <FormProblem messageKey={failure} />}
        <div role="status" className="my-pages__saved">
          {saved && t('profile.saved')}
        </div>
        {/* Busy is said, not done by disabling: a disabled button would drop the keyboard's focus. */}
        <button type="submit" className="button button--primary" disabled={!hydrated} aria-disabled={busy}>
          {t('profile.save')}
        </button>
      </form>
    </section>
  )
}

/** The password change: the current password, then a new one by the rule, twice. */
function PasswordForm({ username }: { readonly username: string }) {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const hydrated = useHydrated()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [repeated, setRepeated] = useState('')
  const { form, problems, failure, busy, clear, submit } = useFormSubmission()
  const [submitted, setSubmitted] = useState(false)
  const [done, setDone] = useState(false)

  const change = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true)
    setDone(false)
    return submit(event, {
      check: () => ({
        ...(current === '' ? { currentPassword: 'forms.current_password_required' } : {}),
        ...newPasswordProblems(password, repeated, username),
      }),
      send: async () => {
        await sessionActionsOf(stores).changePassword({ currentPassword: current, newPassword: password })
        setDone(true)
        setCurrent('')
        setPassword('')
        setRepeated('')
        setSubmitted(false)
      },
      // A new password the auth service refuses is the new password's problem.
      fieldsOf: (error) => {
        const problem = apiProblem(error)
        return problem.aboutPassword ? { newPassword: problem.key } : fieldProblemsOf(error)
      },
    })
  }

  return (
    <section className="my-pages__card" aria-labelledby="profile-password">
      <h2 id="profile-password">{t('profile.password_title')}</h2>
      <form
        ref={form}
        className="account-form my-pages__form"
        method="post"
        noValidate
        onSubmit={(e) => void change(e)}
      >
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          name="currentPassword"
          label={t('profile.current_password')}
          type="password"
          autoComplete="current-password"
          maxLength={200}
          required
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value)
            clear('currentPassword')
          }}
          problem={problems['currentPassword'] ? t(problems['currentPassword']) : undefined}
        />
        <NewPasswordFields
          username={username}
          password={password}
          repeated={repeated}
          onPassword={(value) => {
            setPassword(value)
            clear('newPassword')
          }}
          onRepeated={(value) => {
            setRepeated(value)
            clear('repeatPassword')
          }}
          problems={problems}
          submitted={submitted}
        />
        {failure && <FormProblem messageKey={failure} />}
        <div role="status" className="my-pages__saved">
          {done && t('profile.password_changed')}
        </div>
        {/* Busy is said, not done by disabling: a disabled button would drop the keyboard's focus. */}
        <button type="submit" className="button button--primary" disabled={!hydrated} aria-disabled={busy}>
          {t('profile.change_password')}
        </button>
      </form>
    </section>
  )
}

/** /mina-sidor/profil: the user's own details and password (login required). */
function ProfilePage() {
  const t = useT()
  const profile = Route.useLoaderData()
  return (
    <main className="page my-pages">
      <p className="my-pages__back">
        <Link to="/mina-sidor">{t('my_pages.title')}</Link>
      </p>
      <h1>{t('profile.title')}</h1>
      {profile.context && (
        <p>
          {t('account.acting_for')}{' '}
          {profile.context.projectName
            ? `${profile.context.customerName} / ${profile.context.projectName}`
            : profile.context.customerName}
        </p>
      )}
      <div className="my-pages__columns">
        <ProfileForm profile={profile} />
        <PasswordForm username={profile.user.username} />
      </div>
    </main>
  )
}

export const Route = createFileRoute('/mina-sidor/profil')({
  staticData: { requiresAuth: true },
  loader: ({ context }) => context.api.myProfile({}),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'profile.title') }] }),
  component: ProfilePage,
})
