import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The Lingui plugin compiles imported .po catalogs, as in the app build.
  plugins: [lingui()],
  test: {
    include: [
      '{core,adapters,ui,server,services,scripts,tests/unit,tests/contract,tests/faults}/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
  },
})
