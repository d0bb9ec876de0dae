/**
 * Parsed and validated GraphQL documents, kept by their text. A client asks the same few queries
 * over and over (the shop's getVariants, getCart, a content page's query), and parsing and validating
 * each again was a good part of a call's cost. Only valid documents are kept, at most `limit` of
 * them (the oldest goes first), so that a client sending ever new texts cannot grow the process.
 */
import { parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql'

/** A document that parsed and validated, or the errors that refused it. */
export type CheckedDocument =
  | { readonly ok: true; readonly document: DocumentNode }
  | { readonly ok: false; readonly stage: 'parse' | 'validate'; readonly errors: readonly GraphQLError[] }

/** A checker of query texts against `schema`, remembering the last `limit` valid ones. */
export function validDocuments(schema: GraphQLSchema, limit = 100): (query: string) => CheckedDocument {
  const kept = new Map<string, DocumentNode>()
  return (query) => {
    const known = kept.get(query)
    if (known) return { ok: true, document: known }
    let document: DocumentNode
    try {
      document = parse(query)
    } catch (error) {
      return { ok: false, stage: 'parse', errors: [error as GraphQLError] }
    }
    const invalid = validate(schema, document)
    if (invalid.length > 0) return { ok: false, stage: 'validate', errors: invalid }
    if (kept.size >= limit) kept.delete(kept.keys().next().value!)
    kept.set(query, document)
    return { ok: true, document }
  }
}
