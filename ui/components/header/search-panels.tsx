import { formatQuantity } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { Suggestions } from '../../stores/suggest.store'

/**
 * The search box's recent searches: each searches again, and the history can be cleared. Loaded
 * on first use with the suggestions (see lazy-panels.ts).
 */
export function SearchHistory(props: {
  history: readonly string[]
  onSearch: (query: string) => void
  onClear: () => void
}) {
  const t = useT()
  return (
    <section aria-label={t('search.history')}>
      <h2 className="search-box__heading">{t('search.history')}</h2>
      <ul className="search-box__list">
        {props.history.map((query) => (
          <li key={query}>
            <button type="button" className="search-box__option" onClick={() => props.onSearch(query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={props.onClear}>
        {t('search.clear_history')}
      </button>
    </section>
  )
}

/** The suggestions: products, content pages, and the way to every hit. Loaded on first use. */
export function FaytResults(props: {
  suggestions: Suggestions
  query: string
  onSearch: (query: string) => void
}) {
  const t = useT()
  const { products, categories, pages, total } = props.suggestions
  if (products.length === 0 && pages.length === 0)
    return <p className="search-box__empty">{t('search.no_suggestions', { query: props.query })}</p>
  return (
    <>
      {products.length > 0 && (
        <section aria-label={t('search.products')}>
          <h2 className="search-box__heading">{t('search.products')}</h2>
          <ul className="search-box__list">
            {products.map((product) => (
              <li key={product.articleNumber}>
                <a
                  className="search-box__option search-box__product"
                  href={`/produkt/${product.variantSlug}`}
                >
                  <img src={product.image} alt="" width={40} height={40} loading="lazy" />
                  <span>
                    <span className="search-box__name">{product.name}</span>
                    <span className="search-box__meta">
                      {t('product.article_number', { articleNumber: product.articleNumber })}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories.length > 0 && (
        <section aria-label={t('search.categories')}>
          <h2 className="search-box__heading">{t('search.categories')}</h2>
          <ul className="search-box__list">
            {categories.map((category) => (
              <li key={category.slug}>
                <a className="search-box__option" href={`/kategorier/${category.slug}`}>
                  <span className="search-box__name">{category.name}</span>
                  <span className="search-box__meta">
                    {t('search.category_hits', { count: category.count })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {pages.length > 0 && (
        <section aria-label={t('search.pages')}>
          <h2 className="search-box__heading">{t('search.pages')}</h2>
          <ul className="search-box__list">
            {pages.map((page) => (
              <li key={page.link}>
                <a className="search-box__option" href={page.link}>
                  {page.preTitle && <span className="search-box__meta">{page.preTitle}</span>}
                  <span className="search-box__name">{page.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <button type="button" className="search-box__all" onClick={() => props.onSearch(props.query)}>
        {t('search.show_all', { total: formatQuantity(total) })}
      </button>
    </>
  )
}
