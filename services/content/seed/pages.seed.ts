/**
 * The front page, heroes, content pages and listing pages. Besides published pages the seed has a
 * draft page, a published page linking to a draft block (an unresolvable link without preview), a
 * pending change of the front page and an archived page, so preview and link errors can be seen.
 */
import type { Fields, SeedEntry } from '../content-store'
import { rt } from '../rich-text'
import { heroAsset, pictureAsset, type HeroTheme } from './assets.seed'

const hero = (
  slug: string,
  theme: HeroTheme,
  title: string,
  description: string,
  extra: Fields = {},
): SeedEntry => ({
  id: `hero-${slug}`,
  type: 'hero',
  fields: {
    slug,
    title,
    titleFontSize: 'large',
    description,
    overlay: true,
    heroDesktop: heroAsset(theme, 'desktop'),
    heroMobile: heroAsset(theme, 'mobile'),
    ...extra,
  },
})

const heroes: SeedEntry[] = [
  hero(
    'startsida',
    'start',
    'Allt för proffset',
    'VVS, el, verktyg och fastighet – i lager i 28 butiker och på webben dygnet runt.',
    {
      titleFontSize: 'x-large',
    },
  ),
  hero('om-oss', 'butiker', 'Om Proffsbutik', 'Grossisten som bara säljer till företag.'),
  hero('kundservice', 'tjanster', 'Kundservice', 'Vi svarar vardagar 07–17.', { icon: 'headset' }),
  hero('guider', 'nyheter', 'Guider och tips', 'Montagetips, regler och nyheter från våra specialister.', {
    icon: 'book',
  }),
  hero('hjalp', 'tjanster', 'Hjälp och villkor', 'Allt om konto, leverans och villkor.', { icon: 'info' }),
  hero('vvs', 'vvs', 'VVS', 'Rör, kopplingar, värme och sanitet för installatören.', {
    icon: 'vvs-industri',
  }),
  hero('el', 'el', 'El', 'Kabel, installationsmaterial och belysning.', { icon: 'el' }),
  hero('kyla', 'kyla', 'Kyla', 'Köldmedier, aggregat och verktyg för kyltekniker.', { icon: 'kyla' }),
  hero('verktyg', 'verktyg', 'Verktyg', 'Handverktyg, batterimaskiner och mätinstrument.', {
    icon: 'verktyg',
  }),
  hero('sprinkler', 'sprinkler', 'Sprinkler', 'Material för sprinklerinstallationer enligt SBF 120.', {
    icon: 'sprinkler',
  }),
  hero('fastighet', 'fastighet', 'Fastighet', 'Förbrukning och reservdelar för fastighetsskötare.', {
    icon: 'fastighet',
  }),
  hero('mark', 'mark', 'Mark och VA', 'Rör och brunnar för mark, avlopp och dränering.', { icon: 'mark-va' }),
  hero('infastning', 'infastning', 'Infästning', 'Skruv, plugg och kemankare för alla underlag.', {
    icon: 'fastenings',
  }),
  hero('butiker', 'butiker', 'Våra butiker', 'Hitta närmaste butik, öppettider och kontaktpersoner.', {
    icon: 'pin',
  }),
]

const frontPage: SeedEntry = {
  id: 'startsida',
  type: 'frontPage',
  fields: {
    name: 'Startsida',
    metaDescription:
      'Grossisten för VVS, el, verktyg och fastighet. Avtalspriser, lagersaldo och leverans nästa vardag.',
    hero: 'hero-startsida',
    sections: [
      'sektion-stor-konto',
      'sektion-genvagar',
      'sektion-kampanjer',
      'sektion-populart',
      'sektion-sortiment',
      'sektion-tips',
      'sektion-aktuellt',
      'sektion-nyheter-vvs',
      'sektion-tjanster',
    ],
  },
  pending: {
    metaDescription:
      'Grossisten för VVS, el, verktyg och fastighet. Nu med 28 butiker och hämtning inom en timme.',
  },
}

interface Page {
  readonly slug: string
  readonly title: string
  readonly preTitle?: string
  readonly hero: string
  readonly ingress: string
  readonly meta: string
  readonly sections: readonly string[]
  readonly body?: ReturnType<typeof rt.doc>
  readonly tags?: readonly string[]
  readonly categories?: readonly string[]
  readonly categoryIcon?: string
  readonly banner?: string
  readonly flags?: {
    showSidebar?: boolean
    displayContacts?: boolean
    excludeFromSearch?: boolean
    authenticatedOnly?: boolean
  }
  readonly thumbnail?: string
  readonly status?: SeedEntry['status']
  readonly pending?: Fields
}

const page = (p: Page): SeedEntry => ({
  id: `sida-${p.slug}`,
  type: 'contentPage',
  fields: {
    title: p.title,
    ...(p.preTitle ? { preTitle: p.preTitle } : {}),
    slug: p.slug,
    showSidebar: p.flags?.showSidebar ?? false,
    ingress: rt.doc(rt.p(p.ingress)),
    metaDescription: p.meta,
    canonicalLink: `/${p.slug}`,
    ...(p.body ? { bodyTextPrimary: p.body } : {}),
    displayContacts: p.flags?.displayContacts ?? false,
    excludeFromSearch: p.flags?.excludeFromSearch ?? false,
    authenticatedOnly: p.flags?.authenticatedOnly ?? false,
    ...(p.categories
      ? {
          categorySectionTitle: 'Relaterade kategorier',
          categorySectionIcon: p.categoryIcon ?? 'grid',
          categories: p.categories,
        }
      : {}),
    hero: `hero-${p.hero}`,
    thumbnail: p.thumbnail ?? pictureAsset('bild-butik'),
    sections: p.sections,
    ...(p.banner ? { banner: p.banner } : {}),
  },
  ...(p.tags ? { tags: p.tags } : {}),
  ...(p.status ? { status: p.status } : {}),
  ...(p.pending ? { pending: p.pending } : {}),
})

const contentPages: SeedEntry[] = [
  page({
    slug: 'om-oss',
    title: 'Om Proffsbutik',
    preTitle: 'Företaget',
    hero: 'om-oss',
    ingress:
      'Vi är grossisten för installatörer, fastighetsägare och industri – med 28 butiker och ett centrallager i Jönköping.',
    meta: 'Om Proffsbutik: vår historia, våra butiker och hur vi arbetar med service och hållbarhet.',
    sections: ['text-om-oss', 'text-om-oss-nyhet', 'tm-leverans', 'video-butik', 'kontaktkort-kundservice'],
    body: rt.doc(
      rt.p(
        'Vi tror på ',
        rt.bold('personlig service'),
        ' och ett sortiment som finns i lager när du behöver det.',
      ),
      rt.asset(pictureAsset('butik-exterior')),
      rt.p('Läs mer om ', rt.entryLink('sida-hallbarhet', 'vårt hållbarhetsarbete'), '.'),
    ),
    flags: { showSidebar: true, displayContacts: true },
    tags: ['nyheter'],
  }),
  page({
    slug: 'bli-kund',
    title: 'Bli kund',
    preTitle: 'Företagskonto',
    hero: 'hjalp',
    ingress: 'Ansök om företagskonto och handla till avtalspriser mot faktura.',
    meta: 'Ansök om företagskonto hos Proffsbutik: avtalspriser, faktura och lagersaldo i alla butiker.',
    sections: ['sektion-kontoansokan', 'info-kredit', 'dragspel-vanliga-fragor'],
    body: rt.doc(rt.p('Redan kund? Logga in för att se dina priser.'), rt.entry('knapp-bli-kund')),
    tags: ['konto'],
  }),
  page({
    slug: 'kundservice',
    title: 'Kundservice',
    hero: 'kundservice',
    ingress: 'Ring, mejla eller skriv till oss – vi hjälper dig med order, leveranser och produktval.',
    meta: 'Kontakta Proffsbutiks kundservice och tekniska support.',
    sections: ['kontaktkort-kundservice', 'form-kontakt', 'dragspel-vanliga-fragor', 'info-leveranstider'],
    body: rt.doc(rt.p('Kundservice har öppet vardagar 07.00–17.00. ', rt.inlineEntry('knapp-kontakta'))),
    flags: { displayContacts: true, showSidebar: true },
    tags: ['konto', 'leverans'],
  }),
  page({
    slug: 'leveransvillkor',
    title: 'Leveransvillkor',
    hero: 'hjalp',
    ingress: 'Beställ före kl. 15 så levererar vi nästa vardag. Fri frakt på order över 5 000 kr.',
    meta: 'Leveranstider, fraktkostnader och leverans till arbetsplats.',
    sections: ['info-leveranstider', 'text-villkor', 'dragspel-leverans'],
    banner: 'banner-leverans',
    tags: ['leverans', 'villkor'],
  }),
  page({
    slug: 'returer-och-reklamationer',
    title: 'Returer och reklamationer',
    hero: 'hjalp',
    ingress: 'Så returnerar du en vara eller reklamerar en felaktig leverans.',
    meta: 'Returrätt, reklamation och kreditering hos Proffsbutik.',
    sections: ['text-retur', 'info-retur', 'dragspel-leverans'],
    tags: ['villkor'],
  }),
  page({
    slug: 'verktygsuthyrning',
    title: 'Verktygsuthyrning',
    preTitle: 'Tjänster',
    hero: 'verktyg',
    ingress: 'Hyr pressverktyg, kärnborrar och mätinstrument per dag eller vecka.',
    meta: 'Hyr verktyg i Proffsbutiks butiker: pressverktyg, kärnborr, termokamera.',
    sections: ['tm-uthyrning', 'bilder-butik', 'sektion-populart'],
    categories: ['verktyg'],
    categoryIcon: 'verktyg',
    banner: 'banner-verktygsuthyrning',
    thumbnail: pictureAsset('bild-trygghet'),
    tags: ['verktyg'],
  }),
  page({
    slug: 'presspassningar-guide',
    title: 'Guide: pressa kopparrör',
    preTitle: 'Montagetips',
    hero: 'vvs',
    ingress: 'Fem steg till en tät pressfog – och de vanligaste misstagen.',
    meta: 'Guide till pressmontage av kopparrör: kapning, gradning, märkning och pressning.',
    sections: ['text-press', 'video-presspassning', 'bild-pressverktyg', 'sektion-nyheter-vvs'],
    categories: ['vvs-industri'],
    categoryIcon: 'vvs-industri',
    thumbnail: pictureAsset('bild-infastning'),
    tags: ['vvs'],
  }),
  page({
    slug: 'proffsguiden',
    title: 'Proffsguiden',
    preTitle: 'Allt på ett ställe',
    hero: 'om-oss',
    ingress:
      'Erbjudanden, tjänster, montagetips och kontakter – allt vi gör för dig som proffs, samlat på en sida.',
    meta: 'Proffsguiden: kampanjer, sortiment, tjänster, montagetips, vanliga frågor och kontakter hos Proffsbutik.',
    // Every kind of section the content has (content §2), in the order a buyer reads them.
    sections: [
      'sektion-stor-konto',
      'sektion-genvagar',
      'sektion-kampanjer',
      'sektion-tips',
      'sektion-aktuellt',
      'sektion-populart',
      'sektion-sortiment',
      'text-press',
      'tm-sprinkler',
      'bilder-butik',
      'bild-pressverktyg',
      'video-presspassning',
      'info-leveranstider',
      'dragspel-vanliga-fragor',
      'kontaktkort-kundservice',
      'sektion-kontoansokan',
    ],
    categories: ['vvs-industri', 'verktyg', 'el'],
    flags: { showSidebar: true, displayContacts: true },
  }),
  page({
    slug: 'sprinklerservice',
    title: 'Sprinklerservice',
    hero: 'sprinkler',
    ingress: 'Material och rådgivning för sprinklerinstallationer.',
    meta: 'Sprinklermaterial enligt SBF 120 och EN 12845, med hjälp av våra specialister.',
    sections: ['bild-sprinklercentral', 'tm-sprinkler', 'kontaktkort-sprinkler'],
    categories: ['sprinkler'],
    categoryIcon: 'sprinkler',
    flags: { displayContacts: true },
    thumbnail: pictureAsset('bild-sprinkler'),
    tags: ['sakerhet'],
  }),
  page({
    slug: 'kyltekniker-infor-sommaren',
    title: 'Kyla inför sommaren',
    preTitle: 'Säsong',
    hero: 'kyla',
    ingress: 'Förbered värmepumps- och kylsäsongen med rätt köldmedier och verktyg.',
    meta: 'Köldmedier, aggregat och läcksökning inför kylsäsongen.',
    sections: ['sektion-kampanjer', 'sektion-kyla', 'text-kyla'],
    categories: ['kyla'],
    categoryIcon: 'kyla',
    tags: ['kyla', 'nyheter'],
  }),
  page({
    slug: 'elinstallation-nyheter',
    title: 'Nyheter för elinstallatören',
    preTitle: 'El',
    hero: 'el',
    ingress: 'Laddboxar, smarta dimrar och halogenfri kabel – nytt i sortimentet.',
    meta: 'Nyheter inom elinstallation hos Proffsbutik.',
    sections: ['sektion-aktuellt', 'sektion-tips', 'text-el-nyheter'],
    categories: ['el'],
    categoryIcon: 'el',
    tags: ['el', 'nyheter'],
  }),
  page({
    slug: 'hallbarhet',
    title: 'Hållbarhet',
    hero: 'fastighet',
    ingress: 'Färre transporter, mindre emballage och ett sortiment med miljödeklarationer.',
    meta: 'Proffsbutiks arbete med hållbara transporter och produkter.',
    sections: ['tm-hallbarhet', 'bilder-hallbarhet', 'sektion-stor-hallbarhet'],
    thumbnail: pictureAsset('bild-leverans'),
    tags: ['nyheter'],
  }),
  page({
    slug: 'vart-sortiment',
    title: 'Vårt sortiment',
    hero: 'infastning',
    ingress: 'Över 100 000 artiklar inom åtta områden – i lager i centrallagret och i våra butiker.',
    meta: 'Proffsbutiks sortiment: VVS, el, verktyg, kyla, sprinkler, fastighet, mark och VA, infästning.',
    sections: [
      'sektion-sortiment',
      'sektion-genvagar',
      'sektion-stor-konto',
      'sektion-sortiment-installation',
    ],
  }),
  page({
    slug: 'integritetspolicy',
    title: 'Integritetspolicy',
    hero: 'hjalp',
    ingress: 'Hur vi behandlar personuppgifter om våra kunders kontaktpersoner.',
    meta: 'Proffsbutiks integritetspolicy.',
    sections: ['text-integritet'],
    flags: { excludeFromSearch: true },
    tags: ['villkor'],
  }),
  page({
    slug: 'mina-avtalspriser',
    title: 'Dina avtalspriser',
    hero: 'hjalp',
    ingress: 'Så läser du din prislista och dina rabattbrev.',
    meta: 'Avtalspriser och rabatter för inloggade kunder.',
    sections: ['info-kredit', 'kontaktkort-kundservice'],
    flags: { authenticatedOnly: true },
    tags: ['konto'],
  }),
  page({
    slug: 'kampanj-var-2027',
    title: 'Vårkampanj 2027',
    preTitle: 'Kampanj',
    hero: 'guider',
    ingress: 'Förhandsvisning: vårens kampanj för installatörer.',
    meta: 'Vårkampanj 2027.',
    sections: ['sektion-kampanjer', 'sektion-populart'],
    status: 'draft',
    tags: ['nyheter'],
  }),
  page({
    slug: 'julkampanj-2025',
    title: 'Julkampanj 2025',
    hero: 'guider',
    ingress: 'Kampanjen är avslutad.',
    meta: 'Julkampanj 2025.',
    sections: ['sektion-kampanjer'],
    status: 'archived',
  }),
]

const listing = (slug: string, fields: Fields, tags: readonly string[]): SeedEntry => ({
  id: `lista-${slug}`,
  type: 'contentListingPage',
  fields: { slug, ...fields },
  tags,
})

const listingPages: SeedEntry[] = [
  listing(
    'guider-och-tips',
    {
      title: 'Guider och tips',
      heroDesktop: heroAsset('nyheter', 'desktop'),
      heroMobile: heroAsset('nyheter', 'mobile'),
      overlay: true,
      icon: 'book',
      ingress: rt.doc(
        rt.p('Montagetips, regler och säsongsråd från våra specialister inom VVS, el, kyla och verktyg.'),
      ),
      metaDescription: 'Guider och tips för installatörer från Proffsbutik.',
      tagOrder: ['vvs', 'el', 'kyla', 'verktyg', 'sakerhet', 'nyheter'],
      content: [
        'sida-presspassningar-guide',
        'sida-elinstallation-nyheter',
        'sida-kyltekniker-infor-sommaren',
        'sida-verktygsuthyrning',
        'sida-sprinklerservice',
        'sida-hallbarhet',
        'sida-om-oss',
        'sida-proffsguiden',
        'sida-vart-sortiment',
        'sida-kampanj-var-2027',
      ],
    },
    ['vvs', 'el', 'kyla', 'verktyg', 'sakerhet', 'nyheter'],
  ),
  listing(
    'hjalp-och-villkor',
    {
      title: 'Hjälp och villkor',
      heroDesktop: heroAsset('tjanster', 'desktop'),
      heroMobile: heroAsset('tjanster', 'mobile'),
      overlay: false,
      icon: 'info',
      ingress: rt.doc(rt.p('Allt om ditt konto, leveranser, returer och våra villkor.')),
      metaDescription: 'Hjälp med konto, leverans och villkor hos Proffsbutik.',
      tagOrder: ['konto', 'leverans', 'villkor'],
      content: [
        'sida-bli-kund',
        'sida-kundservice',
        'sida-leveransvillkor',
        'sida-returer-och-reklamationer',
        'sida-integritetspolicy',
        'sida-mina-avtalspriser',
      ],
    },
    ['konto', 'leverans', 'villkor'],
  ),
]

/** Every page entry. */
export const pageEntries: readonly SeedEntry[] = [...heroes, frontPage, ...contentPages, ...listingPages]
