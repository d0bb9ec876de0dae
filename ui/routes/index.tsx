import { createFileRoute, Link } from '@tanstack/react-router'
import { formatDay } from '../format'
import { useT } from '../i18n/use-t'

/** The start page. */
export const Route = createFileRoute('/')({
  loader: ({ context }) => context.api.deliveryCalendar({ days: 1 }),
  component: StartPage,
})

function StartPage() {
  const t = useT()
  const calendar = Route.useLoaderData()
  const date = formatDay(calendar.nextDeliveryDate)
  return (
    <main className="page start-page">
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <p className="next-delivery">
        {calendar.pastCutoff
          ? t('home.next_delivery_past_cutoff', { date })
          : t('home.next_delivery', { date })}{' '}
        <Link to="/leveransdagar">{t('nav.delivery_days')}</Link>
      </p>
    </main>
  )
}
