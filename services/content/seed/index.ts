/** The seed content of the content service: every entry, asset and tag, in Swedish. */
import type { ContentSeed } from '../content-store'
import { seedAssets } from './assets.seed'
import { formEntries } from './forms.seed'
import { pageEntries } from './pages.seed'
import { retailerEntries } from './retailers.seed'
import { sectionEntries } from './sections.seed'
import { siteEntries, seedTags } from './site.seed'
import { storeSeedEntries } from './stores.seed'

/** The whole seed. */
export const contentSeed: ContentSeed = {
  entries: [
    ...pageEntries,
    ...sectionEntries,
    ...formEntries,
    ...storeSeedEntries,
    ...retailerEntries,
    ...siteEntries,
  ],
  assets: seedAssets,
  tags: seedTags,
}
