import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/** The alert banners (a warning or an outage) and the information banners above the header; each can be closed for the session. */
export const SiteBanners = observer(function SiteBanners() {
  const t = useT()
  const { frame } = useStores()
  if (frame.alerts.length === 0 && frame.information.length === 0) return null
  return (
    <div className="site-banners">
      {frame.alerts.map((banner) => (
        <section
          key={banner.id}
          className={`alert-banner alert-banner--${banner.type ?? 'info'}`}
          aria-label={banner.title ?? t('banners.alert')}
          data-banner={banner.id}
        >
          <p>
            {banner.title && <strong>{banner.title} </strong>}
            {banner.message}
            {banner.linkUrl && banner.linkText && (
              <>
                {' '}
                <a href={banner.linkUrl}>{banner.linkText}</a>
              </>
            )}
            {banner.secondLinkUrl && banner.secondLinkText && (
              <>
                {' '}
                <a href={banner.secondLinkUrl}>{banner.secondLinkText}</a>
              </>
            )}
          </p>
          <button
            type="button"
            className="banner-close"
            aria-label={t('banners.close')}
            onClick={() => frame.closeBanner(banner.id)}
          >
            ×
          </button>
        </section>
      ))}
      {frame.information.map((banner) => (
        <section
          key={banner.id}
          className="information-banner"
          aria-label={t('banners.information')}
          data-banner={banner.id}
        >
          <p>
            {banner.message}
            {banner.linkUrl && banner.linkText && (
              <>
                {' '}
                <a href={banner.linkUrl}>{banner.linkText}</a>
              </>
            )}
          </p>
          <button
            type="button"
            className="banner-close"
            aria-label={t('banners.close')}
            onClick={() => frame.closeBanner(banner.id)}
          >
            ×
          </button>
        </section>
      ))}
    </div>
  )
})
