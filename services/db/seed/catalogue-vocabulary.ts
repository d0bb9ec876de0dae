/**
 * The words the catalogue generator builds a Swedish wholesaler from: the eight special
 * categories with their sub-categories and product families, manufacturers, towns and stores.
 * Manufacturers are invented; towns, postcodes and coordinates are real.
 */

/** A unit an article is sold in. */
export type SalesUnit = 'ST' | 'M' | 'FRP' | 'RLE' | 'KG' | 'L' | 'PAR' | 'SET'

/** Safety warnings (CLP hazard statements) a family may carry. */
export const hazards = {
  aerosol: {
    code: 'H222',
    signalWord: 'Fara',
    description: 'Extremt brandfarlig aerosol.',
    detailedDescription:
      'Behållare under tryck: kan sprängas vid uppvärmning. Får inte utsättas för temperaturer över 50 °C.',
  },
  flammableGas: {
    code: 'H220',
    signalWord: 'Fara',
    description: 'Extremt brandfarlig gas.',
    detailedDescription:
      'Innehåller gas under tryck; kan explodera vid uppvärmning. Förvaras väl ventilerat.',
  },
  corrosive: {
    code: 'H314',
    signalWord: 'Fara',
    description: 'Orsakar allvarliga frätskador på hud och ögon.',
    detailedDescription: 'Använd skyddshandskar, skyddskläder och ögonskydd. Vid förtäring: skölj munnen.',
  },
  irritant: {
    code: 'H319',
    signalWord: 'Varning',
    description: 'Orsakar allvarlig ögonirritation.',
    detailedDescription: 'Vid kontakt med ögonen: skölj försiktigt med vatten i flera minuter.',
  },
  pressurisedGas: {
    code: 'H280',
    signalWord: 'Varning',
    description: 'Innehåller gas under tryck; kan explodera vid uppvärmning.',
    detailedDescription: 'Skyddas från solljus. Förvaras på väl ventilerad plats.',
  },
} as const

/** A kind of product: the noun, its unit, price span, the attribute its variants differ in. */
export interface Family {
  readonly noun: string
  readonly unit: SalesUnit
  /** List price span in SEK for the smallest variant. */
  readonly price: readonly [number, number]
  /** The attribute the variants of one product differ in, and its values (smallest first). */
  readonly axis: readonly [name: string, values: readonly string[]]
  /** Attributes every variant of a product shares: one value is picked per product. */
  readonly traits?: Readonly<Record<string, readonly string[]>>
  /** Sold in packs: the web sales unit converts to this many pieces. */
  readonly pack?: readonly [factor: number, unit: SalesUnit]
  /** Copper or brass: carries a metal (alloying) surcharge. */
  readonly metal?: boolean
  readonly hazard?: keyof typeof hazards
  /** Only sold in stores (gas bottles and the like). */
  readonly onlyStore?: boolean
  /** Large installations: price on request. */
  readonly askForPrice?: boolean
}

/** A sub-category and its families. */
export interface SubCategory {
  readonly name: string
  readonly slug: string
  readonly families: readonly Family[]
}

/** One of the eight special categories. */
export interface TopCategory {
  readonly id: string
  readonly name: string
  readonly icon: string
  readonly manufacturers: readonly string[]
  readonly subCategories: readonly SubCategory[]
}

const dn = ['DN10', 'DN15', 'DN20', 'DN25', 'DN32', 'DN40', 'DN50']
const pipe = ['12 mm', '15 mm', '18 mm', '22 mm', '28 mm', '35 mm', '42 mm', '54 mm']
const plastic = ['32 mm', '40 mm', '50 mm', '75 mm', '110 mm', '160 mm', '200 mm']
const screw = ['3,5x30', '4,0x40', '4,5x50', '5,0x60', '5,0x80', '6,0x100', '6,0x120']
const lengths = ['1 m', '3 m', '5 m', '10 m', '25 m', '50 m', '100 m']
const cable = ['3G1,5', '3G2,5', '5G1,5', '5G2,5', '5G6', '5G10', '5G16']
const sizes = ['S', 'M', 'L', 'XL', 'XXL']
const volts = ['12 V', '18 V', '36 V']
const colours = ['Vit', 'Svart', 'Grå', 'Aluminium']
const materials = ['Mässing', 'Rostfritt stål', 'Förzinkat stål', 'Gjutjärn']

/** The eight special categories of the shop (the assortment icons), with everything under them. */
export const topCategories: readonly TopCategory[] = [
  {
    id: 'fastenings',
    name: 'Infästning',
    icon: 'fastenings',
    manufacturers: ['Fästa', 'Skruvgrossen', 'Ankarfäste', 'Nitab'],
    subCategories: [
      {
        name: 'Skruv',
        slug: 'skruv',
        families: [
          {
            noun: 'Träskruv',
            unit: 'FRP',
            price: [89, 249],
            axis: ['Dimension', screw],
            traits: { Material: ['Förzinkat stål', 'Rostfritt stål A4'] },
            pack: [200, 'ST'],
          },
          {
            noun: 'Byggskruv',
            unit: 'FRP',
            price: [129, 389],
            axis: ['Dimension', screw],
            traits: { Ytbehandling: ['Gulkromaterad', 'Elförzinkad'] },
            pack: [250, 'ST'],
          },
          {
            noun: 'Plåtskruv',
            unit: 'FRP',
            price: [69, 199],
            axis: ['Dimension', ['3,5x13', '4,2x16', '4,8x19', '5,5x25']],
            pack: [100, 'ST'],
          },
        ],
      },
      {
        name: 'Plugg och ankare',
        slug: 'plugg-och-ankare',
        families: [
          {
            noun: 'Universalplugg',
            unit: 'FRP',
            price: [49, 149],
            axis: ['Dimension', ['5 mm', '6 mm', '8 mm', '10 mm', '12 mm']],
            pack: [100, 'ST'],
          },
          {
            noun: 'Betongankare',
            unit: 'FRP',
            price: [189, 689],
            axis: ['Dimension', ['M8x75', 'M10x90', 'M12x110', 'M16x145']],
            pack: [50, 'ST'],
          },
          {
            noun: 'Kemankare',
            unit: 'ST',
            price: [219, 459],
            axis: ['Volym', ['300 ml', '410 ml']],
            hazard: 'irritant',
          },
        ],
      },
      {
        name: 'Bult och mutter',
        slug: 'bult-och-mutter',
        families: [
          {
            noun: 'Sexkantsskruv',
            unit: 'FRP',
            price: [99, 329],
            axis: ['Dimension', ['M6x30', 'M8x40', 'M10x50', 'M12x60', 'M16x80']],
            traits: { Hållfasthetsklass: ['8.8', 'A4-70'] },
            pack: [50, 'ST'],
          },
          {
            noun: 'Låsmutter',
            unit: 'FRP',
            price: [59, 179],
            axis: ['Dimension', ['M6', 'M8', 'M10', 'M12', 'M16']],
            pack: [100, 'ST'],
          },
          {
            noun: 'Gängstång',
            unit: 'ST',
            price: [29, 119],
            axis: ['Dimension', ['M8x1000', 'M10x1000', 'M12x1000', 'M16x1000']],
          },
        ],
      },
      {
        name: 'Upphängning',
        slug: 'upphangning',
        families: [
          {
            noun: 'Rörclips',
            unit: 'FRP',
            price: [79, 249],
            axis: ['Dimension', pipe],
            pack: [25, 'ST'],
          },
          {
            noun: 'Rörupphängning med gummiinlägg',
            unit: 'ST',
            price: [24, 89],
            axis: ['Dimension', pipe],
          },
          { noun: 'Montageskena', unit: 'ST', price: [149, 399], axis: ['Längd', ['1 m', '2 m', '3 m']] },
        ],
      },
    ],
  },
  {
    id: 'sprinkler',
    name: 'Sprinkler',
    icon: 'sprinkler',
    manufacturers: ['Brandskydd Norden', 'Sprinkla', 'Flamstopp'],
    subCategories: [
      {
        name: 'Sprinklerhuvuden',
        slug: 'sprinklerhuvuden',
        families: [
          {
            noun: 'Sprinklerhuvud hängande',
            unit: 'ST',
            price: [89, 249],
            axis: ['Utlösningstemperatur', ['57 °C', '68 °C', '79 °C', '93 °C']],
            traits: { 'K-faktor': ['K57', 'K80', 'K115'] },
          },
          {
            noun: 'Sprinklerhuvud stående',
            unit: 'ST',
            price: [89, 249],
            axis: ['Utlösningstemperatur', ['57 °C', '68 °C', '79 °C', '93 °C']],
          },
          {
            noun: 'Sidovägg-sprinkler',
            unit: 'ST',
            price: [129, 329],
            axis: ['Utlösningstemperatur', ['68 °C', '79 °C']],
          },
        ],
      },
      {
        name: 'Sprinklerrör och kopplingar',
        slug: 'sprinklerror',
        families: [
          {
            noun: 'Sprinklerrör svart stål',
            unit: 'M',
            price: [119, 389],
            axis: ['Dimension', dn],
          },
          {
            noun: 'Spårkoppling',
            unit: 'ST',
            price: [149, 529],
            axis: ['Dimension', dn.slice(2)],
          },
          {
            noun: 'Spårböj 90°',
            unit: 'ST',
            price: [119, 469],
            axis: ['Dimension', dn.slice(2)],
          },
        ],
      },
      {
        name: 'Sprinklercentraler och ventiler',
        slug: 'sprinklerventiler',
        families: [
          {
            noun: 'Larmventil våtsystem',
            unit: 'ST',
            price: [8900, 24900],
            axis: ['Dimension', ['DN80', 'DN100', 'DN150']],
            askForPrice: true,
          },
          {
            noun: 'Flödesvakt',
            unit: 'ST',
            price: [1490, 3290],
            axis: ['Dimension', dn.slice(3)],
          },
          {
            noun: 'Provventil',
            unit: 'ST',
            price: [690, 1490],
            axis: ['Dimension', ['DN25', 'DN32']],
            metal: true,
          },
        ],
      },
    ],
  },
  {
    id: 'vvs-industri',
    name: 'VVS & Industri',
    icon: 'vvs-industri',
    manufacturers: ['Nordflöde', 'Aquatek', 'Rörman', 'Termix Väst', 'Ventilia'],
    subCategories: [
      {
        name: 'Rör',
        slug: 'ror',
        families: [
          { noun: 'Kopparrör', unit: 'M', price: [49, 329], axis: ['Dimension', pipe], metal: true },
          {
            noun: 'Förzinkat stålrör',
            unit: 'M',
            price: [69, 289],
            axis: ['Dimension', dn],
          },
          {
            noun: 'PEX-rör',
            unit: 'RLE',
            price: [389, 1890],
            axis: ['Dimension', ['16 mm', '20 mm', '25 mm', '32 mm']],
            pack: [50, 'M'],
          },
          { noun: 'Avloppsrör PP', unit: 'ST', price: [39, 389], axis: ['Dimension', plastic] },
        ],
      },
      {
        name: 'Rördelar och kopplingar',
        slug: 'rordelar',
        families: [
          {
            noun: 'Pressmuff',
            unit: 'ST',
            price: [29, 219],
            axis: ['Dimension', pipe],
            traits: { Material: ['Koppar', 'Förzinkat stål', 'Rostfritt stål'] },
            metal: true,
          },
          { noun: 'Pressböj 90°', unit: 'ST', price: [34, 249], axis: ['Dimension', pipe], metal: true },
          {
            noun: 'Klämringskoppling',
            unit: 'ST',
            price: [59, 289],
            axis: ['Dimension', pipe.slice(0, 6)],
            metal: true,
          },
          { noun: 'Gängad nippel', unit: 'ST', price: [19, 149], axis: ['Dimension', dn], metal: true },
        ],
      },
      {
        name: 'Ventiler',
        slug: 'ventiler',
        families: [
          {
            noun: 'Kulventil',
            unit: 'ST',
            price: [129, 1890],
            axis: ['Dimension', dn],
            traits: { Material: materials.slice(0, 2), Anslutning: ['Inv. gänga', 'Press', 'Klämring'] },
            metal: true,
          },
          {
            noun: 'Backventil',
            unit: 'ST',
            price: [149, 1490],
            axis: ['Dimension', dn],
            traits: { Material: materials },
          },
          {
            noun: 'Injusteringsventil',
            unit: 'ST',
            price: [690, 3490],
            axis: ['Dimension', dn.slice(1, 6)],
          },
          {
            noun: 'Säkerhetsventil',
            unit: 'ST',
            price: [289, 989],
            axis: ['Öppningstryck', ['1,5 bar', '3 bar', '6 bar', '9 bar']],
          },
        ],
      },
      {
        name: 'Pumpar',
        slug: 'pumpar',
        families: [
          {
            noun: 'Cirkulationspump',
            unit: 'ST',
            price: [2490, 8900],
            axis: ['Lyfthöjd', ['4 m', '6 m', '8 m']],
            traits: { Energiklass: ['EEI ≤ 0,20', 'EEI ≤ 0,23'] },
          },
          {
            noun: 'Dräneringspump',
            unit: 'ST',
            price: [1890, 6900],
            axis: ['Effekt', ['250 W', '400 W', '750 W', '1100 W']],
          },
        ],
      },
      {
        name: 'Sanitet',
        slug: 'sanitet',
        families: [
          {
            noun: 'Tvättställsblandare',
            unit: 'ST',
            price: [990, 3990],
            axis: ['Färg', ['Krom', 'Borstat stål', 'Svart matt']],
            traits: { Flödesklass: ['Energiklass A', 'Energiklass B'] },
          },
          {
            noun: 'Duschblandare termostat',
            unit: 'ST',
            price: [1490, 4990],
            axis: ['C/C-mått', ['150 mm', '160 mm']],
          },
          {
            noun: 'Golvbrunn',
            unit: 'ST',
            price: [690, 1890],
            axis: ['Utlopp', ['50 mm', '75 mm', '110 mm']],
          },
          {
            noun: 'Vägghängd toalett',
            unit: 'ST',
            price: [2990, 8990],
            axis: ['Färg', ['Vit', 'Vit matt']],
          },
        ],
      },
    ],
  },
  {
    id: 'verktyg',
    name: 'Verktyg',
    icon: 'verktyg',
    manufacturers: ['Stålkraft', 'Verkmästarn', 'Precisa', 'Borrhammar'],
    subCategories: [
      {
        name: 'Elverktyg',
        slug: 'elverktyg',
        families: [
          {
            noun: 'Borrskruvdragare',
            unit: 'ST',
            price: [1490, 4990],
            axis: ['Spänning', volts],
            traits: { Utförande: ['Utan batteri', 'Med 2 batterier och laddare'] },
          },
          {
            noun: 'Slagborrmaskin',
            unit: 'ST',
            price: [1290, 4490],
            axis: ['Effekt', ['750 W', '1000 W', '1300 W']],
          },
          {
            noun: 'Vinkelslip',
            unit: 'ST',
            price: [990, 3990],
            axis: ['Rondellstorlek', ['115 mm', '125 mm', '230 mm']],
          },
          {
            noun: 'Pressmaskin',
            unit: 'ST',
            price: [19900, 49900],
            axis: ['Spänning', ['18 V', '36 V']],
            askForPrice: true,
          },
        ],
      },
      {
        name: 'Handverktyg',
        slug: 'handverktyg',
        families: [
          {
            noun: 'Rörtång',
            unit: 'ST',
            price: [189, 889],
            axis: ['Längd', ['250 mm', '300 mm', '400 mm', '560 mm']],
          },
          {
            noun: 'Skiftnyckel',
            unit: 'ST',
            price: [149, 589],
            axis: ['Längd', ['150 mm', '200 mm', '250 mm', '300 mm']],
          },
          {
            noun: 'Skruvmejselsats',
            unit: 'SET',
            price: [249, 889],
            axis: ['Antal delar', ['6 delar', '10 delar', '15 delar']],
          },
          {
            noun: 'Röravskärare',
            unit: 'ST',
            price: [219, 789],
            axis: ['Kapacitet', ['3–30 mm', '6–42 mm', '10–60 mm']],
          },
        ],
      },
      {
        name: 'Borrar och bits',
        slug: 'borrar-och-bits',
        families: [
          {
            noun: 'Betongborr SDS-plus',
            unit: 'ST',
            price: [39, 289],
            axis: ['Dimension', ['5x110', '6x160', '8x160', '10x210', '12x260', '16x310']],
          },
          {
            noun: 'Metallborr HSS',
            unit: 'FRP',
            price: [89, 389],
            axis: ['Dimension', ['2 mm', '3 mm', '4 mm', '6 mm', '8 mm', '10 mm']],
            pack: [10, 'ST'],
          },
          {
            noun: 'Bitsats',
            unit: 'SET',
            price: [149, 589],
            axis: ['Antal delar', ['10 delar', '32 delar', '64 delar']],
          },
        ],
      },
      {
        name: 'Arbetskläder och skydd',
        slug: 'arbetsklader',
        families: [
          {
            noun: 'Arbetshandske',
            unit: 'PAR',
            price: [39, 149],
            axis: ['Storlek', ['7', '8', '9', '10', '11']],
          },
          {
            noun: 'Hantverksbyxa',
            unit: 'ST',
            price: [699, 1490],
            axis: ['Storlek', ['C46', 'C48', 'C50', 'C52', 'C54', 'C56']],
            traits: { Färg: ['Svart', 'Grå', 'Marinblå'] },
          },
          { noun: 'Skyddsglasögon', unit: 'ST', price: [79, 289], axis: ['Lins', ['Klar', 'Tonad']] },
          {
            noun: 'Hörselkåpa',
            unit: 'ST',
            price: [249, 889],
            axis: ['Utförande', ['Huvudbygel', 'Hjälmfäste']],
          },
        ],
      },
    ],
  },
  {
    id: 'mark-va',
    name: 'Mark & VA',
    icon: 'mark-va',
    manufacturers: ['Markrör', 'Dräna', 'Brunnsbolaget'],
    subCategories: [
      {
        name: 'Markavlopp',
        slug: 'markavlopp',
        families: [
          {
            noun: 'Markavloppsrör PP',
            unit: 'ST',
            price: [189, 1890],
            axis: ['Dimension', plastic.slice(2)],
          },
          { noun: 'Markavloppsböj', unit: 'ST', price: [89, 889], axis: ['Dimension', plastic.slice(2)] },
          { noun: 'Grenrör 45°', unit: 'ST', price: [149, 1490], axis: ['Dimension', plastic.slice(2)] },
        ],
      },
      {
        name: 'Brunnar',
        slug: 'brunnar',
        families: [
          {
            noun: 'Tillsynsbrunn',
            unit: 'ST',
            price: [1290, 4990],
            axis: ['Dimension', ['200 mm', '315 mm', '400 mm']],
          },
          {
            noun: 'Dagvattenbrunn',
            unit: 'ST',
            price: [1890, 5990],
            axis: ['Dimension', ['315 mm', '400 mm']],
          },
          { noun: 'Brunnslock gjutjärn', unit: 'ST', price: [990, 3490], axis: ['Klass', ['B125', 'D400']] },
        ],
      },
      {
        name: 'Dränering',
        slug: 'dranering',
        families: [
          {
            noun: 'Dräneringsrör',
            unit: 'RLE',
            price: [890, 2990],
            axis: ['Dimension', ['65 mm', '80 mm', '110 mm']],
            pack: [50, 'M'],
          },
          {
            noun: 'Fiberduk',
            unit: 'RLE',
            price: [690, 2490],
            axis: ['Bredd', ['1 m', '2 m', '4 m']],
            pack: [50, 'M'],
          },
        ],
      },
      {
        name: 'Tryckrör och vattenledning',
        slug: 'tryckror',
        families: [
          {
            noun: 'PE-rör SDR11',
            unit: 'M',
            price: [19, 189],
            axis: ['Dimension', ['32 mm', '40 mm', '63 mm', '110 mm', '160 mm']],
          },
          {
            noun: 'Kopplingsmuff PE',
            unit: 'ST',
            price: [149, 989],
            axis: ['Dimension', ['32 mm', '40 mm', '63 mm', '110 mm']],
            metal: true,
          },
          {
            noun: 'Servisventil',
            unit: 'ST',
            price: [890, 2490],
            axis: ['Dimension', ['32 mm', '40 mm', '63 mm']],
            metal: true,
          },
        ],
      },
    ],
  },
  {
    id: 'fastighet',
    name: 'Fastighet',
    icon: 'fastighet',
    manufacturers: ['Fastiq', 'Ventiltek', 'Värmehuset', 'Hemfix'],
    subCategories: [
      {
        name: 'Värme',
        slug: 'varme',
        families: [
          {
            noun: 'Radiator',
            unit: 'ST',
            price: [1490, 5990],
            axis: ['Längd', ['600 mm', '800 mm', '1000 mm', '1200 mm', '1600 mm']],
            traits: { Höjd: ['300 mm', '500 mm', '600 mm'] },
          },
          { noun: 'Radiatortermostat', unit: 'ST', price: [249, 689], axis: ['Färg', ['Vit', 'Krom']] },
          {
            noun: 'Golvvärmefördelare',
            unit: 'ST',
            price: [2490, 6990],
            axis: ['Antal kretsar', ['4 kretsar', '6 kretsar', '8 kretsar', '10 kretsar']],
          },
        ],
      },
      {
        name: 'Ventilation',
        slug: 'ventilation',
        families: [
          {
            noun: 'Spirorör',
            unit: 'ST',
            price: [89, 589],
            axis: ['Dimension', ['100 mm', '125 mm', '160 mm', '200 mm', '250 mm']],
          },
          {
            noun: 'Tilluftsdon',
            unit: 'ST',
            price: [189, 789],
            axis: ['Dimension', ['100 mm', '125 mm', '160 mm']],
            traits: { Färg: colours.slice(0, 2) },
          },
          {
            noun: 'Köksfläkt',
            unit: 'ST',
            price: [2490, 8990],
            axis: ['Bredd', ['500 mm', '600 mm', '800 mm']],
          },
        ],
      },
      {
        name: 'Kemprodukter',
        slug: 'kemprodukter',
        families: [
          {
            noun: 'Fogskum',
            unit: 'ST',
            price: [89, 189],
            axis: ['Volym', ['500 ml', '750 ml']],
            hazard: 'aerosol',
          },
          { noun: 'Läckspray', unit: 'ST', price: [69, 129], axis: ['Volym', ['400 ml']], hazard: 'aerosol' },
          {
            noun: 'Avloppsrensare',
            unit: 'ST',
            price: [79, 249],
            axis: ['Volym', ['1 l', '5 l']],
            hazard: 'corrosive',
          },
          { noun: 'Gängtätning', unit: 'ST', price: [49, 149], axis: ['Längd', ['15 m', '50 m', '160 m']] },
        ],
      },
      {
        name: 'Gasol och lödning',
        slug: 'gasol-och-lodning',
        families: [
          {
            noun: 'Gasolflaska',
            unit: 'ST',
            price: [349, 989],
            axis: ['Storlek', ['P5', 'P11', 'P22']],
            hazard: 'flammableGas',
            onlyStore: true,
          },
          {
            noun: 'Lödbrännare',
            unit: 'ST',
            price: [489, 1890],
            axis: ['Utförande', ['Piezotändning', 'Manuell tändning']],
          },
          {
            noun: 'Lödtenn',
            unit: 'RLE',
            price: [189, 689],
            axis: ['Vikt', ['250 g', '500 g']],
            metal: true,
          },
        ],
      },
    ],
  },
  {
    id: 'kyla',
    name: 'Kyla',
    icon: 'kyla',
    manufacturers: ['Kylkompaniet', 'Polartek', 'Frysa'],
    subCategories: [
      {
        name: 'Värmepumpar och aggregat',
        slug: 'varmepumpar',
        families: [
          {
            noun: 'Luft/luft-värmepump',
            unit: 'ST',
            price: [14900, 39900],
            axis: ['Effekt', ['2,5 kW', '3,5 kW', '5,0 kW']],
            askForPrice: true,
          },
          {
            noun: 'Kylaggregat',
            unit: 'ST',
            price: [19900, 69900],
            axis: ['Effekt', ['3 kW', '6 kW', '10 kW']],
            askForPrice: true,
          },
        ],
      },
      {
        name: 'Köldmedier',
        slug: 'koldmedier',
        families: [
          {
            noun: 'Köldmedium R32',
            unit: 'ST',
            price: [1490, 4990],
            axis: ['Vikt', ['5 kg', '9 kg']],
            hazard: 'pressurisedGas',
            onlyStore: true,
          },
          {
            noun: 'Köldmedium R290',
            unit: 'ST',
            price: [1890, 3990],
            axis: ['Vikt', ['5 kg']],
            hazard: 'flammableGas',
            onlyStore: true,
          },
        ],
      },
      {
        name: 'Kylrör och tillbehör',
        slug: 'kylror',
        families: [
          {
            noun: 'Kylrör koppar isolerat',
            unit: 'RLE',
            price: [689, 2490],
            axis: ['Dimension', ['1/4"', '3/8"', '1/2"', '5/8"']],
            pack: [25, 'M'],
            metal: true,
          },
          {
            noun: 'Flänsmutter',
            unit: 'FRP',
            price: [89, 289],
            axis: ['Dimension', ['1/4"', '3/8"', '1/2"', '5/8"']],
            pack: [10, 'ST'],
            metal: true,
          },
          {
            noun: 'Kondensvattenpump',
            unit: 'ST',
            price: [890, 1990],
            axis: ['Kapacitet', ['10 l/h', '20 l/h']],
          },
        ],
      },
    ],
  },
  {
    id: 'el',
    name: 'El',
    icon: 'el',
    manufacturers: ['Elektra Nord', 'Voltan', 'Kablo', 'Lysa'],
    subCategories: [
      {
        name: 'Kabel och ledning',
        slug: 'kabel',
        families: [
          {
            noun: 'Installationskabel EKK',
            unit: 'M',
            price: [9, 89],
            axis: ['Dimension', cable],
            metal: true,
          },
          {
            noun: 'Installationskabel EQLQ',
            unit: 'RLE',
            price: [890, 2990],
            axis: ['Dimension', cable.slice(0, 4)],
            pack: [100, 'M'],
            metal: true,
          },
          { noun: 'Förlängningskabel', unit: 'ST', price: [149, 689], axis: ['Längd', lengths.slice(0, 5)] },
        ],
      },
      {
        name: 'Strömbrytare och uttag',
        slug: 'strombrytare-och-uttag',
        families: [
          { noun: 'Vägguttag 2-vägs', unit: 'ST', price: [79, 249], axis: ['Färg', colours] },
          { noun: 'Trappomkopplare', unit: 'ST', price: [89, 289], axis: ['Färg', colours] },
          { noun: 'Dimmer LED', unit: 'ST', price: [389, 989], axis: ['Effekt', ['5–150 W', '10–300 W']] },
        ],
      },
      {
        name: 'Belysning',
        slug: 'belysning',
        families: [
          {
            noun: 'Downlight LED',
            unit: 'ST',
            price: [189, 589],
            axis: ['Färgtemperatur', ['2700 K', '3000 K', '4000 K']],
            traits: { Färg: colours.slice(0, 3) },
          },
          {
            noun: 'Armatur LED IP65',
            unit: 'ST',
            price: [489, 1490],
            axis: ['Längd', ['600 mm', '1200 mm', '1500 mm']],
          },
          { noun: 'LED-lampa E27', unit: 'ST', price: [49, 149], axis: ['Effekt', ['5 W', '8 W', '11 W']] },
        ],
      },
      {
        name: 'Elcentraler och skydd',
        slug: 'elcentraler',
        families: [
          {
            noun: 'Jordfelsbrytare',
            unit: 'ST',
            price: [489, 1290],
            axis: ['Märkström', ['16 A', '25 A', '40 A', '63 A']],
          },
          {
            noun: 'Dvärgbrytare',
            unit: 'ST',
            price: [89, 289],
            axis: ['Märkström', ['6 A', '10 A', '16 A', '20 A', '25 A']],
          },
          { noun: 'Kapslingsbox', unit: 'ST', price: [149, 689], axis: ['Storlek', sizes.slice(0, 4)] },
        ],
      },
    ],
  },
]

/** A town with a real postcode prefix and position; `stores` is how many stores it has. */
export interface Town {
  readonly name: string
  readonly municipality: string
  readonly postcode: number
  readonly lat: number
  readonly lon: number
  readonly stores: number
  readonly street: string
}

/** Swedish towns: where the stores are and what address search knows. */
export const towns: readonly Town[] = [
  {
    name: 'Stockholm',
    municipality: 'Stockholm',
    postcode: 12630,
    lat: 59.3,
    lon: 18.0,
    stores: 2,
    street: 'Elektravägen',
  },
  {
    name: 'Göteborg',
    municipality: 'Göteborg',
    postcode: 41705,
    lat: 57.72,
    lon: 11.94,
    stores: 2,
    street: 'Importgatan',
  },
  {
    name: 'Malmö',
    municipality: 'Malmö',
    postcode: 21376,
    lat: 55.57,
    lon: 13.05,
    stores: 1,
    street: 'Jägershillgatan',
  },
  {
    name: 'Uppsala',
    municipality: 'Uppsala',
    postcode: 75323,
    lat: 59.87,
    lon: 17.67,
    stores: 1,
    street: 'Fyrislundsgatan',
  },
  {
    name: 'Lund',
    municipality: 'Lund',
    postcode: 22478,
    lat: 55.72,
    lon: 13.21,
    stores: 1,
    street: 'Företagsvägen',
  },
  {
    name: 'Linköping',
    municipality: 'Linköping',
    postcode: 58254,
    lat: 58.42,
    lon: 15.6,
    stores: 1,
    street: 'Roxtorpsgatan',
  },
  {
    name: 'Örebro',
    municipality: 'Örebro',
    postcode: 70227,
    lat: 59.28,
    lon: 15.2,
    stores: 1,
    street: 'Bettorpsgatan',
  },
  {
    name: 'Västerås',
    municipality: 'Västerås',
    postcode: 72134,
    lat: 59.61,
    lon: 16.51,
    stores: 1,
    street: 'Stenbygatan',
  },
  {
    name: 'Norrköping',
    municipality: 'Norrköping',
    postcode: 60223,
    lat: 58.59,
    lon: 16.18,
    stores: 1,
    street: 'Malmgatan',
  },
  {
    name: 'Helsingborg',
    municipality: 'Helsingborg',
    postcode: 25464,
    lat: 56.05,
    lon: 12.74,
    stores: 1,
    street: 'Bryggaregatan',
  },
  {
    name: 'Jönköping',
    municipality: 'Jönköping',
    postcode: 55303,
    lat: 57.77,
    lon: 14.2,
    stores: 1,
    street: 'Bangårdsgatan',
  },
  {
    name: 'Umeå',
    municipality: 'Umeå',
    postcode: 90132,
    lat: 63.83,
    lon: 20.26,
    stores: 1,
    street: 'Formvägen',
  },
  {
    name: 'Gävle',
    municipality: 'Gävle',
    postcode: 80291,
    lat: 60.67,
    lon: 17.14,
    stores: 1,
    street: 'Utmarksvägen',
  },
  {
    name: 'Borås',
    municipality: 'Borås',
    postcode: 50464,
    lat: 57.72,
    lon: 12.94,
    stores: 1,
    street: 'Ryssnäsgatan',
  },
  {
    name: 'Sundsvall',
    municipality: 'Sundsvall',
    postcode: 85350,
    lat: 62.39,
    lon: 17.3,
    stores: 1,
    street: 'Västra Allén',
  },
  {
    name: 'Eskilstuna',
    municipality: 'Eskilstuna',
    postcode: 63346,
    lat: 59.37,
    lon: 16.5,
    stores: 1,
    street: 'Mått Johanssons väg',
  },
  {
    name: 'Karlstad',
    municipality: 'Karlstad',
    postcode: 65221,
    lat: 59.38,
    lon: 13.5,
    stores: 1,
    street: 'Gjuterigatan',
  },
  {
    name: 'Växjö',
    municipality: 'Växjö',
    postcode: 35246,
    lat: 56.88,
    lon: 14.81,
    stores: 1,
    street: 'Arabygatan',
  },
  {
    name: 'Halmstad',
    municipality: 'Halmstad',
    postcode: 30262,
    lat: 56.67,
    lon: 12.86,
    stores: 1,
    street: 'Kristinebergsgatan',
  },
  {
    name: 'Luleå',
    municipality: 'Luleå',
    postcode: 97345,
    lat: 65.58,
    lon: 22.15,
    stores: 1,
    street: 'Banvägen',
  },
  {
    name: 'Trollhättan',
    municipality: 'Trollhättan',
    postcode: 46138,
    lat: 58.28,
    lon: 12.29,
    stores: 1,
    street: 'Kardanvägen',
  },
  {
    name: 'Östersund',
    municipality: 'Östersund',
    postcode: 83148,
    lat: 63.18,
    lon: 14.64,
    stores: 1,
    street: 'Chaufförvägen',
  },
  {
    name: 'Kalmar',
    municipality: 'Kalmar',
    postcode: 39356,
    lat: 56.66,
    lon: 16.36,
    stores: 1,
    street: 'Tegelviksvägen',
  },
  {
    name: 'Kristianstad',
    municipality: 'Kristianstad',
    postcode: 29159,
    lat: 56.03,
    lon: 14.16,
    stores: 1,
    street: 'Blekingevägen',
  },
  {
    name: 'Falun',
    municipality: 'Falun',
    postcode: 79171,
    lat: 60.61,
    lon: 15.63,
    stores: 1,
    street: 'Ingarvsvägen',
  },
  {
    name: 'Skellefteå',
    municipality: 'Skellefteå',
    postcode: 93137,
    lat: 64.75,
    lon: 20.95,
    stores: 1,
    street: 'Industrivägen',
  },
  {
    name: 'Visby',
    municipality: 'Gotland',
    postcode: 62141,
    lat: 57.64,
    lon: 18.3,
    stores: 0,
    street: 'Bredgränd',
  },
  {
    name: 'Nyköping',
    municipality: 'Nyköping',
    postcode: 61138,
    lat: 58.75,
    lon: 17.01,
    stores: 0,
    street: 'Repslagaregatan',
  },
  {
    name: 'Kiruna',
    municipality: 'Kiruna',
    postcode: 98131,
    lat: 67.86,
    lon: 20.23,
    stores: 0,
    street: 'Hjalmar Lundbohmsvägen',
  },
  {
    name: 'Ystad',
    municipality: 'Ystad',
    postcode: 27139,
    lat: 55.43,
    lon: 13.82,
    stores: 0,
    street: 'Stora Östergatan',
  },
  {
    name: 'Mariehamn',
    municipality: 'Mariehamn',
    postcode: 22100,
    lat: 60.1,
    lon: 19.94,
    stores: 0,
    street: 'Torggatan',
  },
]
