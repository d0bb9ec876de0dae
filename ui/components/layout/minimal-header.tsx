import { brandProfiles } from '@proffsbutik/core/domain'
import { Link } from '@tanstack/react-router'
import { BrandLogo } from '../../brands/brand-logo'
import { useT } from '../../i18n/use-t'
import { useStores } from '../../stores/stores-context'

/** The header of the minimal layout (checkout steps, account forms): the logo, a way home, nothing to wander off to. */
export function MinimalHeader() {
  const t = useT()
  const { brand, frame } = useStores()
  return (
    <header className="site-header site-header--minimal">
      <Link
        to="/"
        className="site-header__logo"
        aria-label={t('nav.home_brand', { brand: brandProfiles[brand].name })}
      >
        <BrandLogo brand={brand} picture={frame.frame?.logo?.lightLogo} />
      </Link>
    </header>
  )
}
