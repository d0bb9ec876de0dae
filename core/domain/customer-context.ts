/** The customer and project a buyer acts for (shop-core §1, §3). */
export interface CustomerContext {
  readonly customerId: string
  readonly customerName?: string
  readonly projectId?: string
  readonly projectName?: string
}

/** "customer / project", or only the one that is there; empty when neither name is known. */
export function contextDisplayName(context: Pick<CustomerContext, 'customerName' | 'projectName'>): string {
  return [context.customerName, context.projectName]
    .filter((name) => name !== undefined && name.trim() !== '')
    .join(' / ')
}
