/**
 * The GraphQL Content API of the space: the root fields of every content type, assets and entries,
 * and the run of one request with Contentful's answers — 400 for syntax and validation errors, the
 * request's own status for failures of the whole request (a preview without the preview token),
 * and 200 with the data beside per-field errors (UNRESOLVABLE_LINK, UNKNOWN_LOCALE, NOT_FOUND).
 */
import { execute, GraphQLError, type ExecutionResult } from 'graphql'
import { validDocuments } from '../platform/graph-documents'
import { contentTypes, graphTypeName, type ContentTypeDef } from './content-model'
import { contentSchema } from './graph-schema'
import { MAX_QUERY_COMPLEXITY, queryComplexity } from './graph-cost'
import {
  assetView,
  checkLocale,
  collectionOf,
  ContentRequestFailure,
  contentfulError,
  entryView,
  snapshotFor,
  type CollectionArgs,
  type GraphScope,
} from './graph-views'
import { assetOrderValue, assetPasses, entryOrderValue, entryPasses, sortByOrder } from './graph-where'

const schema = contentSchema(contentTypes)

interface SingleArgs {
  readonly id: string
  readonly preview?: boolean | null
  readonly locale?: string | null
}

interface QueryArgs extends CollectionArgs {
  readonly where?: unknown
  readonly order?: unknown
}

type RootField = (args: never, scope: GraphScope) => unknown

function typeRoot(type: ContentTypeDef): Record<string, RootField> {
  return {
    [type.id]: (args: SingleArgs, scope: GraphScope) => {
      checkLocale(scope, args.locale)
      const snap = snapshotFor(scope, args.preview, false)
      const entry = snap.entry(args.id)
      if (!entry || entry.contentType.id !== type.id) {
        throw contentfulError(
          scope,
          'NOT_FOUND',
          `Query execution error. Requested ${graphTypeName(type.id)} entry not found`,
          { type: graphTypeName(type.id), id: args.id },
        )
      }
      return entryView(scope, snap, entry)
    },
    [`${type.id}Collection`]: (args: QueryArgs, scope: GraphScope) => {
      checkLocale(scope, args.locale)
      const snap = snapshotFor(scope, args.preview, false)
      const found = snap.entries(type.id).filter((e) => entryPasses(e, args.where, type))
      return collectionOf(sortByOrder(found, args.order, entryOrderValue), args, (e) =>
        entryView(scope, snap, e),
      )
    },
  }
}

const rootValue: Record<string, RootField> = {
  asset: (args: SingleArgs, scope: GraphScope) => {
    checkLocale(scope, args.locale)
    const snap = snapshotFor(scope, args.preview, false)
    const asset = snap.asset(args.id)
    if (!asset) {
      throw contentfulError(scope, 'NOT_FOUND', 'Query execution error. Requested Asset not found', {
        type: 'Asset',
        id: args.id,
      })
    }
    return assetView(scope, snap, asset)
  },
  assetCollection: (args: QueryArgs, scope: GraphScope) => {
    checkLocale(scope, args.locale)
    const snap = snapshotFor(scope, args.preview, false)
    const found = snap.assets().filter((a) => assetPasses(a, args.where))
    return collectionOf(sortByOrder(found, args.order, assetOrderValue), args, (a) =>
      assetView(scope, snap, a),
    )
  },
  entryCollection: (args: QueryArgs, scope: GraphScope) => {
    checkLocale(scope, args.locale)
    const snap = snapshotFor(scope, args.preview, false)
    const found = snap.entries().filter((e) => entryPasses(e, args.where))
    return collectionOf(sortByOrder(found, args.order, entryOrderValue), args, (e) =>
      entryView(scope, snap, e),
    )
  },
  ...Object.assign({}, ...contentTypes.map(typeRoot)),
}

/** A GraphQL request after its body was decoded. */
export interface GraphRequest {
  readonly query: string
  readonly variables?: Record<string, unknown> | undefined
  readonly operationName?: string | undefined
}

/** A GraphQL answer and its HTTP status. */
export interface GraphAnswer {
  readonly status: 200 | 400 | 401 | 404
  readonly body: ExecutionResult
}

/** An answer of one Contentful error and no data. */
export function failedAnswer(
  status: GraphAnswer['status'],
  code: string,
  message: string,
  requestId: string,
): GraphAnswer {
  return {
    status,
    body: { errors: [new GraphQLError(message, { extensions: { contentful: { code, requestId } } })] },
  }
}

const withCode = (errors: readonly GraphQLError[], code: string, requestId: string) =>
  errors.map(
    (e) =>
      new GraphQLError(e.message, {
        nodes: e.nodes,
        source: e.source,
        positions: e.positions,
        extensions: { contentful: { code, requestId } },
      }),
  )

/** Runs one GraphQL request against the space. Anything but a Contentful-shaped failure is a defect (500). */
/** The queries clients ask, parsed and validated once each (platform/graph-documents.ts). */
const checkDocument = validDocuments(schema)

export async function runContentGraph(scope: GraphScope, request: GraphRequest): Promise<GraphAnswer> {
  const checked = checkDocument(request.query)
  if (!checked.ok) {
    const code = checked.stage === 'parse' ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED'
    return { status: 400, body: { errors: withCode(checked.errors, code, scope.requestId) } }
  }
  const { document } = checked
  const complexity = queryComplexity(document, request.variables ?? {}, request.operationName)
  if (complexity > MAX_QUERY_COMPLEXITY)
    return failedAnswer(
      400,
      'TOO_COMPLEX_QUERY',
      `Query cannot be executed. The maximum allowed complexity for a query is ${MAX_QUERY_COMPLEXITY} but it was ${complexity}. Simplify the query e.g. by setting lower limits for collections.`,
      scope.requestId,
    )
  const result = await execute({
    schema,
    document,
    rootValue,
    contextValue: scope,
    variableValues: request.variables ?? null,
    operationName: request.operationName ?? null,
  })
  const errors = result.errors ?? []
  const failure = errors.map((e) => e.originalError).find((e) => e instanceof ContentRequestFailure)
  if (failure instanceof ContentRequestFailure) {
    return failedAnswer(failure.status, failure.code, failure.message, scope.requestId)
  }
  const defect = errors.find((e) => e.originalError && !(e.originalError instanceof GraphQLError))
  if (defect) throw defect.originalError
  if (result.data === undefined || result.data === null) {
    // Variables that do not fit their types, or an operation name the document lacks.
    return { status: 400, body: { errors: withCode(errors, 'GRAPHQL_VALIDATION_FAILED', scope.requestId) } }
  }
  return { status: 200, body: result }
}
