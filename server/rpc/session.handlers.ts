/** The use cases behind the session's RPCs (session.rpc.ts). */
import { Effect } from 'effect'
import { actFor, getDeliveryCalendar, logout, shellSession, signInToShell } from '@proffsbutik/core/usecases'
import type { Handlers } from './rpc-handlers'
import type { sessionRpcs } from './session.rpc'

/** Which use case answers each session RPC. */
export const sessionHandlers: Handlers<typeof sessionRpcs> = {
  deliveryCalendar: getDeliveryCalendar,
  login: signInToShell,
  session: () => shellSession,
  switchContext: ({ customerId, projectId }) => actFor(customerId, projectId),
  logout: () => Effect.as(logout, {}),
}
