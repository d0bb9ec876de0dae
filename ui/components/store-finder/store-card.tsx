import { useT } from '../../i18n/use-t'
import { formatKm } from '../../format'
import type { ListedStore, TodayHours } from './finder-types'

/** Today's hours in words: "Öppet i dag 07.00–17.00", "Stängt i dag (Julafton)", or nothing known. */
function TodayLine({ today }: { today: TodayHours }) {
  const t = useT()
  if (today.kind === 'unknown') return null
  const occasion = today.occasion ? ` (${today.occasion})` : ''
  const text =
    today.kind === 'open'
      ? t('stores.open_today', { hours: today.hours })
      : today.kind === 'closed'
        ? t('stores.closed_today')
        : t('stores.today_note', { text: today.text })
  return (
    <p className={`place-card__today place-card__today--${today.kind}`}>
      {text}
      {occasion}
    </p>
  )
}

/** A phone number as a tel: link (digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`

/** One store of the finder: name linking to its page, distance, address, phone and today's hours. */
export function StoreCard({ store, distanceKm }: { store: ListedStore; distanceKm: number | undefined }) {
  const t = useT()
  const page = `/butiker/${encodeURIComponent(store.storeId)}`
  return (
    <li className="place-card" data-store-id={store.storeId}>
      <div className="place-card__head">
        <h3 className="place-card__name">
          <a href={page}>{store.name}</a>
        </h3>
        {distanceKm !== undefined && (
          <span className="place-card__distance">{t('stores.distance', { km: formatKm(distanceKm) })}</span>
        )}
      </div>
      {store.address && <p className="place-card__address">{store.address}</p>}
      <TodayLine today={store.today} />
      <p className="place-card__links">
        {store.phone && (
          <a href={telHref(store.phone)} aria-label={t('stores.call', { phone: store.phone })}>
            {store.phone}
          </a>
        )}
        <a
          href={page}
          className="place-card__more"
          aria-label={t('stores.store_page_of', { name: store.name })}
        >
          {t('stores.store_page')}
        </a>
      </p>
    </li>
  )
}
