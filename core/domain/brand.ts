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
