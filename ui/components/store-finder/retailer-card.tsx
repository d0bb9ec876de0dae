import { externalHttpUrl } from '@proffsbutik/core/domain'
import { formatKm } from '../../format'
import { useT } from '../../i18n/use-t'
import type { ListedRetailer } from './finder-types'

/** One retailer: name, distance, address, what it offers and its web site (a new tab, no opener). */
export function RetailerCard({
  retailer,
  distanceKm,
}: {
  retailer: ListedRetailer
  distanceKm: number | undefined
}) {
  const t = useT()
  const site = retailer.link === undefined ? undefined : externalHttpUrl(retailer.link)
  return (
    <li className="place-card place-card--retailer" data-retailer-id={retailer.id}>
      <div className="place-card__head">
        <h3 className="place-card__name">{retailer.name}</h3>
        {distanceKm !== undefined && (
          <span className="place-card__distance">{t('stores.distance', { km: formatKm(distanceKm) })}</span>
        )}
      </div>
      {retailer.address && <p className="place-card__address">{retailer.address}</p>}
      {retailer.offerings.length > 0 && (
        <ul className="place-card__offerings" aria-label={t('retailers.offerings')}>
          {retailer.offerings.map((offering) => (
            <li key={offering}>{offering}</li>
          ))}
        </ul>
      )}
      {site && (
        <p className="place-card__links">
          <a href={site} target="_blank" rel="noopener noreferrer">
            {t('retailers.website', { host: new URL(site).hostname })}
            <span className="visually-hidden"> {t('retailers.website_of', { name: retailer.name })}</span>
          </a>
        </p>
      )}
    </li>
  )
}
