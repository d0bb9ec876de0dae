/** Site-wide content: content tags, the logos of the four brands, alert and information banners. */
import { brandCodes } from '@proffsbutik/core/domain'
import type { SeedEntry, Tag } from '../content-store'
import { logoAsset } from './assets.seed'

/** The content tags listing pages group their pages by. */
export const seedTags: readonly Tag[] = [
  { id: 'vvs', name: 'VVS' },
  { id: 'el', name: 'El' },
  { id: 'kyla', name: 'Kyla' },
  { id: 'verktyg', name: 'Verktyg' },
  { id: 'sakerhet', name: 'Säkerhet' },
  { id: 'konto', name: 'Konto' },
  { id: 'leverans', name: 'Leverans' },
  { id: 'villkor', name: 'Villkor' },
  { id: 'nyheter', name: 'Nyheter' },
]

/** One logo entry per brand. */
const logos: SeedEntry[] = brandCodes.map((brand) => ({
  id: `logo-${brand}`,
  type: 'logo',
  fields: {
    brand,
    logo: logoAsset(brand, 'logo'),
    logoSmall: logoAsset(brand, 'logoSmall'),
    favicon: logoAsset(brand, 'favicon'),
    lightLogo: logoAsset(brand, 'lightLogo'),
    lightLogoSmall: logoAsset(brand, 'lightLogoSmall'),
  },
}))

/** Alert banners (one active) and information banners (one active). */
const banners: SeedEntry[] = [
  {
    id: 'alert-jul',
    type: 'alertBanner',
    fields: {
      active: true,
      type: 'warning',
      title: 'Ändrade öppettider i jul och nyår',
      message:
        'Våra butiker har stängt på julafton, juldagen och nyårsdagen. Beställningar som läggs efter kl. 12 den 23 december levereras tidigast den 28 december.',
      linkUrl: '/hitta-butik',
      linkText: 'Se öppettider för din butik',
      secondLinkUrl: '/leveransvillkor',
      secondLinkText: 'Leveransvillkor',
    },
  },
  {
    id: 'alert-inventering',
    type: 'alertBanner',
    fields: {
      active: false,
      type: 'info',
      title: 'Inventering i centrallagret',
      message: 'Under inventeringen kan leveranser från centrallagret bli en dag försenade.',
      linkUrl: '/leveransvillkor',
      linkText: 'Läs mer',
    },
  },
  {
    id: 'information-leverans',
    type: 'informationBanner',
    fields: {
      active: true,
      message:
        'Fri frakt på order över 5 000 kr exkl. moms – beställ före kl. 15 så levererar vi nästa vardag.',
      linkUrl: '/leveransvillkor',
      linkText: 'Så fungerar leveranser',
      linkIcon: 'truck',
    },
  },
  {
    id: 'information-app',
    type: 'informationBanner',
    fields: {
      active: false,
      message: 'Nu kan du skanna streckkoder och beställa direkt i vår app.',
      linkUrl: '/appen',
      linkText: 'Hämta appen',
      linkIcon: 'phone',
    },
  },
]

/** The site entries. */
export const siteEntries: readonly SeedEntry[] = [...logos, ...banners]
