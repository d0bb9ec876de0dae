import { describe, expect, it } from 'vitest'
import { DEFAULT_CUTOFF_HOUR, readConfig } from './config'
import { listeningOn } from './listening'

const secret = 'a-session-secret-of-at-least-32-chars'

describe('readConfig', () => {
  it('has defaults for an empty environment, and makes a session secret when none is given', () => {
    const result = readConfig({})
    expect(result).toEqual({
      ok: true,
      config: {
        port: 3000,
        // This machine only, unless HOST says otherwise (issue 25).
        host: '127.0.0.1',
        brand: 'dahl',
        cutoffHour: DEFAULT_CUTOFF_HOUR,
        deliveryWindows: {},
        production: true,
        sessionSecret: expect.stringMatching(/^[\w-]{43}$/),
        tokenRefreshMarginSeconds: 60,
        servicesTimeoutMs: 15_000,
        pageWaitMs: 1_200,
        frameAncestors: [],
        brandHosts: {
          'dahl.localhost': 'dahl',
          'konr.localhost': 'konr',
          'kasp.localhost': 'kasp',
          'opti.localhost': 'opti',
        },
        content: {
          token: 'demo-content-delivery-token',
          previewToken: 'demo-content-preview-token',
          environment: 'master',
        },
      },
    })
    const again = readConfig({})
    expect(result.ok && again.ok && result.config.sessionSecret).not.toBe(
      again.ok && again.config.sessionSecret,
    )
  })

  it('reads the punch-out company rules, and names each bad one on its own line', () => {
    expect(readConfig({ PUNCHOUT_COMPANY_RULES: 'C400:unit=STK>ST, C500:matgroup=blank' })).toMatchObject({
      ok: true,
      config: {
        ociCompanyRules: { C400: { unitMap: { STK: 'ST' } }, C500: { materialGroup: { kind: 'blank' } } },
      },
    })
    const bad = readConfig({ PUNCHOUT_COMPANY_RULES: 'C400:unit=STK>STYCK C500:colour=red', PORT: 'x' })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.problems.filter((problem) => problem.startsWith('PUNCHOUT_COMPANY_RULES'))).toEqual([
      expect.stringContaining('"C400:unit=STK>STYCK"'),
      expect.stringContaining('"C500:colour=red"'),
    ])
  })

  it('reads every variable', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        BRAND: 'opti',
        CUTOFF_HOUR: '12',
        DELIVERY_WINDOWS: 'XXX=6-14, 24-12=0-10',
        NODE_ENV: 'development',
        SERVICES_URL: 'https://services.example.se/',
        SESSION_SECRET: secret,
        SESSION_SECRET_PREVIOUS:
          ' last-years-secret-of-at-least-32-chars , the-year-before-of-at-least-32-chars,',
        TOKEN_REFRESH_MARGIN_SECONDS: '120',
        FRAME_ANCESTORS: 'https://srm.example.se, https://*.ariba.com',
        BRAND_HOSTS: 'konr.example.se=konr, Opti.example.se=opti',
        ADMIN_SITE_URL: 'https://admin.example.se',
        MAPS_KEY: 'AIzaSyA-test_key-0123456789abcdefghij',
        GTM_ID: 'GTM-ABC1234',
        STOCK_AVAILABILITY_COLOURS: 'on',
        SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
        CONTENT_URL: 'https://graphql.contentful.com/',
        CONTENT_TOKEN: 'delivery-token-of-the-space',
        CONTENT_PREVIEW_TOKEN: 'preview-token-of-the-space',
        CONTENT_ENVIRONMENT: 'stage',
        CONTENT_SPACE: 'abc123',
        SERVICES_TIMEOUT_MS: '5000',
        PAGE_WAIT_MS: '900',
        CONTENT_TIMEOUT_MS: '20000',
      }),
    ).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: '0.0.0.0',
        brand: 'opti',
        cutoffHour: 12,
        deliveryWindows: { XXX: { start: 6, end: 14 }, '24-12': { start: 0, end: 10 } },
        production: false,
        servicesUrl: 'https://services.example.se',
        sessionSecret: secret,
        previousSessionSecrets: [
          'last-years-secret-of-at-least-32-chars',
          'the-year-before-of-at-least-32-chars',
        ],
        tokenRefreshMarginSeconds: 120,
        servicesTimeoutMs: 5000,
        pageWaitMs: 900,
        frameAncestors: ['https://srm.example.se', 'https://*.ariba.com'],
        brandHosts: {
          ...{
            'dahl.localhost': 'dahl',
            'konr.localhost': 'konr',
            'kasp.localhost': 'kasp',
            'opti.localhost': 'opti',
          },
          'konr.example.se': 'konr',
          'opti.example.se': 'opti',
        },
        adminSiteUrl: 'https://admin.example.se',
        mapsKey: 'AIzaSyA-test_key-0123456789abcdefghij',
        gtmId: 'GTM-ABC1234',
        stockAvailabilityColours: true,
        sentryDsn: 'https://abc123@o1.ingest.sentry.io/42',
        content: {
          url: 'https://graphql.contentful.com',
          token: 'delivery-token-of-the-space',
          previewToken: 'preview-token-of-the-space',
          environment: 'stage',
          space: 'abc123',
          timeoutMs: 20_000,
        },
      },
    })
  })

  it('reports every bad value on its own line', () => {
    expect(
      readConfig({
        PORT: 'eighty',
        HOST: 'every interface',
        BRAND: 'ikea',
        CUTOFF_HOUR: '25',
        DELIVERY_WINDOWS: 'XXX=14-6,FLYG=1-2',
        SERVICES_URL: 'services',
        SESSION_SECRET: 'short',
        SESSION_SECRET_PREVIOUS: `${secret},short-and-secret`,
        TOKEN_REFRESH_MARGIN_SECONDS: '-1',
        FRAME_ANCESTORS: 'http://insecure.example.se',
        BRAND_HOSTS: 'shop.example.se=ikea',
        ADMIN_SITE_URL: 'admin',
        MAPS_KEY: 'key with spaces&callback=x',
        GTM_ID: 'UA-12345-1',
        STOCK_AVAILABILITY_COLOURS: 'yes',
        SENTRY_DSN: 'javascript:alert(1)',
        ASSORTMENT_URL: 'assortments',
        CONTENT_URL: 'ftp://content',
        CONTENT_ENVIRONMENT: 'stage please',
      }),
    ).toEqual({
      ok: false,
      problems: [
        'PORT="eighty" must be a whole number from 1 to 65535',
        'HOST="every interface" must be an IP address or a host name (0.0.0.0 listens on every interface)',
        'CUTOFF_HOUR="25" must be a whole number from 0 to 24',
        'DELIVERY_WINDOWS has "XXX=14-6": write method=start-end in whole hours, e.g. XXX=6-14 (DBI, EXH, XXX, EXB or 24-12; start before end, end at most 24)',
        'DELIVERY_WINDOWS has "FLYG=1-2": write method=start-end in whole hours, e.g. XXX=6-14 (DBI, EXH, XXX, EXB or 24-12; start before end, end at most 24)',
        'BRAND="ikea" must be one of dahl, konr, kasp, opti',
        'TOKEN_REFRESH_MARGIN_SECONDS="-1" must be a whole number from 0 to 3600',
        'SERVICES_URL="services" must be an http(s) URL such as https://services.example.se',
        'SESSION_SECRET must have at least 32 characters',
        'SESSION_SECRET_PREVIOUS: secret 2 of 2 must have at least 32 characters (separate secrets with commas)',
        'BRAND_HOSTS has "shop.example.se=ikea": write host=brand, e.g. konr.example.se=konr',
        'FRAME_ANCESTORS has "http://insecure.example.se": each must be an https origin such as https://srm.example.se',
        'ADMIN_SITE_URL="admin" must be an http(s) URL such as https://admin.example.se',
        'ASSORTMENT_URL="assortments" must be an http(s) URL, or off',
        'MAPS_KEY must be a maps API key of 10 to 200 letters, digits, - and _ (such as AIza…)',
        'GTM_ID="UA-12345-1" must be a tag manager container id such as GTM-ABC1234',
        'STOCK_AVAILABILITY_COLOURS="yes" must be on or off',
        'SENTRY_DSN="javascript:alert(1)" must be a Sentry DSN such as https://key@o1.ingest.sentry.io/2',
        'CONTENT_URL="ftp://content" must be an http(s) URL such as https://graphql.contentful.com',
        'CONTENT_ENVIRONMENT="stage please" must be an environment name such as master or stage',
      ],
    })
  })
})

describe('the session secrets', () => {
  it('are never printed in a problem', () => {
    const result = readConfig({ SESSION_SECRET: 'short-and-secret', SESSION_SECRET_PREVIOUS: 'also-secret' })
    expect(result.ok).toBe(false)
    expect(JSON.stringify(result)).not.toMatch(/short-and-secret|also-secret/)
  })
})

describe('the listen address', () => {
  it('is HOST when it is an address or a host name', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.internal', 'localhost'])
      expect(readConfig({ HOST: host })).toMatchObject({ ok: true, config: { host } })
  })
  it('is said at start-up with who can reach the shop', () => {
    expect(listeningOn('127.0.0.1')).toBe(
      'Listening on 127.0.0.1 only: other machines cannot reach the shop (HOST=0.0.0.0 opens it to the network)',
    )
    expect(listeningOn('0.0.0.0')).toBe(
      'Listening on every interface (HOST=0.0.0.0): other machines on the network can reach the shop',
    )
  })
})
