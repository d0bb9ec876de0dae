/** The user base through real HTTP on loopback. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../testing/harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness(() => new Date('2026-11-24T09:00:00Z'))
}, 60_000)
afterAll(() => harness.stop())

const json = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status).toBe(status)
  return (await response.json()) as T
}
const user = '/services/user'

describe('customers', () => {
  it('lists the customers and projects a buyer acts for', async () => {
    const { data } = await json<{ data: { customerId: string; projects: { projectId: string }[] }[] }>(
      await harness.call('anna.berg', 'GET', `${user}/v3/customers?active=1&virtualContext=0`),
    )
    expect(data.map((c) => [c.customerId, c.projects.map((p) => p.projectId)])).toEqual([
      ['C200', ['P201']],
      ['C100', ['P101', 'P102']],
    ])
    const search = await json<{ data: { customerId: string }[] }>(
      await harness.call('anna.berg', 'GET', `${user}/v3/customers?active=1&search=nordic`),
    )
    expect(search.data.map((c) => c.customerId)).toEqual(['C200'])
  })

  it('lists every customer for a site admin, without virtual contexts when asked', async () => {
    const all = await json<{ total: number }>(await harness.call('sten.ek', 'GET', `${user}/v3/customers`))
    const real = await json<{ total: number }>(
      await harness.call('sten.ek', 'GET', `${user}/v3/customers?virtualContext=0`),
    )
    expect([all.total, real.total]).toEqual([6, 5])
  })

  it('computes delivery dates with the shop calendar', async () => {
    const body = await json<{ dates: string[] }>(
      await harness.call(
        'anna.berg',
        'GET',
        `${user}/customers/C100/delivery-dates?from=2024-12-20&days=3&brand=dahl`,
      ),
    )
    expect(body.dates).toEqual(['2024-12-20', '2024-12-30', '2025-01-02'])
    const today = await json<{ dates: string[] }>(
      await harness.call('anna.berg', 'GET', `${user}/customers/C100/delivery-dates?days=1`),
    )
    expect(today.dates).toEqual(['2026-11-24'])
    expect((await harness.call('anna.berg', 'GET', `${user}/customers/C300/delivery-dates`)).status).toBe(403)
    expect((await harness.call('anna.berg', 'GET', `${user}/customers/C999/delivery-dates`)).status).toBe(404)
    const bad = await json<{ error: { issues: { field: string }[] } }>(
      await harness.call('anna.berg', 'GET', `${user}/customers/C100/delivery-dates?from=2024-02-30`),
      400,
    )
    expect(bad.error.issues[0]?.field).toBe('from')
    expect(
      (await harness.call('anna.berg', 'GET', `${user}/customers/C100/delivery-dates?days=500`)).status,
    ).toBe(400)
  })

  it('names the sales team of a customer', async () => {
    const team = await json<{ data: { name: string }[] }>(
      await harness.call('anna.berg', 'GET', `${user}/crm/customerteam?customerId=C100`),
    )
    expect(team.data.map((member) => member.name)).toEqual(['Sara Lind'])
  })
})

describe('addresses', () => {
  it('lists a customer’s addresses, preselected first, with the display rules', async () => {
    const { data } = await json<{
      data: { id: string; preselected: boolean; readOnly: boolean; validForDelivery: boolean }[]
    }>(await harness.call('anna.berg', 'GET', `${user}/address?customerId=C100`))
    expect(data.map((a) => a.id)).toEqual(['A1001', 'A1002', 'A1003'])
    expect(data[0]).toMatchObject({ preselected: true, readOnly: true, validForDelivery: true })
  })

  it('creates, changes and deletes an address, keeping one preselected', async () => {
    const created = await json<{ id: string; preselected: boolean }>(
      await harness.call('anna.berg', 'POST', `${user}/address`, {
        customerId: 'C100',
        countryCode: 'SE',
        label: 'Bygget Åkarp',
        address1: 'Åkarpsvägen 1',
        postalCode: '232 51',
        postalAddress: 'Åkarp',
        preselected: true,
      }),
      201,
    )
    const list = await json<{ data: { id: string; preselected: boolean }[] }>(
      await harness.call('anna.berg', 'GET', `${user}/address?customerId=C100`),
    )
    expect(list.data.filter((a) => a.preselected).map((a) => a.id)).toEqual([created.id])
    const changed = await json<{ recipientName: string }>(
      await harness.call('anna.berg', 'PUT', `${user}/address/${created.id}`, { recipientName: 'Karin' }),
    )
    expect(changed.recipientName).toBe('Karin')
    expect((await harness.call('anna.berg', 'DELETE', `${user}/address/${created.id}`)).status).toBe(204)
    expect((await harness.call('anna.berg', 'DELETE', `${user}/address/${created.id}`)).status).toBe(404)
  })

  it('refuses read-only addresses, bad postcodes and other customers', async () => {
    expect((await harness.call('anna.berg', 'PUT', `${user}/address/A1001`, { label: 'x' })).status).toBe(409)
    expect((await harness.call('anna.berg', 'DELETE', `${user}/address/A1001`)).status).toBe(409)
    const aland = await json<{ error: { issues: { field: string }[] } }>(
      await harness.call('anna.berg', 'POST', `${user}/address`, {
        customerId: 'C100',
        countryCode: 'AX',
        postalCode: '111 22',
      }),
      400,
    )
    expect(aland.error.issues[0]?.field).toBe('postalCode')
    expect((await harness.call('anna.berg', 'GET', `${user}/address?customerId=C300`)).status).toBe(403)
    expect((await harness.call('bertil.holm', 'DELETE', `${user}/address/A2001`)).status).toBe(403)
    expect(
      (
        await harness.call('bertil.holm', 'POST', `${user}/address`, {
          customerId: 'C200',
          countryCode: 'SE',
        })
      ).status,
    ).toBe(403)
  })
})

describe('users', () => {
  it('lists the users a buyer admin administers, 15 a page by first name', async () => {
    const page = await json<{ data: { firstName: string }[]; total: number }>(
      await harness.call('bertil.holm', 'GET', `${user}/v2/users`),
    )
    expect(page.data.map((u) => u.firstName)).toEqual(['Anna', 'Bertil', 'Ida', 'Sara'])
    expect(page.total).toBe(4)
    const paged = await json<{ data: { firstName: string }[]; total: number }>(
      await harness.call('bertil.holm', 'GET', `${user}/v2/users?limit=2&offset=2&direction=desc`),
    )
    expect([paged.data.map((u) => u.firstName), paged.total]).toEqual([['Bertil', 'Anna'], 4])
    const search = await json<{ data: { firstName: string }[] }>(
      await harness.call('bertil.holm', 'GET', `${user}/v2/users?search=str%C3%B6m`),
    )
    expect(search.data.map((u) => u.firstName)).toEqual(['Ida'])
    expect((await harness.call('anna.berg', 'GET', `${user}/v2/users`)).status).toBe(403)
    const everyone = await json<{ total: number }>(await harness.call('sten.ek', 'GET', `${user}/v2/users`))
    expect(everyone.total).toBe(14)
  })

  it('lets admins see only the users of their customers', async () => {
    expect((await harness.call('bertil.holm', 'GET', `${user}/v2/users/U1001`)).status).toBe(200)
    expect((await harness.call('bertil.holm', 'GET', `${user}/v2/users/U1006`)).status).toBe(403)
    expect((await harness.call('sara.lind', 'GET', `${user}/v2/users/U1006`)).status).toBe(200)
    expect((await harness.call('anna.berg', 'GET', `${user}/v2/users/U1002`)).status).toBe(403)
    expect((await harness.call('sten.ek', 'GET', `${user}/v2/users/U9999`)).status).toBe(404)
    expect((await harness.call(null, 'GET', `${user}/v2/users/U1001`)).status).toBe(401)
  })

  it('lets a user change their own profile by the rules', async () => {
    const issues = async (body: unknown) =>
      (
        await json<{ error: { issues: { field: string }[] } }>(
          await harness.call('anna.berg', 'PUT', `${user}/v2/users/U1001`, body),
          400,
        )
      ).error.issues.map((i) => i.field)
    expect(await issues({ email: 'anna@' })).toEqual(['email'])
    expect(await issues({ preferredDeliveryMethod: 'XYZ' })).toEqual(['preferredDeliveryMethod'])
    expect(await issues({ defaultCustomerId: 'C300' })).toEqual(['defaultCustomerId'])
    const changed = await json<{
      pendingEmail: string
      preferredDeliveryMethod: string
      mobileNumber: string
    }>(
      await harness.call('anna.berg', 'PUT', `${user}/v2/users/U1001`, {
        email: 'anna@rorbolaget.se',
        preferredDeliveryMethod: 'EXH',
        mobileNumber: '+46 70 123 45 67',
      }),
    )
    expect(changed).toMatchObject({
      // A new address waits for the code mailed to it.
      pendingEmail: 'anna@rorbolaget.se',
      preferredDeliveryMethod: 'EXH',
      mobileNumber: '+46 70 123 45 67',
    })
    expect(
      (await harness.call('anna.berg', 'PUT', `${user}/v2/users/U1002`, { firstName: 'X' })).status,
    ).toBe(403)
  })

  it('refuses a preferred delivery method the user may use in none of their customers (issue 25)', async () => {
    // lisa.nord (U1006) is denied EJ_ALLA_LEVERANSSATT in Nordic VVS, her only customer.
    const issues = await json<{ error: { issues: { field: string }[] } }>(
      await harness.call('lisa.nord', 'PUT', `${user}/v2/users/U1006`, { preferredDeliveryMethod: 'XXX' }),
      400,
    )
    expect(issues.error.issues.map((issue) => issue.field)).toEqual(['preferredDeliveryMethod'])
    const kept = await json<{ preferredDeliveryMethod: string }>(
      await harness.call('lisa.nord', 'PUT', `${user}/v2/users/U1006`, { preferredDeliveryMethod: 'EXH' }),
    )
    expect(kept.preferredDeliveryMethod).toBe('EXH')
  })
})
