import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'
import { preactAliases, ssrBundled } from './vite.config'

export default defineConfig({
  // The Lingui plugin compiles imported .po catalogs, as in the app build.
  plugins: [lingui()],
  // Components render with preact/compat here too (ADR 0017), through the app's aliases; the libraries
  // that import react are run through Vite, not Node, so the aliases reach their imports.
  resolve: { alias: preactAliases },
  test: {
    include: [
      '{core,adapters,ui,server,services,scripts,tests/unit,tests/contract,tests/faults}/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    server: { deps: { inline: ssrBundled } },
  },
})
