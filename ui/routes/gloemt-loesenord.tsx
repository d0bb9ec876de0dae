import { createFileRoute, Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { accountFailures } from '../components/account-forms/api-problem'
import { FormProblem } from '../components/account-forms/form-problem'
import { NewPasswordFields } from '../components/account-forms/new-password-fields'
import { TextField } from '../components/account-forms/text-field'
import { useHydrated } from '../components/account-forms/use-hydrated'
import { useFormSubmission } from '../components/forms/form-submission'
import { newPasswordProblems, requiredProblems } from '../components/account-forms/validation'
import { useT } from '../i18n/use-t'
import { sessionActionsOf } from '../stores/session-actions'
import { pageTitle } from '../i18n/i18n'

/** The query of the page: `kod` when the user came by the link of the reset mail. */
interface ResetSearch {
  readonly kod?: string
}

/**
 * /gloemt-loesenord (shop-core §2, minimal layout): ask for a reset code by username or e-mail
 * address — answered with the same neutral text whether the account exists or not — and set a new
 * password with the code, from the mail's link (`?kod=`) or typed in.
 */
export const Route = createFileRoute('/gloemt-loesenord')({
  staticData: { layout: 'minimal' },
  validateSearch: (search: Record<string, unknown>): ResetSearch =>
    // Undefined rather than left out: the router lays this over the raw search (a repeated ?kod=).
    ({ kod: typeof search['kod'] === 'string' && search['kod'] !== '' ? search['kod'] : undefined }),
  head: ({ match }) => ({
    meta: [
      {
        title: pageTitle(match, match.search.kod ? 'reset.title' : 'forgot.title'),
      },
    ],
  }),
  component: ForgottenPasswordPage,
})

function ForgottenPasswordPage() {
  const { kod } = Route.useSearch()
  return (
    <main className="page account-page">
      {/* A new code in the address starts the reset afresh. */}
      {kod ? <ResetPassword key={kod} code={kod} /> : <RequestReset />}
    </main>
  )
}

function RequestReset() {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const hydrated = useHydrated()
  const { form, problems, failure, busy, clear, submit } = useFormSubmission()
  const [sent, setSent] = useState(false)
  const problem = problems['username']

  const request = (event: FormEvent<HTMLFormElement>) => {
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim()
    return submit(event, {
      check: () => requiredProblems({ username }, { username: 'forgot.identifier_required' }),
      send: async () => {
        await sessionActionsOf(stores).requestPasswordReset(username)
        setSent(true)
      },
      ...accountFailures(),
    })
  }

  if (sent)
    return (
      <>
        <section className="account-card" aria-labelledby="forgot-title">
          <h1 id="forgot-title">{t('forgot.title')}</h1>
          <p role="status" className="account-card__done">
            {t('forgot.sent')}
          </p>
        </section>
        <ResetPassword code={undefined} />
      </>
    )

  return (
    <section className="account-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      <p className="account-card__intro">{t('forgot.intro')}</p>
      <form ref={form} className="account-form" method="post" noValidate onSubmit={(e) => void request(e)}>
        <TextField
          name="username"
          label={t('forgot.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={200}
          required
          onChange={() => clear('username')}
          problem={problem ? t(problem) : undefined}
        />
        {failure && <FormProblem messageKey={failure} />}
        <button type="submit" className="button button--primary" disabled={!hydrated || busy}>
          {t('forgot.submit')}
        </button>
      </form>
    </section>
  )
}

/** Sets the new password; without a code from the address the code is typed in from the mail. */
function ResetPassword({ code: linkedCode }: { readonly code: string | undefined }) {
  const t = useT()
  const { stores } = Route.useRouteContext()
  const hydrated = useHydrated()
  const { form, problems, failure, busy, clear, submit } = useFormSubmission()
  const [password, setPassword] = useState('')
  const [repeated, setRepeated] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [done, setDone] = useState(false)
  // Why the reset failed, when the server said (an invalid code offers a new one).
  const [reason, setReason] = useState<string | undefined>()

  const reset = (event: FormEvent<HTMLFormElement>) => {
    const code = linkedCode ?? String(new FormData(event.currentTarget).get('code') ?? '')
    setSubmitted(true)
    return submit(event, {
      check: () => ({
        ...requiredProblems({ code }, { code: 'account_forms.code_required' }),
        ...newPasswordProblems(password, repeated),
      }),
      send: async () => {
        await sessionActionsOf(stores).resetPassword({ code: code.trim(), newPassword: password })
        setDone(true)
      },
      ...accountFailures(setReason),
    })
  }

  if (done)
    return (
      <section className="account-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.title')}</h1>
        <div role="status" className="account-card__done">
          <p>{t('reset.done')}</p>
          <Link to="/">{t('reset.to_login')}</Link>
        </div>
      </section>
    )

  const Heading = linkedCode ? 'h1' : 'h2'
  return (
    <section className="account-card" aria-labelledby="reset-title">
      <Heading id="reset-title">{linkedCode ? t('reset.title') : t('reset.with_code_title')}</Heading>
      <p className="account-card__intro">{linkedCode ? t('reset.intro') : t('reset.with_code_intro')}</p>
      <form ref={form} className="account-form" method="post" noValidate onSubmit={(e) => void reset(e)}>
        {linkedCode === undefined && (
          <TextField
            name="code"
            label={t('reset.code')}
            autoComplete="one-time-code"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={200}
            required
            onChange={() => clear('code')}
            problem={problems['code'] ? t(problems['code']) : undefined}
          />
        )}
        <NewPasswordFields
          username={undefined}
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
            {/* From a mail's link, a new code is asked for on this page without the link's code. */}
            {reason === 'invalidCode' && linkedCode !== undefined && (
              <Link to="/gloemt-loesenord" search={{}}>
                {t('reset.request_new_code')}
              </Link>
            )}
          </FormProblem>
        )}
        <button type="submit" className="button button--primary" disabled={!hydrated || busy}>
          {t('reset.submit')}
        </button>
      </form>
    </section>
  )
}
