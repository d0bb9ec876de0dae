import { describe, expect, it } from 'vitest'
import { isUnresolvableLink, unresolvableIds, unresolvableMessage } from './unresolvable'

const graphError = (linkId: string) => ({
  message: `Link to entry "${linkId}" cannot be resolved`,
  extensions: { contentful: { code: 'UNRESOLVABLE_LINK', details: { linkType: 'Entry', linkId } } },
})
const deliveryError = (id: string) => ({
  sys: { id: 'notResolvable', type: 'error' },
  details: { type: 'Link', linkType: 'Asset', id },
})

describe('unresolvable content', () => {
  it('reads the ids from GraphQL and delivery errors alike, each once, other errors left out', () => {
    const other = { message: 'Unknown locale', extensions: { contentful: { code: 'UNKNOWN_LOCALE' } } }
    expect(unresolvableIds([graphError('a'), other, deliveryError('b'), graphError('a')])).toEqual(['a', 'b'])
    expect(isUnresolvableLink(graphError('a'))).toBe(true)
    expect(isUnresolvableLink(other)).toBe(false)
  })

  it('finds nothing in an answer without errors or with errors of another shape', () => {
    expect(unresolvableIds(undefined)).toEqual([])
    expect(unresolvableIds({ errors: 'x' })).toEqual([])
    expect(unresolvableIds([null, 'text', { sys: { id: 'notResolvable' } }])).toEqual([])
  })

  it('names the query and lists the ids in its message', () => {
    expect(unresolvableMessage('contentPage', ['a', 'b'])).toBe('Unresolvable content in contentPage: a, b')
  })
})
