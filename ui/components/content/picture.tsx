import type { ContentImage } from '@proffsbutik/core/domain'

/** The viewport width from which the desktop picture of a hero or banner is shown. */
const DESKTOP = '(min-width: 48rem)'

/** What a picture's alt text is: its description, else its title, else nothing (decorative). */
const altOf = (image: ContentImage) => image.description ?? image.title ?? ''

/**
 * A picture of the content with its width and height (no layout shift), lazy unless it is the
 * page's first (`priority`). With a mobile and a desktop picture, the browser loads only the one
 * its viewport shows (<picture> with a media source).
 */
export function ContentPicture({
  image,
  desktop,
  className,
  priority = false,
  alt,
}: {
  readonly image: ContentImage
  /** The picture for wide screens, when the content has a separate one. */
  readonly desktop?: ContentImage | undefined
  readonly className?: string | undefined
  readonly priority?: boolean
  /** Overrides the picture's own description ('' for a decorative picture). */
  readonly alt?: string | undefined
}) {
  const img = (
    <img
      className={className}
      src={image.url}
      alt={alt ?? altOf(image)}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  )
  if (!desktop || desktop.url === image.url) return img
  return (
    <picture>
      <source media={DESKTOP} srcSet={desktop.url} width={desktop.width} height={desktop.height} />
      {img}
    </picture>
  )
}
