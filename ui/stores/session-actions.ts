import type { RpcInput, RpcOutput } from '../../server/rpc/shop-api.rpc'
import type { RootStore } from './root.store'

/** What the session's actions change: the stores that hold who acts, for whom, and what follows from it. */
type SessionActionsHost = Pick<
  RootStore,
  'api' | 'session' | 'frame' | 'cart' | 'checkout' | 'punchout' | 'navigation' | 'overlays'
>

/**
 * Who is logged in and for whom they act, as the shell changes it (shop-core §4 Authentication):
 * logging in and out, switching customer or project,
 * choosing an assortment. Each reads the frame again when the menu may have changed; what the router
 * does afterwards (go on, read the page again) is the component's.
 */
export class SessionActions {
  constructor(private readonly host: SessionActionsHost) {}

  /** Activates an invited account with the code from the mail and a new password, and logs in with it. */
  async activateAccount(activation: RpcInput<'activateAccount'>): Promise<void> {
    this.host.session.take(await this.host.api.activateAccount(activation))
  }

  /** Confirms a new e-mail address with the code sent to it. */
  async verifyEmail(code: string): Promise<void> {
    await this.host.api.verifyEmail({ code })
  }

  /** Asks for a code to set a new password with, sent to the user's e-mail. */
  async requestPasswordReset(username: string): Promise<void> {
    await this.host.api.requestPasswordReset({ username })
  }

  /** Sets a new password with the code from the mail. */
  async resetPassword(reset: RpcInput<'resetPassword'>): Promise<void> {
    await this.host.api.resetPassword(reset)
  }

  /** Saves the buyer's profile; the session is read again, for the name and defaults the header shows. */
  async saveProfile(profile: RpcInput<'saveProfile'>): Promise<void> {
    const { api, session } = this.host
    await api.saveProfile(profile)
    session.take(await api.session({}))
  }

  /** Changes the buyer's password; a new password the auth service refuses fails with its key. */
  changePassword(change: RpcInput<'changePassword'>): Promise<void> {
    return this.host.api.changePassword(change).then(() => undefined)
  }

  /**
   * Logs in. A login that needs a new password first answers so (result 2) and changes nothing; a
   * login leaves punch-out mode and reads the menu of the buyer's assortment. Failures are rethrown.
   */
  async logIn(credentials: RpcInput<'login'>, userAgent: string | undefined): Promise<RpcOutput<'login'>> {
    const { api, session, punchout, overlays, frame } = this.host
    const answer = await api.login(credentials)
    if (answer.result !== 1) return answer
    session.take(answer)
    punchout.end(userAgent)
    overlays.close()
    void frame.refreshFor(undefined, () => api.siteFrame({})).catch(() => undefined)
    return answer
  }

  /**
   * Logs out: the session ends here even when the call fails, and with it the cart, the refused
   * order lines, the page to go back to and punch-out mode; the menu becomes the whole range's.
   */
  async logOut(userAgent: string | undefined): Promise<void> {
    const { api, session, navigation, checkout, punchout, cart, overlays, frame } = this.host
    await api.logout({}).catch(() => undefined)
    session.clear()
    navigation.takeReturn()
    checkout.forgetRefusals()
    punchout.end(userAgent)
    cart.dispatch('LOGOUT')
    overlays.close()
    void frame.refreshFor(null, () => api.siteFrame({})).catch(() => undefined)
  }

  /**
   * Acts for another customer or project of the buyer's. Fails as the RPC does (a context not the
   * buyer's changes nothing). Answers the reading of the menu, which happens only when the new
   * context's assortment is another, so the page can be read again alongside it.
   */
  async switchContext(target: RpcInput<'switchContext'>): Promise<{ readonly menu: Promise<void> }> {
    const { api, session, checkout, overlays, frame } = this.host
    const { assortmentName, ...context } = await api.switchContext(target)
    session.actFor(context)
    checkout.forgetRefusals()
    overlays.close()
    // No assortment name is the whole range's menu.
    const menu = frame.refreshFor(assortmentName ?? null, () => api.siteFrame({})).catch(() => undefined)
    return { menu }
  }

  /** Browses another of the customer's assortments; the menu is read again. */
  async chooseAssortment(assortmentId: string): Promise<void> {
    await this.host.frame.chooseAssortment(assortmentId, this.host.api)
    this.host.overlays.close()
  }
}

/**
 * The session's actions for the root store `stores`. Made where they are used (the account and
 * project flyouts, the account pages), so that they load with those and not with every page.
 */
export const sessionActionsOf = (stores: SessionActionsHost) => new SessionActions(stores)
