import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { FAVOURITES_CAP } from '@proffsbutik/core/domain'
import { ShopApiError } from '../../api-error'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/**
 * The heart: makes an article a favourite, or no longer one. The buyer's favourites are read once
 * the page is interactive (no page waits for them); at the cap of 50 a dialog says why nothing was
 * added (shop-core §5). Only for a logged-in buyer.
 */
export const FavouriteButton = observer(function FavouriteButton({
  articleNumber,
  name,
}: {
  articleNumber: string
  name: string
}) {
  const t = useT()
  const { session, favourites, toasts } = useStores()
  const dialog = useRef<HTMLDialogElement>(null)
  const [busy, setBusy] = useState(false)
  const loggedIn = session.status === 'authenticated'
  useEffect(() => {
    if (loggedIn) void favourites.ensureLoaded()
  }, [loggedIn, favourites])
  if (!loggedIn) return null
  const favourite = favourites.favouriteOf(articleNumber)
  const pressed = favourite !== undefined

  const toggle = async () => {
    setBusy(true)
    try {
      if (favourite) {
        await favourites.remove(favourite.favouriteId)
        toasts.show('favourites.removed', { values: { name } })
        return
      }
      if ((await favourites.add(articleNumber)) === 'confirmCap') dialog.current?.showModal()
      else toasts.show('favourites.added', { values: { name } })
    } catch (error) {
      toasts.show(error instanceof ShopApiError ? error.key : 'errors.try_again_later_or_contact', {
        severity: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="favourite-button"
        aria-pressed={pressed}
        aria-label={t(pressed ? 'favourites.remove_article' : 'favourites.add_article', { name })}
        disabled={busy || favourites.items === null}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={`cap-${articleNumber}`}>
        <h2 id={`cap-${articleNumber}`}>{t('favourites.cap_title')}</h2>
        <p>{t('favourites.cap_body', { cap: FAVOURITES_CAP })}</p>
        <form method="dialog">
          <button type="submit" className="button button--primary">
            {t('dialog.ok')}
          </button>
        </form>
      </dialog>
    </>
  )
})
