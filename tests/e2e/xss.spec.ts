/**
 * Issue 11 (Input): script in every field a user sets — their name (shown in the header, My page and
 * the admin's user list), an address, a shopping list's name, a cart line's label (märkning) — and
 * in what the address bar carries (a search, a path, a notice), rendered inert: no dialog, no flag
 * set, no element or event-handler attribute injected, the text shown literally, and the server's
 * HTML carrying it escaped. olle.strand's data is changed and restored; no other journey reads it.
 */
import { expect, test, type Page } from './fixtures'
import { hydrated, logIn, rpcPost } from './support'

test.describe.configure({ mode: 'serial' })

/** Payloads that would set `window.__xss` (or open a dialog) if they ever ran. */
const PAYLOAD = {
  img: `<img src=x onerror="window.__xss='img'">`,
  svg: `"><svg onload="window.__xss='svg'">`,
  script: `<script>window.__xss='script'</script>`,
  link: `javascript:window.__xss='link'`,
} as const

/** Fails the test on any dialog the page opens. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  return dialogs
}

/** Opens `path` and checks that nothing a payload carries came alive, and that `texts` show literally. */
async function expectInert(page: Page, path: string, texts: readonly string[]): Promise<void> {
  const html = await (await page.request.get(path)).text()
  for (const raw of ['<img src=x', '<svg onload', '<script>window.__xss', 'href="javascript:'])
    expect(html, `${path} HTML`).not.toContain(raw)
  await page.goto(path)
  await hydrated(page)
  for (const text of texts) await expect(page.getByText(text).first(), `${path}: ${text}`).toBeVisible()
  const found = await page.evaluate(() => ({
    flag: (window as { __xss?: unknown }).__xss ?? null,
    injected: document.querySelectorAll('img[src="x"], svg[onload], a[href^="javascript:" i]').length,
    handlers: [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((a) => a.name.startsWith('on'))
        .map((a) => `${element.tagName} ${a.name}`),
    ),
  }))
  expect(found, path).toEqual({ flag: null, injected: 0, handlers: [] })
}

/** An RPC through the page's cookies; fails the test unless it succeeds. */
async function rpc<T>(page: Page, name: string, data: unknown): Promise<T> {
  const response = await rpcPost(page.request, `/rpc/${name}`, { data })
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

interface Profile {
  user: {
    userId: string
    firstName: string
    lastName: string
    email: string
    mobileNumber?: string
    preferredStore?: string
    preferredDeliveryMethod?: string
    defaultCustomerId?: string
    defaultProjectId?: string
  }
}

/** The profile form as it stands, with other names. */
const profileForm = ({ user }: Profile, firstName: string, lastName: string) => ({
  firstName,
  lastName,
  email: user.email,
  mobileNumber: user.mobileNumber ?? '',
  preferredStore: user.preferredStore,
  preferredDeliveryMethod: user.preferredDeliveryMethod,
  defaultCustomerId: user.defaultCustomerId,
  defaultProjectId: user.defaultProjectId,
})

test('payloads a buyer stores are shown as text on every page that shows them', async ({ page, browser }) => {
  const dialogs = watchDialogs(page)
  await logIn(page, 'olle.strand')
  const profile = await rpc<Profile>(page, 'myProfile', {})
  await rpc(page, 'saveProfile', profileForm(profile, PAYLOAD.img, PAYLOAD.svg))
  const address = await rpc<{ addressId: string }>(page, 'saveMyAddress', {
    countryCode: 'SE',
    label: PAYLOAD.script,
    name: PAYLOAD.img,
    recipientName: PAYLOAD.svg,
    address1: PAYLOAD.link,
    address2: '',
    address3: '',
    postalCode: '41101',
    postalAddress: 'Göteborg',
    phone: '',
    preselected: false,
  })
  const list = await rpc<{ favoriteId: string }>(page, 'createShoppingList', {
    name: PAYLOAD.script,
    access: 'private',
  })
  await rpc(page, 'emptyCart', {})
  await rpc(page, 'addToCart', {
    deliveryId: 'DBI',
    lines: [{ articleNumber: '1000003', quantity: 1, label: PAYLOAD.img }],
  })
  try {
    await expectInert(page, '/mina-sidor/profil', [])
    await expect(page.getByLabel('Förnamn')).toHaveValue(PAYLOAD.img)
    await expectInert(page, '/mina-sidor', [`${PAYLOAD.img} ${PAYLOAD.svg}`])
    await expectInert(page, '/mina-sidor/adresser', [PAYLOAD.script, PAYLOAD.img, PAYLOAD.link])
    await expectInert(page, '/mina-sidor/inkopslistor', [PAYLOAD.script])
    await expectInert(page, `/mina-sidor/inkopslistor/${list.favoriteId}`, [PAYLOAD.script])
    await expectInert(page, '/cart', [])
    await expect(page.locator(`input[value="${PAYLOAD.img.replaceAll('"', '\\"')}"]`).first()).toBeAttached()
    await expectInert(page, '/delivery', [])
    // The buyer admin of Olle's company sees his name in the user list and on his page.
    const context = await browser.newContext()
    const admin = await context.newPage()
    const adminDialogs = watchDialogs(admin)
    await logIn(admin, 'malin.frost')
    await expectInert(admin, '/mina-sidor/anvandare', [PAYLOAD.img])
    await expectInert(admin, `/mina-sidor/anvandare/${profile.user.userId}`, [])
    await context.close()
    expect(adminDialogs).toEqual([])
  } finally {
    await rpc(page, 'emptyCart', {})
    await rpc(page, 'deleteShoppingList', { listId: list.favoriteId })
    await rpc(page, 'deleteMyAddress', { addressId: address.addressId })
    await rpc(page, 'saveProfile', profileForm(profile, profile.user.firstName, profile.user.lastName))
  }
  expect(dialogs).toEqual([])
})

test('what the address bar carries is shown as text, never run', async ({ page }) => {
  const dialogs = watchDialogs(page)
  await expectInert(page, `/search?q=${encodeURIComponent(PAYLOAD.img)}`, [])
  await expectInert(page, `/${encodeURIComponent(PAYLOAD.svg)}`, [])
  await expectInert(page, `/kampanjer/${encodeURIComponent(PAYLOAD.script)}`, [])
  await expectInert(page, `/?notice=${encodeURIComponent(PAYLOAD.img)}`, [])
  expect(dialogs).toEqual([])
})

test('a page path that names another host stays on the shop', async ({ page, baseURL }) => {
  // Each visit is a punch-out entry with made-up credentials: a failed login. They come from an
  // address of their own (X-Forwarded-For, believed from loopback), so that the login throttle
  // counts them against it and not against the address every other journey logs in from.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.10' })
  for (const path of ['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/']) {
    const response = await page.goto(
      `${baseURL}${path}?HOOK_URL=https%3A%2F%2Fsrm.example.se%2F&USERNAME=x&PASSWORD=y`,
    )
    expect(new URL(page.url()).host, path).toBe(new URL(baseURL!).host)
    expect(response?.status(), path).toBeLessThan(500)
  }
})
