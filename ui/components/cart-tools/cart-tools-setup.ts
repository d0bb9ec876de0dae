import { useEffect, useMemo, useState } from 'react'
import { type DeliveryMethodCode, methodForNewLines } from '@proffsbutik/core/domain'
import { ShopApiError } from '../../api-error'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { useStores } from '../../stores/stores-context'
import { cartToolsOf } from '../../stores/cart-tools-actions'

/** What the cart tools offer now: delivery methods to add to, and contexts to transfer from. */
export type CartToolsSetup = RpcOutput<'cartTools'>

/** A message for the buyer as the RPCs answer it: a catalog id and its values. */
export interface ToolMessage {
  readonly key: string
  readonly values?: Readonly<Record<string, string | number>>
  readonly severity: 'info' | 'warning' | 'error'
}

/** A failed call's catalog id: the server's key, or a try-again for anything else. */
export function failureKey(error: unknown): string {
  return error instanceof ShopApiError ? error.key : 'errors.try_again_later'
}

/** A failed call as a message. */
export function failureMessage(error: unknown): ToolMessage {
  return { key: failureKey(error), severity: 'error' }
}

/**
 * A tool form's problems and failure (useFormSubmission's catalog ids) as error messages, before
 * what its last call said. The tools say them in their alert region, not under a field, so the
 * focus stays where the buyer is.
 */
export function formMessages(
  problems: Readonly<Record<string, string>>,
  failure: string | null,
  said: readonly ToolMessage[],
): ToolMessage[] {
  return [
    ...Object.values(problems).map((key) => ({ key, severity: 'error' as const })),
    ...(failure ? [{ key: failure, severity: 'error' as const }] : []),
    ...said,
  ]
}

/**
 * The tools' setup for the context the buyer acts for: `initial` when a route loader read it, else
 * read once here (the cart page's loader is not ours) and again when the buyer switches context.
 */
export function useCartToolsSetup(initial: CartToolsSetup | undefined): {
  readonly setup: CartToolsSetup | undefined
  readonly problem: ToolMessage | null
} {
  const stores = useStores()
  const { session } = stores
  const cartActions = useMemo(() => cartToolsOf(stores), [stores])
  const key = session.contextKey
  const [loaded, setLoaded] = useState<{ key: string; setup: CartToolsSetup } | null>(null)
  const [problem, setProblem] = useState<ToolMessage | null>(null)
  useEffect(() => {
    if (initial) return
    let current = true
    cartActions.tools().then(
      (setup) => current && setLoaded({ key, setup }),
      (error: unknown) => current && setProblem(failureMessage(error)),
    )
    return () => {
      current = false
    }
  }, [cartActions, initial, key])
  return { setup: initial ?? (loaded?.key === key ? loaded.setup : undefined), problem }
}

/** The method new lines go to (methodForNewLines); none before the setup is read or when none is on offer. */
export function addMethod(chosen: string, setup: CartToolsSetup | undefined): DeliveryMethodCode | null {
  return (setup && methodForNewLines(setup.methods, setup.preferred, chosen)) ?? null
}

/** The name of a delivery method of the setup. */
export function methodName(setup: CartToolsSetup | undefined, code: string): string {
  return setup?.methods.find((method) => method.code === code)?.name ?? code
}
