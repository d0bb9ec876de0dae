/**
 * The shop's sales units as UN/ECE Recommendation 20 common codes, the unit codes an SAP system
 * reads in an OCI hand-back (NEW_ITEM-UNIT, docs/punchout.md). Per-company rules
 * (PUNCHOUT_COMPANY_RULES, core/domain/oci-company-rules.ts) go on top of this table.
 */

/** The shop's unit code → its Rec. 20 code. */
export const REC20_UNIT_CODES: Readonly<Record<string, string>> = {
  ST: 'PCE', // styck: piece
  STK: 'PCE', // stycke: piece
  FRP: 'PK', // förpackning: pack
  PKT: 'PK', // paket: pack
  M: 'MTR', // metre
  MM: 'MMT', // millimetre
  CM: 'CMT', // centimetre
  M2: 'MTK', // square metre
  M3: 'MTQ', // cubic metre
  RLE: 'RO', // rulle: roll
  PAR: 'PR', // pair
  SET: 'SET', // sats: set
  KG: 'KGM', // kilogram
  G: 'GRM', // gram
  L: 'LTR', // litre
  KRT: 'CT', // kartong: carton
  TIM: 'HUR', // timme: hour
}

/**
 * A unit's Rec. 20 code. A unit the table does not know goes as the shop writes it (upper case, at
 * most 3 characters), so that a company rule can still map it; docs/punchout.md says so.
 */
export function rec20Unit(unit: string): string {
  const code = unit.trim().toUpperCase()
  return REC20_UNIT_CODES[code] ?? [...code].slice(0, 3).join('')
}
