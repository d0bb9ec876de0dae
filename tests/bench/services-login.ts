/** The benchmarks' login at the services: a demo user's access token, as the shop would get it. */
import { DEMO_PASSWORD } from '@proffsbutik/services/testing'

/** Logs a demo user in at the services on `url` and answers the access token. */
export async function demoAccessToken(url: string, username = 'anna.berg'): Promise<string> {
  const login = await fetch(`${url}/services/auth/v2/sessions/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  })
  if (!login.ok) throw new Error(`Login of ${username} failed: ${login.status}`)
  return ((await login.json()) as { accessToken: string }).accessToken
}
