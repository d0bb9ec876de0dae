import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { trackItems } from '../../tracking/track'
import { trackedCard } from '../../tracking/tracked'
import type { CardView, QuickAddView } from './card-view'
import { FavouriteButton } from './favourite-button'
import { PriceTag } from './price-tag'
import { QuickAdd } from './quick-add'
import { StockLines } from './stock-line'

/** Filter tags that earn a badge on the card, with their catalog ids. */
const badges: Readonly<Record<string, string>> = { NYHET: 'product.badge_new', MILJOVAL: 'product.badge_eco' }

/**
 * One variant in a listing: picture, name, brand and article number, the buyer's price, stock in
 * their store and centrally, and quick add. The picture and name link to the product page.
 */
export function ProductCard({
  card,
  storeName,
  quickAdd,
  listPosition,
  listName,
}: {
  card: CardView
  storeName: string
  quickAdd: QuickAddView
  listPosition: number
  /** The list the card is in, for tracking (core/domain/tracking.ts listNames). */
  listName: string
}) {
  const t = useT()
  const tags = card.filterTags.filter((tag) => badges[tag] !== undefined)
  const select = () => trackItems('select_item', [trackedCard(card, undefined, listPosition)], listName)
  return (
    <article className="product-card" data-article={card.articleNumber} data-position={listPosition}>
      <Link
        to="/produkt/$slug"
        params={{ slug: card.variantSlug }}
        className="product-card__picture"
        tabIndex={-1}
        aria-hidden="true"
        onClick={select}
      >
        {card.image ? (
          <img
            src={card.image}
            alt=""
            width={160}
            height={160}
            loading={listPosition < 4 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="product-card__no-picture" />
        )}
      </Link>
      <div className="product-card__favourite">
        <FavouriteButton articleNumber={card.articleNumber} name={card.name} />
      </div>
      <div className="product-card__body">
        {(tags.length > 0 || card.discontinued) && (
          <p className="product-card__badges">
            {tags.map((tag) => (
              <span key={tag} className={`badge badge--${tag.toLowerCase()}`}>
                {t(badges[tag]!)}
              </span>
            ))}
            {card.discontinued && (
              <span className="badge badge--discontinued">{t('product.discontinued')}</span>
            )}
          </p>
        )}
        <h2 className="product-card__name">
          <Link to="/produkt/$slug" params={{ slug: card.variantSlug }} onClick={select}>
            {card.name}
          </Link>
        </h2>
        <p className="product-card__meta">
          {card.brand && <>{card.brand} · </>}
          {t('product.article_number', { articleNumber: card.articleNumber })}
        </p>
        <PriceTag price={card.price} unit={card.unit} />
        <StockLines storeName={storeName} storeStock={card.storeStock} centralStock={card.centralStock} />
      </div>
      <div className="product-card__add">
        <QuickAdd card={card} quickAdd={quickAdd} listName={listName} />
      </div>
    </article>
  )
}
