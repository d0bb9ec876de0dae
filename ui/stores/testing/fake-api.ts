import type { ShopApi } from '../../api'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import type { CartView } from '../cart.store'

/** An answer of the fake API: what one call answers, given its input. */
type Answer = (input: unknown) => Promise<unknown>

/**
 * A ShopApi for store tests: answers the calls named in `answers` and records each as
 * `[name, input]` in `asked`; any other call fails, so a test sees every call a store makes.
 */
export function fakeApi(asked: unknown[], answers: Record<string, Answer> = {}): ShopApi {
  return new Proxy({} as ShopApi, {
    get: (_, name) => {
      const answer = answers[String(name)]
      return answer
        ? (input: unknown) => (asked.push([name, input]), answer(input))
        : () => Promise.reject(new Error(`${String(name)} was called`))
    },
  })
}

/** The session of anna.berg acting for customer C100 (and project `projectId`), as the session RPC answers it. */
export const annaActingFor = (projectId?: string): RpcOutput<'session'> => ({
  result: 1,
  user: {
    userId: 'U1',
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna@x.se',
    roles: ['USER'],
    defaultDeliveryMethod: 'DBI',
    customers: [],
  },
  context: {
    customerId: 'C100',
    customerName: 'Rörbolaget',
    ...(projectId ? { projectId } : {}),
    permissionDenies: [],
  },
})

/** A cart with `lineCount` lines and no deliveries, as the cart RPCs answer it. */
export const cartWith = (lineCount: number): CartView => ({
  cartId: 'K1',
  lineCount,
  total: 0,
  needsAction: false,
  issues: {},
  mayOrder: true,
  methods: [],
  handBackBlockers: [],
  deliveries: [],
})
