import { observer } from 'mobx-react-lite'
import { Fragment, useId, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/** A link of a banner: shown when it has both an address and a text. */
interface BannerLink {
  readonly href: string | undefined
  readonly text: string | undefined
  /** The content's icon before the link's text (an information banner's linkIcon), served at /icons. */
  readonly icon?: string | undefined
}

/**
 * A banner's links after its text, each apart from the next by a separator ("… butik · Leveransvillkor"),
 * so they neither look nor read as one run of words. The separator is in the text, hidden from
 * screen readers, which name each link on its own.
 */
function BannerLinks({ links }: { links: readonly BannerLink[] }) {
  const shown = links.flatMap(({ href, text, icon }) => (href && text ? [{ href, text, icon }] : []))
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
            <a href={link.href}>
              {link.icon && /^[a-z0-9-]+$/.test(link.icon) && (
                <img
                  className="banner-links__icon"
                  src={`/icons/${link.icon}.svg`}
                  alt=""
                  width={16}
                  height={16}
                />
              )}
              {link.text}
            </a>
          </Fragment>
        ))}
      </span>
    </>
  )
}

/**
 * One banner: its text, and the button that closes it for the session. On a phone the text is one
 * line until the buyer opens it with the button beside it (its links show when it is open); on a
 * wider screen the text is always whole and that button is not shown. The server renders it closed
 * as the browser does, so nothing moves when the page becomes interactive.
 */
const Banner = observer(function Banner(props: {
  id: string
  className: string
  label: string
  children: ReactNode
}) {
  const t = useT()
  const { frame } = useStores()
  const [open, setOpen] = useState(false)
  const textId = useId()
  return (
    <section
      className={`banner ${props.className}`}
      aria-label={props.label}
      data-banner={props.id}
      data-open={open}
    >
      <p id={textId}>{props.children}</p>
      <button
        type="button"
        className="banner-toggle"
        aria-expanded={open}
        aria-controls={textId}
        aria-label={t('banners.show_all')}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
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
          <BannerLinks links={[{ href: banner.linkUrl, text: banner.linkText, icon: banner.linkIcon }]} />
        </Banner>
      ))}
    </div>
  )
})
