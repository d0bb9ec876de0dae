/**
 * OCI (SAP Open Catalog Interface) export of a cart (shop-core §9): each line becomes numbered
 * `NEW_ITEM-<FIELD>[n]` form fields for the procurement system. Per-company differences are
 * configuration (`OciOptions`, `ociCompanyProfiles`), never code branches.
 */
import { itemsInOrder, type Cart, type CartItem } from './cart'
import { toLatin1 } from './latin1'
import { fromMinorUnits, moneyToDecimalText, type Money } from './money'
import { chargedUnitPrice } from './pricing'
import { PIECE_UNIT } from './product-card'
import { hasAtMostDecimals, PUNCHOUT_QUANTITY_DECIMALS, QUANTITY_DECIMALS, roundQuantity } from './quantity'
import { rec20Unit } from './unit-codes'

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

/** The most digits before the point in QUANTITY and PRICE (OCI: 11 digits, the point, 3 decimals). */
export const OCI_WHOLE_DIGITS = 11

/** The charsets a hand-back is written in: what the procurement system asked for (http_content_charset). */
export type OciCharset = 'UTF-8' | 'ISO-8859-1'

/** The name of a line's long text field: `NEW_ITEM-LONGTEXT_<n>:132[]` (n in the name, the brackets empty). */
export function ociLongTextField(line: number): string {
  return `NEW_ITEM-LONGTEXT_${line}:132[]`
}

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
  /** Units renamed for the receiving system, e.g. STK → ST, over the Rec. 20 codes (core/domain/unit-codes). */
  readonly unitMap?: Readonly<Record<string, string>>
  readonly materialGroup?: MaterialGroupRule
  /** Custom fields; by default CUST_FIELD5 carries the line's label. */
  readonly customFields?: Partial<Record<CustomField, CustomFieldSource>>
  /** The charset the procurement system reads (http_content_charset); UTF-8 by default. */
  readonly charset?: OciCharset
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
 * QUANTITY as OCI takes it: at most 11 digits before the point and 3 after. A quantity with more
 * decimals never gets here (handBackBlock: 'quantityDecimals'); one that does is a RangeError, never
 * rounded.
 */
function ociQuantity(value: number): string {
  if (!hasAtMostDecimals(value, PUNCHOUT_QUANTITY_DECIMALS))
    throw new RangeError(`OCI QUANTITY ${value} has more than ${PUNCHOUT_QUANTITY_DECIMALS} decimals`)
  // Written at 3 decimals: at 10, a binary fraction shows its noise (749998.082 is 749998.0820000001).
  const text = roundQuantity(value)
    .toFixed(PUNCHOUT_QUANTITY_DECIMALS)
    .replace(/\.?0+$/, '')
  if ((text.split('.')[0] ?? '').length > OCI_WHOLE_DIGITS)
    throw new RangeError(`OCI QUANTITY ${value} has more than ${OCI_WHOLE_DIGITS} digits before the point`)
  return numeric(text, 'QUANTITY')
}

/**
 * PRICE and PRICEUNIT within OCI's 3 decimals, exactly: a price with a fourth decimal (a screw at
 * 0.0345 kr) goes as the price of 10 price units (0.345 per 10), so that QUANTITY × PRICE / PRICEUNIT
 * is still what the cart charges. Never rounded.
 */
function ociPrice(price: Money, priceUnit: number): { price: string; priceUnit: string } {
  const scale = price % 10 === 0 ? 1 : 10
  const text = moneyToDecimalText(fromMinorUnits(price * scale))
  if ((text.split('.')[0] ?? '').length > OCI_WHOLE_DIGITS)
    throw new RangeError(`OCI PRICE ${text} has more than ${OCI_WHOLE_DIGITS} digits before the point`)
  return { price: numeric(text, 'PRICE'), priceUnit: numeric(ociDecimal(priceUnit * scale), 'PRICEUNIT') }
}

/**
 * A field's text on one line: tabs and line breaks as one space, other control codes dropped, and a
 * replacement character (text already lost before it reached the shop) as '?', which no receiver
 * takes for a failed conversion of its own.
 */
function oneLine(value: string): string {
  return (
    value
      .replace(/[\t\r\n]+/g, ' ')
      // eslint-disable-next-line no-control-regex -- control codes are what is taken out
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .replace(/\ufffd/g, '?')
  )
}

/** A word that tells variants apart: it holds a digit (4,0x40, A4, 15, DN20) or is a unit after one. */
const MEASURE_UNIT = /^(mm|cm|m|m2|m²|m3|l|dl|ml|kg|g|st|bar|kw|w|v|a|tum|")$/i

/**
 * A name within `limit` characters that keeps what tells variants apart: its last words with a
 * digit (and the units after them), such as "A4 4,0x40" or "190 15 mm", after as many whole words of
 * the rest as fit: "Träskruv Fästa FÄ 330 rostfritt stål A4 4,0x40" (46) is "Träskruv Fästa FÄ 330
 * A4 4,0x40". A name that ends in no such words, or whose last words alone do not fit, is cut.
 */
export function shortName(name: string, limit: number): string {
  const chars = [...name]
  if (chars.length <= limit) return name
  const cut = () => chars.slice(0, limit).join('').trimEnd()
  const words = name.split(/\s+/).filter((word) => word !== '')
  let end = words.length
  while (end > 0 && MEASURE_UNIT.test(words[end - 1]!)) end--
  let tailStart = end
  while (tailStart > 0 && /\d/.test(words[tailStart - 1]!)) tailStart--
  if (tailStart === end || tailStart === 0) return cut()
  const tail = words.slice(tailStart).join(' ')
  const room = limit - [...tail].length - 1
  if (room < 1) return cut()
  const head: string[] = []
  for (const word of words.slice(0, tailStart)) {
    if ([...head, word].join(' ').length > room) break
    head.push(word)
  }
  const lead =
    head.length > 0 ? head.join(' ') : [...words.slice(0, tailStart).join(' ')].slice(0, room).join('')
  return `${lead} ${tail}`
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
 * A value as the hand-back writes it in `charset`: on one line without control codes, and in
 * ISO-8859-1 made ISO-8859-1 (core/domain/latin1). Every field of the form is written so.
 */
export function ociText(value: string, charset: OciCharset = 'UTF-8'): string {
  return charset === 'ISO-8859-1' ? toLatin1(oneLine(value)) : oneLine(value)
}

/**
 * The form fields for a list of lines, numbered from 1, written in `options.charset`: every value on
 * one line without control codes, in ISO-8859-1 made ISO-8859-1 first (core/domain/latin1: – is -,
 * € is EUR), then cut to its field.
 * DESCRIPTION keeps what tells variants apart (shortName); a name that does not fit whole also goes
 * in the line's LONGTEXT. UNIT is the Rec. 20 code unless the company maps the unit. A number that
 * does not fit its field is refused with a RangeError rather than cut or rounded.
 */
export function ociFormFields(
  lines: readonly OciLine[],
  options: OciOptions = {},
): [name: string, value: string][] {
  const customFields = options.customFields ?? defaultCustomFields
  const text = (value: string) => ociText(value, options.charset)
  return lines.flatMap((line, index) => {
    const n = index + 1
    const name = text(line.description)
    const description = shortName(name, ociFieldLimits.DESCRIPTION)
    const unit = options.unitMap?.[line.unit] ?? rec20Unit(line.unit)
    const price = ociPrice(line.price, line.priceUnit)
    const values: [OciField, string][] = [
      ['DESCRIPTION', description],
      ['VENDORMAT', truncate(text(line.vendorMaterial), 'VENDORMAT')],
      ['QUANTITY', ociQuantity(line.quantity)],
      ['UNIT', truncate(unit, 'UNIT')],
      ['PRICE', price.price],
      ['PRICEUNIT', price.priceUnit],
      ['CURRENCY', 'SEK'],
      ['LEADTIME', numeric(String(Math.max(0, Math.ceil(line.leadTimeDays))), 'LEADTIME')],
      ['EXT_PRODUCT_ID', truncate(text(line.externalProductId ?? ''), 'EXT_PRODUCT_ID')],
      [
        'MATGROUP',
        truncate(
          text(
            materialGroup(line, options.materialGroup ?? { kind: 'fixed', value: DEFAULT_MATERIAL_GROUP }),
          ),
          'MATGROUP',
        ),
      ],
    ]
    for (const [field, source] of Object.entries(customFields) as [CustomField, CustomFieldSource][]) {
      values.push([field, truncate(text(source.kind === 'label' ? (line.label ?? '') : source.value), field)])
    }
    const fields = values.map(([field, value]): [string, string] => [`NEW_ITEM-${field}[${n}]`, value])
    return description === name ? fields : [...fields, [ociLongTextField(n), name]]
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
 * Why a cart line cannot be handed back: it is priced on request ('onRequest'), it has no price for
 * this buyer ('noPrice': none shown, EJ_SE_PRISER), or its quantity has more decimals than OCI's
 * QUANTITY carries ('quantityDecimals': written before the punch-out, never rounded on the way back).
 * An empty PRICE would be read as 0 by many receivers and a procurement order must match the
 * invoice, so such a line is never sent (docs/adr/0022-one-price-model.md).
 */
export type HandBackBlock = 'onRequest' | 'noPrice' | 'quantityDecimals'

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
export function handBackBlock(
  item: Pick<CartItem, 'price' | 'variant' | 'quantity'>,
): HandBackBlock | undefined {
  const price = item.price ?? item.variant?.price
  if (!price) return 'noPrice'
  if (price.askForPrice) return 'onRequest'
  return hasAtMostDecimals(item.quantity, PUNCHOUT_QUANTITY_DECIMALS) ? undefined : 'quantityDecimals'
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

/**
 * One line of a received OCI form: its number and its NEW_ITEM fields by name (DESCRIPTION,
 * QUANTITY …; the long text as LONGTEXT).
 */
export interface ReceivedOciLine {
  readonly line: number
  readonly fields: Readonly<Record<string, string>>
}

/** The name pattern of a line field: NEW_ITEM-<FIELD>[n]. */
export const OCI_LINE_FIELD = /^NEW_ITEM-([A-Z][A-Z0-9_]*)\[(\d+)\]$/

/** The name pattern of a line's long text: NEW_ITEM-LONGTEXT_<n>:132[]. */
export const OCI_LONGTEXT_FIELD = /^NEW_ITEM-LONGTEXT_(\d+):132\[\]$/

/** The line a field belongs to (NEW_ITEM-<FIELD>[n] or a long text), and the field's name; undefined for the others. */
export function ociLineOf(name: string): { line: number; field: string } | undefined {
  const item = OCI_LINE_FIELD.exec(name)
  if (item) return { line: Number(item[2]), field: item[1]! }
  const longText = OCI_LONGTEXT_FIELD.exec(name)
  return longText ? { line: Number(longText[1]), field: 'LONGTEXT' } : undefined
}

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
    const of = ociLineOf(name)
    if (!of) {
      other.push([name, value])
      continue
    }
    const values = lines.get(of.line) ?? {}
    values[of.field] = value
    lines.set(of.line, values)
  }
  return {
    lines: [...lines].sort(([a], [b]) => a - b).map(([line, values]) => ({ line, fields: values })),
    other,
  }
}
