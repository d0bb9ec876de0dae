import { buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { validDocuments } from './graph-documents'

const schema = buildSchema('type Query { a: Int, b: String }')

describe('validDocuments', () => {
  it('parses and validates a query once and answers the same document after', () => {
    const check = validDocuments(schema)
    const first = check('{ a }')
    const second = check('{ a }')
    expect(first.ok && second.ok && first.document === second.document).toBe(true)
  })

  it('refuses a text that does not parse, or does not fit the schema, every time, and keeps neither', () => {
    const check = validDocuments(schema)
    expect(check('{ a')).toMatchObject({ ok: false, stage: 'parse' })
    expect(check('{ c }')).toMatchObject({ ok: false, stage: 'validate' })
    expect(check('{ c }')).toMatchObject({ ok: false, stage: 'validate' })
  })

  it('keeps at most its limit, the oldest going first', () => {
    const check = validDocuments(schema, 2)
    const a = check('{ a }')
    check('{ b }')
    check('{ a b }')
    const again = check('{ a }')
    // Parsed anew: the first text had gone to make room.
    expect(a.ok && again.ok && a.document !== again.document).toBe(true)
  })
})
