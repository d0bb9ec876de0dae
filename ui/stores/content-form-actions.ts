import type { RpcInput, ShopApi } from '../../server/rpc/shop-api.rpc'

/**
 * Sends the answers of a dynamic form of the content (content §5 Forms) with the root store's
 * ShopApi; a refusal names its issues. Its own module, so that it loads with the forms.
 */
export function sendContentForm(
  stores: { readonly api: ShopApi },
  input: RpcInput<'submitForm'>,
): Promise<void> {
  return stores.api.submitForm(input).then(() => undefined)
}
