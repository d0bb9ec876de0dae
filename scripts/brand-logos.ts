/**
 * Writes the content seed's logo pictures (services/content/assets/logo-*.svg, favicon-*.svg) from
 * the core's brand profiles and marks, so the content's logo entry shows each brand as the shop does.
 * Run after changing a brand's name, colour or mark: `npm run content:logos`
 * (services/content/content-store.test.ts fails until the files match).
 */
import { writeFileSync } from 'node:fs'
import { brandCodes, brandLogoSvg } from '@proffsbutik/core/domain'
import { logoFiles } from '@proffsbutik/services/testing'

for (const brand of brandCodes)
  for (const [kind, file] of Object.entries(logoFiles(brand)) as [
    Parameters<typeof brandLogoSvg>[1],
    string,
  ][])
    writeFileSync(
      new URL(`../services/content/assets/${file}`, import.meta.url),
      `${brandLogoSvg(brand, kind)}\n`,
    )
