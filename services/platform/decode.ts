/** Decoding of request bodies, queries and path parameters with effect/Schema; bad input is a 400. */
import { Result, Schema, SchemaIssue, SchemaTransformation } from 'effect'
import type { Context } from 'hono'
import { badRequest, type FieldIssue } from './service-error'

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

function issuesOf(error: Schema.SchemaError): FieldIssue[] {
  return formatter(error.issue).issues.map((issue) => ({
    field: (issue.path ?? [])
      .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.'),
    message: issue.message,
  }))
}

/** Paths of the strings holding a NUL character, which no text column can store. */
function nulIssues(value: unknown, path: string[] = []): FieldIssue[] {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? [{ field: path.join('.'), message: 'Text may not contain NUL characters' }]
      : []
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => nulIssues(item, [...path, String(index)]))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000')
        ? [{ field: [...path, key].join('.'), message: 'Keys may not contain NUL characters' }]
        : []),
      ...nulIssues(item, [...path, key]),
    ])
  }
  return []
}

/** The deepest nesting of arrays and objects a request may carry; no request of the services needs 10. */
export const MAX_INPUT_DEPTH = 32

/**
 * Refuses input nested deeper than MAX_INPUT_DEPTH (400), before anything walks it recursively:
 * thousands of levels would overflow the stack (a 500) in the checks below. Walked with a list,
 * not recursion, for the same reason.
 */
function assertShallow(input: unknown): void {
  const pending: [unknown, number][] = [[input, 0]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next
    if (value === null || typeof value !== 'object') continue
    if (depth >= MAX_INPUT_DEPTH)
      throw badRequest([{ field: '', message: `Nested more than ${MAX_INPUT_DEPTH} levels deep` }])
    for (const item of Array.isArray(value) ? value : Object.values(value)) pending.push([item, depth + 1])
  }
}

/** Decodes any value with a schema, or throws a 400 naming the fields. */
export function decodeOr400<S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  input: unknown,
): S['Type'] {
  assertShallow(input)
  const nul = nulIssues(input)
  if (nul.length > 0) throw badRequest(nul)
  const result = Schema.decodeUnknownResult(schema)(input, { errors: 'all', onExcessProperty: 'ignore' })
  if (Result.isFailure(result)) throw badRequest(issuesOf(result.failure))
  return result.success
}

/** Decodes the JSON body of a request. */
export async function decodeBody<S extends Schema.Top & { readonly DecodingServices: never }>(
  c: Context,
  schema: S,
): Promise<S['Type']> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest([{ field: '', message: 'The body is not JSON' }])
  }
  return decodeOr400(schema, body)
}

/** Decodes the query string (single values; repeated keys keep the first). */
export function decodeQuery<S extends Schema.Top & { readonly DecodingServices: never }>(
  c: Context,
  schema: S,
): S['Type'] {
  return decodeOr400(schema, c.req.query())
}

/** A query parameter holding a whole number, as text on the wire. */
export const IntFromString = Schema.NumberFromString.check(Schema.isInt())

/** A query flag written 1/0 or true/false. */
export const FlagFromString = Schema.Literals(['1', '0', 'true', 'false']).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({
      decode: (text: '1' | '0' | 'true' | 'false') => text === '1' || text === 'true',
      encode: (flag: boolean): '1' | '0' | 'true' | 'false' => (flag ? '1' : '0'),
    }),
  ),
)
