/**
 * The shop's sales units, one table: each unit code (as the catalogue's web sales unit has it) with
 * its Swedish label, the one short form every surface writes after a quantity or a price ("12 st",
 * "49,40 kr / fp": cart, cart flyout, product page, orders, PDFs, Excel exports, the CLI, the language
 * config), and its UN/ECE Recommendation 20 common code, the unit code an SAP system reads in an
 * OCI hand-back (NEW_ITEM-UNIT, docs/punchout.md). Per-company rules (PUNCHOUT_COMPANY_RULES,
 * core/domain/oci-company-rules.ts) go on top of the Rec. 20 code.
 */

/** A sales unit: its Swedish label and its Rec. 20 code. */
export interface SalesUnit {
  /** The short Swedish form shown after a quantity or a price: "st", "fp", "m". */
  readonly label: string
  /** The UN/ECE Rec. 20 common code. */
  readonly rec20: string
}

/** The shop's unit codes. */
export const SALES_UNITS: Readonly<Record<string, SalesUnit>> = {
  ST: { label: 'st', rec20: 'PCE' }, // styck: piece
  STK: { label: 'st', rec20: 'PCE' }, // stycke: piece
  FRP: { label: 'fp', rec20: 'PK' }, // förpackning: pack
  PKT: { label: 'pkt', rec20: 'PK' }, // paket: pack
  M: { label: 'm', rec20: 'MTR' }, // metre
  MM: { label: 'mm', rec20: 'MMT' }, // millimetre
  CM: { label: 'cm', rec20: 'CMT' }, // centimetre
  M2: { label: 'm²', rec20: 'MTK' }, // square metre
  M3: { label: 'm³', rec20: 'MTQ' }, // cubic metre
  RLE: { label: 'rle', rec20: 'RO' }, // rulle: roll
  PAR: { label: 'par', rec20: 'PR' }, // pair
  SET: { label: 'sats', rec20: 'SET' }, // sats: set
  KG: { label: 'kg', rec20: 'KGM' }, // kilogram
  G: { label: 'g', rec20: 'GRM' }, // gram
  L: { label: 'l', rec20: 'LTR' }, // litre
  KRT: { label: 'krt', rec20: 'CT' }, // kartong: carton
  TIM: { label: 'tim', rec20: 'HUR' }, // timme: hour
}

/** The shop's unit code → its Rec. 20 code. */
export const REC20_UNIT_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SALES_UNITS).map(([code, unit]) => [code, unit.rec20]),
)

/** The shop's unit code → its Swedish label (what the language config answers as `units`). */
export const UNIT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SALES_UNITS).map(([code, unit]) => [code, unit.label]),
)

/** A unit code as the table keys it: trimmed, upper case ("frp " → "FRP"). */
const unitCode = (unit: string) => unit.trim().toUpperCase()

/**
 * The Swedish label of a unit code, as every surface writes it: "ST" → "st", "FRP" → "fp". A code
 * the table does not know is written as it came, trimmed and in lower case ("ASK" → "ask"), so a
 * new unit from the catalogue still reads as a unit and not as a shout.
 */
export function unitLabel(unit: string): string {
  return SALES_UNITS[unitCode(unit)]?.label ?? unit.trim().toLowerCase()
}

/**
 * A unit's Rec. 20 code. A unit the table does not know goes as the shop writes it (upper case, at
 * most 3 characters), so that a company rule can still map it; docs/punchout.md says so.
 */
export function rec20Unit(unit: string): string {
  const code = unitCode(unit)
  return SALES_UNITS[code]?.rec20 ?? [...code].slice(0, 3).join('')
}
