/** One request to the commerce graph asks for so much and no more (issue 25, finding 5). */
import { parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness'
import { graphLimitProblem, MAX_DEPTH, MAX_ROOT_FIELDS, MAX_VARIANTS_PER_QUERY } from './graph-limits'

const numbers = (count: number, from = 1_000_001) =>
  Array.from({ length: count }, (_, n) => `"${from + n}"`).join(',')

describe('graphLimitProblem', () => {
  it('lets the shop’s own kinds of request through', () => {
    const listing = parse(`{ getVariants(articleNumbers: [${numbers(48)}]) {
      articleNumber name product { name breadcrumbParents { name slug } } price { __typename } } }`)
    expect(graphLimitProblem(listing)).toBeUndefined()
    const product = parse(`query P($a: [String!]!) { getVariants(articleNumbers: $a) {
      articleNumber relations { relationType variant { articleNumber name } } } }`)
    expect(graphLimitProblem(product, { a: ['1000001'] })).toBeUndefined()
  })

  it('counts the articles over every alias and fragment, literal or in a variable', () => {
    const aliases = parse(
      `{ ${Array.from({ length: 2 }, (_, n) => `a${n}: getVariants(articleNumbers: [${numbers(300)}]) { articleNumber }`).join(' ')} }`,
    )
    expect(graphLimitProblem(aliases)).toMatch(/At most 500 articleNumbers/)
    const variables = parse(
      'query Q($a: [String!]!, $b: [String!]!) { x: getVariants(articleNumbers: $a) { name } y: getVariants(articleNumbers: $b) { name } }',
    )
    const many = Array.from({ length: 260 }, (_, n) => String(1_000_001 + n))
    expect(graphLimitProblem(variables, { a: many, b: many })).toMatch(/asks for 520/)
    expect(graphLimitProblem(variables, { a: many, b: [] })).toBeUndefined()
  })

  it('refuses too many fields at the top, too deep a selection, or too costly a one', () => {
    const wide = parse(
      `{ ${Array.from({ length: MAX_ROOT_FIELDS + 1 }, (_, n) => `a${n}: getVariants(articleNumbers: ["1"]) { name }`).join(' ')} }`,
    )
    expect(graphLimitProblem(wide)).toMatch(/At most 10 fields at the top/)
    let nested = 'articleNumber'
    for (let level = 0; level < MAX_DEPTH; level++) nested = `relations { variant { ${nested} } }`
    expect(graphLimitProblem(parse(`{ getVariants(articleNumbers: ["1"]) { ${nested} } }`))).toMatch(/levels/)
    const costly = parse(`{ getVariants(articleNumbers: [${numbers(MAX_VARIANTS_PER_QUERY)}]) {
      relations { variant { relations { variant { name product { name } } } } } } }`)
    expect(graphLimitProblem(costly)).toMatch(/too much at once/)
  })
})

describe('the commerce graph over HTTP', () => {
  let harness: Harness
  beforeAll(async () => {
    harness = await startHarness()
  }, 60_000)
  afterAll(() => harness.stop())

  it('refuses the attack’s request at once, without resolving it (30 aliases × 469 articles, anonymous)', async () => {
    // The articles in one variable, named by 30 aliases: a 2 KB query that asked for 14,070 variants.
    const aliases = Array.from(
      { length: 30 },
      (_, n) => `a${n}: getVariants(articleNumbers: $a) { articleNumber name }`,
    )
    const response = await harness.call(null, 'POST', '/services/product/graphql', {
      query: `query Q($a: [String!]!) { ${aliases.join(' ')} }`,
      variables: { a: Array.from({ length: 469 }, (_, n) => String(1_000_001 + n)) },
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] }
    expect(body.errors[0]?.extensions.code).toBe('query_too_large')
    expect(JSON.stringify(body).length).toBeLessThan(1_000)
  })

  it('still answers a request within the limits', async () => {
    const response = await harness.call(null, 'POST', '/services/product/graphql', {
      query: `{ a: getVariants(articleNumbers: [${numbers(3)}]) { articleNumber } b: getVariants(articleNumbers: [${numbers(3, 1_000_010)}]) { name } }`,
    })
    expect(response.status).toBe(200)
  })
})
