/** The brands served from one codebase. */
export type BrandCode = 'dahl' | 'konr' | 'kasp' | 'opti'

/** Every brand code, in a stable order. */
export const brandCodes: readonly BrandCode[] = ['dahl', 'konr', 'kasp', 'opti']

/** The brand used when none is configured. */
export const defaultBrand: BrandCode = 'dahl'

/** Whether a text names a brand. */
export function isBrandCode(text: string): text is BrandCode {
  return (brandCodes as readonly string[]).includes(text)
}

/** How a brand looks and where it sells from (shop-core §3 Brand config: defaultStoreId, centralStorageId). */
export interface BrandProfile {
  readonly code: BrandCode
  readonly name: string
  readonly tagline: string
  /** The brand colour, its dark shade (hover, pressed) and a light tint (boxes). */
  readonly color: string
  readonly colorDark: string
  readonly tint: string
  /** The store preselected for store deliveries until the buyer picks one. */
  readonly defaultStoreId: string
  /** The central warehouse whose stock the shop shows beside the store's. */
  readonly centralStorageId: string
}

/** The four brands. */
export const brandProfiles: Readonly<Record<BrandCode, BrandProfile>> = {
  dahl: {
    code: 'dahl',
    name: 'Dahl',
    tagline: 'VVS · Värme · Industri',
    color: '#0B4F9C',
    colorDark: '#083A73',
    tint: '#EAF1FA',
    defaultStoreId: '1001',
    centralStorageId: '9000',
  },
  konr: {
    code: 'konr',
    name: 'Konr',
    tagline: 'Bygg · Verktyg · Järn',
    color: '#B3261E',
    colorDark: '#861C16',
    tint: '#FBECEA',
    defaultStoreId: '1008',
    centralStorageId: '9000',
  },
  kasp: {
    code: 'kasp',
    name: 'Kasp',
    tagline: 'El · Belysning · Data',
    color: '#1F7A4D',
    colorDark: '#165A39',
    tint: '#E8F4EE',
    defaultStoreId: '1015',
    centralStorageId: '9000',
  },
  opti: {
    code: 'opti',
    name: 'Opti',
    tagline: 'Bygghandel för proffs',
    color: '#B5541A',
    colorDark: '#8A3F13',
    tint: '#FCEFE6',
    defaultStoreId: '1022',
    centralStorageId: '9000',
  },
}
