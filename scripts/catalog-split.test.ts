import { describe, expect, it } from 'vitest'
import { latePrefixes, messagesNamedIn, planCatalog } from './catalog-split'

const po = [
  'msgid ""\nmsgstr ""\n"Language: sv\\n"',
  '#. js-lingui-explicit-id\nmsgid "cart.title"\nmsgstr "Varukorg"',
  '#. js-lingui-explicit-id\nmsgid "cart.lines"\nmsgstr "{count, plural, one {# rad} other {# rader}}"',
  '#. js-lingui-explicit-id\nmsgid "errors.not_found"\nmsgstr "Hittades inte."',
  '#. js-lingui-explicit-id\nmsgid "unit.ST"\nmsgstr "st"',
  '#. js-lingui-explicit-id\nmsgid "orders.title"\nmsgstr "Orderhistorik"',
  '#. js-lingui-explicit-id\nmsgid "permission.ej_priser"\nmsgstr "Priser"',
].join('\n\n')

const sources = [
  // A page: its texts are written where they are translated.
  {
    path: 'ui/routes/cart.tsx',
    text: 'export function Cart() { const t = useT(); return t(\'cart.title\') + t("cart.lines", { count }) }',
  },
  // A key the UI hands from one module to another as data: it travels with the module that names it.
  {
    path: 'ui/components/permission-texts.ts',
    text: "export const texts = { EJ_SE_PRISER: 'permission.ej_priser' }",
  },
  // A failure key the core answers with: it may arrive by wire, so it is late (and carried where named).
  { path: 'core/domain/messages.ts', text: "export const notFound = { message: 'errors.not_found' }" },
  {
    path: 'ui/components/problem.tsx',
    text: "export const shown = (key) => t(key) || t('errors.not_found')",
  },
  // A key built at run time is never written whole.
  { path: 'ui/components/price-tag.tsx', text: 'export const unit = (code) => t(`unit.${code}`)' },
]

describe('the catalog split', () => {
  const plan = planCatalog(po, sources)

  it('leaves in the entry only what is built at run time or written nowhere', () => {
    expect(Object.keys(plan.shell).sort()).toEqual(['orders.title', 'unit.ST'])
  })

  it('lets every module that writes a message carry it, compiled, data included', () => {
    expect([...plan.carried.keys()].sort()).toEqual([
      'cart.lines',
      'cart.title',
      'errors.not_found',
      'permission.ej_priser',
    ])
    expect(plan.carried.get('cart.title')).toEqual(['Varukorg'])
    expect(plan.carried.get('cart.lines')).toEqual([
      ['count', 'plural', { one: ['#', ' rad'], other: ['#', ' rader'] }],
    ])
  })

  it('keeps what the core, the server or the services write in the late chunk too', () => {
    expect(Object.keys(plan.late)).toEqual(['errors.not_found'])
    expect(latePrefixes(plan)).toEqual(['errors'])
  })

  it("finds a module's own messages, in either quote style", () => {
    expect(Object.keys(messagesNamedIn(sources[0]?.text ?? '', plan)).sort()).toEqual([
      'cart.lines',
      'cart.title',
    ])
    expect(Object.keys(messagesNamedIn(sources[3]?.text ?? '', plan))).toEqual(['errors.not_found'])
    expect(messagesNamedIn(sources[4]?.text ?? '', plan)).toEqual({})
  })
})
