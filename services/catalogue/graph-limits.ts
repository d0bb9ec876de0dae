/**
 * What one request to the commerce graph may ask for (issue 25: 30 aliases of getVariants × 469
 * articles, one anonymous 9 KB request, stalled the shop for 4–5 s and answered 2.1 MB):
 *
 * - at most MAX_ROOT_FIELDS fields at the top (aliases included) and MAX_DEPTH levels of selections;
 * - at most MAX_VARIANTS_PER_QUERY articles over the whole request, across aliases and fragments;
 * - a cost of at most MAX_COST: each variant asked for costs the fields selected under it, and each
 *   `relations` below a variant counts RELATIONS_FANOUT variants more.
 *
 * Checked on the parsed document before anything is resolved; a request over a limit is a 400
 * naming it.
 */
import { Kind, type DocumentNode, type FieldNode, type SelectionSetNode, type ValueNode } from 'graphql'
import { selectionsOf } from '../platform/graph-selections'

/** The most articles one request asks for, over all its getVariants. */
export const MAX_VARIANTS_PER_QUERY = 500
/** The most fields at the top of one operation, aliases included. */
export const MAX_ROOT_FIELDS = 10
/** The deepest nesting of selections. */
export const MAX_DEPTH = 8
/** The variants a `relations` field is counted as (a variant has a handful of related articles). */
export const RELATIONS_FANOUT = 10
/** The highest cost of one request: 500 variants with 40 fields each. */
export const MAX_COST = MAX_VARIANTS_PER_QUERY * 40

/** Why a request asks for too much, or undefined when it does not. */
export function graphLimitProblem(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> = {},
  operationName?: string,
): string | undefined {
  const { operation, fieldsOf, depthOf } = selectionsOf(document, operationName)
  if (!operation) return undefined

  /** What one item of a field's result costs: itself and what is selected under it. */
  const weightOf = (set: SelectionSetNode | undefined): number =>
    set === undefined
      ? 1
      : 1 +
        fieldsOf(set).reduce(
          (sum, field) =>
            sum + (field.name.value === 'relations' ? RELATIONS_FANOUT : 1) * weightOf(field.selectionSet),
          0,
        )

  const roots = fieldsOf(operation.selectionSet)
  if (roots.length > MAX_ROOT_FIELDS)
    return `At most ${MAX_ROOT_FIELDS} fields at the top of a request (aliases included); this one has ${roots.length}`
  if (depthOf(operation.selectionSet, MAX_DEPTH) > MAX_DEPTH)
    return `At most ${MAX_DEPTH} levels of selections`
  const variantFields = roots.filter((field) => field.name.value === 'getVariants')
  const articles = variantFields.reduce((sum, field) => sum + articleCount(field, variables), 0)
  if (articles > MAX_VARIANTS_PER_QUERY)
    return `At most ${MAX_VARIANTS_PER_QUERY} articleNumbers in one request, over all its getVariants; this one asks for ${articles}`
  const cost = variantFields.reduce(
    (sum, field) => sum + articleCount(field, variables) * weightOf(field.selectionSet),
    0,
  )
  if (cost > MAX_COST) return `The request asks for too much at once (cost ${cost}, at most ${MAX_COST})`
  return undefined
}

/** How many articles a getVariants field names, in its literal list or its variable. */
function articleCount(field: FieldNode, variables: Readonly<Record<string, unknown>>): number {
  const value = field.arguments?.find((argument) => argument.name.value === 'articleNumbers')?.value
  return value === undefined ? 0 : listLength(value, variables)
}

function listLength(value: ValueNode, variables: Readonly<Record<string, unknown>>): number {
  if (value.kind === Kind.LIST) return value.values.length
  if (value.kind === Kind.VARIABLE) {
    const bound = variables[value.name.value]
    return Array.isArray(bound) ? bound.length : bound === undefined || bound === null ? 0 : 1
  }
  // A single value stands for a list of one.
  return 1
}
