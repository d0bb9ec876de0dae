/** The use case behind financial follow-up's RPC (finance.rpc.ts). */
import { actingFinancialFollowUp } from '@proffsbutik/core/usecases'
import type { financeRpcs } from './finance.rpc'
import type { Handlers } from './rpc-handlers'

/** Which use case answers each financial follow-up RPC. */
export const financeHandlers: Handlers<typeof financeRpcs> = {
  financialFollowUp: (query) => actingFinancialFollowUp(query),
}
