import { useNavigate, useRouterState } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useT } from '../../i18n/use-t'
import type { SuggestStore } from '../../stores/suggest.store'
import { useStores } from '../../stores/stores-context'
import { preloadHeaderPanels, useHeaderPanels } from './lazy-panels'
import { clearSearchHistory, readSearchHistory, rememberSearch } from './search-history'

/**
 * The search box: a plain GET form to /search (it works before the scripts have loaded), with
 * find-as-you-type suggestions (products and content pages) once the buyer has typed two
 * characters, and their recent searches when the empty box gets focus (both panels are
 * search-panels.tsx, loaded when the box first gets focus). Opening the suggestions
 * closes the history and the other way round (overlays allow one open area). On the results page
 * the box holds the query shown (back and forward included), without suggesting anything for it.
 */
export const SearchBox = observer(function SearchBox() {
  const t = useT()
  const stores = useStores()
  const { overlays } = stores
  // Find-as-you-type loads when the buyer first types: no page waits for it.
  const [suggest, setSuggest] = useState<SuggestStore | null>(null)
  const navigate = useNavigate()
  const shownQuery = useRouterState({
    select: ({ location }) =>
      location.pathname === '/search' && typeof location.search['q'] === 'string' ? location.search['q'] : '',
  })
  const [text, setText] = useState(shownQuery)
  /** What the buyer typed, to suggest for; null when the box holds what the page shows. */
  const [typed, setTyped] = useState<string | null>(null)
  const [history, setHistory] = useState<string[]>([])

  useEffect(() => {
    setText(shownQuery)
    setTyped(null)
  }, [shownQuery])

  useEffect(() => {
    if (suggest) return suggest.typed(typed)
    if (typed === null) return
    let current = true
    void import('../../stores/suggest.store').then(({ SuggestStore }) => {
      if (current) setSuggest(new SuggestStore(stores.api, () => overlays.show('faytContainer')))
    })
    return () => {
      current = false
    }
  }, [typed, suggest, stores, overlays])
  // Leaving the page's header, nothing still on its way may open.
  useEffect(() => () => suggest?.forget(), [suggest])

  function search(query: string) {
    const q = query.trim()
    if (q === '') return
    rememberSearch(q)
    // Suggestions still on their way must not open over the results.
    suggest?.forget()
    setTyped(null)
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
    overlays.isOpen('faytContainer') && text.trim() !== '' && (suggest?.current ?? null) !== null
  const historyOpen = overlays.isOpen('historyContainer') && history.length > 0
  const panels = useHeaderPanels(faytOpen || historyOpen)
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
        onChange={(event) => {
          setText(event.target.value)
          setTyped(event.target.value)
        }}
        onFocus={() => {
          preloadHeaderPanels()
          showHistory()
        }}
      />
      <button type="submit" className="search-box__button">
        {t('search.submit')}
      </button>
      <div id="search-fayt" className="search-box__panel" hidden={(!faytOpen && !historyOpen) || !panels}>
        {panels && faytOpen && suggest?.current && (
          <panels.FaytResults suggestions={suggest.current} query={text.trim()} onSearch={search} />
        )}
        {panels && historyOpen && (
          <panels.SearchHistory
            history={history}
            onSearch={search}
            onClear={() => {
              clearSearchHistory()
              setHistory([])
              overlays.close()
            }}
          />
        )}
      </div>
    </form>
  )
})
