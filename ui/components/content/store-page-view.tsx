/**
 * A store page (/butiker/{id}, content §2–3): the store's name, address, telephone and e-mail, the
 * week's opening hours with today marked and the special opening hours to come, the infobox, its
 * assortments, services and activities, its people to contact and shared numbers, and its sections
 * (assortment icons, marketing banners, video).
 */
import {
  type IsoDate,
  openingWeek,
  type StoreDetails,
  type StorePage,
  upcomingSpecialHours,
  type Weekday,
} from '@proffsbutik/core/domain'
import { formatDay } from '../../format'
import { useT } from '../../i18n/use-t'
import { Breadcrumbs } from './breadcrumbs'
import { AssortmentIcons, ContactCards } from './card-sections'
import { ContentIcon } from './icons'
import { ContentPicture } from './picture'
import { RichTextView } from './rich-text'
import { Sections } from './sections'

/** The Swedish names of the days of the week. */
function useDayNames(): Readonly<Record<Weekday, string>> {
  const t = useT()
  return {
    monday: t('store.day.monday'),
    tuesday: t('store.day.tuesday'),
    wednesday: t('store.day.wednesday'),
    thursday: t('store.day.thursday'),
    friday: t('store.day.friday'),
    saturday: t('store.day.saturday'),
    sunday: t('store.day.sunday'),
  }
}

function OpeningHours({ details, today }: { readonly details: StoreDetails; readonly today: IsoDate }) {
  const t = useT()
  const days = useDayNames()
  const special = upcomingSpecialHours(details, today)
  return (
    <section className="store-hours" aria-labelledby="store-hours-title">
      <h2 id="store-hours-title">
        <ContentIcon name="clock" />
        {t('store.opening_hours')}
      </h2>
      <table className="store-hours__week">
        <tbody>
          {openingWeek(details, today).map((row) => (
            <tr key={row.day} className={row.today ? 'store-hours__today' : undefined}>
              <th scope="row">
                {days[row.day]}
                {row.today && <span className="store-hours__today-mark">{t('store.today')}</span>}
              </th>
              <td>{row.hours ?? t('store.closed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {special.length > 0 && (
        <>
          <h3>{t('store.special_hours')}</h3>
          <ul className="store-hours__special">
            {special.map((day) => (
              <li key={day.date}>
                <span>
                  <strong>{day.name}</strong> <time dateTime={day.date}>{formatDay(day.date)}</time>
                </span>
                <span>{day.hours ?? t('store.closed')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** A store's page. */
export function StorePageView({
  page,
  details,
  picks,
  today,
}: {
  readonly page: StorePage
  readonly details: StoreDetails
  readonly picks: Readonly<Record<string, number>>
  readonly today: IsoDate
}) {
  const t = useT()
  const name = details.name
  return (
    <main className="page store-page">
      <Breadcrumbs crumbs={[{ label: t('store.stores') }, { label: name }]} />
      <header className="store-page__header">
        {details.label && <p className="content-pre-title">{details.label}</p>}
        <h1>{page.title ?? name}</h1>
        <RichTextView text={page.ingress} className="content-page__ingress" />
      </header>
      <div className="store-page__top">
        <section className="store-contact" aria-labelledby="store-contact-title">
          <h2 id="store-contact-title" className="visually-hidden">
            {t('store.visit_and_contact')}
          </h2>
          {details.address && (
            <p className="store-contact__row">
              <ContentIcon name="pin" />
              <span>
                <span className="visually-hidden">{t('store.address')} </span>
                {details.address}
              </span>
            </p>
          )}
          {details.phone && (
            <p className="store-contact__row">
              <ContentIcon name="phone" />
              <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>
                <span className="visually-hidden">{t('content.phone')} </span>
                {details.phone}
              </a>
            </p>
          )}
          {details.email && (
            <p className="store-contact__row">
              <ContentIcon name="mail" />
              <a href={`mailto:${details.email}`}>
                <span className="visually-hidden">{t('content.email')} </span>
                {details.email}
              </a>
            </p>
          )}
          {details.infobox && (
            <div className="store-infobox">
              <RichTextView text={details.infobox} />
            </div>
          )}
        </section>
        <OpeningHours details={details} today={today} />
      </div>
      {page.image && (
        <div className="store-page__image">
          <ContentPicture image={page.image} />
        </div>
      )}
      <RichTextView text={page.body} className="content-page__body" />
      <AssortmentIcons section={{ title: t('store.assortments'), items: page.assortments }} />
      {page.services.length > 0 && (
        <section className="content-section store-services">
          <h2 className="content-section__title">{t('store.services')}</h2>
          <ul className="card-grid card-grid--four">
            {page.services.map((service, index) => (
              <li key={index} className="service-card">
                <ContentIcon name={service.icon} size={32} />
                {service.title && <h3>{service.title}</h3>}
                {service.description && <p>{service.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {page.activities.length > 0 && (
        <section className="content-section store-activities">
          <h2 className="content-section__title">{t('store.activities')}</h2>
          <ul className="card-grid">
            {page.activities.map((activity, index) => (
              <li key={index} className="activity-card">
                {activity.image && <ContentPicture image={activity.image} alt="" />}
                <div>
                  {activity.date && (
                    <time className="content-pre-title" dateTime={activity.date}>
                      {formatDay(activity.date)}
                    </time>
                  )}
                  {activity.title && <h3>{activity.title}</h3>}
                  {activity.description && <p>{activity.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ContactCards title={page.contactsSectionTitle ?? t('store.contacts')} contacts={page.contacts} />
      <ContactCards title={t('store.phone_numbers')} contacts={page.phoneNumbers} />
      <Sections sections={page.sections} extras={{ picks }} />
    </main>
  )
}
