/**
 * Text for a receiver that reads ISO-8859-1 (an OCI hand-back with http_content_charset=ISO-8859-1,
 * docs/punchout.md). A browser asked to post a form in ISO-8859-1 writes windows-1252 instead: a
 * dash becomes byte 0x96 and € byte 0x80, which are control codes in ISO-8859-1, and a character
 * neither has becomes the text `&#8805;`. So every value is made ISO-8859-1 before the form is
 * written: the characters of LATIN1_REPLACEMENTS by their stated replacement, a letter with an
 * accent ISO-8859-1 lacks by its base letter (ł → l, č → c), and anything else by '?'. What is left
 * is printable ISO-8859-1, which windows-1252 writes with the same bytes.
 */

/** The stated replacements of characters ISO-8859-1 lacks (shown in docs/punchout.md). */
export const LATIN1_REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2013': '-', // en dash –
  '\u2014': '-', // em dash —
  '\u2015': '-', // horizontal bar
  '\u2212': '-', // minus sign −
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201a': "'", // ‚
  '\u201b': "'", // ‛
  '\u2032': "'", // prime ′
  '\u201c': '"', // “
  '\u201d': '"', // ”
  '\u201e': '"', // „
  '\u201f': '"', // ‟
  '\u2033': '"', // double prime ″
  '\u2039': '<', // ‹
  '\u203a': '>', // ›
  '\u2026': '...', // …
  '\u2022': '*', // bullet •
  '\u20ac': 'EUR', // €
  '\u2264': '<=', // ≤
  '\u2265': '>=', // ≥
  '\u2260': '!=', // ≠
  '\u2248': '~', // ≈
  '\u221e': 'oo', // ∞
  '\u2192': '->', // →
  '\u2190': '<-', // ←
  '\u2300': '\u00d8', // diameter sign ⌀ → Ø
  '\u2205': '\u00d8', // empty set, written for diameter → Ø
  '\u2126': 'Ohm', // ohm sign Ω
  '\u03a9': 'Ohm', // Greek capital omega Ω
  '\u2122': 'TM', // ™
  '\u0192': 'f', // ƒ
  '\u2020': '+', // dagger †
  '\u2021': '++', // double dagger ‡
  '\u02c6': '^', // modifier circumflex ˆ
  '\u02dc': '~', // small tilde ˜
  '\u2030': 'o/oo', // per mille ‰
  '\u0152': 'OE', // Œ
  '\u0153': 'oe', // œ
  '\u0141': 'L', // Ł
  '\u0142': 'l', // ł
  '\u0110': 'D', // Đ
  '\u0111': 'd', // đ
  '\u0131': 'i', // dotless ı
  '\u2153': '1/3', // ⅓
  '\u2154': '2/3', // ⅔
  '\u215b': '1/8', // ⅛
  '\u2009': ' ', // thin space
  '\u200a': ' ', // hair space
  '\u202f': ' ', // narrow no-break space
  '\u2007': ' ', // figure space
  '\u2002': ' ', // en space
  '\u2003': ' ', // em space
  '\u200b': '', // zero-width space
  '\u200c': '', // zero-width non-joiner
  '\u200d': '', // zero-width joiner
  '\u2060': '', // word joiner
  '\ufeff': '', // byte order mark
  '\u00ad': '', // soft hyphen: invisible, and some receivers show it
}

/** What replaces a character that has no stated replacement and no base letter in ISO-8859-1. */
export const LATIN1_UNKNOWN = '?'

/** Whether a character is printable ISO-8859-1 (no C0 or C1 control codes; tab, CR and LF allowed). */
function isPrintableLatin1(char: string): boolean {
  const code = char.codePointAt(0)!
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)
}

/** One character as ISO-8859-1 text. */
function latin1Char(char: string): string {
  const stated = LATIN1_REPLACEMENTS[char]
  if (stated !== undefined) return stated
  if (isPrintableLatin1(char)) return char
  // A control code: nothing a receiver should get.
  const code = char.codePointAt(0)!
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return ''
  // A letter with an accent ISO-8859-1 lacks: its composed form if that is ISO-8859-1, else its base.
  const composed = char.normalize('NFC')
  if (composed !== char && [...composed].every(isPrintableLatin1)) return composed
  const base = char.normalize('NFD').replace(/\p{M}+/gu, '')
  if (base !== '' && base !== char && [...base].every(isPrintableLatin1)) return base
  return LATIN1_UNKNOWN
}

/**
 * The text as printable ISO-8859-1: å, ä, ö, é, ×, ° and the rest of ISO-8859-1 as they are; the
 * stated replacements; accented letters by their base letter; '?' for anything else.
 */
export function toLatin1(text: string): string {
  // Composed first, so that "a" + combining ring is å, not "a?".
  let out = ''
  for (const char of text.normalize('NFC')) out += latin1Char(char)
  return out
}

/** Whether every character of the text is printable ISO-8859-1 (what toLatin1 answers). */
export function isLatin1Text(text: string): boolean {
  return [...text].every(isPrintableLatin1)
}
