import { createFileRoute } from '@tanstack/react-router'
import { formatDay } from '../format'
import { useT } from '../i18n/use-t'

/** Delivery days: the coming open delivery days and this year's closed holidays. */
export const Route = createFileRoute('/leveransdagar')({
  loader: ({ context }) => context.api.deliveryCalendar({ days: 10 }),
  component: DeliveryDaysPage,
})

function DeliveryDaysPage() {
  const t = useT()
  const calendar = Route.useLoaderData()
  return (
    <main className="page delivery-days-page">
      <h1>{t('delivery_days.title')}</h1>
      <p className="lead">{t('delivery_days.intro')}</p>
      <section>
        <h2>{t('delivery_days.upcoming')}</h2>
        <ol className="day-list">
          {calendar.upcoming.map((day) => (
            <li key={day}>
              <time dateTime={day}>{formatDay(day)}</time>
            </li>
          ))}
        </ol>
      </section>
      <section>
        <h2>{t('delivery_days.holidays', { year: calendar.today.slice(0, 4) })}</h2>
        <ul className="day-list">
          {calendar.holidays.map((holiday) => (
            <li key={holiday.date}>
              <time dateTime={holiday.date}>{formatDay(holiday.date)}</time> – {holiday.name}
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
