import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** Only Swedish exists; message ids are the spec's keys (errors.invalid_order …). */
export default defineConfig({
  locales: ['sv'],
  sourceLocale: 'sv',
  catalogs: [{ path: '<rootDir>/ui/i18n/locales/{locale}', include: ['ui'] }],
  format: formatter({ lineNumbers: false }),
})
