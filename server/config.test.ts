import { describe, expect, it } from 'vitest'
import { DEFAULT_CUTOFF_HOUR, readConfig } from './config'

describe('readConfig', () => {
  it('has defaults for an empty environment', () => {
    expect(readConfig({})).toEqual({
      ok: true,
      config: { port: 3000, brand: 'dahl', cutoffHour: DEFAULT_CUTOFF_HOUR, production: true },
    })
  })

  it('reads every variable', () => {
    expect(readConfig({ PORT: '8080', BRAND: 'opti', CUTOFF_HOUR: '12', NODE_ENV: 'development' })).toEqual({
      ok: true,
      config: { port: 8080, brand: 'opti', cutoffHour: 12, production: false },
    })
  })

  it('reports every bad value on its own line', () => {
    expect(readConfig({ PORT: 'eighty', BRAND: 'ikea', CUTOFF_HOUR: '25' })).toEqual({
      ok: false,
      problems: [
        'PORT="eighty" must be a whole number from 1 to 65535',
        'CUTOFF_HOUR="25" must be a whole number from 0 to 24',
        'BRAND="ikea" must be one of dahl, konr, kasp, opti',
      ],
    })
  })
})
