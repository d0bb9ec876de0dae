import { createFileRoute } from '@tanstack/react-router'
import { CampaignList } from '../components/catalogue/campaign-list'
import { pageTitle } from '../i18n/i18n'
import { useT } from '../i18n/use-t'

/** The assortment overview (/sortiment): the assortments on offer, each with its listing. */
export const Route = createFileRoute('/sortiment/')({
  loader: ({ context }) => context.api.campaigns({ assortments: true }),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'assortments.title') }] }),
  component: AssortmentsPage,
})

function AssortmentsPage() {
  const t = useT()
  return (
    <main className="page campaigns-page">
      <h1>{t('assortments.title')}</h1>
      <p className="lead">{t('assortments.intro')}</p>
      <CampaignList campaigns={Route.useLoaderData()} assortments />
    </main>
  )
}
