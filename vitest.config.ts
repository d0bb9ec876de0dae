import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{core,adapters,ui,server,services,scripts,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
