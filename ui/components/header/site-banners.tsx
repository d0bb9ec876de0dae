import { observer } from 'mobx-react-lite'
import { Fragment, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/** A link of a banner: shown when it has both an address and a text. */
interface BannerLink {
  readonly href: string | undefined
  readonly text: string | undefined
}

/**
 * A banner's links after its text, each apart from the next by a separator ("… butik · Leveransvillkor"),
 * so they neither look nor read as one run of words. The separator is in the text, hidden from
 * screen readers, which name each link on its own.
 */
function BannerLinks({ links }: { links: readonly BannerLink[] }) {
  const shown = links.flatMap(({ href, text }) => (href && text ? [{ href, text }] : []))
  if (shown.length === 0) return null
  return (
    <>
      {' '}
      <span className="banner-links">
        {shown.map((link, index) => (
          <Fragment key={`${index}-${link.href}`}>
            {index > 0 && (
              <span className="banner-links__separator" aria-hidden="true">
                {' · '}
              </span>
            )}
            <a href={link.href}>{link.text}</a>
          </Fragment>
        ))}
      </span>
    </>
  )
}

/** One banner: its text, and the button that closes it for the session. */
const Banner = observer(function Banner(props: {
  id: string
  className: string
  label: string
  children: ReactNode
}) {
  const t = useT()
  const { frame } = useStores()
  return (
    <section className={props.className} aria-label={props.label} data-banner={props.id}>
      <p>{props.children}</p>
      <button
        type="button"
        className="banner-close"
        aria-label={t('banners.close')}
        onClick={() => frame.closeBanner(props.id)}
      >
        ×
      </button>
    </section>
  )
})

/** The alert banners (a warning or an outage) and the information banners above the header; each can be closed for the session. */
export const SiteBanners = observer(function SiteBanners() {
  const t = useT()
  const { frame } = useStores()
  if (frame.alerts.length === 0 && frame.information.length === 0) return null
  return (
    <div className="site-banners">
      {frame.alerts.map((banner) => (
        <Banner
          key={banner.id}
          id={banner.id}
          className={`alert-banner alert-banner--${banner.type ?? 'info'}`}
          label={banner.title ?? t('banners.alert')}
        >
          {banner.title && <strong>{banner.title} </strong>}
          {banner.message}
          <BannerLinks
            links={[
              { href: banner.linkUrl, text: banner.linkText },
              { href: banner.secondLinkUrl, text: banner.secondLinkText },
            ]}
          />
        </Banner>
      ))}
      {frame.information.map((banner) => (
        <Banner
          key={banner.id}
          id={banner.id}
          className="information-banner"
          label={t('banners.information')}
        >
          {banner.message}
          <BannerLinks links={[{ href: banner.linkUrl, text: banner.linkText }]} />
        </Banner>
      ))}
    </div>
  )
})
