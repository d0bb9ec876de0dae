/**
 * Store details and a store page for every store of the catalogue seed (`buildLocations`): the
 * same ids, names, addresses, positions and opening hours the location service answers, plus the
 * content only the content service has — special opening hours, services, activities, contacts.
 */
import { Schema } from 'effect'
import { seasonSpecialHours, type SeasonHours, storeAddressText } from '@proffsbutik/core/domain'
import { buildLocations } from '../../db/seed/catalogue.seed'
import type { SeedEntry } from '../content-store'
import { rt } from '../rich-text'
import { personAsset, pictureAsset } from './assets.seed'
import { assortmentIcon } from './sections.seed'

const OpeningHoursJson = Schema.fromJsonString(Schema.Record(Schema.String, Schema.NullOr(Schema.String)))

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

const firstNames = [
  'Anders',
  'Maria',
  'Johan',
  'Karin',
  'Erik',
  'Lena',
  'Mikael',
  'Sara',
  'Peter',
  'Emma',
  'Lars',
  'Sofia',
  'Jonas',
  'Elin',
]
const lastNames = [
  'Johansson',
  'Andersson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Pettersson',
  'Jonsson',
  'Berg',
  'Lund',
  'Holm',
]

const services = [
  [
    'standard-pickup',
    'butikstjanst-hamta',
    'Hämta i butik',
    'box',
    'Beställ på webben och hämta i utlämningen när det passar dig.',
  ],
  [
    'express-pickup',
    'butikstjanst-express',
    'Expresshämtning',
    'clock',
    'Beställ före kl. 14 så är ordern plockad inom en timme.',
  ],
  [
    'tool-rental',
    'butikstjanst-uthyrning',
    'Verktygsuthyrning',
    'wrench',
    'Hyr pressverktyg, kärnborr och mätinstrument per dag.',
  ],
] as const

const serviceEntries: SeedEntry[] = [
  ...services.map(([, id, title, icon, description]) => ({
    id,
    type: 'storeService',
    fields: { title, icon, description },
  })),
  {
    id: 'butikstjanst-kapning',
    type: 'storeService',
    fields: {
      title: 'Kapning av kabel och rör',
      icon: 'scissors',
      description: 'Vi kapar i önskade längder medan du väntar.',
    },
  },
]

const activities: SeedEntry[] = [
  {
    id: 'aktivitet-frukost',
    type: 'storeActivity',
    fields: {
      title: 'Installatörsfrukost',
      date: '2027-02-04',
      description:
        'Frukost 06.30–08.30 med nyheter inom golvvärme och värmepumpar. Våra leverantörer finns på plats.',
      image: pictureAsset('bild-butik'),
    },
  },
  {
    id: 'aktivitet-elmassa',
    type: 'storeActivity',
    fields: {
      title: 'Eldag med laddboxar',
      date: '2027-03-11',
      description: 'Prova laddboxar med lastbalansering och se hur de installeras. Anmälan i butiken.',
      image: pictureAsset('bild-fastighet'),
    },
  },
  {
    id: 'aktivitet-verktyg',
    type: 'storeActivity',
    fields: {
      title: 'Verktygsservice på plats',
      date: '2027-04-15',
      description:
        'Lämna in dina batterimaskiner för kostnadsfri kontroll. Vi byter kol och kontrollerar batterier.',
      image: pictureAsset('bild-trygghet'),
    },
  },
]

const phoneNumbers: SeedEntry[] = [
  {
    id: 'telefon-order',
    type: 'contactPerson',
    fields: {
      name: 'Ordertelefon',
      role: 'Order och leveransfrågor',
      phone: '010-123 45 00',
      email: 'order@proffsbutik.invalid',
    },
  },
  {
    id: 'telefon-teknik',
    type: 'contactPerson',
    fields: { name: 'Teknisk support', role: 'Produktval och dimensionering', phone: '010-123 45 20' },
  },
]

/**
 * The special opening hours around Christmas and New Year, the same for every store: the holidays
 * of the Swedish calendar (the same days delivery dates skip, and the alert banner names) closed but
 * Nyårsafton's morning, and the stores' own eves and Saturday. Closed is written `hours: null`.
 */
const christmas = seasonSpecialHours('2026-12-19', '2027-01-06', {
  open: { Nyårsafton: '07:00–12:00' },
  own: [
    { date: '2026-12-19', name: 'Lördag före jul', hours: '09:00–13:00' },
    { date: '2026-12-23', name: 'Dagen före julafton', hours: '06:30–15:00' },
    { date: '2027-01-05', name: 'Trettondagsafton', hours: '06:30–15:00' },
  ],
})
const asContent = (days: SeasonHours['weekdays']) => days.map((day) => ({ ...day, hours: day.hours ?? null }))
const specialWeekdays = asContent(christmas.weekdays)
const specialWeekends = asContent(christmas.weekends)

const formatHours = (hours: string | null | undefined) => (hours ? hours.replace('-', '–') : 'Stängt')

function storeEntries(): SeedEntry[] {
  const stores = buildLocations().filter((l) => l.kind === 'store')
  return stores.flatMap((store, n) => {
    const hours = Schema.decodeUnknownSync(OpeningHoursJson)(store.openingHours)
    const name = store.name
    const town = store.city
    const manager = `${firstNames[n % firstNames.length]} ${lastNames[n % lastNames.length]}`
    const seller = `${firstNames[(n + 5) % firstNames.length]} ${lastNames[(n + 7) % lastNames.length]}`
    const mailbox = (store.email ?? '').replace(/@.*/, '')
    const details: SeedEntry = {
      id: `butik-${store.id}`,
      type: 'storeDetails',
      fields: {
        storeId: store.id,
        name,
        label:
          n === 0 ? 'Flaggskeppsbutik' : store.services.includes('standard-pickup') ? 'Butik' : 'Expressdisk',
        address: storeAddressText({ address1: store.address1, postalCode: store.postalCode, city: town }),
        phone: store.phone ?? '010-123 45 00',
        email: store.email ?? 'kundservice@proffsbutik.invalid',
        location: { lat: store.lat, lon: store.lon },
        ...Object.fromEntries(
          weekdays.map((day, i) => [`openingHours${day}`, formatHours(hours[String(i + 1)])]),
        ),
        specialOpeningHoursWeekdays: specialWeekdays,
        specialOpeningHoursWeekends: specialWeekends,
        infobox: rt.doc(
          rt.p(
            rt.bold('Parkering för servicebilar'),
            ` finns framför butiken i ${town}. Beställda varor hämtar du i utlämningen på gaveln.`,
          ),
          rt.p('Storleksbeställningar och pallvaror lastar vi direkt från lagret – ring gärna innan.'),
          rt.p(rt.inlineEntry('knapp-kontakta')),
        ),
      },
    }
    const contacts: SeedEntry[] = [
      {
        id: `butik-${store.id}-butikschef`,
        type: 'contactPerson',
        fields: {
          name: manager,
          role: 'Butikschef',
          phone: store.phone ?? '010-123 45 00',
          email: `${mailbox}.butikschef@proffsbutik.invalid`,
          image: personAsset((n % 6) + 1),
        },
      },
      {
        id: `butik-${store.id}-innesaljare`,
        type: 'contactPerson',
        fields: {
          name: seller,
          role: 'Innesäljare VVS och el',
          phone: store.phone ?? '010-123 45 00',
          email: `${mailbox}.order@proffsbutik.invalid`,
          image: personAsset(((n + 3) % 6) + 1),
        },
      },
    ]
    const page: SeedEntry = {
      id: `butikssida-${store.id}`,
      type: 'storePage',
      fields: {
        storeId: store.id,
        title: name,
        metaDescription: `${name}: öppettider, adress, tjänster och kontaktpersoner.`,
        ingress: rt.doc(
          rt.p(
            `Välkommen till vår butik i ${town}. Här hittar du VVS, el, verktyg och förbrukning för dagen – och personal som kan branschen.`,
          ),
        ),
        bodyTextPrimary: rt.doc(
          rt.h2(`Handla i ${town}`),
          rt.p(
            'Lagersaldot på webben visar vad som finns på hyllan just nu. Det som saknas beställer vi från centrallagret till nästa morgon.',
          ),
          rt.entry('knapp-bli-kund'),
        ),
        storeDetails: details.id,
        image: pictureAsset('butik-exterior'),
        assortments: (n % 2 === 0
          ? ['vvs-industri', 'el', 'verktyg', 'fastenings', 'fastighet', 'kyla']
          : ['vvs-industri', 'el', 'verktyg', 'mark-va']
        ).map(assortmentIcon),
        services: [
          ...services.filter(([code]) => store.services.includes(code)).map(([, id]) => id),
          ...(n % 3 === 0 ? ['butikstjanst-kapning'] : []),
        ],
        storeActivities: activities.filter((_, i) => (n + i) % 3 === 0).map((a) => a.id),
        contactsSectionTitle: `Kontakta oss i ${town}`,
        contacts: contacts.map((c) => c.id),
        phoneNumbers: phoneNumbers.map((p) => p.id),
        sections: [
          'sektion-sortiment-installation',
          'sektion-kampanjer',
          ...(n % 2 === 0 ? ['video-butik'] : []),
        ],
      },
    }
    return [details, ...contacts, page]
  })
}

/** Store services, activities, shared phone numbers, and per store its details, contacts and page. */
export const storeSeedEntries: readonly SeedEntry[] = [
  ...serviceEntries,
  ...activities,
  ...phoneNumbers,
  ...storeEntries(),
]
