/**
 * The banner sections of content §2: large section (a sub hero), sub banners (coloured shortcuts),
 * random banners and marketing banners (the banner the server picked for this view), and content
 * banners.
 */
import type { Section } from '@proffsbutik/core/domain'
import { contentHref, linkAttributes } from './content-href'
import { ContentIcon } from './icons'
import { ContentPicture } from './picture'
import { usePromotion } from '../../tracking/use-tracking'

type Of<K extends Section['kind']> = Extract<Section, { kind: K }>

/** A colour from the content, if it is a plain hex colour (nothing else reaches the page). */
export function safeColour(colour: string | undefined): string | undefined {
  return colour && /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : undefined
}

/** A link of the content around `children`, or the children alone when the link is missing or refused. */
function MaybeLink({
  url,
  className,
  children,
}: {
  readonly url: string | undefined
  readonly className: string
  readonly children: React.ReactNode
}) {
  const href = contentHref(url)
  return href ? (
    <a className={className} {...linkAttributes(href)}>
      {children}
    </a>
  ) : (
    <div className={className}>{children}</div>
  )
}

/** A large section: its title and a sub hero with picture, text and button. */
export function LargeSection({
  section,
  headingLevel = 2,
}: {
  readonly section: Of<'largeSection'>
  readonly headingLevel?: 1 | 2
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  // The sub hero's title is one level under the section's (heading order).
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3'
  const sub = section.subHero
  const href = contentHref(sub?.buttonLink ?? sub?.link?.url)
  return (
    <section className="content-section large-section">
      {section.title && <Heading className="content-section__title">{section.title}</Heading>}
      {sub && (
        <div className={`sub-hero sub-hero--${sub.template === 'image-left' ? 'image-left' : 'image-right'}`}>
          <div className="sub-hero__text">
            {sub.title && <SubHeading>{sub.title}</SubHeading>}
            {sub.text && <p>{sub.text}</p>}
            {href && sub.buttonText && (
              <a
                className="content-button content-button--primary content-button--large"
                {...linkAttributes(href)}
              >
                <span>{sub.buttonText}</span>
                <ContentIcon name="arrow-right" size={20} />
              </a>
            )}
          </div>
          {sub.image && (
            <div className="sub-hero__media">
              <ContentPicture image={sub.image} />
            </div>
          )}
        </div>
      )}
    </section>
  )
}

/** Sub banners: coloured shortcuts in a row (two across on a phone). */
export function SubBanners({ section }: { readonly section: Of<'subBanners'> }) {
  if (section.items.length === 0) return null
  return (
    <section className="content-section sub-banners" aria-label={section.name}>
      <ul className="sub-banners__list">
        {section.items.map((item, index) => {
          const colour = safeColour(item.backgroundColor)
          return (
            <li key={index}>
              <MaybeLink url={item.link?.url} className="sub-banner">
                <span className="sub-banner__tile">
                  {colour && (
                    // The colour is painted by an SVG fill: the shop's CSP refuses inline style attributes.
                    <svg
                      className="sub-banner__colour"
                      viewBox="0 0 1 1"
                      preserveAspectRatio="none"
                      aria-hidden="true"
                    >
                      <rect width="1" height="1" fill={colour} />
                    </svg>
                  )}
                  <ContentIcon name={item.icon} size={28} />
                  <span className="sub-banner__name">{item.name}</span>
                  {item.title && <span className="sub-banner__title">{item.title}</span>}
                </span>
              </MaybeLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Random banners: the one banner drawn for this view (`pick`), picture beside text and button. */
export function RandomBanners({
  section,
  pick,
}: {
  readonly section: Of<'randomBanners'>
  readonly pick: number | undefined
}) {
  const banner = pick === undefined ? undefined : section.items[pick]
  const promotion = usePromotion(banner ?? {}, banner?.title)
  if (!banner) return null
  const href = contentHref(banner.link?.url)
  return (
    <section
      ref={promotion.ref}
      onClick={promotion.onClick}
      className="content-section random-banner"
      data-marketing-id={banner.marketingId}
      aria-label={section.name}
    >
      <div
        className={`random-banner__body random-banner__body--${banner.template === 'image-right' ? 'image-right' : 'image-left'}`}
      >
        {banner.contentImage && (
          <div className="random-banner__media">
            <ContentPicture image={banner.contentImage} />
          </div>
        )}
        <div className="random-banner__text">
          {banner.preTitle && <p className="content-pre-title">{banner.preTitle}</p>}
          {banner.title && <h2>{banner.title}</h2>}
          {banner.text && <p>{banner.text}</p>}
          {href && banner.buttonText && (
            <a
              className="content-button content-button--secondary content-button--medium"
              {...linkAttributes(href)}
            >
              <span>{banner.buttonText}</span>
              <ContentIcon name="arrow-right" size={20} />
            </a>
          )}
        </div>
      </div>
    </section>
  )
}

/** Marketing banners: the picture drawn by weight for this view, mobile or desktop by screen. */
export function MarketingBanners({
  section,
  pick,
}: {
  readonly section: Of<'marketingBanners'>
  readonly pick: number | undefined
}) {
  const item = pick === undefined ? undefined : section.items[pick]
  const promotion = usePromotion(item ?? {}, item?.metaTitle)
  if (!item) return null
  const image = item.mobileImage ?? item.desktopImage
  return (
    <section
      ref={promotion.ref}
      onClick={promotion.onClick}
      className="content-section marketing-banner"
      data-marketing-id={item.marketingId}
    >
      {section.title && (
        <h2 className="content-section__title">
          <ContentIcon name={section.icon} />
          {section.title}
        </h2>
      )}
      <MaybeLink url={item.link?.url} className="marketing-banner__link">
        {image && <ContentPicture image={image} desktop={item.desktopImage} alt={item.metaTitle ?? ''} />}
        {(item.metaTitle || item.metaDescription) && (
          <span className="marketing-banner__caption">
            {item.metaTitle && <strong>{item.metaTitle}</strong>}
            {item.metaDescription && <span>{item.metaDescription}</span>}
          </span>
        )}
      </MaybeLink>
    </section>
  )
}

/** Content banners: cards with picture, icon, title and two lines of text. */
export function ContentBanners({ section }: { readonly section: Of<'contentBanners'> }) {
  if (section.items.length === 0) return null
  return (
    <section className="content-section content-banners">
      {section.title && <h2 className="content-section__title">{section.title}</h2>}
      <ul className="card-grid">
        {section.items.map((banner, index) => (
          <TrackedItem key={index} banner={banner}>
            <ContentBanner banner={banner} />
          </TrackedItem>
        ))}
      </ul>
    </section>
  )
}

/** A list item that tracks the banner in it (view and choice). */
function TrackedItem({
  banner,
  children,
}: {
  readonly banner: Of<'contentBanners'>['items'][number]
  readonly children: React.ReactNode
}) {
  const promotion = usePromotion(banner, banner.title ?? banner.name)
  return (
    <li ref={promotion.ref as React.Ref<HTMLLIElement>} onClick={promotion.onClick}>
      {children}
    </li>
  )
}

/** A content page's banner, a promotion like the sections' banners: seen once in view, chosen by its link. */
export function PageBanner({ banner }: { readonly banner: Of<'contentBanners'>['items'][number] }) {
  const promotion = usePromotion(banner, banner.title ?? banner.name)
  return (
    <div
      ref={promotion.ref as React.Ref<HTMLDivElement>}
      onClick={promotion.onClick}
      className="content-page__banner"
      data-marketing-id={banner.marketingId}
    >
      <ContentBanner banner={banner} />
    </div>
  )
}

/** One content banner (in a content-banners section, or a content page's banner). */
export function ContentBanner({ banner }: { readonly banner: Of<'contentBanners'>['items'][number] }) {
  return (
    <MaybeLink
      url={banner.link?.url}
      className={`content-banner content-banner--${banner.template === 'dark' ? 'dark' : 'light'}`}
    >
      {banner.contentImage && (
        <ContentPicture image={banner.contentImage} className="content-banner__image" alt="" />
      )}
      <span className="content-banner__text">
        {banner.title && (
          <strong className="content-banner__title">
            <ContentIcon name={banner.icon} size={22} />
            {banner.title}
          </strong>
        )}
        {banner.textRow1 && <span>{banner.textRow1}</span>}
        {banner.textRow2 && <span>{banner.textRow2}</span>}
      </span>
    </MaybeLink>
  )
}
