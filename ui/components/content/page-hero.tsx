import type { ContentImage } from '@proffsbutik/core/domain'
import { ContentIcon } from './icons'
import { ContentPicture } from './picture'

/**
 * A page's hero: the mobile or desktop picture across the page (the first picture, loaded eagerly)
 * with the title and description over it (overlay) or below it.
 */
export function PageHero({
  title,
  preTitle,
  description,
  mobileImage,
  desktopImage,
  overlay,
  icon,
  titleSize,
  headingLevel = 1,
}: {
  readonly title: string | undefined
  readonly preTitle?: string | undefined
  readonly description?: string | undefined
  readonly mobileImage?: ContentImage | undefined
  readonly desktopImage?: ContentImage | undefined
  readonly overlay: boolean
  readonly icon?: string | undefined
  readonly titleSize?: string | undefined
  /** 1 for a page's title; 'text' for a display line that is no heading (the start page's hero). */
  readonly headingLevel?: 1 | 'text'
}) {
  const image = mobileImage ?? desktopImage
  const Heading = headingLevel === 1 ? 'h1' : 'p'
  return (
    <header
      className={`page-hero${overlay && image ? ' page-hero--overlay' : ''}${image ? '' : ' page-hero--plain'}`}
    >
      {image && (
        <div className="page-hero__media">
          <ContentPicture image={image} desktop={desktopImage} priority alt="" />
        </div>
      )}
      <div className="page-hero__text">
        {preTitle && <p className="page-hero__pre-title">{preTitle}</p>}
        {title && (
          <Heading className={`page-hero__title page-hero__title--${titleSize ?? 'large'}`}>
            {icon && <ContentIcon name={icon} size={32} />}
            {title}
          </Heading>
        )}
        {description && <p className="page-hero__description">{description}</p>}
      </div>
    </header>
  )
}
