/**
 * Reading what a parsed GraphQL request selects, for the limits the graphs put on one request
 * (services/catalogue/graph-limits.ts, services/content/graph-cost.ts): the operation that runs, the
 * fields of a selection set with fragments spread in, and how deep selections nest.
 */
import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql'

/** What one request selects. */
export interface Selections {
  /** The operation that runs: the one named, else the first. */
  readonly operation: OperationDefinitionNode | undefined
  /** The request's fragments by name. */
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>
  /** The fields of a selection set, inline fragments and fragment spreads spread in (each once per path). */
  fieldsOf(set: SelectionSetNode): FieldNode[]
  /** How deep selections nest below a set, counted up to `limit` + 1 (no deeper walk is needed). */
  depthOf(set: SelectionSetNode | undefined, limit: number): number
}

/** The selections of a parsed (and validated) request. */
export function selectionsOf(document: DocumentNode, operationName?: string | null): Selections {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  const operation =
    operations.find((o) => operationName == null || o.name?.value === operationName) ?? operations[0]

  const fieldsOf = (set: SelectionSetNode, seen: ReadonlySet<string> = new Set()): FieldNode[] =>
    set.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection]
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, seen)
      const name = selection.name.value
      const fragment = fragments.get(name)
      return fragment && !seen.has(name) ? fieldsOf(fragment.selectionSet, new Set([...seen, name])) : []
    })

  const depthOf = (set: SelectionSetNode | undefined, limit: number, depth = 0): number =>
    set === undefined || depth > limit
      ? depth
      : Math.max(depth, ...fieldsOf(set).map((field) => depthOf(field.selectionSet, limit, depth + 1)))

  return {
    operation,
    fragments,
    fieldsOf: (set) => fieldsOf(set),
    depthOf: (set, limit) => depthOf(set, limit),
  }
}

/** A field's argument as a number: its literal, or the variable bound to it; undefined when absent. */
export function numberArgument(
  field: FieldNode,
  name: string,
  variables: Readonly<Record<string, unknown>>,
): number | undefined {
  const value: ValueNode | undefined = field.arguments?.find(
    (argument) => argument.name.value === name,
  )?.value
  if (value === undefined) return undefined
  if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return Number(value.value)
  if (value.kind === Kind.VARIABLE) {
    const bound = variables[value.name.value]
    return typeof bound === 'number' ? bound : undefined
  }
  return undefined
}
