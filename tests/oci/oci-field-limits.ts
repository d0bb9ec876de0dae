/**
 * An OCI form checker written from SAP's OCI 4.0/5.0 field table, independent of the shop's export
 * (core/domain/oci-export.ts): field names NEW_ITEM-<FIELD>[n] with n counted from 1, each field's
 * maximum length, decimals with a dot and no grouping, unit and currency codes. The unit tests run
 * it over random carts; the punch-out journey over what the demo procurement page received.
 */

/** Maximum length of each NEW_ITEM field (the OCI field table; LONGTEXT has none). */
export const ociSpecLengths: Readonly<Record<string, number>> = {
  DESCRIPTION: 40,
  MATNR: 40,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  CURRENCY: 5,
  PRICEUNIT: 5,
  LEADTIME: 5,
  VENDOR: 10,
  VENDORMAT: 40,
  MANUFACTCODE: 10,
  MANUFACTMAT: 40,
  MATGROUP: 10,
  SERVICE: 1,
  CONTRACT: 10,
  CONTRACT_ITEM: 5,
  EXT_QUOTE_ID: 35,
  EXT_QUOTE_ITEM: 10,
  EXT_PRODUCT_ID: 40,
  ATTACHMENT: 255,
  ATTACHMENT_TITLE: 255,
  ATTACHMENT_PURPOSE: 1,
  EXT_SCHEMA_TYPE: 10,
  EXT_CATEGORY_ID: 60,
  EXT_CATEGORY: 40,
  SLD_SYS_NAME: 60,
  CUST_FIELD1: 10,
  CUST_FIELD2: 10,
  CUST_FIELD3: 10,
  CUST_FIELD4: 20,
  CUST_FIELD5: 50,
}

/** The fields a line cannot do without. */
const REQUIRED = ['DESCRIPTION', 'QUANTITY', 'UNIT', 'PRICE', 'CURRENCY'] as const

const LINE_FIELD = /^NEW_ITEM-([A-Z][A-Z0-9_]*)\[([1-9]\d*)\]$/
const LONGTEXT = /^NEW_ITEM-LONGTEXT_([1-9]\d*):132\[\]$/
/** A decimal as OCI reads it: digits, optionally a dot and digits — no comma, grouping, sign or exponent. */
const DECIMAL = /^\d+(\.\d+)?$/

/** Every way the fields break the OCI limits, one line each; empty when the form is sound. */
export function ociViolations(
  fields: readonly (readonly [string, string])[],
  options: { readonly latin1?: boolean } = {},
): string[] {
  const problems: string[] = []
  const lines = new Map<number, Set<string>>()
  for (const [name, value] of fields) {
    if (options.latin1 && [...value].some((char) => char.codePointAt(0)! > 0xff))
      problems.push(`${name}: "${value}" has characters ISO-8859-1 cannot carry`)
    const longText = LONGTEXT.exec(name)
    if (longText) {
      const line = Number(longText[1])
      lines.set(line, lines.get(line) ?? new Set())
      continue
    }
    if (!/^NEW_ITEM/i.test(name)) continue // the hook's own parameters, ~OkCode …
    const match = LINE_FIELD.exec(name)
    if (!match) {
      problems.push(`${name}: not of the form NEW_ITEM-FIELD[n]`)
      continue
    }
    const [, field = '', index = ''] = match
    const limit = ociSpecLengths[field]
    if (limit === undefined) {
      problems.push(`${name}: ${field} is no OCI field`)
      continue
    }
    const line = Number(index)
    const seen = lines.get(line) ?? new Set<string>()
    if (seen.has(field)) problems.push(`${name}: given twice`)
    seen.add(field)
    lines.set(line, seen)
    if ([...value].length > limit) problems.push(`${name}: "${value}" is longer than ${limit} characters`)
    switch (field) {
      case 'QUANTITY':
        if (!DECIMAL.test(value) || Number(value) <= 0)
          problems.push(`${name}: "${value}" is no positive decimal`)
        break
      case 'PRICE':
      case 'PRICEUNIT':
        if (!DECIMAL.test(value)) problems.push(`${name}: "${value}" is no decimal with a dot`)
        break
      case 'LEADTIME':
        if (!/^\d+$/.test(value)) problems.push(`${name}: "${value}" is no whole number of days`)
        break
      case 'UNIT':
        if (!/^[A-Z0-9]{1,3}$/.test(value)) problems.push(`${name}: "${value}" is no unit code`)
        break
      case 'CURRENCY':
        if (!/^[A-Z]{3}$/.test(value)) problems.push(`${name}: "${value}" is no ISO 4217 currency code`)
        break
    }
  }
  const numbers = [...lines.keys()].sort((a, b) => a - b)
  numbers.forEach((line, position) => {
    if (line !== position + 1) problems.push(`line ${line}: lines are not numbered 1, 2, 3 … without gaps`)
    const seen = lines.get(line)!
    for (const field of REQUIRED)
      if (!seen.has(field)) problems.push(`line ${line}: NEW_ITEM-${field}[${line}] is missing`)
  })
  return problems
}
