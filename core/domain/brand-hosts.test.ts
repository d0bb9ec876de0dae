/** BRAND and BRAND_HOSTS as the shop and the services read them, and each brand's address in mails. */
import { describe, expect, it } from 'vitest'
import { brandShopUrl, readBrandHosts, readDeploymentBrand } from './brand-hosts'

describe('readBrandHosts', () => {
  it('answers every brand at <code>.localhost, and the hosts the setting names, in lower case', () => {
    const read = readBrandHosts('Konr.Example.se=konr, kasp.example.se=kasp')
    expect(read.problems).toEqual([])
    expect(read.hosts).toMatchObject({
      'dahl.localhost': 'dahl',
      'opti.localhost': 'opti',
      'konr.example.se': 'konr',
      'kasp.example.se': 'kasp',
    })
    expect(read.named).toEqual([
      ['konr.example.se', 'konr'],
      ['kasp.example.se', 'kasp'],
    ])
  })

  it('says which pair is wrong and how to write it', () => {
    expect(readBrandHosts('konr.example.se=ikea shop=konr=kasp').problems).toEqual([
      'BRAND_HOSTS has "konr.example.se=ikea": write host=brand, e.g. konr.example.se=konr',
      'BRAND_HOSTS has "shop=konr=kasp": write host=brand, e.g. konr.example.se=konr',
    ])
  })
})

describe('readDeploymentBrand', () => {
  it('is dahl when unset, and refuses a brand it does not know', () => {
    const problems: string[] = []
    expect(readDeploymentBrand(undefined, problems)).toBe('dahl')
    expect(readDeploymentBrand('opti', problems)).toBe('opti')
    expect(problems).toEqual([])
    expect(readDeploymentBrand('ikea', problems)).toBe('dahl')
    expect(problems).toEqual(['BRAND="ikea" must be one of dahl, konr, kasp, opti'])
  })
})

describe('brandShopUrl', () => {
  const local = { brand: 'dahl' as const, brandHosts: readBrandHosts(undefined) }

  it('on this machine: the deployment’s brand at PUBLIC_URL, every other at <code>.localhost, same port', () => {
    expect(brandShopUrl('http://localhost:3000', 'dahl', local)).toBe('http://localhost:3000')
    expect(brandShopUrl('http://localhost:3000/', 'konr', local)).toBe('http://konr.localhost:3000')
    expect(brandShopUrl('http://127.0.0.1:8080', 'opti', local)).toBe('http://opti.localhost:8080')
  })

  it('in a deployment: the host BRAND_HOSTS names first for the brand, with PUBLIC_URL’s scheme and port', () => {
    const deployment = {
      brand: 'dahl' as const,
      brandHosts: readBrandHosts('www.konr.se=konr,konr.se=konr'),
    }
    expect(brandShopUrl('https://www.dahl.se', 'konr', deployment)).toBe('https://www.konr.se')
    expect(brandShopUrl('https://www.dahl.se:8443/butik', 'konr', deployment)).toBe(
      'https://www.konr.se:8443/butik',
    )
    expect(brandShopUrl('https://www.dahl.se', 'dahl', deployment)).toBe('https://www.dahl.se')
    // A brand with no host of its own has no address but PUBLIC_URL (where the shop shows BRAND).
    expect(brandShopUrl('https://www.dahl.se', 'kasp', deployment)).toBe('https://www.dahl.se')
  })
})
