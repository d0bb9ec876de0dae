/** The asset files of the seed (`services/content/assets/`), with Swedish titles and descriptions. */
import { type BrandCode, type BrandLogoKind, brandCodes, brandProfiles } from '@proffsbutik/core/domain'
import { assetFileUrl, type SeedAsset } from '../content-store'

/** The themes heroes are drawn for, with what each picture shows. */
const heroThemes = {
  start: 'Proffsbutikens butik med lastkaj i morgonljus',
  vvs: 'Rörböj med flänsar i VVS-blått',
  el: 'Blixt över kabelrullar',
  verktyg: 'Skiftnyckel på verkstadsbänk',
  fastighet: 'Flerbostadshus med tekniska installationer',
  kyla: 'Iskristall över kylaggregat',
  sprinkler: 'Vattendroppar från sprinklerhuvud',
  mark: 'Spade i nygrävd ledningsgrav',
  infastning: 'Skruv och plugg i närbild',
  butiker: 'Butiksentré med markis',
  tjanster: 'Leveransbil på väg till arbetsplatsen',
  nyheter: 'Skyddshjälm på byggarbetsplats',
} as const

/** A theme of hero pictures. */
export type HeroTheme = keyof typeof heroThemes

/** The id of a hero picture. */
export const heroAsset = (theme: HeroTheme, size: 'desktop' | 'mobile') => `asset-hero-${theme}-${size}`

const pictures = {
  'bild-leverans': ['Leverans till arbetsplatsen', 'Lastbil med pall vid byggarbetsplats'],
  'bild-trygghet': ['Trygg arbetsplats', 'Skyddshjälm och arbetshandskar'],
  'bild-butik': ['Butik för proffs', 'Butiksentré med öppettider på dörren'],
  'bild-sprinkler': ['Sprinklersystem', 'Sprinklerhuvud under tak'],
  'bild-fastighet': ['Fastighetsservice', 'Undercentral i flerbostadshus'],
  'bild-infastning': ['Infästning', 'Skruv, plugg och ankare'],
  'bild-mark': ['Mark och VA', 'Dräneringsrör i ledningsgrav'],
  'video-poster': ['Video', 'Startbild för film'],
  'butik-exterior': ['Butiken utifrån', 'Butiksfasad med parkering för servicebilar'],
} as const

/** The id of a general picture. */
export const pictureAsset = (name: keyof typeof pictures) => `asset-${name}`

const banners = {
  vvs: 'Golvvärme och rör för VVS-montören',
  el: 'Installationsmaterial för elektrikern',
  verktyg: 'Batterimaskiner och handverktyg',
  kyla: 'Kylmedia och verktyg för kyltekniker',
} as const

/** The id of a marketing banner picture. */
export const bannerAsset = (theme: keyof typeof banners, size: 'desktop' | 'mobile') =>
  `asset-banner-${theme}-${size}`

/**
 * The films of the video sections (WebM, 320 × 180, a few seconds each): served by the content
 * service itself, so that they play without the internet, from the shop's own origin.
 */
const films = {
  'presspassning-22mm': ['Så pressar du kopparrör', 'Film: kapa, grada, märka och pressa en 22 mm skarv'],
  'valkommen-till-butiken': ['Välkommen till butiken', 'Film: utlämning, expresshämtning och uthyrning'],
} as const

/** The address of a seeded film (a video section's videoUrl). */
export const filmUrl = (name: keyof typeof films) => assetFileUrl(`asset-film-${name}`, `${name}.webm`)

/** The id of a contact portrait (1–6). */
export const personAsset = (n: number) => `asset-person-${n}`

/** The id of one of a brand's logo files. */
export const logoAsset = (
  brand: BrandCode,
  kind: 'logo' | 'logoSmall' | 'favicon' | 'lightLogo' | 'lightLogoSmall',
) => `asset-${kind}-${brand}`

/** The file of each picture of a brand's logo entry (scripts/brand-logos.ts draws them from the core). */
export const logoFiles = (brand: BrandCode): Readonly<Record<BrandLogoKind, string>> => ({
  logo: `logo-${brand}.svg`,
  logoSmall: `logo-small-${brand}.svg`,
  favicon: `favicon-${brand}.svg`,
  lightLogo: `logo-${brand}-light.svg`,
  lightLogoSmall: `logo-small-${brand}-light.svg`,
})

/** Every asset of the seed. */
export const seedAssets: readonly SeedAsset[] = [
  ...Object.entries(heroThemes).flatMap(([theme, description]) => [
    {
      id: `asset-hero-${theme}-desktop`,
      file: `hero-${theme}-desktop.svg`,
      title: `Hero ${theme}, dator`,
      description,
    },
    {
      id: `asset-hero-${theme}-mobile`,
      file: `hero-${theme}-mobile.svg`,
      title: `Hero ${theme}, mobil`,
      description,
    },
  ]),
  ...Object.entries(pictures).map(([name, [title, description]]) => ({
    id: `asset-${name}`,
    file: `${name}.svg`,
    title,
    description,
  })),
  ...Object.entries(films).map(([name, [title, description]]) => ({
    id: `asset-film-${name}`,
    file: `${name}.webm`,
    title,
    description,
    size: { width: 320, height: 180 },
  })),
  ...Object.entries(banners).flatMap(([theme, description]) => [
    {
      id: `asset-banner-${theme}-desktop`,
      file: `banner-${theme}-desktop.svg`,
      title: `Banner ${theme}, dator`,
      description,
    },
    {
      id: `asset-banner-${theme}-mobile`,
      file: `banner-${theme}-mobile.svg`,
      title: `Banner ${theme}, mobil`,
      description,
    },
  ]),
  ...[1, 2, 3, 4, 5, 6].map((n) => ({
    id: personAsset(n),
    file: `person-${n}.svg`,
    title: 'Porträtt',
    description: 'Porträtt av kontaktperson',
  })),
  ...brandCodes.flatMap((brand) => {
    const { name } = brandProfiles[brand]
    const files = logoFiles(brand)
    return [
      {
        id: logoAsset(brand, 'logo'),
        file: files.logo,
        title: `${name} logotyp`,
        description: `${name}, logotyp`,
      },
      {
        id: logoAsset(brand, 'logoSmall'),
        file: files.logoSmall,
        title: `${name} liten logotyp`,
        description: `${name}, symbol`,
      },
      {
        id: logoAsset(brand, 'favicon'),
        file: files.favicon,
        title: `${name} favicon`,
        description: `${name}, ikon för webbläsarflik`,
      },
      {
        id: logoAsset(brand, 'lightLogo'),
        file: files.lightLogo,
        title: `${name} ljus logotyp`,
        description: `${name}, logotyp för mörk bakgrund`,
      },
      {
        id: logoAsset(brand, 'lightLogoSmall'),
        file: files.lightLogoSmall,
        title: `${name} liten ljus logotyp`,
        description: `${name}, symbol för mörk bakgrund`,
      },
    ]
  }),
]
