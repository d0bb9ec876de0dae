/**
 * The account flows on a phone: an invited user activates her account on /activate-user (a weak
 * password refused with the requirement shown, a good one logs her in), and a forgotten password
 * is reset on /gloemt-loesenord with the code from the demo outbox, then used to log in.
 *
 * The reset is done for sten.ek, whom no other journey logs in as, and his demo password is put
 * back at the end: journeys run in parallel on one server. For the same reason his and Ida's
 * logins are checked here rather than among the personas of session.spec.ts.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { DEMO_INVITE_CODE, DEMO_PASSWORD } from '@proffsbutik/services/testing'
import { rpcPost } from './support'

test.use({ viewport: { width: 360, height: 800 } })

interface OutboxMail {
  readonly id: number
  readonly recipient: string
  readonly purpose: string
  readonly text: string
}

/** The newest mail of a purpose to a recipient in the demo outbox, if any. */
async function newestMail(request: APIRequestContext, recipient: string, purpose: string) {
  const response = await request.get('/services/dev/outbox.json')
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: OutboxMail[] }
  return data.find((mail) => mail.recipient === recipient && mail.purpose === purpose)
}

/**
 * Waits for a mail of a purpose to the recipient newer than `after` (a mail id), and answers its
 * code and the link to `path` with it.
 */
async function awaitMail(
  request: APIRequestContext,
  recipient: string,
  purpose: 'password-reset' | 'activation',
  after: number,
) {
  let mail: OutboxMail | undefined
  await expect
    .poll(async () => {
      mail = await newestMail(request, recipient, purpose)
      return mail?.id ?? 0
    })
    .toBeGreaterThan(after)
  const code = /Eller ange koden: (\S+)/.exec(mail!.text)?.[1]
  const link = /(https?:\/\/\S+\?kod=\S+)/.exec(mail!.text)?.[1]
  expect(code).toBeTruthy()
  expect(link).toBeTruthy()
  return { code: code!, link: new URL(link!) }
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test('an invited user activates her account: a weak password is refused, a good one logs her in', async ({
  page,
}) => {
  // Her invitation code in the login form lets her in no further than the way to activation.
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Logga in' }).click()
  const flyout = page.locator('#account-flyout')
  await flyout.getByLabel('Användarnamn').fill('ida.strom')
  await flyout.getByLabel('Lösenord').fill(DEMO_INVITE_CODE)
  await flyout.getByRole('button', { name: 'Logga in' }).click()
  await expect(flyout.getByRole('alert')).toHaveText(
    'Du behöver välja ett nytt lösenord innan du kan logga in. Aktivera ditt konto',
  )
  await expect(page.getByTestId('acting-context')).toHaveCount(0)
  await flyout.getByRole('link', { name: 'Aktivera ditt konto' }).click()
  await expect(page).toHaveURL(/\/activate-user$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Aktivera ditt konto' })).toBeVisible()
  await page.getByLabel('Användarnamn').fill('ida.strom')
  await page.getByLabel('Engångskod').fill(DEMO_INVITE_CODE)
  const password = page.getByLabel('Nytt lösenord', { exact: true })
  const requirement = (text: string) => page.getByRole('listitem').filter({ hasText: text })

  // Weak: refused in the form, before anything is sent, with the requirements it misses.
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/rpc/')) calls.push(request.url())
  })
  await password.fill('kort')
  await page.getByLabel('Upprepa det nya lösenordet').fill('kort')
  await page.getByRole('button', { name: 'Aktivera kontot' }).click()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toBeFocused()
  await expect(password).toHaveAccessibleDescription(/Minst 10 tecken – inte uppfyllt/)
  await expect(password).toHaveAccessibleDescription(/Lösenordet uppfyller inte alla krav\./)
  await expect(requirement('Minst 10 tecken')).toHaveAttribute('data-state', 'unmet')
  await expect(requirement('Minst en siffra')).toHaveAttribute('data-state', 'unmet')
  await expect(requirement('Minst en bokstav')).toHaveAttribute('data-state', 'met')
  await page.screenshot({ path: 'test-results/account-activate-refused-360.png', fullPage: true })
  expect(calls).toEqual([])

  // The username inside the password is marked as it is typed.
  await password.fill('Ida.Strom-2026')
  await expect(requirement('Får inte innehålla ditt användarnamn')).toHaveAttribute('data-state', 'unmet')

  await password.fill('Vattenrör-2026')
  await page.getByLabel('Upprepa det nya lösenordet').fill('Vattenrör-2026')
  for (const text of ['Minst 10 tecken', 'Minst en bokstav', 'Minst en siffra', 'Får inte innehålla ditt'])
    await expect(requirement(text)).toHaveAttribute('data-state', 'met')
  await page.getByRole('button', { name: 'Aktivera kontot' }).click()

  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: /Ida Ström/ })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(/Ditt konto är aktiverat och du är inloggad/)
  await expect(page.getByTestId('acting-context')).toHaveText('Rörbolaget i Lund AB')
  await page.screenshot({ path: 'test-results/account-activated-360.png', fullPage: true })
  // Logged in by the session cookie: a reload keeps her in.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('button', { name: /Ida Ström/ })).toBeVisible()
})

test('a forgotten password: the same answer for any name, a new password with the mailed code, then a login with it', async ({
  page,
  request,
}) => {
  const recipient = 'sten.ek@proffsbutik.se'
  const before = (await newestMail(request, recipient, 'password-reset'))?.id ?? 0
  const newPassword = 'Stål-och-rör-2026'

  await page.goto('/gloemt-loesenord')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Glömt lösenordet?' })).toBeVisible()
  await page.screenshot({ path: 'test-results/account-forgot-360.png', fullPage: true })
  const identifier = page.getByLabel('Användarnamn eller e-postadress')
  await page.getByRole('button', { name: 'Skicka kod' }).click()
  await expect(identifier).toHaveAccessibleDescription('Fyll i ditt användarnamn eller din e-postadress.')

  // An account that does not exist gets the very answer an existing one gets.
  await identifier.fill('ingen.alls')
  await page.getByRole('button', { name: 'Skicka kod' }).click()
  const neutral = await page.getByRole('status').innerText()
  expect(neutral).toMatch(/^Om det finns ett konto med det användarnamnet/)
  await page.goto('/gloemt-loesenord')
  await hydrated(page)
  await page.getByLabel('Användarnamn eller e-postadress').fill('sten.ek')
  await page.getByRole('button', { name: 'Skicka kod' }).click()
  await expect(page.getByRole('status')).toHaveText(neutral)
  // The code can be typed in right here too.
  await expect(page.getByLabel('Kod från mejlet')).toBeVisible()
  await page.screenshot({ path: 'test-results/account-forgot-sent-360.png', fullPage: true })

  const { link } = await awaitMail(request, recipient, 'password-reset', before)
  expect(link.pathname).toBe('/gloemt-loesenord')
  await page.goto(`${link.pathname}${link.search}`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Välj ett nytt lösenord' })).toBeVisible()
  await expect(page.getByLabel('Kod från mejlet')).toHaveCount(0)
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(newPassword)
  await page.getByLabel('Upprepa det nya lösenordet').fill(`${newPassword}x`)
  await page.getByRole('button', { name: 'Spara det nya lösenordet' }).click()
  await expect(page.getByLabel('Upprepa det nya lösenordet')).toHaveAccessibleDescription(
    'Lösenorden är inte likadana. Skriv samma lösenord två gånger.',
  )
  await page.getByLabel('Upprepa det nya lösenordet').fill(newPassword)
  await page.screenshot({ path: 'test-results/account-reset-360.png', fullPage: true })
  await page.getByRole('button', { name: 'Spara det nya lösenordet' }).click()
  await expect(page.getByRole('status')).toContainText('Ditt lösenord är bytt.')
  await page.screenshot({ path: 'test-results/account-reset-done-360.png', fullPage: true })

  await page.getByRole('link', { name: 'Till startsidan för att logga in' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('button', { name: 'Logga in' }).click()
  const flyout = page.locator('#account-flyout')
  await flyout.getByLabel('Användarnamn').fill('sten.ek')
  await flyout.getByLabel('Lösenord').fill(newPassword)
  await flyout.getByRole('button', { name: 'Logga in' }).click()
  await expect(page.getByRole('button', { name: /Sten Ek/ })).toBeVisible()
  // The site admin acts for the sales organisation (the seed's C900), whose name the header shows.
  await expect(page.getByTestId('acting-context')).toHaveText('Proffsbutik säljorganisation')

  // Sten gets his demo password back, the way anyone would: a new code and the reset RPC.
  const again = (await newestMail(request, recipient, 'password-reset'))!.id
  expect((await rpcPost(request, '/rpc/requestPasswordReset', { data: { username: 'sten.ek' } })).ok()).toBe(
    true,
  )
  const { code } = await awaitMail(request, recipient, 'password-reset', again)
  const restored = await rpcPost(request, '/rpc/resetPassword', {
    data: { code, newPassword: DEMO_PASSWORD },
  })
  expect(restored.ok()).toBe(true)
  const login = await rpcPost(request, '/rpc/login', {
    data: { username: 'sten.ek', password: DEMO_PASSWORD },
  })
  expect(login.ok()).toBe(true)
})

test('a new e-mail address is verified from the link of the mail, and a used link says so', async ({
  page,
  request,
}) => {
  // Nils changes his address in the user service (the profile page is not the shop's yet).
  const session = await request.post('/services/auth/v2/sessions/', {
    data: { username: 'nils.ohlsson', password: DEMO_PASSWORD },
  })
  expect(session.ok()).toBe(true)
  const { accessToken } = (await session.json()) as { accessToken: string }
  const changeAddress = async (email: string) => {
    const before = (await newestMail(request, email, 'activation'))?.id ?? 0
    const changed = await request.put('/services/user/v2/users/U1005', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { email },
    })
    expect(changed.ok()).toBe(true)
    return awaitMail(request, email, 'activation', before)
  }
  const { link } = await changeAddress('nils@elinstallatoren.se')
  expect(link.pathname).toBe('/activate-user')

  await page.goto(`${link.pathname}${link.search}`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' })).toBeVisible()
  await page.getByRole('button', { name: 'Bekräfta e-postadressen' }).click()
  await expect(page.getByRole('status')).toContainText('Tack! Din e-postadress är bekräftad.')
  await page.screenshot({ path: 'test-results/account-verify-email-done-360.png', fullPage: true })

  await page.goto(`${link.pathname}${link.search}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Bekräfta e-postadressen' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Länken stämmer inte, har redan använts eller har slutat gälla.',
  )
  await page.screenshot({ path: 'test-results/account-verify-email-used-360.png', fullPage: true })

  // Nils gets his demo address back, verified.
  const { code } = await changeAddress('nils.ohlsson@elinstallatoren.se')
  expect((await rpcPost(request, '/rpc/verifyEmail', { data: { code } })).ok()).toBe(true)
})
