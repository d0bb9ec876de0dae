import { creditUsedPercent, formatPercentage, formatSek, fromMinorUnits } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'

type Credit = RpcOutput<'financialFollowUp'>['credit']

const sek = (units: number) => formatSek(fromMinorUnits(units))

/**
 * The customer's credit: limit, used (what counts against it by checkout's rule) and available,
 * with a bar of the share used; the figures are the bar's text, so it is hidden from readers.
 */
export function CreditSummary({ credit }: { readonly credit: Credit }) {
  const t = useT()
  if (credit === undefined)
    return (
      <section className="order-section" aria-labelledby="finance-credit-title">
        <h2 id="finance-credit-title">{t('finance.credit.title')}</h2>
        <p>{t('finance.credit.no_limit')}</p>
      </section>
    )
  const used = creditUsedPercent(fromMinorUnits(credit.limit), fromMinorUnits(credit.outstanding))
  const over = credit.available < 0
  return (
    <section className="order-section finance-credit" aria-labelledby="finance-credit-title">
      <h2 id="finance-credit-title">{t('finance.credit.title')}</h2>
      <dl className="finance-credit__figures">
        <div>
          <dt>{t('finance.credit.limit')}</dt>
          <dd data-testid="credit-limit">{sek(credit.limit)}</dd>
        </div>
        <div>
          <dt>{t('finance.credit.used')}</dt>
          <dd data-testid="credit-used">{sek(credit.outstanding)}</dd>
        </div>
        <div>
          <dt>{t('finance.credit.available')}</dt>
          <dd data-testid="credit-available" className={over ? 'finance-credit__over' : undefined}>
            {sek(credit.available)}
          </dd>
        </div>
      </dl>
      {/* A meter, not a styled width: the page policy allows no inline styles. */}
      <meter className="finance-bar finance-credit__bar" min={0} max={100} value={used} aria-hidden="true" />
      <p className="finance-credit__share">
        {over
          ? t('finance.credit.over_limit')
          : t('finance.credit.share_used', { percent: formatPercentage(used) })}
      </p>
      <p className="finance-note">{t('finance.credit.rule')}</p>
    </section>
  )
}
