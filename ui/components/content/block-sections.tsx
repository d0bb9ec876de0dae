/**
 * The text and picture sections of content §2: info block, text and media, text block, accordions
 * (native <details>), image set of three and single image.
 */
import type { Section } from '@proffsbutik/core/domain'
import { contentHref, linkAttributes } from './content-href'
import { ContentPicture } from './picture'
import { RichTextView } from './rich-text'

type Of<K extends Section['kind']> = Extract<Section, { kind: K }>

/** An info block: a title and text in a tinted box. */
export function InfoBlockSection({ section }: { readonly section: Of<'infoBlock'> }) {
  return (
    <section className="content-section info-block">
      {section.title && <h2 className="info-block__title">{section.title}</h2>}
      <RichTextView text={section.text} />
    </section>
  )
}

/** Text and media: text beside a picture, the picture left or right. */
export function TextAndMediaSection({ section }: { readonly section: Of<'textAndMedia'> }) {
  return (
    <section
      className={`content-section text-media text-media--${section.mediaPosition === 'left' ? 'left' : 'right'}`}
    >
      <div className="text-media__text">
        {section.title && <h2 className="content-section__title">{section.title}</h2>}
        <RichTextView text={section.text} />
      </div>
      {section.image && (
        <div className="text-media__media">
          <ContentPicture image={section.image} />
        </div>
      )}
    </section>
  )
}

/** A text block: rich text only. */
export function TextBlockSection({ section }: { readonly section: Of<'textBlock'> }) {
  return (
    <section className="content-section text-block">
      <RichTextView text={section.body} />
    </section>
  )
}

/** Accordions: questions that open to their answers, with the browser's own <details>. */
export function AccordionsSection({ section }: { readonly section: Of<'accordions'> }) {
  if (section.items.length === 0) return null
  return (
    <section className="content-section accordions">
      {section.title && <h2 className="content-section__title">{section.title}</h2>}
      {section.items.map((item, index) => (
        <details key={index} className="accordion">
          <summary>{item.title}</summary>
          <RichTextView text={item.body} />
        </details>
      ))}
    </section>
  )
}

/** An image set of three: a title and three pictures in a row (stacked on a phone). */
export function ImageSetSection({ section }: { readonly section: Of<'imageSetOfThree'> }) {
  if (section.images.length === 0) return null
  return (
    <section className="content-section image-set">
      {section.title && <h2 className="content-section__title">{section.title}</h2>}
      <ul className="image-set__list">
        {section.images.slice(0, 3).map((image, index) => (
          <li key={index}>
            <figure>
              <ContentPicture image={image} />
              {image.title && <figcaption>{image.title}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A single picture with its caption, linking where the content says. */
export function SingleImageSection({ section }: { readonly section: Of<'singleImage'> }) {
  if (!section.image) return null
  const href = contentHref(section.linkUrl)
  const picture = <ContentPicture image={section.image} alt={section.title ?? ''} />
  return (
    <section className="content-section single-image">
      <figure>
        {href ? <a {...linkAttributes(href)}>{picture}</a> : picture}
        {section.caption && <figcaption>{section.caption}</figcaption>}
      </figure>
    </section>
  )
}
