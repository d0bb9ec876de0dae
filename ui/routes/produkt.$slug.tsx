import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router'
import { formatQuantity, formatSek, fromMinorUnits, unitLabel } from '@proffsbutik/core/domain'
import { isNotFoundFailure } from '../api-error'
import { FavouriteButton } from '../components/catalogue/favourite-button'
import { PriceTag } from '../components/catalogue/price-tag'
import { AddMethodPicker, QuickAdd } from '../components/catalogue/quick-add'
import { StockLines, stockText } from '../components/catalogue/stock-line'
import { StoresStock } from '../components/catalogue/stores-stock'
import { VariantPicker } from '../components/catalogue/variant-picker'
import { AddToList } from '../components/shopping-lists/add-to-list'
import { useT } from '../i18n/use-t'
import { trackedCard } from '../tracking/tracked'
import { useItemView } from '../tracking/use-item-view'
import { titled } from '../i18n/i18n'

/**
 * The product page (/produkt/:slug, route name produkt-slug): a variant with its pictures, the
 * buyer's price and quick add right under its name, the choice between the product's variants by
 * their filter tags, bracket prices, stock in their store, centrally and in every store, the
 * product's other variants, description, attributes and safety warnings; printable. One reading
 * order for every screen: on a phone the price and the add button are on the first screen.
 */
export const Route = createFileRoute('/produkt/$slug')({
  staticData: { routeName: 'produkt-slug' },
  loader: async ({ context, params }) => {
    const storeId = context.stores.session.user?.preferredStore
    const answer = await context.api
      .productPage({ slug: params.slug, ...(storeId ? { storeId } : {}) })
      .catch((error: unknown) => {
        if (isNotFoundFailure(error)) throw notFound()
        throw error
      })
    if (answer.kind === 'moved') {
      throw redirect({ to: '/produkt/$slug', params: { slug: answer.variantSlug }, statusCode: 301 })
    }
    return answer
  },
  head: ({ match, loaderData }) => ({
    meta:
      loaderData?.kind === 'page'
        ? [
            { title: titled(match, `${loaderData.card.name} (${loaderData.card.articleNumber})`) },
            { name: 'description', content: loaderData.description.slice(0, 300) },
          ]
        : [],
  }),
  component: ProductPage,
})

function ProductPage() {
  const t = useT()
  const page = Route.useLoaderData()
  useItemView(page.kind === 'page' ? trackedCard(page.card) : null)
  if (page.kind !== 'page') return null
  const { card } = page
  const unit = unitLabel(card.unit)
  const trail = page.breadcrumb.map((crumb) => crumb.slug)
  return (
    <main className="page product-page">
      <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
        <ol>
          <li>
            <Link to="/">{t('breadcrumbs.home')}</Link>
          </li>
          {page.breadcrumb.map((crumb, index) => (
            <li key={crumb.slug}>
              <Link to="/kategorier/$" params={{ _splat: trail.slice(0, index + 1).join('/') }}>
                {crumb.name}
              </Link>
            </li>
          ))}
          <li aria-current="page">{card.productName}</li>
        </ol>
      </nav>

      <div className="product">
        <div className="product__pictures">
          {page.images.length > 0 ? (
            page.images.map((image, index) => (
              <img
                key={image.url}
                src={image.url}
                alt={index === 0 ? card.name : image.label}
                width={480}
                height={480}
                decoding="async"
                {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            ))
          ) : (
            <span className="product__no-picture" />
          )}
        </div>

        <div className="product__summary">
          {card.brand && <p className="product__brand">{card.brand}</p>}
          <div className="product__title">
            <h1 className="product__name">{card.name}</h1>
            <FavouriteButton articleNumber={card.articleNumber} name={card.name} />
          </div>
          <p className="product__ids">
            {t('product.article_number', { articleNumber: card.articleNumber })}
            {page.ean && <> · {t('product.ean', { ean: page.ean })}</>}
          </p>
          {page.outsideAssortment && (
            <p className="notice" data-testid="outside-assortment">
              {t('product.outside_assortment', { name: page.outsideAssortment })}
            </p>
          )}
          {card.discontinued && (
            <div className="notice notice--warning">
              <p>{t('product.discontinued_notice')}</p>
              {page.replacement && (
                <p>
                  {t('product.replacement')}{' '}
                  <Link to="/produkt/$slug" params={{ slug: page.replacement.variantSlug }}>
                    {page.replacement.name} ({page.replacement.articleNumber})
                  </Link>
                </p>
              )}
            </div>
          )}
          {/* The price and the buy box right under the name: on a phone both are on the first screen. */}
          <div className="product__price">
            <PriceTag price={card.price} unit={card.unit} />
          </div>
          <div className="product__add">
            <AddMethodPicker quickAdd={page.quickAdd} />
            <QuickAdd card={card} quickAdd={page.quickAdd} />
          </div>
          {page.choices.length > 0 && <VariantPicker choices={page.choices} />}
          {page.brackets.length > 0 && (
            <table className="brackets">
              <caption>{t('product.brackets')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('product.brackets_from')}</th>
                  <th scope="col">{t('product.brackets_price', { unit })}</th>
                </tr>
              </thead>
              <tbody>
                {page.brackets.map((bracket) => (
                  <tr key={bracket.minQuantity}>
                    <td>
                      {formatQuantity(bracket.minQuantity)} {unit}
                    </td>
                    <td>{formatSek(fromMinorUnits(bracket.unitPrice))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {card.conversion && (
            <p className="product__conversion">
              {t('product.conversion', {
                unit,
                factor: formatQuantity(card.conversion.factor),
                conversionUnit: unitLabel(card.conversion.unit),
              })}
            </p>
          )}
          <StockLines
            storeName={page.store.name}
            storeStock={card.storeStock}
            centralStock={card.centralStock}
          />
          <StoresStock articleNumber={card.articleNumber} name={card.name} />
          <AddToList article={{ articleNumber: card.articleNumber, name: card.name }} />
          <button
            type="button"
            className="button button--secondary product__print"
            onClick={() => window.print()}
          >
            {t('product.print')}
          </button>
        </div>
      </div>

      {page.variants.length > 1 && (
        <section className="product-section" aria-labelledby="variants-title">
          <h2 id="variants-title">{t('product.variants', { count: page.variants.length })}</h2>
          <div className="table-scroll">
            <table className="variant-table">
              <thead>
                <tr>
                  <th scope="col">{t('product.variant')}</th>
                  <th scope="col">{t('product.article_number_short')}</th>
                  <th scope="col">{t('product.price')}</th>
                  <th scope="col">{t('stock.central')}</th>
                </tr>
              </thead>
              <tbody>
                {page.variants.map((variant) => (
                  <tr
                    key={variant.articleNumber}
                    aria-current={variant.articleNumber === card.articleNumber ? 'true' : undefined}
                  >
                    <td>
                      {variant.articleNumber === card.articleNumber ? (
                        <strong>{variant.name}</strong>
                      ) : (
                        <Link to="/produkt/$slug" params={{ slug: variant.variantSlug }}>
                          {variant.name}
                        </Link>
                      )}
                    </td>
                    <td>{variant.articleNumber}</td>
                    <td>
                      <PriceTag price={variant.price} unit={variant.unit} />
                    </td>
                    <td>{stockText(t, variant.centralStock).text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {page.description && (
        <section className="product-section" aria-labelledby="description-title">
          <h2 id="description-title">{t('product.description')}</h2>
          <p className="product__description">{page.description}</p>
        </section>
      )}

      {page.attributes.length > 0 && (
        <section className="product-section" aria-labelledby="attributes-title">
          <h2 id="attributes-title">{t('product.attributes')}</h2>
          <dl className="attributes">
            {page.attributes.map((attribute) => (
              <div key={attribute.name} className="attributes__row">
                <dt>{attribute.name}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {page.documents.length > 0 && (
        <section className="product-section" aria-labelledby="documents-title">
          <h2 id="documents-title">{t('product.documents')}</h2>
          <ul className="documents">
            {page.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} target="_blank" rel="noopener noreferrer">
                  {document.label}
                </a>
                {document.mimeType === 'application/pdf' && <span className="documents__type"> (PDF)</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {page.warnings.length > 0 && (
        <section className="product-section" aria-labelledby="warnings-title">
          <h2 id="warnings-title">{t('product.warnings')}</h2>
          <ul className="warnings">
            {page.warnings.map((warning) => (
              <li key={warning.code} className="warning">
                {warning.pictogram && (
                  <img src={warning.pictogram} alt="" width={56} height={56} loading="lazy" />
                )}
                <div>
                  {warning.signalWord && <p className="warning__signal">{warning.signalWord}</p>}
                  <p>
                    <strong>{warning.code}</strong> {warning.description}
                  </p>
                  {warning.detailedDescription && (
                    <p className="warning__detail">{warning.detailedDescription}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  )
}
