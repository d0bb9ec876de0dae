import { brandProfiles } from '@proffsbutik/core/domain'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { accountFailures, apiProblem } from '../components/account-forms/api-problem'
import { FormProblem } from '../components/account-forms/form-problem'
import { NewPasswordFields } from '../components/account-forms/new-password-fields'
import { TextField } from '../components/account-forms/text-field'
import { useHydrated } from '../components/account-forms/use-hydrated'
import { useFormSubmission } from '../components/forms/form-submission'
import { newPasswordProblems, requiredProblems } from '../components/account-forms/validation'
import { useT } from '../i18n/use-t'
import { sessionActionsOf } from '../stores/session-actions'
import { pageTitle } from '../i18n/i18n'

/** The query of the page: `kod` when the user came by the link of an e-mail verification mail. */
interface ActivateSearch {
  readonly kod?: string
}

/**
 * /activate-user (shop-core §2, minimal layout): an invited user activates their account with the
 * username and one-time code of the invitation and a password of their own, shown against the
 * password requirements; activated, they are logged in and land on the start page. With `?kod=`
 * from an e-mail verification mail the page verifies the address instead (on a click, so that mail
 * scanners opening the link do not use the code up).
 */
export const Route = createFileRoute('/activate-user')({
  staticData: { layout: 'minimal' },
  validateSearch: (search: Record<string, unknown>): ActivateSearch =>
    // Undefined rather than left out: the router lays this over the raw search (a repeated ?kod=).
    ({ kod: typeof search['kod'] === 'string' && search['kod'] !== '' ? search['kod'] : undefined }),
  head: ({ match }) => ({
    meta: [
      {
        title: pageTitle(match, match.search.kod ? 'verify_email.title' : 'activate.title'),
      },
    ],
  }),
  component: ActivateUserPage,
})

function ActivateUserPage() {
  const { kod } = Route.useSearch()
  return <main className="page account-page">{kod ? <VerifyEmail code={kod} /> : <ActivateAccount />}</main>
}

function ActivateAccount() {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const { form, problems, failure, busy, clear, submit } = useFormSubmission()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [repeated, setRepeated] = useState('')
  const [submitted, setSubmitted] = useState(false)
  // Why the activation failed, when the server said (an active account is offered a new password).
  const [reason, setReason] = useState<string | undefined>()

  const activate = (event: FormEvent<HTMLFormElement>) => {
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    setSubmitted(true)
    return submit(event, {
      check: () => ({
        ...requiredProblems(
          { username, code },
          { username: 'account_forms.username_required', code: 'account_forms.code_required' },
        ),
        ...newPasswordProblems(password, repeated, username.trim()),
      }),
      send: async () => {
        await sessionActionsOf(stores).activateAccount({
          username: username.trim(),
          code: code.trim(),
          newPassword: password,
        })
        stores.flash.show('activate.welcome', 'success')
        await navigate({ to: '/' })
      },
      ...accountFailures(setReason),
    })
  }

  return (
    <section className="account-card" aria-labelledby="activate-title">
      <h1 id="activate-title">{t('activate.title')}</h1>
      <p className="account-card__intro">{t('activate.intro')}</p>
      <form ref={form} className="account-form" method="post" noValidate onSubmit={(e) => void activate(e)}>
        <TextField
          name="username"
          label={t('account.username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={100}
          required
          value={username}
          onChange={(event) => {
            setUsername(event.target.value)
            clear('username')
          }}
          problem={problems['username'] ? t(problems['username']) : undefined}
        />
        <TextField
          name="code"
          label={t('activate.code')}
          hint={t('activate.code_hint', { brand: brandProfiles[stores.brand].name })}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={200}
          required
          onChange={() => clear('code')}
          problem={problems['code'] ? t(problems['code']) : undefined}
        />
        <NewPasswordFields
          username={username.trim() || undefined}
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
        {failure && (
          <FormProblem messageKey={failure}>
            {reason === 'alreadyActive' && <Link to="/gloemt-loesenord">{t('forgot.title')}</Link>}
          </FormProblem>
        )}
        <button type="submit" className="button button--primary" disabled={!hydrated || busy}>
          {t('activate.submit')}
        </button>
      </form>
      <p className="account-card__aside">
        {t('activate.code_expired')} <Link to="/gloemt-loesenord">{t('activate.request_code')}</Link>
      </p>
    </section>
  )
}

function VerifyEmail({ code }: { readonly code: string }) {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const hydrated = useHydrated()
  const [done, setDone] = useState(false)
  const { failure, busy, submit } = useFormSubmission()

  const verify = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      send: async () => {
        await sessionActionsOf(stores).verifyEmail(code)
        setDone(true)
      },
      fieldsOf: () => ({}),
      messageOf: (error) => apiProblem(error).key,
    })

  return (
    <section className="account-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify_email.title')}</h1>
      {done ? (
        <div role="status" className="account-card__done">
          <p>{t('verify_email.done')}</p>
          <Link to="/">{t('account_forms.to_start')}</Link>
        </div>
      ) : (
        <>
          <p className="account-card__intro">{t('verify_email.intro')}</p>
          <form className="account-form" method="post" onSubmit={(e) => void verify(e)}>
            {failure && <FormProblem messageKey={failure} />}
            <button type="submit" className="button button--primary" disabled={!hydrated || busy}>
              {t('verify_email.submit')}
            </button>
          </form>
        </>
      )}
    </section>
  )
}
