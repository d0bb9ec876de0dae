/**
 * `POST /rpc/<name>`: decodes the browser's input with the RPC's Schema, runs the use case and
 * encodes its output. Unknown names answer 404; bad input answers 400 naming the field.
 */
import { Result, Schema, SchemaIssue } from 'effect'
import { Hono } from 'hono'
import type { RequestContext } from '../context'
import { runUseCase } from '../context'
import { shopApiDefinitions, type RpcName } from './shop-api.rpc'
import { useCases } from './shop-api.server'

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

const isRpcName = (name: string): name is RpcName => Object.hasOwn(shopApiDefinitions, name)

/** The error body every failed RPC answers with. */
export interface RpcErrorBody {
  readonly error: { readonly key: string; readonly issues?: readonly { path: string; message: string }[] }
}

/** Mounts the RPC endpoint; `contextFor` builds the request context. */
export function rpcRoutes(contextFor: (request: Request) => RequestContext): Hono {
  return new Hono().post('/rpc/:name', async (c) => {
    const name = c.req.param('name')
    if (!isRpcName(name)) return c.json<RpcErrorBody>({ error: { key: 'errors.not_found' } }, 404)
    const definition = shopApiDefinitions[name]
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return c.json<RpcErrorBody>(
        { error: { key: 'errors.bad_request', issues: [{ path: '', message: 'Body is not JSON' }] } },
        400,
      )
    }
    const input = Schema.decodeUnknownResult(definition.input)(body, { errors: 'all' })
    if (Result.isFailure(input)) {
      const issues = formatIssues(input.failure.issue).issues.map((issue) => ({
        path: (issue.path ?? [])
          .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
          .join('.'),
        message: issue.message,
      }))
      return c.json<RpcErrorBody>({ error: { key: 'errors.bad_request', issues } }, 400)
    }
    try {
      const output = await runUseCase(useCases[name](input.success), contextFor(c.req.raw))
      return c.json(Schema.encodeSync(definition.output)(output))
    } catch (error) {
      console.error(`rpc ${name} failed`, error)
      return c.json<RpcErrorBody>({ error: { key: 'errors.internal_server_error' } }, 500)
    }
  })
}
