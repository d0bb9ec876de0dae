/**
 * Unresolvable content (content §8): links to entries or assets that are not published or are gone.
 * The answer is still used without them; outside development their ids are reported. GraphQL answers
 * name them in `errors[].extensions.contentful.details.linkId` (code UNRESOLVABLE_LINK), delivery
 * answers in `errors[].details.id` (sys.id notResolvable).
 */
import { type Effect, Option, Schema } from 'effect'

const GraphUnresolvable = Schema.Struct({
  extensions: Schema.Struct({
    contentful: Schema.Struct({
      code: Schema.Literal('UNRESOLVABLE_LINK'),
      details: Schema.optional(Schema.Struct({ linkId: Schema.String })),
    }),
  }),
})

const DeliveryUnresolvable = Schema.Struct({
  sys: Schema.Struct({ id: Schema.Literal('notResolvable') }),
  details: Schema.Struct({ id: Schema.String }),
})

/** Whether a GraphQL error is Contentful's unresolvable link (ignored: the rest of the answer is good). */
export const isUnresolvableLink = Schema.is(GraphUnresolvable)

const graphLinkId = Schema.decodeUnknownOption(GraphUnresolvable)
const deliveryLinkId = Schema.decodeUnknownOption(DeliveryUnresolvable)

/** The ids of the unresolvable links among an answer's errors, each once, in order. */
export function unresolvableIds(errors: unknown): readonly string[] {
  if (!Array.isArray(errors)) return []
  const ids = errors.flatMap((error: unknown) => {
    const graph = graphLinkId(error)
    if (Option.isSome(graph)) return graph.value.extensions.contentful.details?.linkId ?? []
    const delivery = deliveryLinkId(error)
    return Option.isSome(delivery) ? [delivery.value.details.id] : []
  })
  return [...new Set(ids)]
}

/** What to do with the unresolvable links of one answer (report them, outside development). */
export type OnUnresolvable = (operation: string, ids: readonly string[]) => Effect.Effect<void>

/** The report's message: the spec asks for one listing the ids. */
export const unresolvableMessage = (operation: string, ids: readonly string[]): string =>
  `Unresolvable content in ${operation}: ${ids.join(', ')}`
