/**
 * A strict receiver for an SAP OCI hand-back: the form a catalogue posts to the procurement system's
 * HOOK_URL. It is an independent check written from the standards, not from the shop's export:
 *
 * - SAP, "Open Catalog Interface (OCI)", Release 4.0 (04.11.2003) section 4, and Release 5.0
 *   (04.10.2012) section 3 "Return from Catalog": field names NEW_ITEM-<field>[n], field type always
 *   CHAR, the length table, and the notes (1.) QUANTITY and PRICE: "11 digits before the decimal point,
 *   3 after it. Do not use commas for thousands", (2.) PRICEUNIT and LEADTIME: "In whole numbers",
 *   (3.) UNIT and CURRENCY: "Must be maintained as ISO code", (4.) NEW_ITEM-LONGTEXT_n:132[]: the index
 *   is the line number and the length is unlimited. OCI 5.0 adds ITEM_TYPE (1) and PARENT_ID (5) for
 *   item hierarchies (SRM 7.0 on). Required by the spec: DESCRIPTION or MATNR, QUANTITY; UNIT unless
 *   MATNR; CURRENCY if PRICE; EXT_SCHEMA_TYPE if EXT_CATEGORY_ID or EXT_CATEGORY; EXT_QUOTE_ID if
 *   EXT_QUOTE_ITEM; CONTRACT if CONTRACT_ITEM. The catalogue must write the form page in the charset the
 *   SRM application passed as http_content_charset at entry.
 * - UN/ECE Recommendation No. 20 (units of measure) for UNIT: see rec20UnitCodes.
 * - ISO 4217 for CURRENCY: see iso4217Codes.
 *
 * This receiver is stricter than the spec where the shop chose to be: every line must carry
 * DESCRIPTION (not empty), QUANTITY, UNIT, PRICE and CURRENCY, QUANTITY must be greater than 0, and the
 * charset is checked byte for byte. Lengths are counted in UTF-16 code units, as an SAP Unicode system
 * stores CHAR fields (a character outside the BMP takes two places).
 *
 * The module is pure: it takes bytes and returns what it read and the problems it found.
 */

/** The charset the procurement system declared at entry (http_content_charset). */
export type DeclaredCharset = 'UTF-8' | 'ISO-8859-1'

/** One item of the hand-back: its NEW_ITEM fields keyed by field name (DESCRIPTION, QUANTITY, …). */
export interface ReceivedLine {
  line: number
  fields: Record<string, string>
  longText?: string
}

export interface ReceivedHandBack {
  /** Every name/value pair of the body, decoded, in the order sent. */
  fields: [string, string][]
  /** The items by line number, in ascending order. */
  lines: ReceivedLine[]
  /** The pairs whose name is not NEW_ITEM…: the HOOK_URL's own parameters, ~OkCode, ~TARGET, ~CALLER, … */
  other: [string, string][]
  /** The query of options.url, decoded in the declared charset (empty without a url). */
  query: [string, string][]
  /** One readable line per violation; empty means the hand-back is accepted. */
  problems: string[]
}

export interface ReceiveOptions {
  /** The HOOK_URL's own query parameters, e.g. { 'sap-client': '100' }; needs `url`. */
  expectedQuery?: Record<string, string>
  /** The URL the form was posted to (the form's action). */
  url?: string
  /**
   * Where the HOOK_URL's query parameters must arrive. 'url' (the default): in the query of the URL
   * posted to, i.e. the form posts to HOOK_URL as given; sent as body fields only is a problem. 'body':
   * as hidden fields, as OCI 4.0 §4.1 / 5.0 §3.1 describe ("The URL without these parameters must be
   * placed … into the action attribute … The parameter names and their values must be placed into …
   * input fields"). 'either': in one of the two, with the expected value wherever present.
   */
  hookParams?: 'url' | 'body' | 'either'
  /** The UNIT codes accepted; default rec20UnitCodes and legacyIsoUnitCodes. */
  unitCodes?: ReadonlySet<string>
  /** The CURRENCY codes accepted; default iso4217Codes. */
  currencies?: ReadonlySet<string>
}

/** The NEW_ITEM fields of OCI 4.0 and 5.0 with their lengths (OCI 5.0 §3.2 and §3.2.5). */
export const ociFieldLengths: ReadonlyMap<string, number> = new Map([
  ['DESCRIPTION', 40],
  ['MATNR', 40],
  ['QUANTITY', 15],
  ['UNIT', 3],
  ['PRICE', 15],
  ['CURRENCY', 5],
  ['PRICEUNIT', 5],
  ['LEADTIME', 5],
  ['VENDOR', 10],
  ['VENDORMAT', 40],
  ['MANUFACTCODE', 10],
  ['MANUFACTMAT', 40],
  ['MATGROUP', 10],
  ['SERVICE', 1],
  ['CONTRACT', 10],
  ['CONTRACT_ITEM', 5],
  ['EXT_QUOTE_ID', 35],
  ['EXT_QUOTE_ITEM', 10],
  ['EXT_PRODUCT_ID', 40],
  ['ATTACHMENT', 255],
  ['ATTACHMENT_TITLE', 255],
  ['ATTACHMENT_PURPOSE', 1],
  ['EXT_SCHEMA_TYPE', 10],
  ['EXT_CATEGORY_ID', 60],
  ['EXT_CATEGORY', 40],
  ['SLD_SYS_NAME', 60],
  ['CUST_FIELD1', 10],
  ['CUST_FIELD2', 10],
  ['CUST_FIELD3', 10],
  ['CUST_FIELD4', 20],
  ['CUST_FIELD5', 50],
  ['ITEM_TYPE', 1],
  ['PARENT_ID', 5],
])

/**
 * UN/ECE Recommendation 20 common codes a trade shop uses. Checked one by one against the UN/CEFACT
 * code list (github.com/uncefact/vocab-codes, CLR/Rec20, Revision 17 of 2021, Annexes II and III):
 * all are there. All are active (blank status) except the six in rec20DeletedUnitCodes.
 *
 * Also here, the packaging codes of UN/ECE Recommendation 21 prefixed with X, which Rec 20 admits as
 * units since Revision 11 (2015): XBX box, XCT carton, XPK package, XRO roll, XPA packet, XPX pallet,
 * XBG bag, XCS case, XSA sack.
 *
 * Left out on purpose: ST, which is in Rec 20 as 'sheet' (marked deleted) but is SAP's internal code
 * for piece (Stück), and STK, which Rec 20 defines as 'stick, cigarette'.
 */
export const rec20UnitCodes: ReadonlySet<string> = new Set([
  // counts
  'C62', // one (synonym: unit)
  'H87', // piece
  'EA', // each
  'PR', // pair
  'SET', // set
  'DZN', // dozen
  'NAR', // number of articles
  // mass
  'MGM', // milligram
  'GRM', // gram
  'KGM', // kilogram
  'TNE', // tonne
  // length
  'MMT', // millimetre
  'CMT', // centimetre
  'DMT', // decimetre
  'MTR', // metre
  'KMT', // kilometre
  'LM', // linear metre
  // area
  'MMK', // square millimetre
  'CMK', // square centimetre
  'MTK', // square metre
  // volume
  'MMQ', // cubic millimetre
  'CMQ', // cubic centimetre
  'DMQ', // cubic decimetre
  'MTQ', // cubic metre
  'MLT', // millilitre
  'CLT', // centilitre
  'DLT', // decilitre
  'LTR', // litre
  'HLT', // hectolitre
  // time and energy
  'SEC', // second
  'MIN', // minute
  'HUR', // hour
  'DAY', // day
  'WEE', // week
  'MON', // month
  'ANN', // year
  'KWH', // kilowatt hour
  // packaging, in Rec 20 but marked deleted (status X): Rec 20 points to Rec 21 for these
  'PK', // pack
  'RO', // roll
  'BX', // box
  'CT', // carton
  'PA', // packet
  'PF', // pallet (lift)
  // Rec 21 packaging codes prefixed with X
  'XBX',
  'XCT',
  'XPK',
  'XRO',
  'XPA',
  'XPX',
  'XBG',
  'XCS',
  'XSA',
])

/**
 * The codes of rec20UnitCodes that Rec 20 marks as deleted (status X: "retained indefinitely in the
 * code lists", and their entries say "Use UN/ECE Recommendation 21"). A receiver that wants only
 * active codes takes rec20UnitCodes without these.
 */
export const rec20DeletedUnitCodes: ReadonlySet<string> = new Set(['PK', 'RO', 'BX', 'CT', 'PA', 'PF'])

/**
 * PCE (piece) is not in Rec 20: it is in none of Revisions 7 (2010) to 17 (2021), where piece is H87.
 * It is the ISO code SAP delivers for its unit ST (SAP's documentation of data element WV_ISO_ME:
 * "PCE = piece (SAP: ST)"), so SAP procurement systems commonly map it, and this receiver accepts it
 * by default. Pass options.unitCodes = rec20UnitCodes to refuse it.
 */
export const legacyIsoUnitCodes: ReadonlySet<string> = new Set(['PCE'])

/** ISO 4217 codes this receiver knows; a well-formed code outside this set is a problem. */
export const iso4217Codes: ReadonlySet<string> = new Set([
  'SEK',
  'NOK',
  'DKK',
  'ISK',
  'EUR',
  'GBP',
  'CHF',
  'PLN',
  'CZK',
  'HUF',
  'USD',
  'CAD',
  'AUD',
  'JPY',
  'CNY',
])

const defaultUnitCodes: ReadonlySet<string> = new Set([...rec20UnitCodes, ...legacyIsoUnitCodes])

/** What a unit means when it looks right but is not what the sender meant. */
const unitHints = new Map([
  ['ST', "SAP's internal code for piece (Stück); Rec. 20 ST is 'sheet', marked as deleted"],
  ['STK', "Rec. 20 STK is 'stick, cigarette'"],
])

const requiredFields = ['DESCRIPTION', 'QUANTITY', 'UNIT', 'PRICE', 'CURRENCY'] as const

/** Fields whose format check implies their length. */
const formattedFields = new Set([
  'QUANTITY',
  'PRICE',
  'PRICEUNIT',
  'LEADTIME',
  'UNIT',
  'CURRENCY',
  'PARENT_ID',
])

export interface DecodedForm {
  pairs: [string, string][]
  problems: string[]
}

const hex = (b: number): string => b.toString(16).toUpperCase().padStart(2, '0')

/** A value for a one-line message: quoted, escaped, cut at 60 characters. */
const show = (value: string): string => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)

/** A name for a one-line message: as it is, or quoted and escaped if it holds control characters. */
const label = (name: string): string =>
  [...name].some((ch) => ch < ' ' || (ch >= '\u007F' && ch <= '\u009F')) ? show(name) : name

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
const lossyUtf8 = new TextDecoder('utf-8', { ignoreBOM: true })

/** The offset of the first byte that does not start a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i] ?? 0
    const size =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0
    if (size === 0) return i
    try {
      fatalUtf8.decode(bytes.subarray(i, i + size))
    } catch {
      return i
    }
    i += size
  }
  return bytes.length
}

/**
 * Percent-decodes one name or value of application/x-www-form-urlencoded text ('+' is a space) to
 * bytes, noting raw bytes that should have been percent-encoded and malformed escapes.
 */
function percentDecode(raw: Uint8Array, problems: Set<string>): Uint8Array {
  const out: number[] = []
  for (let i = 0; i < raw.length; i++) {
    const b = raw[i]!
    if (b === 0x2b) {
      out.push(0x20)
    } else if (b === 0x25) {
      const digits = String.fromCharCode(raw[i + 1] ?? 0, raw[i + 2] ?? 0)
      if (/^[0-9A-Fa-f]{2}$/.test(digits)) {
        out.push(parseInt(digits, 16))
        i += 2
      } else {
        problems.add(`malformed percent escape ${show(`%${digits.replace(/\0/g, '')}`)}`)
        out.push(b)
      }
    } else {
      if (b > 0x7e || b < 0x21) problems.add(`raw byte 0x${hex(b)} not percent-encoded`)
      out.push(b)
    }
  }
  return Uint8Array.from(out)
}

/** Decodes bytes in the declared charset, strictly; `where` names them in problems. */
function decodeCharset(
  bytes: Uint8Array,
  charset: DeclaredCharset,
  where: string,
  problems: string[],
): string {
  if (charset === 'UTF-8') {
    try {
      return fatalUtf8.decode(bytes)
    } catch {
      const at = firstInvalidUtf8(bytes)
      problems.push(`${where} is not valid UTF-8 (byte 0x${hex(bytes[at] ?? 0)} at offset ${at})`)
      return lossyUtf8.decode(bytes)
    }
  }
  // ISO-8859-1 maps each byte to U+00XX. TextDecoder('latin1') would be windows-1252.
  const c1 = new Set<number>()
  let text = ''
  for (const b of bytes) {
    if (b >= 0x80 && b <= 0x9f) c1.add(b)
    text += String.fromCharCode(b)
  }
  for (const b of c1) problems.push(`C1 control byte 0x${hex(b)} in ${where}: windows-1252, not ISO-8859-1`)
  return text
}

/**
 * Decodes application/x-www-form-urlencoded text strictly in a charset: a POST body as bytes, or the
 * query of a GET (a string, with or without its leading '?'). Every byte must be printable ASCII;
 * others must come percent-encoded. After percent-decoding, UTF-8 must be valid UTF-8 and ISO-8859-1
 * must hold no byte 0x80–0x9F (which only windows-1252 gives meaning).
 */
export function decodeFormStrict(input: Uint8Array | string, charset: DeclaredCharset): DecodedForm {
  const { pairs, problems } = decodeForm(input, charset)
  return { pairs, problems }
}

/** decodeFormStrict, also telling which pairs' values are lossy (not valid in the charset). */
function decodeForm(
  input: Uint8Array | string,
  charset: DeclaredCharset,
): DecodedForm & { lossy: Set<number> } {
  const bytes =
    typeof input === 'string' ? new TextEncoder().encode(input.replace(/^\?/, '')) : Uint8Array.from(input)
  const pairs: [string, string][] = []
  const problems: string[] = []
  const lossy = new Set<number>()
  let start = 0
  let index = 0
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x26, start)
    if (end < 0) end = bytes.length
    const part = bytes.subarray(start, end)
    start = end + 1
    if (part.length === 0) continue
    index += 1
    const eq = part.indexOf(0x3d)
    const rawName = eq < 0 ? part : part.subarray(0, eq)
    const rawValue = eq < 0 ? new Uint8Array(0) : part.subarray(eq + 1)
    const asciiName = String.fromCharCode(...rawName)
    const nameProblems = new Set<string>()
    const name = decodeCharset(
      percentDecode(rawName, nameProblems),
      charset,
      `the name of pair ${index} (${show(asciiName)})`,
      problems,
    )
    for (const p of nameProblems) problems.push(`the name of pair ${index} (${show(asciiName)}): ${p}`)
    if (eq < 0) problems.push(`${label(name)}: pair ${index} has no '='`)
    const valueProblems = new Set<string>()
    const before = problems.length
    const value = decodeCharset(percentDecode(rawValue, valueProblems), charset, label(name), problems)
    if (charset === 'UTF-8' && problems.length > before) lossy.add(pairs.length)
    for (const p of valueProblems) problems.push(`${label(name)}: ${p}`)
    pairs.push([name, value])
  }
  return { pairs, problems, lossy }
}

/** Problems in a value's characters, whatever the field. */
function textProblems(
  where: string,
  value: string,
  charset: DeclaredCharset,
  longText: boolean,
  lossy: boolean,
): string[] {
  const problems: string[] = []
  const controls = new Set<number>()
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    const lineBreak = c === 0x09 || c === 0x0a || c === 0x0d
    if ((c < 0x20 && !(longText && lineBreak)) || c === 0x7f) controls.add(c)
    // In ISO-8859-1 the C1 bytes were reported while decoding.
    if (charset === 'UTF-8' && c >= 0x80 && c <= 0x9f) controls.add(c)
  }
  if (controls.size > 0) {
    const list = [...controls].map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')
    problems.push(
      `${where} contains control character ${list}${longText ? '' : ' (tab, CR and LF belong only in NEW_ITEM-LONGTEXT_n:132[])'}`,
    )
  }
  for (const reference of new Set(value.match(/&#(?:[0-9]+|[xX][0-9A-Fa-f]+);/g) ?? [])) {
    const code = /^&#[xX]/.test(reference)
      ? parseInt(reference.slice(3, -1), 16)
      : parseInt(reference.slice(2, -1), 10)
    const printable =
      (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff))
    const character = printable
      ? ` (${String.fromCodePoint(code)})`
      : ` (U+${code.toString(16).toUpperCase().padStart(4, '0')})`
    problems.push(
      charset === 'ISO-8859-1'
        ? `${where} contains ${reference}${character}: a browser's escape for a character ISO-8859-1 lacks`
        : `${where} contains ${reference}${character} as text: an HTML character reference, not the character`,
    )
  }
  for (const entity of new Set(value.match(/&(?:amp|lt|gt|quot|apos|nbsp);/g) ?? [])) {
    problems.push(`${where} contains ${entity} as text: HTML-escaped twice`)
  }
  for (const run of new Set(
    value.match(
      /[\u00C2-\u00DF][\u0080-\u00BF]|[\u00E0-\u00EF][\u0080-\u00BF]{2}|[\u00F0-\u00F4][\u0080-\u00BF]{3}/g,
    ) ?? [],
  )) {
    try {
      const meant = fatalUtf8.decode(Uint8Array.from(run, (ch) => ch.charCodeAt(0)))
      problems.push(
        `${where}: ${show(run)} looks like UTF-8 bytes read as ISO-8859-1 (mojibake for ${show(meant)})`,
      )
    } catch {
      // Not a UTF-8 sequence: ordinary Latin-1 text.
    }
  }
  if (!lossy && value.includes('\uFFFD')) {
    problems.push(`${where} contains U+FFFD (replacement character): text was lost in a charset conversion`)
  }
  return problems
}

/** A plain decimal with a point: digits, optionally a point and decimals; no sign, comma or exponent. */
function decimalProblem(
  where: string,
  value: string,
  maxInteger: number,
  maxDecimals: number,
): string | undefined {
  if (value.includes(',')) {
    return `${where} ${show(value)} has a comma: OCI numbers take a decimal point and no thousands separators`
  }
  if (/^[+-]/.test(value)) return `${where} ${show(value)} has a sign`
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(value)
  if (!match)
    return `${where} ${show(value)} is not a plain decimal number (digits, optionally a point and decimals)`
  const integer = match[1] ?? ''
  const decimals = match[2] ?? ''
  if (integer.length > maxInteger) {
    return `${where} ${show(value)} has ${integer.length} digits before the decimal point; OCI allows at most ${maxInteger}`
  }
  if (decimals.length > maxDecimals) {
    return `${where} ${show(value)} has ${decimals.length} decimals; OCI allows at most ${maxDecimals}`
  }
  return undefined
}

/** A whole number of at most `maxDigits` digits. */
function wholeProblem(where: string, value: string, maxDigits: number): string | undefined {
  if (!/^[0-9]+$/.test(value))
    return `${where} ${show(value)} is not a whole number (OCI: "In whole numbers")`
  if (value.length > maxDigits)
    return `${where} ${show(value)} has ${value.length} digits; OCI allows ${maxDigits}`
  return undefined
}

/** The checks of one line's fields. */
function lineProblems(
  line: number,
  fields: Record<string, string>,
  lineNumbers: ReadonlySet<number>,
  unitCodes: ReadonlySet<string>,
  currencies: ReadonlySet<string>,
): string[] {
  const problems: string[] = []
  const at = (field: string) => `NEW_ITEM-${field}[${line}]`
  const has = (field: string) => (fields[field] ?? '').trim() !== ''
  for (const field of requiredFields) {
    if (fields[field] === undefined) problems.push(`line ${line}: ${at(field)} missing`)
    else if (!has(field)) problems.push(`${at(field)} is empty`)
  }
  const conditions: [string, string[]][] = [
    ['EXT_SCHEMA_TYPE', ['EXT_CATEGORY_ID', 'EXT_CATEGORY']],
    ['EXT_QUOTE_ID', ['EXT_QUOTE_ITEM']],
    ['CONTRACT', ['CONTRACT_ITEM']],
  ]
  for (const [needed, ifAny] of conditions) {
    const used = ifAny.filter(has)
    if (used.length > 0 && !has(needed)) {
      problems.push(`line ${line}: ${at(needed)} is required when ${used.map(at).join(' or ')} is filled`)
    }
  }
  for (const [field, value] of Object.entries(fields)) {
    const where = at(field)
    if (!formattedFields.has(field)) {
      const max = ociFieldLengths.get(field) ?? Infinity
      if (value.length > max) problems.push(`${where} is ${value.length} characters long; OCI allows ${max}`)
    }
    if (value === '' || (value.trim() === '' && (requiredFields as readonly string[]).includes(field)))
      continue
    let problem: string | undefined
    switch (field) {
      case 'QUANTITY':
        problem = decimalProblem(where, value, 11, 3)
        if (!problem && !/[1-9]/.test(value)) problem = `${where} ${show(value)} must be greater than 0`
        break
      case 'PRICE':
        problem = decimalProblem(where, value, 11, 3)
        break
      case 'PRICEUNIT':
        problem = wholeProblem(where, value, 5)
        if (!problem && !/[1-9]/.test(value)) problem = `${where} ${show(value)} must be greater than 0`
        break
      case 'LEADTIME':
        problem = wholeProblem(where, value, 5)
        break
      case 'PARENT_ID':
        problem = wholeProblem(where, value, 5)
        if (!problem && (Number(value) === line || !lineNumbers.has(Number(value)))) {
          problem = `${where} ${show(value)} names no other line of this hand-back`
        }
        break
      case 'SERVICE':
        if (value !== 'X') problem = `${where} ${show(value)}: the flag is 'X' or empty`
        break
      case 'UNIT':
        if (!unitCodes.has(value)) {
          const hint = unitHints.get(value)
          problem = hint
            ? `${where}: UNIT ${value} is no UN/ECE Rec. 20 code for what it seems (${hint}): send H87, C62 or PCE for piece`
            : `${where}: UNIT ${show(value)} is no UN/ECE Rec. 20 code that this receiver accepts`
        }
        break
      case 'CURRENCY':
        if (!/^[A-Z]{3}$/.test(value)) {
          problem = `${where}: CURRENCY ${show(value)} is no ISO 4217 code (three capital letters)`
        } else if (!currencies.has(value)) {
          problem = `${where}: CURRENCY ${value} is not among the ISO 4217 codes this receiver knows`
        }
        break
    }
    if (problem) problems.push(problem)
  }
  return problems
}

/** Ranges of the numbers missing from 1 … max of a sorted list, as text. */
function missingRanges(sorted: number[]): string[] {
  const missing: string[] = []
  let expected = 1
  for (const n of sorted) {
    if (n > expected) missing.push(n - 1 === expected ? `${expected}` : `${expected}–${n - 1}`)
    expected = n + 1
  }
  return missing
}

const itemName = /^NEW_ITEM-([A-Z][A-Z0-9_]*)\[([0-9]+)\]$/
const longTextName = /^NEW_ITEM-LONGTEXT_([0-9]+):132\[\]$/
const lineNumber = /^[1-9][0-9]{0,5}$/

/**
 * Receives an OCI hand-back.
 *
 * @param body the raw bytes of the application/x-www-form-urlencoded POST body (for a GET, the bytes
 *   of the query)
 * @param charset what the procurement system declared at entry (http_content_charset)
 */
export function receiveOciHandBack(
  body: Uint8Array,
  charset: DeclaredCharset,
  options: ReceiveOptions = {},
): ReceivedHandBack {
  const unitCodes = options.unitCodes ?? defaultUnitCodes
  const currencies = options.currencies ?? iso4217Codes
  const { pairs, problems, lossy } = decodeForm(body, charset)
  const other: [string, string][] = []
  const items = new Map<number, Record<string, string>>()
  const longTexts = new Map<number, string>()
  const longTextCounts = new Map<number, number>()

  for (const [position, [name, value]] of pairs.entries()) {
    const item = itemName.exec(name)
    const longText = longTextName.exec(name)
    const checkText = (inLongText: boolean) =>
      problems.push(...textProblems(label(name), value, charset, inLongText, lossy.has(position)))
    if (item && !(item[1] ?? '').startsWith('LONGTEXT')) {
      const field = item[1] ?? ''
      const index = item[2] ?? ''
      checkText(false)
      if (!ociFieldLengths.has(field)) {
        problems.push(`${name}: ${field} is no OCI field`)
      } else if (!lineNumber.test(index)) {
        problems.push(`${name}: the line number ${show(index)} is not 1, 2, 3, … (no leading zeros)`)
      } else {
        const fields = items.get(Number(index)) ?? {}
        items.set(Number(index), fields)
        if (fields[field] !== undefined) problems.push(`${name} sent more than once`)
        else fields[field] = value
      }
    } else if (longText) {
      const index = longText[1] ?? ''
      checkText(true)
      if (!lineNumber.test(index)) {
        problems.push(`${name}: the line number ${show(index)} is not 1, 2, 3, … (no leading zeros)`)
      } else {
        const line = Number(index)
        const count = (longTextCounts.get(line) ?? 0) + 1
        longTextCounts.set(line, count)
        if (count === 1) longTexts.set(line, value)
        else if (count === 2) problems.push(`${name} sent more than once; send the long text in one field`)
      }
    } else if (/^NEW_ITEM/i.test(name)) {
      checkText(false)
      const hint = /LONGTEXT/i.test(name) ? '; the long text of line n is NEW_ITEM-LONGTEXT_n:132[]' : ''
      problems.push(`${show(name)} is no OCI field name (NEW_ITEM-<FIELD>[n] with an OCI field)${hint}`)
    } else {
      if (label(name) !== name) problems.push(`${label(name)}: a field name with control characters`)
      checkText(false)
      other.push([name, value])
    }
  }

  const numbers = [...items.keys()].sort((a, b) => a - b)
  const present = new Set(numbers)
  if (numbers.length === 0) problems.push('no NEW_ITEM fields: the hand-back carries no items')
  const gaps = missingRanges(numbers)
  if (gaps.length > 0) {
    problems.push(`line ${gaps.join(', ')} missing: NEW_ITEM lines must be numbered 1, 2, 3, … without gaps`)
  }
  for (const line of [...longTexts.keys()].sort((a, b) => a - b)) {
    if (!present.has(line))
      problems.push(`NEW_ITEM-LONGTEXT_${line}:132[] is for line ${line}, which has no fields`)
  }
  const lines: ReceivedLine[] = numbers.map((line) => {
    const fields = items.get(line) ?? {}
    problems.push(...lineProblems(line, fields, present, unitCodes, currencies))
    const longText = longTexts.get(line)
    return longText === undefined ? { line, fields } : { line, fields, longText }
  })

  let query: [string, string][] = []
  if (options.url !== undefined) {
    const url = options.url
    const start = url.indexOf('?')
    const hash = url.indexOf('#', start < 0 ? 0 : start)
    const text = start < 0 ? '' : url.slice(start + 1, hash < 0 ? undefined : hash)
    const decoded = decodeFormStrict(text, charset)
    query = decoded.pairs
    problems.push(...decoded.problems.map((p) => `URL query: ${p}`))
  }
  if (options.expectedQuery) {
    if (options.url === undefined)
      throw new Error('expectedQuery needs options.url, the URL the form was posted to')
    problems.push(...hookParamProblems(options.expectedQuery, query, other, options.hookParams ?? 'url'))
  }

  return { fields: pairs, lines, other, query, problems }
}

/** Where the HOOK_URL's own query parameters arrived, against where they should. */
function hookParamProblems(
  expected: Record<string, string>,
  query: [string, string][],
  body: [string, string][],
  mode: 'url' | 'body' | 'either',
): string[] {
  const problems: string[] = []
  for (const [name, value] of Object.entries(expected)) {
    const inUrl = query.filter(([n]) => n === name).map(([, v]) => v)
    const inBody = body.filter(([n]) => n === name).map(([, v]) => v)
    const wrong = (where: string, values: string[]) =>
      values
        .filter((v) => v !== value)
        .map((v) => `${where} has ${name}=${show(v)}; the HOOK_URL has ${name}=${show(value)}`)
    problems.push(...wrong('the URL posted to', inUrl), ...wrong('the body', inBody))
    if (mode === 'url' && inUrl.length === 0) {
      problems.push(
        inBody.length > 0
          ? `${name} was sent as a body field only; the form must post to the HOOK_URL as given, query and all`
          : `${name} is missing from the URL posted to; the form must post to the HOOK_URL as given`,
      )
    }
    if (mode === 'body' && inBody.length === 0) {
      problems.push(
        inUrl.length > 0
          ? `${name} is only in the URL's query; OCI puts the HOOK_URL's parameters in hidden fields`
          : `${name} is missing from the body; OCI puts the HOOK_URL's parameters in hidden fields`,
      )
    }
    if (mode === 'either' && inUrl.length === 0 && inBody.length === 0) {
      problems.push(`${name} is neither in the URL posted to nor in the body`)
    }
  }
  return problems
}
