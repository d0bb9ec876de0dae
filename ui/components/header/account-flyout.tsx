import { brandProfiles } from '@proffsbutik/core/domain'
import { Link, useRouter } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { isDocumentPath } from '../../routing/notices'
import { useStores } from '../../stores/stores-context'
import { useFormSubmission } from '../forms/form-submission'
import { sessionActionsOf } from '../../stores/session-actions'

/** What a login that asks for a new password first says (with a link to set one). */
const NEW_PASSWORD_REQUIRED = 'login.new_password_required'

/** What a failed login says: wrong credentials, too many tries, or the failure's own key. */
function loginProblem(error: unknown): string {
  if (!(error instanceof ShopApiError)) return 'errors.unknown_error_occurred'
  if (error.tag === 'LoginInputMissing') return 'login.fill_in'
  if (error.details['reason'] === 'invalidCredentials') return 'login.invalid_credentials'
  if (error.details['reason'] === 'throttled') return 'login.throttled'
  return error.key
}

/**
 * The account flyout's contents: the login form for a visitor; for a buyer, My page, profile and
 * addresses, order history and financial follow-up where allowed, for an admin also user
 * administration, and logout. Loaded on first use (see lazy-panels.ts); the button is the account
 * menu's.
 */
export const AccountFlyout = observer(function AccountFlyout() {
  const t = useT()
  const stores = useStores()
  const { session, overlays, settings } = stores
  const sessionActions = sessionActionsOf(stores)
  const router = useRouter()
  const { form, failure: problem, busy, submit, setFailure } = useFormSubmission()

  const logIn = (event: FormEvent<HTMLFormElement>) => {
    const typed = new FormData(event.currentTarget)
    const credentials = {
      username: String(typed.get('username') ?? ''),
      password: String(typed.get('password') ?? ''),
    }
    return submit(event, {
      send: async () => {
        const answer = await sessionActions
          .logIn(credentials, navigator.userAgent)
          .catch((error: unknown) => {
            // No stores after login: logged out again, and home (shop-core §4).
            if (error instanceof ShopApiError && error.tag === 'NoStores') void router.navigate({ to: '/' })
            throw error
          })
        if (answer.result !== 1) return setFailure(NEW_PASSWORD_REQUIRED)
        // A visitor sent here from a login-only page goes on to it.
        const next = stores.navigation.takeReturn()
        if (next && !isDocumentPath(next)) {
          void router.navigate({ href: next })
          return
        }
        // Otherwise the page was a visitor's (no prices): read it again. A document link sent here
        // (an order's PDF) is opened by the browser; a spreadsheet downloads and leaves this page.
        void router.invalidate()
        if (next) window.location.assign(next)
      },
      fieldsOf: () => ({}),
      messageOf: loginProblem,
    })
  }

  async function logOut() {
    await sessionActions.logOut(navigator.userAgent)
    void router.invalidate()
  }

  if (session.status !== 'authenticated' || !session.user) {
    return (
      <form ref={form} className="login-form" onSubmit={(event) => void logIn(event)} noValidate>
        <h2>{t('account.log_in_title', { brand: brandProfiles[stores.brand].name })}</h2>
        <label>
          {t('account.username')}
          <input name="username" autoComplete="username" required />
        </label>
        <label>
          {t('account.password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {problem && (
          <p className="form-problem" role="alert">
            {t(problem)}{' '}
            {problem === NEW_PASSWORD_REQUIRED && (
              <Link to="/activate-user" onClick={() => overlays.close()}>
                {t('account.activate_link')}
              </Link>
            )}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('account.log_in')}
        </button>
        <Link to="/gloemt-loesenord" className="account-menu__link" onClick={() => overlays.close()}>
          {t('account.forgot_password')}
        </Link>
      </form>
    )
  }

  return (
    <>
      {problem && (
        <p className="form-problem" role="alert">
          {t(problem)}
        </p>
      )}
      <Link
        to="/mina-sidor/inkopslistor"
        search={{ offset: 0 }}
        className="account-menu__link"
        onClick={() => overlays.close()}
      >
        {t('lists.title')}
      </Link>
      {session.allows('EJ_ORDERHISTORIK') && (
        <Link to="/mina-sidor/ordrar" className="account-menu__link" onClick={() => overlays.close()}>
          {t('orders.title')}
        </Link>
      )}
      {session.allows('EJ_SE_EKONOMISK_UPPFÖLJNING') && session.allows('EJ_SE_PRISER') && (
        <Link to="/mina-sidor/ekonomi" className="account-menu__link" onClick={() => overlays.close()}>
          {t('finance.title')}
        </Link>
      )}
      {session.visitor.admin && settings.adminSiteUrl && (
        <Link to="/administration" className="account-menu__link">
          {t('account.admin_site')}
        </Link>
      )}
      <nav aria-label={t('my_pages.title')} className="account-menu__pages">
        <Link to="/mina-sidor" className="account-menu__link" onClick={() => overlays.close()}>
          {t('my_pages.title')}
        </Link>
        <Link to="/mina-sidor/profil" className="account-menu__link" onClick={() => overlays.close()}>
          {t('profile.title')}
        </Link>
        <Link
          to="/mina-sidor/adresser"
          search={{ sok: '' }}
          className="account-menu__link"
          onClick={() => overlays.close()}
        >
          {t('addresses.title')}
        </Link>
        {session.visitor.admin && (
          <Link
            to="/mina-sidor/anvandare"
            search={{ search: '', page: 1, inactive: false }}
            className="account-menu__link"
            onClick={() => overlays.close()}
          >
            {t('users.title')}
          </Link>
        )}
      </nav>
      <button type="button" className="button" onClick={() => void logOut()}>
        {t('account.log_out')}
      </button>
    </>
  )
})
