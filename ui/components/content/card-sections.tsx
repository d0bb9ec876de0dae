/** The card sections of content §2: assortment icons, service cards and contact cards. */
import type { ContactPerson, Section } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { contentHref, linkAttributes } from './content-href'
import { ContentIcon } from './icons'
import { ContentPicture } from './picture'

type Of<K extends Section['kind']> = Extract<Section, { kind: K }>

/** Assortment icons: the special categories, each an icon and a title linking to the category. */
export function AssortmentIcons({
  section,
}: {
  readonly section: Pick<Of<'assortmentIcons'>, 'title' | 'items'>
}) {
  if (section.items.length === 0) return null
  return (
    <section className="content-section assortment-icons">
      {section.title && <h2 className="content-section__title">{section.title}</h2>}
      <ul className="assortment-icons__list">
        {section.items.map((item, index) => {
          const href = contentHref(item.linkUrl)
          const body = (
            <>
              <span className="assortment-icons__icon">
                <ContentIcon name={item.icon} size={36} />
              </span>
              <span className="assortment-icons__title">{item.title}</span>
            </>
          )
          return (
            <li key={index}>
              {href ? (
                <a className="assortment-icons__item" {...linkAttributes(href)}>
                  {body}
                </a>
              ) : (
                <span className="assortment-icons__item">{body}</span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Service cards: what the shop does for the buyer, each with icon, title, text and a link. */
export function ServiceCards({ section }: { readonly section: Of<'serviceCards'> }) {
  const t = useT()
  if (section.items.length === 0) return null
  return (
    <section className="content-section service-cards">
      {section.title && <h2 className="content-section__title">{section.title}</h2>}
      <ul className="card-grid card-grid--four">
        {section.items.map((card, index) => {
          const href = contentHref(card.linkUrl)
          return (
            <li key={index} className="service-card">
              <ContentIcon name={card.icon} size={32} />
              {card.title && <h3>{card.title}</h3>}
              {card.text && <p>{card.text}</p>}
              {href && (
                // The link's text names the card (for screen readers and crawlers); the eye sees 'Läs mer'.
                <a {...linkAttributes(href)}>
                  <span aria-hidden="true">{t('content.read_more')}</span>
                  <span className="visually-hidden">
                    {t('content.read_more_about', { title: card.title ?? '' })}
                  </span>
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** One person or number to contact: picture, name, role, telephone and e-mail. */
export function ContactCard({ contact }: { readonly contact: ContactPerson }) {
  const t = useT()
  return (
    <li className="contact-card">
      {contact.image && <ContentPicture image={contact.image} className="contact-card__image" alt="" />}
      <div>
        {contact.name && <p className="contact-card__name">{contact.name}</p>}
        {contact.role && <p className="contact-card__role">{contact.role}</p>}
        {contact.phone && (
          <p>
            <span className="visually-hidden">{t('content.phone')} </span>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </p>
        )}
        {contact.email && (
          <p>
            <span className="visually-hidden">{t('content.email')} </span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
        )}
      </div>
    </li>
  )
}

/** Contact cards: a title and the people to contact. */
export function ContactCards({
  title,
  contacts,
}: {
  readonly title?: string | undefined
  readonly contacts: readonly ContactPerson[]
}) {
  if (contacts.length === 0) return null
  return (
    <section className="content-section contact-cards">
      {title && <h2 className="content-section__title">{title}</h2>}
      <ul className="contact-cards__list">
        {contacts.map((contact, index) => (
          <ContactCard key={index} contact={contact} />
        ))}
      </ul>
    </section>
  )
}
