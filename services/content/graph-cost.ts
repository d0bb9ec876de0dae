/**
 * How much one request to the content graph may ask for, in Contentful's terms: the complexity of a
 * query is the most entries it can return — a collection counts its `limit` (100 when not given)
 * times what each of its items selects, a single link counts one, and an item of a union (a page's
 * sections) counts as its costliest member. Above MAX_QUERY_COMPLEXITY the request is refused before
 * anything is resolved, with Contentful's TOO_COMPLEX_QUERY (issue 25: one anonymous request must
 * not stall the shop; the commerce graph has its own limits).
 */
import { Kind, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql'
import { numberArgument, selectionsOf } from '../platform/graph-selections'

/** Contentful's highest query complexity. */
export const MAX_QUERY_COMPLEXITY = 11_000

/** A collection's `limit` when the query gives none (the schema's default). */
const DEFAULT_LIMIT = 100

/** The most entries a request can return (its complexity). */
export function queryComplexity(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> = {},
  operationName?: string | null,
): number {
  const { operation, fragments } = selectionsOf(document, operationName)

  /** The fields of a set by the type they apply to ('' for every type), fragments spread in once per path. */
  const fieldsByType = (
    set: SelectionSetNode,
    type: string,
    into: Map<string, FieldNode[]>,
    seen: ReadonlySet<string>,
  ): Map<string, FieldNode[]> => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) into.set(type, [...(into.get(type) ?? []), selection])
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        fieldsByType(selection.selectionSet, selection.typeCondition?.name.value ?? type, into, seen)
      else {
        const fragment = fragments.get(selection.name.value)
        if (fragment && !seen.has(fragment.name.value))
          fieldsByType(
            fragment.selectionSet,
            fragment.typeCondition.name.value,
            into,
            new Set([...seen, fragment.name.value]),
          )
      }
    }
    return into
  }

  const fieldEntries = (field: FieldNode): number => {
    if (field.selectionSet === undefined) return 0
    if (!field.name.value.endsWith('Collection')) return 1 + entries(field.selectionSet)
    // Each of up to `limit` items is one entry and what it selects (`items` counts as that one).
    const limit = numberArgument(field, 'limit', variables) ?? DEFAULT_LIMIT
    return Math.max(0, limit) * Math.max(1, entries(field.selectionSet))
  }
  const sum = (fields: readonly FieldNode[] = []) =>
    fields.reduce((total, field) => total + fieldEntries(field), 0)
  const entries = (set: SelectionSetNode): number => {
    const { '': common, ...members } = Object.fromEntries(fieldsByType(set, '', new Map(), new Set()))
    return sum(common) + Math.max(0, ...Object.values(members).map(sum))
  }
  return operation ? entries(operation.selectionSet) : 0
}
