/** The demo procurement page over real HTTP: the start form, the hand-back read in UTF-8 and ISO-8859-1, and demo mode only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../db/seed/identity.seed'
import { startHarness, type Harness } from '../testing/harness'

let demo: Harness
let live: Harness
beforeAll(async () => {
  ;[demo, live] = await Promise.all([
    startHarness(),
    // With SMTP the shop is no demo: the page does not exist.
    startHarness(undefined, { smtpUrl: 'smtp://127.0.0.1:9' }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([demo.stop(), live.stop()])
})

const receive = (body: string) =>
  fetch(`${demo.url}/services/dev/punchout/receive`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
const last = async () =>
  ((await (await fetch(`${demo.url}/services/dev/punchout/last.json`)).json()) as { data: unknown }).data

describe('the demo procurement page', () => {
  it('has nothing received at first', async () => {
    expect(await last()).toBeNull()
  })

  it('starts a punch-out at the shop with the demo buyer and a HOOK_URL back to itself', async () => {
    const response = await fetch(`${demo.url}/services/dev/punchout`)
    expect(response.status).toBe(200)
    const html = await response.text()
    // The shop is at PUBLIC_URL (by default http://localhost:<PORT>/).
    expect(html).toMatch(/<form method="post" action="http:\/\/localhost:\d+\/"/)
    expect(html).toContain('name="USERNAME" type="text" value="inkop.oci"')
    expect(html).toContain(`name="PASSWORD" type="password" value="${DEMO_PASSWORD}"`)
    expect(html).toContain(
      `name="HOOK_URL" type="url" value="${demo.url}/services/dev/punchout/receive?sap-client=100"`,
    )
    expect(html).toContain('<option value="ISO-8859-1">ISO-8859-1</option>')
  })

  it('reads a UTF-8 hand-back and shows the lines as a table', async () => {
    const body = new URLSearchParams([
      ['sap-client', '100'],
      ['~OkCode', 'ADDI'],
      ['NEW_ITEM-DESCRIPTION[1]', 'Träskruv <Fästa> åäö'],
      ['NEW_ITEM-VENDORMAT[1]', '1000003'],
      ['NEW_ITEM-QUANTITY[1]', '2'],
      ['NEW_ITEM-DESCRIPTION[2]', 'Kulventil'],
      ['NEW_ITEM-QUANTITY[2]', '1.5'],
    ]).toString()
    const response = await receive(body)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('2 rader mottagna · teckenkodning <strong data-testid="charset">UTF-8</strong>')
    expect(html).toContain('<td>Träskruv &lt;Fästa&gt; åäö</td>')
    expect(await last()).toMatchObject({
      charset: 'UTF-8',
      lines: [
        { line: 1, fields: { DESCRIPTION: 'Träskruv <Fästa> åäö', VENDORMAT: '1000003', QUANTITY: '2' } },
        { line: 2, fields: { DESCRIPTION: 'Kulventil', QUANTITY: '1.5' } },
      ],
      other: [
        ['sap-client', '100'],
        ['~OkCode', 'ADDI'],
      ],
    })
  })

  it('reads an ISO-8859-1 hand-back with å ä ö kept', async () => {
    // "Rörböj åäö" in Latin-1: ö F6, å E5, ä E4.
    const response = await receive(
      'NEW_ITEM-DESCRIPTION%5B1%5D=R%F6rb%F6j+%E5%E4%F6&NEW_ITEM-QUANTITY%5B1%5D=4',
    )
    expect(response.status).toBe(200)
    expect(await last()).toMatchObject({
      charset: 'ISO-8859-1',
      lines: [{ line: 1, fields: { DESCRIPTION: 'Rörböj åäö', QUANTITY: '4' } }],
    })
  })

  it('refuses what is no url-encoded form', async () => {
    const response = await fetch(`${demo.url}/services/dev/punchout/receive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(400)
  })

  it('does not exist outside demo mode', async () => {
    for (const [method, path] of [
      ['GET', '/services/dev/punchout'],
      ['POST', '/services/dev/punchout/receive'],
      ['GET', '/services/dev/punchout/last.json'],
    ] as const) {
      const response = await fetch(`${live.url}${path}`, {
        method,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }
          : {}),
      })
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 404`)
    }
  })
})
