/**
 * OCI (SAP Open Catalog Interface) export of a cart (shop-core §9): each line becomes numbered
 * `NEW_ITEM-<FIELD>[n]` form fields for the procurement system. Per-company differences are
 * configuration (`OciOptions`, `ociCompanyProfiles`), never code branches.
 */
import { itemsInOrder, type Cart, type CartItem } from './cart'
import { moneyToDecimalText, type Money } from './money'
import { chargedUnitPrice } from './pricing'
import { PIECE_UNIT } from './product-card'
import { QUANTITY_DECIMALS, roundQuantity } from './quantity'

/** The OCI fields written per line, with their maximum lengths (the OCI 4.0/5.0 field table). */
export const ociFieldLimits = {
  DESCRIPTION: 40,
  VENDORMAT: 40,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  PRICEUNIT: 5,
  CURRENCY: 5,
  LEADTIME: 5,
  EXT_PRODUCT_ID: 40,
  MATGROUP: 10,
  CUST_FIELD1: 10,
  CUST_FIELD2: 10,
  CUST_FIELD3: 10,
  CUST_FIELD4: 20,
  CUST_FIELD5: 50,
} as const

/** An OCI field name without prefix and index. */
export type OciField = keyof typeof ociFieldLimits

/** The material group used unless configured otherwise. */
export const DEFAULT_MATERIAL_GROUP = '40000000'

/** The lead time in days when stock says nothing. */
export const DEFAULT_LEAD_TIME_DAYS = 1

/** The attribute holding the external product id. */
export const EXTERNAL_PRODUCT_ID_ATTRIBUTE = 'SSG'

/** One cart line as the export needs it. */
export interface OciLine {
  readonly description: string
  readonly vendorMaterial: string
  readonly quantity: number
  readonly unit: string
  readonly price: Money
  readonly priceUnit: number
  readonly leadTimeDays: number
  readonly externalProductId?: string
  /** Names of the product's breadcrumb parents, outermost first. */
  readonly breadcrumbParentNames: readonly string[]
  /** The buyer's own label on the line. */
  readonly label?: string
}

/** How the material group is chosen. */
export type MaterialGroupRule =
  | { readonly kind: 'fixed'; readonly value: string }
  | { readonly kind: 'blank' }
  | { readonly kind: 'lastBreadcrumbParent' }

/** Where a custom field's value comes from. */
export type CustomFieldSource =
  { readonly kind: 'label' } | { readonly kind: 'fixed'; readonly value: string }

/** The numbered custom fields. */
export type CustomField = 'CUST_FIELD1' | 'CUST_FIELD2' | 'CUST_FIELD3' | 'CUST_FIELD4' | 'CUST_FIELD5'

/** A company's adjustments to the export. */
export interface OciOptions {
  /** Units renamed for the receiving system, e.g. STK → ST. */
  readonly unitMap?: Readonly<Record<string, string>>
  readonly materialGroup?: MaterialGroupRule
  /** Custom fields; by default CUST_FIELD5 carries the line's label. */
  readonly customFields?: Partial<Record<CustomField, CustomFieldSource>>
}

/** The adjustments of the three companies the spec mentions (named by what they change). */
export const ociCompanyProfiles = {
  unitSt: { unitMap: { STK: 'ST' } },
  blankMaterialGroup: { materialGroup: { kind: 'blank' } },
  breadcrumbMaterialGroup: { materialGroup: { kind: 'lastBreadcrumbParent' } },
} as const satisfies Record<string, OciOptions>

const defaultCustomFields: Partial<Record<CustomField, CustomFieldSource>> = {
  CUST_FIELD5: { kind: 'label' },
}

/** A quantity as plain decimal text: dot, no grouping, no exponent, no trailing zeros. */
export function ociDecimal(value: number): string {
  const text = roundQuantity(value).toFixed(QUANTITY_DECIMALS)
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

function truncate(value: string, field: OciField): string {
  return [...value].slice(0, ociFieldLimits[field]).join('')
}

function numeric(value: string, field: OciField): string {
  if (value.length > ociFieldLimits[field]) {
    throw new RangeError(`OCI ${field} "${value}" is longer than ${ociFieldLimits[field]} characters`)
  }
  return value
}

/**
 * A decimal in the field's length: decimals beyond what fits are rounded away (a quantity of 10
 * decimals, 52931.2875324226, is written 52931.287532423); a whole part that does not fit is refused.
 */
function fittingDecimal(value: number, field: OciField): string {
  const text = ociDecimal(value)
  const dot = text.indexOf('.')
  if (text.length <= ociFieldLimits[field] || dot === -1 || dot >= ociFieldLimits[field] - 1)
    return numeric(text, field)
  // Written at the decimals that fit: writing the rounded number at 10 decimals again would bring
  // back the binary fraction's noise (880132.66645331 is 880132.6664533101 at 10).
  const decimals = ociFieldLimits[field] - dot - 1
  return numeric(
    roundQuantity(value)
      .toFixed(decimals)
      .replace(/\.?0+$/, ''),
    field,
  )
}

function materialGroup(line: OciLine, rule: MaterialGroupRule): string {
  switch (rule.kind) {
    case 'fixed':
      return rule.value
    case 'blank':
      return ''
    case 'lastBreadcrumbParent':
      return line.breadcrumbParentNames.at(-1) ?? ''
  }
}

/**
 * The form fields for a list of lines, numbered from 1. Text is cut to the field's limit; a number
 * that does not fit its field is refused with a RangeError rather than cut.
 */
export function ociFormFields(
  lines: readonly OciLine[],
  options: OciOptions = {},
): [name: string, value: string][] {
  const customFields = options.customFields ?? defaultCustomFields
  return lines.flatMap((line, index) => {
    const n = index + 1
    const unit = options.unitMap?.[line.unit] ?? line.unit
    const values: [OciField, string][] = [
      ['DESCRIPTION', truncate(line.description, 'DESCRIPTION')],
      ['VENDORMAT', truncate(line.vendorMaterial, 'VENDORMAT')],
      ['QUANTITY', fittingDecimal(line.quantity, 'QUANTITY')],
      ['UNIT', truncate(unit, 'UNIT')],
      ['PRICE', numeric(moneyToDecimalText(line.price), 'PRICE')],
      ['PRICEUNIT', numeric(ociDecimal(line.priceUnit), 'PRICEUNIT')],
      ['CURRENCY', 'SEK'],
      ['LEADTIME', numeric(String(Math.max(0, Math.ceil(line.leadTimeDays))), 'LEADTIME')],
      ['EXT_PRODUCT_ID', truncate(line.externalProductId ?? '', 'EXT_PRODUCT_ID')],
      [
        'MATGROUP',
        truncate(
          materialGroup(line, options.materialGroup ?? { kind: 'fixed', value: DEFAULT_MATERIAL_GROUP }),
          'MATGROUP',
        ),
      ],
    ]
    for (const [field, source] of Object.entries(customFields) as [CustomField, CustomFieldSource][]) {
      values.push([field, truncate(source.kind === 'label' ? (line.label ?? '') : source.value, field)])
    }
    return values.map(([field, value]): [string, string] => [`NEW_ITEM-${field}[${n}]`, value])
  })
}

/** The lead time of a line: the longest availableToDays of its stock locations, else one day. */
export function leadTimeDays(item: Pick<CartItem, 'stock' | 'variant'>): number {
  const days = (item.stock ?? item.variant?.stock)?.locations.flatMap((location) =>
    location.availableToDays === undefined ? [] : [location.availableToDays],
  )
  return days && days.length > 0 ? Math.max(...days) : DEFAULT_LEAD_TIME_DAYS
}

/**
 * Why a cart line cannot be handed back: it is priced on request ('onRequest'), or it has no price
 * for this buyer ('noPrice': none shown, EJ_SE_PRISER). An empty PRICE would be read as 0 by many
 * receivers and a procurement order must match the invoice, so such a line is never sent
 * (docs/adr/0022-one-price-model.md).
 */
export type HandBackBlock = 'onRequest' | 'noPrice'

/** A line that stops the hand-back, with what the buyer needs to find it in the cart. */
export interface HandBackBlocker {
  readonly cartItemId: string
  readonly articleNumber: string
  /** The article's name; undefined when the variant is missing. */
  readonly name: string | undefined
  readonly deliveryId: string
  readonly reason: HandBackBlock
}

/** Whether a cart line can be handed back, and if not, why. The one rule every surface asks. */
export function handBackBlock(item: Pick<CartItem, 'price' | 'variant'>): HandBackBlock | undefined {
  const price = item.price ?? item.variant?.price
  if (!price) return 'noPrice'
  return price.askForPrice ? 'onRequest' : undefined
}

function blockerOf(item: CartItem): HandBackBlocker | undefined {
  const reason = handBackBlock(item)
  return reason === undefined
    ? undefined
    : {
        cartItemId: item.cartItemId,
        articleNumber: item.articleNumber,
        name: item.variant?.name,
        deliveryId: item.deliveryId,
        reason,
      }
}

/**
 * The lines that stop the cart's hand-back: those of the deliveries that go into the order (the
 * ones handed back) without a price to send. Nothing is handed back while there is one. The cart
 * page asks this before the buyer leaves the cart; the hand-back refuses with the same lines.
 */
export function handBackBlockers(cart: Pick<Cart, 'deliveries' | 'cartItems'>): HandBackBlocker[] {
  return itemsInOrder(cart).flatMap((item) => blockerOf(item) ?? [])
}

/**
 * A cart line as an OCI line, or undefined when it has no price to hand back: none shown, or a price
 * on request (never a silent 0). PRICE is the unit price the cart charges (core/domain/pricing: net
 * plus surcharge, at the line's bracket), so that the lines add up to the cart's total.
 */
export function ociLineFromCartItem(item: CartItem): OciLine | undefined {
  const price = item.price ?? item.variant?.price
  if (!price || handBackBlock(item) !== undefined) return undefined
  const externalProductId = item.variant?.attributes?.find(
    (attribute) => attribute.attributeName === EXTERNAL_PRODUCT_ID_ATTRIBUTE,
  )?.attributeValue
  return {
    description: item.variant?.name ?? item.articleNumber,
    vendorMaterial: item.articleNumber,
    quantity: item.quantity,
    unit: item.variant?.webSalesUnit?.unit ?? PIECE_UNIT,
    price: chargedUnitPrice(price.netPrice, price.alloyingPrice),
    priceUnit: price.salesPriceUnit ?? 1,
    leadTimeDays: leadTimeDays(item),
    breadcrumbParentNames: item.variant?.product?.breadcrumbParents?.map((parent) => parent.name) ?? [],
    ...(externalProductId === undefined ? {} : { externalProductId }),
    ...(item.label === undefined ? {} : { label: item.label }),
  }
}

/**
 * The cart's lines ready for export, or the spec's 'price' error naming the lines without a price
 * (or on request), with why each one blocks.
 */
export function checkCartExport(
  items: readonly CartItem[],
):
  | { ok: true; lines: OciLine[] }
  | { ok: false; error: 'price'; articleNumbers: string[]; blockers: HandBackBlocker[] } {
  const lines: OciLine[] = []
  const blockers: HandBackBlocker[] = []
  for (const item of items) {
    const blocker = blockerOf(item)
    const line = blocker ? undefined : ociLineFromCartItem(item)
    if (blocker) blockers.push(blocker)
    else if (line) lines.push(line)
  }
  return blockers.length > 0
    ? { ok: false, error: 'price', articleNumbers: blockers.map((b) => b.articleNumber), blockers }
    : { ok: true, lines }
}

/** One line of a received OCI form: its number and its NEW_ITEM fields by name (DESCRIPTION, QUANTITY …). */
export interface ReceivedOciLine {
  readonly line: number
  readonly fields: Readonly<Record<string, string>>
}

/** The name pattern of a line field: NEW_ITEM-<FIELD>[n]. */
export const OCI_LINE_FIELD = /^NEW_ITEM-([A-Z][A-Z0-9_]*)\[(\d+)\]$/

/**
 * Reads a posted OCI form as a procurement system does: the NEW_ITEM-<FIELD>[n] fields grouped by
 * line (in line order), and every other field (the hook's own parameters, ~OkCode) as it came.
 */
export function readOciForm(fields: readonly (readonly [string, string])[]): {
  lines: ReceivedOciLine[]
  other: [name: string, value: string][]
} {
  const lines = new Map<number, Record<string, string>>()
  const other: [string, string][] = []
  for (const [name, value] of fields) {
    const match = OCI_LINE_FIELD.exec(name)
    if (!match) {
      other.push([name, value])
      continue
    }
    const line = Number(match[2])
    const values = lines.get(line) ?? {}
    values[match[1]!] = value
    lines.set(line, values)
  }
  return {
    lines: [...lines].sort(([a], [b]) => a - b).map(([line, values]) => ({ line, fields: values })),
    other,
  }
}
