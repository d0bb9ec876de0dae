import { Link } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { formatQuantity, formatSek, fromMinorUnits, unitLabel } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { CartLineView, CartView } from '../../stores/cart.store'
import { useStores } from '../../stores/stores-context'
import { PriceTag } from '../catalogue/price-tag'
import { StockLine } from '../catalogue/stock-line'
import { QuantityEditor } from './quantity-editor'
import type { CartActions } from './use-cart-actions'

type Delivery = CartView['deliveries'][number]
type Requirement = CartLineView['requirements'][number]

/** What one requirement says, and the one thing the buyer can do about it here. */
const LineRequirement = observer(function LineRequirement({
  requirement,
  line,
  delivery,
  methods,
  actions,
}: {
  requirement: Requirement
  line: CartLineView
  delivery: Delivery
  methods: CartView['methods']
  actions: CartActions
}) {
  const t = useT()
  const { cart, toasts } = useStores()
  const run = (work: () => Promise<unknown>, fallback: string) => work().catch(actions.failed(fallback))
  const busy = cart.status === 'mutating'
  /** The button moving the line to the delivery that clears the requirement, when one is on offer. */
  const moveButton = () => {
    const target = methods.find((method) => method.code === requirement.moveTo)
    if (!target) return null
    return (
      <button
        type="button"
        className="link-button"
        disabled={busy}
        onClick={() =>
          run(
            () => actions.update([{ cartItemId: line.cartItemId, deliveryId: target.code }]),
            'errors.cart_update_product',
          )
        }
      >
        {t('cart.requirement.move_to', { delivery: target.name })}
      </button>
    )
  }
  switch (requirement.kind) {
    case 'quantityTooHigh':
      return (
        <li>
          {(requirement.available ?? 0) > 0
            ? t('cart.requirement.quantity_too_high', {
                available: formatQuantity(requirement.available ?? 0),
                store: delivery.store?.name ?? '',
              })
            : t('cart.requirement.none_in_store', { store: delivery.store?.name ?? '' })}{' '}
          {(requirement.available ?? 0) > 0 ? (
            <button
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => actions.editQuantity(line.cartItemId, requirement.available ?? 0)}
            >
              {t('cart.requirement.lower_to', { available: formatQuantity(requirement.available ?? 0) })}
            </button>
          ) : (
            moveButton()
          )}
        </li>
      )
    case 'deliveryUnavailable':
      return (
        <li>
          {t('cart.requirement.delivery_unavailable', { delivery: delivery.name })} {moveButton()}
        </li>
      )
    case 'needsReplacement':
      return (
        <li>
          {t('cart.requirement.needs_replacement')}{' '}
          {requirement.replacement && (
            <>
              <Link to="/produkt/$slug" params={{ slug: requirement.replacement.variantSlug }}>
                {requirement.replacement.name}
              </Link>{' '}
              <button
                type="button"
                className="link-button"
                disabled={busy}
                onClick={() =>
                  run(async () => {
                    const answer = await actions.replace(
                      line.cartItemId,
                      requirement.replacement!.articleNumber,
                    )
                    if (answer.message)
                      toasts.show(answer.message.key, {
                        severity: 'error',
                        ...(answer.message.values ? { values: answer.message.values } : {}),
                      })
                  }, 'errors.cart_update_product')
                }
              >
                {t('cart.requirement.replace', { articleNumber: requirement.replacement.articleNumber })}
              </button>
            </>
          )}
        </li>
      )
    case 'notPurchasableInStore':
      return (
        <li>
          {t('cart.requirement.not_purchasable_in_store', { store: delivery.store?.name ?? '' })}{' '}
          {moveButton()}
        </li>
      )
    case 'notPurchasableOnline':
      return (
        <li>
          {t('cart.requirement.not_purchasable_online')} {moveButton()}
        </li>
      )
    case 'variantMissing':
      return <li>{t('cart.requirement.variant_missing')}</li>
  }
})

/** Where a line's stock is shown from: the delivery's store for store methods, else the central warehouse. */
function LineStock({ line, delivery }: { line: CartLineView; delivery: Delivery }) {
  const t = useT()
  const card = line.card
  if (!card) return null
  return (
    <ul className="stock-lines">
      {delivery.store && card.storeStock ? (
        <StockLine place={delivery.store.name} stock={card.storeStock} />
      ) : (
        <StockLine place={t('stock.central')} stock={card.centralStock} />
      )}
    </ul>
  )
}

/** The line's own label (märkning), saved when the field is left. */
const LineLabel = observer(function LineLabel({
  line,
  actions,
}: {
  line: CartLineView
  actions: CartActions
}) {
  const t = useT()
  const id = useId()
  const [text, setText] = useState(line.label ?? '')
  const save = () => {
    const label = text.trim()
    if (label === (line.label ?? '')) return
    actions
      .update([{ cartItemId: line.cartItemId, label }])
      .catch(actions.failed('errors.cart_update_product'))
  }
  return (
    <div className="cart-line__label">
      <label htmlFor={id}>{t('cart.label')}</label>
      <input
        id={id}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save()
        }}
      />
    </div>
  )
})

/**
 * One cart line: picture, name (to the product), article number, its quantity editor, price and
 * amount as the buyer may see them, stock where its delivery takes it from, its label, what it still
 * needs, and removal. Lines just added are marked for three seconds.
 */
export const CartLine = observer(function CartLine({
  line,
  refused = null,
  delivery,
  methods,
  actions,
}: {
  line: CartLineView
  /** The last checkout left this line's delivery out: for a reason of its own article, or the delivery's. */
  refused?: 'article' | 'delivery' | null
  delivery: Delivery
  methods: CartView['methods']
  actions: CartActions
}) {
  const t = useT()
  const { cart } = useStores()
  const card = line.card
  const unit = unitLabel(line.unit)
  const selected = cart.selected.includes(line.cartItemId)
  const recent = cart.recentlyAdded.includes(line.cartItemId)
  const remove = () => actions.remove([line.cartItemId]).catch(actions.failed('errors.cart_remove_products'))
  return (
    <li
      className={`cart-line${line.requirements.length > 0 ? ' cart-line--needs-action' : ''}${recent ? ' cart-line--recent' : ''}${refused ? ' cart-line--refused' : ''}`}
      data-testid="cart-line"
      data-article={line.articleNumber}
    >
      <input
        type="checkbox"
        className="cart-line__select"
        checked={selected}
        aria-label={t('cart.select_line', { name: line.name })}
        onChange={(event) => cart.toggleSelected(line.cartItemId, event.target.checked)}
      />
      <div className="cart-line__picture">
        {line.card?.image && (
          <img src={line.card.image} alt="" width="72" height="72" loading="lazy" decoding="async" />
        )}
      </div>
      <div className="cart-line__about">
        <h3 className="cart-line__name">
          {line.card ? (
            <Link to="/produkt/$slug" params={{ slug: line.card.variantSlug }}>
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </h3>
        <p className="cart-line__meta">
          {t('product.article_number', { articleNumber: line.articleNumber })}
          {card?.brand ? ` · ${card.brand}` : ''}
          {recent && <span className="badge cart-line__new"> {t('cart.just_added')}</span>}
        </p>
        {refused === 'article' && <p className="cart-line__refused">{t('cart.line_refused')}</p>}
        <LineStock line={line} delivery={delivery} />
        <LineLabel line={line} actions={actions} />
      </div>
      <div className="cart-line__buy">
        <div className="cart-line__quantity">
          <QuantityEditor
            value={cart.quantityOf(line)}
            orderMultiple={card?.orderMultiple ?? 1}
            unit={unit}
            label={t('cart.quantity_for', { name: line.name })}
            onChange={(quantity) => actions.editQuantity(line.cartItemId, quantity)}
          />
        </div>
        <div className="cart-line__price">
          {card && <PriceTag price={card.price} unit={line.unit} />}
          {line.amount !== undefined && (
            <p className="cart-line__amount">
              <span className="visually-hidden">{t('cart.amount')} </span>
              {formatSek(fromMinorUnits(line.amount))}
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={t('cart.remove_line', { name: line.name })}
        disabled={cart.status === 'mutating'}
        onClick={remove}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M5 7h14M10 11v6M14 11v6M7 7l1 12h8l1-12M9 7V4h6v3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      {line.requirements.length > 0 && (
        <ul className="cart-line__requirements" aria-label={t('cart.needs_action_line')}>
          {line.requirements.map((requirement) => (
            <LineRequirement
              key={requirement.kind}
              requirement={requirement}
              line={line}
              delivery={delivery}
              methods={methods}
              actions={actions}
            />
          ))}
        </ul>
      )}
    </li>
  )
})
