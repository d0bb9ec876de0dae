import { describe, expect, it } from 'vitest'
import { messagesNamedIn, planCatalog } from './catalog-split'

const po = [
  'msgid ""\nmsgstr ""\n"Language: sv\\n"',
  '#. js-lingui-explicit-id\nmsgid "cart.title"\nmsgstr "Varukorg"',
  '#. js-lingui-explicit-id\nmsgid "cart.lines"\nmsgstr "{count, plural, one {# rad} other {# rader}}"',
  '#. js-lingui-explicit-id\nmsgid "errors.not_found"\nmsgstr "Hittades inte."',
  '#. js-lingui-explicit-id\nmsgid "unit.ST"\nmsgstr "st"',
  '#. js-lingui-explicit-id\nmsgid "orders.title"\nmsgstr "Orderhistorik"',
].join('\n\n')

const sources = [
  // A page: its texts are named only where they are translated.
  'export function Cart() { const t = useT(); return t(\'cart.title\') + t("cart.lines", { count }) }',
  // A failure key named as data (the core answers with it): it must be in the entry's catalog.
  "export const notFound = { message: 'errors.not_found' }",
  "export const shown = (key) => t(key) || t('errors.not_found')",
  // A key built at run time is never named whole.
  'export const unit = (code) => t(`unit.${code}`)',
]

describe('the catalog split', () => {
  const plan = planCatalog(po, sources)

  it('leaves in the entry what arrives by key or is built at run time, and what nothing names', () => {
    expect(Object.keys(plan.shell).sort()).toEqual(['errors.not_found', 'orders.title', 'unit.ST'])
  })

  it('lets the modules that translate a message carry it, compiled', () => {
    expect([...plan.carried.keys()].sort()).toEqual(['cart.lines', 'cart.title'])
    expect(plan.carried.get('cart.title')).toEqual(['Varukorg'])
    expect(plan.carried.get('cart.lines')).toEqual([
      ['count', 'plural', { one: ['#', ' rad'], other: ['#', ' rader'] }],
    ])
  })

  it("finds a module's own messages, in either quote style", () => {
    expect(Object.keys(messagesNamedIn(sources[0] ?? '', plan)).sort()).toEqual(['cart.lines', 'cart.title'])
    expect(messagesNamedIn(sources[2] ?? '', plan)).toEqual({})
  })
})
