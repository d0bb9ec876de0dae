import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isLatin1Text, LATIN1_REPLACEMENTS, toLatin1 } from './latin1'

/** The characters windows-1252 puts at bytes 0x80–0x9F, which are control codes in ISO-8859-1. */
const windows1252Only = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

describe('toLatin1', () => {
  it('replaces what ISO-8859-1 lacks by the stated table', () => {
    expect(toLatin1('Kök – våning 2 € ≥ 3')).toBe('Kök - våning 2 EUR >= 3')
    expect(toLatin1('“Rostfri” ‘A4’ … ≤ 5')).toBe('"Rostfri" \'A4\' ... <= 5')
    expect(toLatin1('Rörklammer 3–30 mm, ⌀ 15')).toBe('Rörklammer 3-30 mm, Ø 15')
  })

  it('keeps ISO-8859-1 as it is: å ä ö é ü × ° ½ ²', () => {
    const text = 'Åsa Öberg: rör 90° × 2, ½", 15 m², Müller & Söhne, café'
    expect(toLatin1(text)).toBe(text)
  })

  it('writes a letter ISO-8859-1 lacks by its base letter, and composes what it can', () => {
    expect(toLatin1('Łódź, Škoda, Čakovec')).toBe('Lódz, Skoda, Cakovec')
    expect(toLatin1('a\u030a')).toBe('å')
  })

  it('gives every windows-1252 character a replacement, never a byte 0x80–0x9F or a "?"', () => {
    for (const char of windows1252Only) {
      const replaced = toLatin1(char)
      expect(replaced, char).not.toContain('?')
      expect(isLatin1Text(replaced), char).toBe(true)
    }
  })

  it('drops control codes and writes anything else as "?"', () => {
    expect(toLatin1('a\u0085b\u0007c')).toBe('abc')
    expect(toLatin1('rör 🔧')).toBe('rör ?')
  })

  it('answers printable ISO-8859-1 for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        expect(isLatin1Text(toLatin1(text))).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('states only replacements that are ISO-8859-1 themselves', () => {
    for (const [char, replacement] of Object.entries(LATIN1_REPLACEMENTS))
      expect(isLatin1Text(replacement), `${char} → ${replacement}`).toBe(true)
  })
})
