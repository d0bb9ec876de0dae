import { createFileRoute } from '@tanstack/react-router'
import { CampaignList } from '../components/catalogue/campaign-list'
import { pageTitle } from '../i18n/i18n'
import { useT } from '../i18n/use-t'

/** The running campaigns (/kampanjer): everyone's, and the customer's own for a logged-in buyer. */
export const Route = createFileRoute('/kampanjer/')({
  loader: ({ context }) => context.api.campaigns({ assortments: false }),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match, 'campaigns.title') }] }),
  component: CampaignsPage,
})

function CampaignsPage() {
  const t = useT()
  return (
    <main className="page campaigns-page">
      <h1>{t('campaigns.title')}</h1>
      <p className="lead">{t('campaigns.intro')}</p>
      <CampaignList campaigns={Route.useLoaderData()} assortments={false} />
    </main>
  )
}
