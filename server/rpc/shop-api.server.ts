/**
 * The in-process ShopApi: each RPC of the table bound to its use case. SSR loaders call it directly;
 * `/rpc/<name>` calls it after decoding the browser's input.
 */
import type { Effect } from 'effect'
import { getDeliveryCalendar } from '../../core/usecases/delivery-calendar.usecase'
import { runUseCase, type RequestContext, type RequestServices } from '../context'
import type { RpcInput, RpcName, RpcOutput, ShopApi } from './shop-api.rpc'

type UseCases = {
  readonly [N in RpcName]: (input: RpcInput<N>) => Effect.Effect<RpcOutput<N>, unknown, RequestServices>
}

/** Which use case answers each RPC. */
export const useCases: UseCases = {
  deliveryCalendar: getDeliveryCalendar,
}

/** The ShopApi for one request, running use cases in this process. */
export function createServerApi(context: RequestContext): ShopApi {
  return {
    deliveryCalendar: (input) => runUseCase(useCases.deliveryCalendar(input), context),
  }
}
