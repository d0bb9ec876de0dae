import { defineConfig } from '@playwright/test'

/** Port of the production build the journeys run against. */
const port = Number(process.env['E2E_PORT'] ?? 3107)

/** Journeys in Debian's Chromium against the production build (`npm start`). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // Axe audits and logins on a shared 2-core machine: 30 s was too tight for the longer journeys.
  timeout: 90_000,
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --max-semi-space-size=64 --import tsx server/start.ts',
    url: `http://localhost:${port}/healthz`,
    // A fresh in-memory database, seeded on start, for every run.
    // 127.0.0.1 serves the shop as another brand: the journeys see a brand switch without a second server.
    env: {
      PORT: String(port),
      DATA_DIR: ':memory:',
      BRAND_HOSTS: '127.0.0.1=konr',
      // The admin site routes with externalRedirect open; the journeys only see the new window asked for.
      ADMIN_SITE_URL: 'https://admin.proffsbutik.invalid/',
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
