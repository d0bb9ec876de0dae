import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useState, type FormEvent } from 'react'
import { useHydrated } from '../components/account-forms/use-hydrated'
import { useFormSubmission } from '../components/forms/form-submission'
import { failureKeyOf } from '../api-error'
import { pageTitle } from '../i18n/i18n'
import { useT } from '../i18n/use-t'
import { ociLineOf } from '@proffsbutik/core/domain'
import { useStores } from '../stores/stores-context'
import { cartToolsOf } from '../stores/cart-tools-actions'
import type { RpcOutput } from '../../server/rpc/shop-api.rpc'

type Field = readonly [name: string, value: string]

/** The fields by line: the procurement system's own (its hook's parameters, ~OkCode) first, then each line with its long text. */
function groupByLine(fields: readonly Field[]): { line: number | null; fields: Field[] }[] {
  const groups = new Map<number | null, Field[]>([[null, []]])
  for (const field of fields) {
    const line = ociLineOf(field[0])?.line ?? null
    const group = groups.get(line) ?? []
    group.push(field)
    groups.set(line, group)
  }
  return [...groups].filter(([, group]) => group.length > 0).map(([line, group]) => ({ line, fields: group }))
}

/** Whether posting into `target` replaces this page (then nothing after the post can be relied on). */
function leavesThisPage(target: string): boolean {
  const name = target.toLowerCase()
  if (name === '' || name === '_self') return true
  if (name === '_top') return window.top === window
  if (name === '_parent') return window.parent === window
  return false
}

/** The browser refused to post the hand-back (the page's policy): nothing went, and the cart stays. */
class HandBackNotSent extends Error {}

/** How long the browser has to refuse a post before it counts as gone (a refusal comes within a task or two). */
const REFUSAL_WAIT_MS = 300

/**
 * Posts the hand-back form, and calls `gone` once it has gone: as the page starts to be replaced
 * (pagehide, where a keepalive call still goes out), or when the browser has had a moment to
 * refuse it and did not (a frame target, which leaves this page). A refusal — a
 * securitypolicyviolation of form-action — rejects with HandBackNotSent and `gone` is never called.
 */
function postHandBack(form: HTMLFormElement, gone: () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (refused: boolean) => {
      clearTimeout(timer)
      document.removeEventListener('securitypolicyviolation', onRefusal)
      window.removeEventListener('pagehide', onGone)
      if (refused) return reject(new HandBackNotSent())
      gone()
      resolve()
    }
    const onRefusal = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'form-action') settle(true)
    }
    const onGone = () => settle(false)
    document.addEventListener('securitypolicyviolation', onRefusal)
    window.addEventListener('pagehide', onGone)
    const timer = setTimeout(onGone, REFUSAL_WAIT_MS)
    form.submit()
  })
}

/** The lines that stop the hand-back, as the RPC names them. */
type BlockingLine = Extract<RpcOutput<'punchoutForm'>, { handBack: 'refused' }>['lines'][number]

/**
 * What the procurement system gets for a cart with lines priced on request (or without a price):
 * nothing, and why — the lines, by article number, name and delivery — and what the buyer can do.
 * The rule is core/domain/oci-export.ts handBackBlockers (docs/adr/0022-one-price-model.md).
 */
function RefusedPreview({ lines }: { lines: readonly BlockingLine[] }) {
  const t = useT()
  const count = lines.length
  const priced = lines.filter((line) => line.reason !== 'quantityDecimals').length
  return (
    <main className="page punchout-page">
      <h1>{t('punchout.preview.title')}</h1>
      <div className="form-problem" role="alert" data-testid="punchout-refused">
        <p>{t('punchout.refused.nothing_sent', { count })}</p>
      </div>
      <div className="punchout-page__scroll">
        <table className="punchout-fields punchout-blocking" data-testid="punchout-blocking-lines">
          <caption>{t('punchout.refused.lines', { count })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('punchout.refused.article_number')}</th>
              <th scope="col">{t('punchout.refused.article')}</th>
              <th scope="col">{t('punchout.refused.delivery')}</th>
              <th scope="col">{t('punchout.refused.price')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${index}-${line.articleNumber}`} data-article={line.articleNumber}>
                <th scope="row" data-label={t('punchout.refused.article_number')}>
                  {line.articleNumber}
                </th>
                <td data-label={t('punchout.refused.article')}>{line.name}</td>
                <td data-label={t('punchout.refused.delivery')}>{line.deliveryName}</td>
                <td data-label={t('punchout.refused.price')}>
                  {line.reason === 'onRequest'
                    ? t('price.ask_for_price')
                    : line.reason === 'noPrice'
                      ? t('punchout.refused.no_price')
                      : t('punchout.refused.quantity_decimals')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {priced > 0 && <p>{t('punchout.refused.what_to_do', { count: priced })}</p>}
      {priced < count && <p>{t('punchout.refused.quantity_what_to_do')}</p>}
      <Link to="/cart" className="button button--primary">
        {t('checkout.back_to_cart')}
      </Link>
    </main>
  )
}

/**
 * The OCI preview (shop-core §4 Punch-out return): every field the procurement system will get,
 * exactly as it is posted, and the button that posts it to HOOK_URL — then the cart is deleted and
 * read again. A failure shows errors.internal_server_error.
 */
const TransferPage = observer(function TransferPage() {
  const t = useT()
  const answer = Route.useLoaderData()
  const stores = useStores()
  const { flash } = stores
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const { busy, submit } = useFormSubmission()
  // The post is replacing this page: the button stays off until it has gone.
  const [leaving, setLeaving] = useState(false)

  if (!answer.ok) {
    return (
      <main className="page punchout-page">
        <h1>{t('punchout.preview.title')}</h1>
        <p className="form-problem" role="alert">
          {t(answer.key)}
        </p>
        <Link to="/cart" className="button">
          {t('checkout.back_to_cart')}
        </Link>
      </main>
    )
  }
  if (answer.preview.handBack === 'refused') return <RefusedPreview lines={answer.preview.lines} />
  const { form, cartId, cartItemIds } = answer.preview
  const lines = groupByLine(form.fields)
  const lineCount = lines.filter((group) => group.line !== null).length

  async function transfer(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget
    const outcome = await submit(event, {
      // shop-core §4: the form is posted first (at once, in the buyer's click); once it has gone,
      // the handed-back lines leave the cart and it is read again. A post the browser refuses
      // leaves the cart as it is.
      send: async () => {
        const leaving = leavesThisPage(form.target)
        let finished: Promise<void> | undefined
        await postHandBack(element, () => {
          finished = cartToolsOf(stores).finishPunchout(cartId, cartItemIds, leaving)
        })
        await finished
        if (leaving) setLeaving(true)
        else await navigate({ to: '/cart' })
      },
      fieldsOf: () => ({}),
      messageOf: (error) =>
        error instanceof HandBackNotSent ? 'errors.punchout.not_sent' : 'errors.internal_server_error',
    })
    // The page's flash says a failure: the form has no place for a message of its own.
    if (outcome.kind === 'failed') flash.show(outcome.message, 'error')
  }

  return (
    <main className="page punchout-page">
      <h1>{t('punchout.preview.title')}</h1>
      <p className="lead">{t('punchout.preview.intro', { count: lineCount })}</p>
      <p className="punchout-page__target">
        {t('punchout.preview.address')} <code data-testid="punchout-action">{form.action}</code>{' '}
        <span className="punchout-page__charset">({form.charset})</span>
      </p>
      <form
        method="post"
        action={form.action}
        target={form.target}
        acceptCharset={form.charset}
        onSubmit={(event) => void transfer(event)}
        className="punchout-page__form"
      >
        {form.fields.map(([name, value], index) => (
          <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
        ))}
        <div className="punchout-page__actions">
          <button type="submit" className="button button--primary" disabled={!hydrated || busy || leaving}>
            {t('punchout.preview.confirm')}
          </button>
          <Link to="/cart" className="link-button">
            {t('checkout.back_to_cart')}
          </Link>
        </div>
      </form>
      <div className="punchout-page__scroll">
        <table className="punchout-fields" data-testid="oci-preview">
          <caption>{t('punchout.preview.fields')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('punchout.preview.field')}</th>
              <th scope="col">{t('punchout.preview.value')}</th>
            </tr>
          </thead>
          {lines.map((group) => (
            <tbody key={group.line ?? 'hook'}>
              <tr className="punchout-fields__group">
                <th scope="rowgroup" colSpan={2}>
                  {group.line === null
                    ? t('punchout.preview.system_fields')
                    : t('punchout.preview.line', { line: group.line })}
                </th>
              </tr>
              {group.fields.map(([name, value], index) => (
                <tr key={`${index}-${name}`}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </main>
  )
})

/** The OCI preview and hand-back, only in PUNCHOUT mode (elsewhere the cart goes on to checkout). */
export const Route = createFileRoute('/overforing')({
  staticData: { requiresAuth: true, isCheckoutPage: true, layout: 'minimal' },
  beforeLoad: ({ context }) => {
    if (!context.stores.punchout.active) throw redirect({ to: '/cart' })
  },
  loader: async ({ context }) => {
    try {
      // A cart with lines priced on request answers which lines stop it, not a failure.
      return { ok: true as const, preview: await context.api.punchoutForm({}) }
    } catch (error) {
      // The cart cannot go back as it is: the message says so and the buyer stays with the cart.
      return {
        ok: false as const,
        key: failureKeyOf(error, 'errors.internal_server_error'),
      }
    }
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'punchout.preview.title') }] }),
  component: TransferPage,
})
