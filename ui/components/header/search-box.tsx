import { useNavigate, useRouter } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'
import { clearSearchHistory, readSearchHistory, rememberSearch } from './search-history'

/** How long typing must pause before suggestions are asked for. */
const FAYT_DELAY_MS = 200
/** Suggestions start from this many characters. */
const FAYT_MIN_CHARS = 2

type Suggestions = RpcOutput<'suggest'>

/**
 * The search box: a plain GET form to /search (it works before the scripts have loaded), with
 * find-as-you-type suggestions (products and content pages) once the buyer has typed two
 * characters, and their recent searches when the empty box gets focus. Opening the suggestions
 * closes the history and the other way round (overlays allow one open area).
 */
export const SearchBox = observer(function SearchBox() {
  const t = useT()
  const { overlays } = useStores()
  const { api } = useRouter().options.context
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null)
  const [history, setHistory] = useState<string[]>([])
  const asked = useRef(0)

  useEffect(() => {
    const query = text.trim()
    if (query.length < FAYT_MIN_CHARS) {
      setSuggestions(null)
      return
    }
    const ask = ++asked.current
    const timer = setTimeout(() => {
      api.suggest({ q: query }).then(
        (found) => {
          // An older answer that arrives late must not replace a newer one.
          if (ask !== asked.current) return
          setSuggestions(found)
          overlays.show('faytContainer')
        },
        () => {
          if (ask === asked.current) setSuggestions(null)
        },
      )
    }, FAYT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, api, overlays])

  function search(query: string) {
    const q = query.trim()
    if (q === '') return
    rememberSearch(q)
    overlays.close()
    void navigate({ to: '/search', search: { q } })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    search(text)
  }

  function showHistory() {
    if (text.trim() !== '') return
    const recent = readSearchHistory()
    setHistory(recent)
    if (recent.length > 0) overlays.show('historyContainer')
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') overlays.close()
  }

  const faytOpen =
    overlays.isOpen('faytContainer') && suggestions !== null && text.trim().length >= FAYT_MIN_CHARS
  const historyOpen = overlays.isOpen('historyContainer') && history.length > 0
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="search-box"
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <label className="visually-hidden" htmlFor="search-q">
        {t('search.label')}
      </label>
      <input
        id="search-q"
        name="q"
        type="search"
        className="search-box__input"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        aria-controls="search-fayt"
        onChange={(event) => setText(event.target.value)}
        onFocus={showHistory}
      />
      <button type="submit" className="search-box__button">
        {t('search.submit')}
      </button>
      <div id="search-fayt" className="search-box__panel" hidden={!faytOpen && !historyOpen}>
        {faytOpen && suggestions && (
          <FaytResults suggestions={suggestions} query={text.trim()} onSearch={search} />
        )}
        {historyOpen && (
          <section aria-label={t('search.history')}>
            <h2 className="search-box__heading">{t('search.history')}</h2>
            <ul className="search-box__list">
              {history.map((query) => (
                <li key={query}>
                  <button type="button" className="search-box__option" onClick={() => search(query)}>
                    {query}
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                clearSearchHistory()
                setHistory([])
                overlays.close()
              }}
            >
              {t('search.clear_history')}
            </button>
          </section>
        )}
      </div>
    </form>
  )
})

/** The suggestions: products, content pages, and the way to every hit. */
function FaytResults(props: { suggestions: Suggestions; query: string; onSearch: (query: string) => void }) {
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
        {t('search.show_all', { total })}
      </button>
    </>
  )
}
