import type { RpcInput, ShopApi } from '../../server/rpc/shop-api.rpc'

/**
 * What a buyer changes on My pages (shop-core §4 My pages): the customer's saved addresses, the
 * users an admin administers, and the mails about an order (its documents, an inquiry). Each is one
 * ShopApi call; failures are rethrown with the spec's key (and the fields they are about) for the
 * form to show.
 */
export class MyPagesActions {
  constructor(private readonly host: { readonly api: ShopApi }) {}

  private get api() {
    return this.host.api
  }

  /** Saves a new address (no id) or changes one; read-only addresses are refused. */
  async saveAddress(address: RpcInput<'saveMyAddress'>): Promise<void> {
    await this.api.saveMyAddress(address)
  }

  /** Deletes a saved address; read-only addresses are refused. */
  async deleteAddress(addressId: string): Promise<void> {
    await this.api.deleteMyAddress({ addressId })
  }

  /** Invites a new user with rights in the admin's customers; answers the new user's id. */
  async inviteUser(invitation: RpcInput<'inviteUser'>): Promise<string> {
    return (await this.api.inviteUser(invitation)).userId
  }

  /** Changes a user's details and rights in the admin's customers. */
  async changeUser(change: RpcInput<'changeUser'>): Promise<void> {
    await this.api.changeUser(change)
  }

  /** Sends a user who has not logged in yet a new invitation. */
  async reinviteUser(userId: string): Promise<void> {
    await this.api.reinviteUser({ userId })
  }

  /** Lets a user log in again, or stops them. */
  async setUserActive(userId: string, active: boolean): Promise<void> {
    await this.api.setUserActive({ userId, active })
  }

  /** Mails an order's documents to the buyer, with a message; answers where they went. */
  emailOrderDocuments(mail: RpcInput<'emailOrderDocuments'>) {
    return this.api.emailOrderDocuments(mail)
  }

  /** Sends customer service a question about an order. */
  async sendOrderInquiry(inquiry: RpcInput<'sendOrderInquiry'>): Promise<void> {
    await this.api.sendOrderInquiry(inquiry)
  }
}

/** The actions for the root store `stores`, made where they are used (the My pages forms): they load with those. */
export const myPagesOf = (stores: { readonly api: ShopApi }) => new MyPagesActions(stores)
