/**
 * Sections and blocks that pages share: assortment icons for the eight special categories, banners,
 * selected products (the campaign service's product groups), service cards, info and text blocks,
 * video, accordions, pictures, contact cards and the account application.
 */
import { topCategories } from '../../db/seed/catalogue-vocabulary'
import type { SeedEntry } from '../content-store'
import { rt } from '../rich-text'
import { bannerAsset, filmUrl, heroAsset, personAsset, pictureAsset } from './assets.seed'
import { ACCOUNT_FORM } from './forms.seed'

const entry = (
  type: string,
  id: string,
  fields: SeedEntry['fields'],
  extra: Partial<SeedEntry> = {},
): SeedEntry => ({
  id,
  type,
  fields,
  ...extra,
})

/** The id of the assortment icon of a special category. */
export const assortmentIcon = (category: string) => `ikon-${category}`

/**
 * Where each campaign banner leads: its running campaign where the catalogue has one (the tool
 * campaign is an assortment, under /sortiment), else its category.
 */
const campaignLinks = {
  vvs: '/kampanjer/vvs-veckor',
  el: '/kategorier/el',
  verktyg: '/sortiment/verktygskampanj',
  kyla: '/kategorier/kyla',
} as const

/** One assortment icon per special category, linking to the category. */
const icons = topCategories.map((top) =>
  entry('assortmentIcon', assortmentIcon(top.id), {
    icon: top.icon,
    title: top.name,
    linkUrl: `/kategorier/${top.id}`,
  }),
)

/** Customer contacts shown on contact cards. */
const contacts = [
  entry('contactPerson', 'kontakt-kundservice', {
    name: 'Kundservice',
    role: 'Order, leverans och faktura',
    phone: '010-123 45 00',
    email: 'kundservice@proffsbutik.invalid',
    image: personAsset(1),
  }),
  entry('contactPerson', 'kontakt-teknisk-support', {
    name: 'Teknisk support VVS',
    role: 'Produktval, dimensionering och montage',
    phone: '010-123 45 20',
    email: 'vvs.support@proffsbutik.invalid',
    image: personAsset(2),
  }),
  entry('contactPerson', 'kontakt-el-support', {
    name: 'Teknisk support el',
    role: 'Installationsmaterial, kabel och belysning',
    phone: '010-123 45 30',
    email: 'el.support@proffsbutik.invalid',
    image: personAsset(3),
  }),
  entry('contactPerson', 'kontakt-kredit', {
    name: 'Kreditavdelningen',
    role: 'Kundkonton, kreditgränser och betalningsvillkor',
    phone: '010-123 45 40',
    email: 'kredit@proffsbutik.invalid',
    image: personAsset(4),
  }),
  entry('contactPerson', 'kontakt-sprinkler', {
    name: 'Anna Lindqvist',
    role: 'Produktspecialist sprinkler',
    phone: '010-123 45 51',
    email: 'anna.lindqvist@proffsbutik.invalid',
    image: personAsset(5),
  }),
]

const link = (linkUrl: string, marketingId: string, creative: string) => ({
  linkUrl,
  isExternalLink: false,
  marketingId,
  creative,
})

/** Every shared section and block. */
export const sectionEntries: readonly SeedEntry[] = [
  ...icons,
  entry('assortmentIcons', 'sektion-sortiment', {
    name: 'Sortimentsikoner – alla områden',
    title: 'Hitta i sortimentet',
    items: topCategories.map((top) => assortmentIcon(top.id)),
  }),
  entry('assortmentIcons', 'sektion-sortiment-installation', {
    name: 'Sortimentsikoner – installation',
    title: 'För installatören',
    items: ['vvs-industri', 'el', 'kyla', 'sprinkler'].map(assortmentIcon),
  }),
  ...(['vvs', 'el', 'verktyg', 'kyla'] as const).map((theme, n) =>
    entry('marketingBannerItem', `kampanj-${theme}`, {
      metaTitle: {
        vvs: 'Golvvärmeveckor – 20 % på kompletta paket',
        el: 'Installationsmaterial till nettopris',
        verktyg: 'Köp två batterimaskiner – få ett extra batteri',
        kyla: 'Säsongsstart kyla: kylmedia och verktyg',
      }[theme],
      metaDescription: {
        vvs: 'Fördelare, rör och reglering för golvvärme till kampanjpris hela månaden.',
        el: 'Dosor, rör och kabel till nettopris för dig med företagskonto.',
        verktyg: 'Gäller utvalda 18 V-maskiner så långt lagret räcker.',
        kyla: 'Allt för service och installation av värmepumpar och kylaggregat.',
      }[theme],
      bannerDesktop: bannerAsset(theme, 'desktop'),
      bannerMobile: bannerAsset(theme, 'mobile'),
      weight: 40 - n * 10,
      ...link(campaignLinks[theme], `kampanj-${theme}-2026`, `banner-${theme}-1200x300`),
    }),
  ),
  entry('marketingBanner', 'sektion-kampanjer', {
    name: 'Kampanjer just nu',
    title: 'Aktuella kampanjer',
    icon: 'tag',
    backgroundColor: '#f4f7fb',
    items: ['kampanj-vvs', 'kampanj-el', 'kampanj-verktyg', 'kampanj-kyla'],
  }),
  entry('randomBannerItem', 'tips-presspassning', {
    title: 'Pressa rätt första gången',
    preTitle: 'Montagetips',
    text: 'Märk insticksdjupet, kontrollera pressbacken och låt pressen gå hela cykeln. Då blir skarven tät direkt.',
    contentImage: pictureAsset('bild-infastning'),
    buttonText: 'Läs guiden',
    template: 'image-left',
    ...link('/presspassningar-guide', 'tips-press', 'random-press'),
  }),
  entry('randomBannerItem', 'tips-matarskap', {
    title: 'Välj rätt jordfelsbrytare',
    preTitle: 'El',
    text: 'Typ A räcker inte alltid. Laddboxar och värmepumpar kräver ofta typ B eller en laddbox med inbyggt DC-skydd.',
    contentImage: pictureAsset('bild-fastighet'),
    buttonText: 'Se sortimentet',
    template: 'image-right',
    ...link('/kategorier/el', 'tips-jfb', 'random-jfb'),
  }),
  entry('randomBannerItem', 'tips-kylmedia', {
    title: 'Ny F-gasförordning',
    preTitle: 'Kyla',
    text: 'Från 2025 gäller nya regler för köldmedier med hög GWP. Vi hjälper dig att välja rätt alternativ.',
    contentImage: pictureAsset('bild-trygghet'),
    buttonText: 'Läs om F-gasreglerna',
    template: 'image-left',
    ...link('/kyltekniker-infor-sommaren', 'tips-fgas', 'random-fgas'),
  }),
  entry('randomBanners', 'sektion-tips', {
    name: 'Tips från våra specialister',
    items: ['tips-presspassning', 'tips-matarskap', 'tips-kylmedia'],
  }),
  ...[
    ['genvag-bestall', 'Snabborder', 'Beställ med artikelnummer', '#0d2c54', 'list', '/snabborder'],
    [
      'genvag-fakturor',
      'Fakturor',
      'Se och ladda ned fakturor',
      '#24443a',
      'document',
      '/mina-sidor/ekonomi',
    ],
    ['genvag-butiker', 'Butiker', 'Hitta närmaste butik', '#5c1a1a', 'pin', '/hitta-butik'],
    ['genvag-listor', 'Inköpslistor', 'Dina sparade listor', '#3a2e2a', 'heart', '/mina-sidor/inkopslistor'],
  ].map(([id, name, title, backgroundColor, icon, linkUrl]) =>
    entry('subBanner', id!, {
      name: name!,
      title: title!,
      backgroundColor: backgroundColor!,
      icon: icon!,
      linkUrl: linkUrl!,
      isExternalLink: false,
    }),
  ),
  entry('subBanners', 'sektion-genvagar', {
    name: 'Genvägar',
    items: ['genvag-bestall', 'genvag-fakturor', 'genvag-butiker', 'genvag-listor'],
  }),
  entry('banner', 'banner-bli-kund', {
    name: 'Bli kund',
    title: 'Inte kund ännu?',
    icon: 'user-plus',
    textRow1: 'Ansök om företagskonto på två minuter.',
    textRow2: 'Avtalspriser, faktura och lagersaldo i alla butiker.',
    contentImage: pictureAsset('bild-butik'),
    image: heroAsset('start', 'desktop'),
    template: 'dark',
    ...link('/bli-kund', 'bli-kund', 'banner-bli-kund'),
  }),
  entry('banner', 'banner-leverans', {
    name: 'Leverans nästa dag',
    title: 'Beställ före 15 – få det i morgon',
    icon: 'truck',
    textRow1: 'Leverans till arbetsplatsen eller hämta i butik.',
    textRow2: 'Fri frakt över 5 000 kr.',
    contentImage: pictureAsset('bild-leverans'),
    image: heroAsset('tjanster', 'desktop'),
    template: 'light',
    ...link('/leveransvillkor', 'leverans', 'banner-leverans'),
  }),
  entry('banner', 'banner-verktygsuthyrning', {
    name: 'Verktygsuthyrning',
    title: 'Hyr i stället för att köpa',
    icon: 'wrench',
    textRow1: 'Pressverktyg, kärnborrar och rörtinar per dag eller vecka.',
    textRow2: 'Finns i de flesta av våra butiker.',
    contentImage: pictureAsset('bild-trygghet'),
    image: heroAsset('verktyg', 'desktop'),
    template: 'light',
    ...link('/verktygsuthyrning', 'uthyrning', 'banner-uthyrning'),
  }),
  entry('contentBanners', 'sektion-aktuellt', {
    name: 'Aktuellt',
    title: 'Aktuellt hos oss',
    items: ['banner-leverans', 'banner-verktygsuthyrning', 'banner-bli-kund'],
  }),
  entry('selectedProducts', 'sektion-populart', {
    name: 'Populärt just nu',
    title: 'Populärt just nu',
    selectedProductsId: 'SPG-START',
  }),
  entry('selectedProducts', 'sektion-nyheter-vvs', {
    name: 'Nyheter VVS',
    title: 'Nyheter inom VVS',
    selectedProductsId: 'SPG-VVS',
  }),
  entry('selectedProducts', 'sektion-kyla', {
    name: 'Kyla inför sommaren',
    title: 'Kyla inför sommaren',
    selectedProductsId: 'SPG-KYLA',
  }),
  entry('subHero', 'underhero-konto', {
    title: 'Allt för proffset – på ett ställe',
    text: 'Över 100 000 artiklar inom VVS, el, verktyg och fastighet. Beställ på webben, hämta i butik eller få det levererat till bygget.',
    buttonText: 'Bli kund',
    buttonLink: '/bli-kund',
    image: pictureAsset('bild-butik'),
    linkUrl: '/bli-kund',
    isExternalLink: false,
    template: 'image-right',
  }),
  entry('largeSection', 'sektion-stor-konto', {
    title: 'Välkommen till grossisten för proffs',
    subHero: 'underhero-konto',
  }),
  entry('subHero', 'underhero-hallbarhet', {
    title: 'Returpall och klimatsmarta transporter',
    text: 'Vi samlastar leveranser till samma område och tar tillbaka pallar och emballage när vi levererar nästa gång.',
    buttonText: 'Läs om vårt miljöarbete',
    buttonLink: '/hallbarhet',
    image: pictureAsset('bild-leverans'),
    linkUrl: '/hallbarhet',
    isExternalLink: false,
    template: 'image-left',
  }),
  entry('largeSection', 'sektion-stor-hallbarhet', {
    title: 'Hållbara leveranser',
    subHero: 'underhero-hallbarhet',
  }),
  ...[
    [
      'tjanst-leverans',
      'Leverans till bygget',
      'truck',
      'Vi levererar till arbetsplatsen med tidsfönster och bärhjälp.',
      '/leveransvillkor',
    ],
    [
      'tjanst-hamta',
      'Hämta inom en timme',
      'clock',
      'Beställ på webben och hämta i butik – klart inom en timme.',
      '/hitta-butik',
    ],
    [
      'tjanst-uthyrning',
      'Verktygsuthyrning',
      'wrench',
      'Hyr pressverktyg, kärnborr och mätinstrument per dag.',
      '/verktygsuthyrning',
    ],
    [
      'tjanst-kapning',
      'Kapning och märkning',
      'scissors',
      'Vi kapar kabel och rör i önskade längder och märker kollina per projekt.',
      '/kundservice',
    ],
  ].map(([id, title, icon, text, linkUrl]) =>
    entry('serviceCard', id!, { title: title!, icon: icon!, text: text!, linkUrl: linkUrl! }),
  ),
  entry('serviceCards', 'sektion-tjanster', {
    name: 'Våra tjänster',
    title: 'Tjänster som sparar tid',
    items: ['tjanst-leverans', 'tjanst-hamta', 'tjanst-uthyrning', 'tjanst-kapning'],
  }),
  entry('embeddedButton', 'knapp-bli-kund', {
    text: 'Ansök om konto',
    url: '/bli-kund',
    variant: 'primary',
    size: 'large',
    inline: false,
    shape: 'rounded',
    icon: 'arrow-right',
  }),
  entry('embeddedButton', 'knapp-kontakta', {
    text: 'Kontakta kundservice',
    url: '/kundservice',
    variant: 'secondary',
    size: 'medium',
    inline: true,
    shape: 'rounded',
    icon: 'phone',
  }),
  entry('infoBlock', 'info-leveranstider', {
    infoBlockTitle: 'Leveranstider',
    infoBlockText: rt.doc(
      rt.p(
        'Beställ före ',
        rt.bold('kl. 15.00'),
        ' så levererar vi nästa vardag till de flesta orter i Sverige.',
      ),
      rt.p('Leveranser till Norrlands inland och Gotland tar en till två dagar extra.'),
    ),
  }),
  entry('infoBlock', 'info-retur', {
    infoBlockTitle: 'Öppet köp i 30 dagar',
    infoBlockText: rt.doc(
      rt.p(
        'Lagerförda varor i obruten förpackning kan returneras inom 30 dagar. Kapade längder och beställningsvaror kan inte returneras.',
      ),
    ),
  }),
  entry('infoBlock', 'info-kredit', {
    infoBlockTitle: 'Faktura med 30 dagar',
    infoBlockText: rt.doc(
      rt.p(
        'Företagskunder handlar mot faktura med 30 dagars betalningsvillkor efter godkänd kreditprövning.',
      ),
      rt.p(rt.inlineEntry('knapp-kontakta')),
    ),
  }),
  entry('textAndMedia', 'tm-leverans', {
    textMediaTitle: 'Leverans direkt till arbetsplatsen',
    text: rt.doc(
      rt.p(
        'Våra chaufförer känner till byggarbetsplatsernas rutiner. Ange portkod, kontaktperson och lossningsplats i kassan så blir leveransen rätt.',
      ),
      rt.ul(
        'Tidsfönster på två timmar',
        'Avisering med sms när bilen är på väg',
        'Pallar och emballage tas i retur',
      ),
    ),
    image: pictureAsset('bild-leverans'),
    mediaPosition: 'right',
  }),
  entry('textAndMedia', 'tm-uthyrning', {
    textMediaTitle: 'Hyr verktyg per dag eller vecka',
    text: rt.doc(
      rt.p(
        'Pressverktyg för alla vanliga pressprofiler, kärnborrmaskiner upp till 350 mm och termografikameror finns att hyra i våra butiker.',
      ),
      rt.p('Verktygen är kalibrerade och servade. Du betalar bara för de dagar du använder dem.'),
    ),
    image: pictureAsset('bild-trygghet'),
    mediaPosition: 'left',
  }),
  entry('textAndMedia', 'tm-sprinkler', {
    textMediaTitle: 'Sprinkler enligt SBF 120',
    text: rt.doc(
      rt.p(
        'Vi lagerför sprinklerhuvuden, larmventiler och spårkopplingar för installationer enligt SBF 120 och EN 12845.',
      ),
      rt.p('Våra specialister hjälper dig att ta fram materiallistor direkt från ritning.'),
    ),
    image: pictureAsset('bild-sprinkler'),
    mediaPosition: 'right',
  }),
  entry('textAndMedia', 'tm-hallbarhet', {
    textMediaTitle: 'Mindre emballage, färre transporter',
    text: rt.doc(
      rt.p(
        'Sedan 2024 samlastar vi leveranser per postnummerområde. Det har minskat antalet körda mil med en femtedel.',
      ),
    ),
    image: pictureAsset('bild-fastighet'),
    mediaPosition: 'left',
  }),
  entry('video', 'video-presspassning', {
    title: 'Så pressar du kopparrör',
    description:
      'Vår VVS-specialist visar hur du kapar, gradar, märker och pressar en 22 mm skarv på under en minut.',
    videoUrl: filmUrl('presspassning-22mm'),
    poster: pictureAsset('video-poster'),
  }),
  entry('video', 'video-butik', {
    title: 'Välkommen till butiken',
    description: 'Så fungerar utlämningen, expresshämtningen och verktygsuthyrningen i våra butiker.',
    videoUrl: filmUrl('valkommen-till-butiken'),
    poster: pictureAsset('butik-exterior'),
  }),
  ...[
    [
      'fraga-leverans',
      'När kommer min leverans?',
      'Du ser leveransdagen i orderbekräftelsen. Samma dag som bilen lastas får du ett sms med tidsfönster.',
    ],
    [
      'fraga-faktura',
      'Kan jag få fakturan per projekt?',
      'Ja. Ange projektnummer eller märkning i kassan så samlas inköpen per projekt på fakturan.',
    ],
    [
      'fraga-retur',
      'Hur returnerar jag en vara?',
      'Lämna varan i närmaste butik med följesedeln, eller anmäl returen i kundservice så hämtar vi den vid nästa leverans.',
    ],
    [
      'fraga-konto',
      'Vem kan få ett företagskonto?',
      'Alla företag med organisationsnummer och godkänd kreditprövning. Enskilda firmor är välkomna.',
    ],
    [
      'fraga-priser',
      'Varför ser jag inte mina avtalspriser?',
      'Avtalspriser visas när du är inloggad och har valt rätt kund. Kontakta din säljare om priset inte stämmer.',
    ],
  ].map(([id, title, answer]) => entry('accordionItem', id!, { title: title!, body: rt.doc(rt.p(answer!)) })),
  entry('accordions', 'dragspel-vanliga-fragor', {
    title: 'Vanliga frågor',
    items: ['fraga-leverans', 'fraga-faktura', 'fraga-retur', 'fraga-konto', 'fraga-priser'],
  }),
  entry('accordions', 'dragspel-leverans', {
    title: 'Frågor om leverans och retur',
    items: ['fraga-leverans', 'fraga-retur'],
  }),
  entry('imageSetOfThree', 'bilder-butik', {
    title: 'Så ser det ut i våra butiker',
    images: [pictureAsset('butik-exterior'), pictureAsset('bild-butik'), pictureAsset('bild-infastning')],
  }),
  entry('imageSetOfThree', 'bilder-hallbarhet', {
    title: 'Hållbarhet i praktiken',
    images: [pictureAsset('bild-leverans'), pictureAsset('bild-fastighet'), pictureAsset('bild-mark')],
  }),
  entry('singleImage', 'bild-sprinklercentral', {
    title: 'Sprinklercentral',
    image: pictureAsset('bild-sprinkler'),
    caption: 'Larmventilstation med spårkopplade rör.',
    linkUrl: '/kategorier/sprinkler',
  }),
  entry('singleImage', 'bild-pressverktyg', {
    title: 'Pressverktyg',
    image: pictureAsset('bild-infastning'),
    caption: 'Kontrollera alltid att pressbacken matchar rörets profil.',
    linkUrl: '/kategorier/verktyg',
  }),
  ...contacts,
  entry('contactCards', 'kontaktkort-kundservice', {
    title: 'Vi hjälper dig',
    contacts: ['kontakt-kundservice', 'kontakt-teknisk-support', 'kontakt-el-support', 'kontakt-kredit'],
  }),
  entry('contactCards', 'kontaktkort-sprinkler', {
    title: 'Fråga vår specialist',
    contacts: ['kontakt-sprinkler'],
  }),
  entry('accountApplication', 'sektion-kontoansokan', {
    title: 'Ansök om företagskonto',
    text: rt.doc(rt.p('Fyll i uppgifterna om ditt företag. Vi återkommer inom två arbetsdagar.')),
    form: ACCOUNT_FORM,
  }),
  entry('textBlock', 'text-villkor', {
    name: 'Allmänna villkor – sammanfattning',
    bodyTextSecondary: rt.doc(
      rt.h2('Allmänna försäljningsvillkor'),
      rt.p('Vi tillämpar NL 17 med de tillägg som framgår nedan. Priser anges exklusive moms.'),
      rt.ol(
        'Äganderätten till varan övergår när full betalning erlagts.',
        'Reklamation ska göras inom skälig tid efter att felet upptäckts.',
        'Returer av lagerförda varor krediteras med avdrag för hanteringsavgift om 15 %.',
      ),
    ),
  }),
  entry('textBlock', 'text-om-oss', {
    name: 'Om oss – historia',
    bodyTextSecondary: rt.doc(
      rt.h2('Från rörgrossist till proffsbutik'),
      rt.p(
        'Proffsbutik startade som en rörgrossist i Jönköping och har i dag butiker från Malmö till Luleå.',
      ),
      rt.p(
        'Vi säljer bara till företag. Det gör att vi kan hålla ett brett sortiment i lager och ge råd som håller på bygget.',
      ),
    ),
  }),
  entry(
    'textBlock',
    'text-om-oss-nyhet',
    {
      name: 'Om oss – ny butik',
      bodyTextSecondary: rt.doc(
        rt.p('Nu öppnar vi vår tjugonionde butik – i Kiruna, lagom till byggstarten av nya stadskärnan.'),
      ),
    },
    { status: 'draft' },
  ),
  entry('textBlock', 'text-kyla', {
    name: 'Kyla inför sommaren',
    bodyTextSecondary: rt.doc(
      rt.h2('Förbered säsongen'),
      rt.p(
        'Fyll på med köldmedium, vakuumpumpar och läcksökare innan högsäsongen. Vi har utökat lagret av R32 och R290-aggregat.',
      ),
      rt.ul(
        'Läcksökning enligt F-gasförordningen',
        'Rörisolering för utomhusdragning',
        'Konsoler och vibrationsdämpare',
      ),
    ),
  }),
  entry('textBlock', 'text-el-nyheter', {
    name: 'Nyheter el',
    bodyTextSecondary: rt.doc(
      rt.h2('Nytt i elsortimentet'),
      rt.p(
        'Laddboxar med lastbalansering, smarta dimrar och ett bredare sortiment av halogenfri kabel finns nu i lager.',
      ),
    ),
  }),
  entry('textBlock', 'text-press', {
    name: 'Pressguide',
    bodyTextSecondary: rt.doc(
      rt.h2('Fem steg till en tät pressfog'),
      rt.ol(
        'Kapa röret vinkelrätt med rörkap.',
        'Grada in- och utsida.',
        'Märk insticksdjupet.',
        'Kontrollera att O-ringen sitter rätt.',
        'Pressa med rätt back och låt cykeln gå klart.',
      ),
    ),
  }),
  entry('textBlock', 'text-retur', {
    name: 'Returer',
    bodyTextSecondary: rt.doc(
      rt.h2('Returer och reklamationer'),
      rt.p('Anmäl returen i kundservice eller lämna varan i butik. Ange ordernummer och orsak.'),
      rt.p('Vid reklamation av en felaktig vara står vi för frakten och skickar en ersättningsvara direkt.'),
    ),
  }),
  entry('textBlock', 'text-integritet', {
    name: 'Integritet',
    bodyTextSecondary: rt.doc(
      rt.h2('Så behandlar vi personuppgifter'),
      rt.p(
        'Vi behandlar uppgifter om kontaktpersoner hos våra kunder för att kunna leverera, fakturera och ge service.',
      ),
    ),
  }),
]
