import type { FormEvent } from 'react'
import { MAX_PLACE_SEARCH_LENGTH } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { PositionState } from './use-position'

/** What the position button has come to, in words. */
function positionMessage(state: PositionState, t: ReturnType<typeof useT>): string {
  switch (state.kind) {
    case 'idle':
      return ''
    case 'locating':
      return t('stores.locating')
    case 'located':
      return t('stores.nearest_first')
    case 'denied':
      return t('stores.position_denied')
    case 'unavailable':
      return t('stores.position_unavailable')
  }
}

/** The list already shows what was typed; the form submits itself (a GET) only without JavaScript. */
const stay = (event: FormEvent<HTMLFormElement>) => event.preventDefault()

/**
 * The finder's search: a text box for town, postcode, street or name (a plain GET form to
 * /hitta-butik?q=…), and the button that asks for the buyer's position — or goes back to name order.
 */
export function StoreSearch(props: {
  text: string
  onText: (text: string) => void
  position: PositionState
  onLocate: () => void
  onForget: () => void
}) {
  const t = useT()
  return (
    <form
      role="search"
      aria-label={t('stores.search_landmark')}
      className="store-search"
      action="/hitta-butik"
      method="get"
      onSubmit={stay}
    >
      <label htmlFor="store-search-input" className="store-search__label">
        {t('stores.search_label')}
      </label>
      <div className="store-search__row">
        <input
          id="store-search-input"
          className="store-search__input"
          type="search"
          name="q"
          value={props.text}
          maxLength={MAX_PLACE_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('stores.search_placeholder')}
          onChange={(event) => props.onText(event.currentTarget.value)}
        />
        <button type="submit" className="button button--primary store-search__submit">
          {t('stores.search')}
        </button>
      </div>
      <div className="store-search__near">
        {props.position.kind === 'located' ? (
          <button type="button" className="button" onClick={props.onForget}>
            {t('stores.by_name')}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            onClick={props.onLocate}
            disabled={props.position.kind === 'locating'}
          >
            {t('stores.near_me')}
          </button>
        )}
        <p className="store-search__position" role="status">
          {positionMessage(props.position, t)}
        </p>
      </div>
    </form>
  )
}
