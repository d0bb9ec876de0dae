/**
 * The demo procurement system (`/services/dev/punchout`, docs/adr/0014): a page that opens the shop
 * in punch-out mode like an SAP SRM or Ariba would — a form posted to the shop with a demo persona's
 * login and a HOOK_URL back to this page — and the receiving end of the hand-back, which reads the
 * OCI form (UTF-8 or ISO-8859-1) and shows the cart as a table. The last cart received is kept for
 * tests at `/services/dev/punchout/last.json`. Like the outbox it exists only in demo mode (no
 * SMTP_URL): elsewhere every path answers 404.
 */
import { decodeFormBody, isUtf8FormBody, readOciForm } from '@proffsbutik/core/domain'
import { DEMO_PASSWORD } from '../db/seed/identity.seed'
import type { ServiceDeps } from '../platform/deps'
import type { DevPagesEnv } from '../platform/dev-pages'
import { serviceApp } from '../platform/service-app'
import { badRequest, notFound } from '../platform/service-error'

/** The demo persona who punches out (README: demo logins). */
export const PUNCHOUT_DEMO_USER = 'inkop.oci'

/** The largest hand-back the page reads: 1,000 lines of a dozen fields is well under it. */
const MAX_BODY_BYTES = 4 * 1024 * 1024

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The columns of the received cart, with their Swedish headings. */
const columns = [
  ['VENDORMAT', 'Artikelnr'],
  ['DESCRIPTION', 'Benämning'],
  ['QUANTITY', 'Antal'],
  ['UNIT', 'Enhet'],
  ['PRICE', 'Pris'],
  ['CURRENCY', 'Valuta'],
  ['PRICEUNIT', 'Prisenhet'],
  ['LEADTIME', 'Leveranstid (dagar)'],
  ['MATGROUP', 'Varugrupp'],
  ['EXT_PRODUCT_ID', 'Externt id'],
  ['CUST_FIELD5', 'Märkning'],
] as const

const page = (title: string, body: string, styleNonce: string) => `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – demo-inköpssystem</title>
<style nonce="${styleNonce}">body{font:16px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1d2733}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input,select{font:inherit;padding:.4rem;width:100%;max-width:32rem;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.5rem 1.25rem;background:#004b87;color:#fff;border:0;border-radius:4px;cursor:pointer}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #d5dbe1;vertical-align:top}
.meta{color:#5b6770}code{overflow-wrap:anywhere}</style></head>
<body>${body}</body></html>`

/** The demo procurement page and its receiving end. */
export function punchoutTestRoutes(deps: ServiceDeps) {
  const app = serviceApp<DevPagesEnv>()
  const demoOnly = () => {
    if (!deps.mailer.keepsOnly) throw notFound('Demo procurement page (demo mode only)')
  }
  const lastReceipt = async () => {
    const row = await deps.db
      .selectFrom('punchoutReceipts')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (!row) return null
    const fields = row.fields as [string, string][]
    return { id: row.id, charset: row.charset, receivedAt: row.createdAt, fields, ...readOciForm(fields) }
  }

  app.get('/punchout', (c) => {
    demoOnly()
    const origin = new URL(c.req.url).origin
    const hook = `${origin}/services/dev/punchout/receive?sap-client=100`
    const shop = `${deps.config.publicUrl.replace(/\/+$/, '')}/`
    const field = (name: string, label: string, value: string, type = 'text') =>
      `<label for="f-${escapeHtml(name)}">${escapeHtml(label)}</label><input id="f-${escapeHtml(name)}" name="${escapeHtml(name)}" type="${type}" value="${escapeHtml(value)}">`
    return c.html(
      page(
        'Starta punch-out',
        `<h1>Demo-inköpssystem</h1>
<p>Den här sidan spelar ett inköpssystem (OCI): den öppnar butiken i punch-out-läge med en demoinloggning och en återlänk (HOOK_URL) hit. När köparen överför varukorgen visas den här.</p>
<p class="meta">Butiken: <code>${escapeHtml(shop)}</code> · bara i demoläge</p>
<form method="post" action="${escapeHtml(shop)}" accept-charset="UTF-8">
${field('USERNAME', 'Användarnamn (USERNAME)', PUNCHOUT_DEMO_USER)}
${field('PASSWORD', 'Lösenord (PASSWORD)', DEMO_PASSWORD, 'password')}
${field('HOOK_URL', 'Återlänk (HOOK_URL)', hook, 'url')}
<label for="f-charset">Teckenkodning för överföringen (http_content_charset)</label>
<select id="f-charset" name="http_content_charset"><option value="UTF-8">UTF-8</option><option value="ISO-8859-1">ISO-8859-1</option></select>
${field('~TARGET', 'Mål (~TARGET)', '_top')}
${field('~OkCode', '~OkCode', 'ADDI')}
${field('~CALLER', '~CALLER', 'CTLG')}
${field('OCI_VERSION', 'OCI-version (OCI_VERSION)', '4.0')}
${field('Bolag', 'Bolag', 'Byggbolaget Öst AB')}
${field('email', 'E-post (email)', 'inkop.oci@byggbolagetost.se', 'email')}
<button type="submit">Öppna butiken</button>
</form>
<p><a href="/services/dev/punchout/last.json">Senast mottagna varukorg som JSON</a></p>`,
        c.get('styleNonce'),
      ),
    )
  })

  app.post('/punchout/receive', async (c) => {
    demoOnly()
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES)
      throw badRequest([{ field: 'body', message: 'The hand-back is too large' }])
    if (!/^application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? ''))
      throw badRequest([{ field: 'body', message: 'An OCI hand-back is a url-encoded form' }])
    const body = await c.req.text()
    // A browser posts in the form's accept-charset and says nothing of it: bytes that are not
    // UTF-8 are Latin-1, the only other charset an OCI hand-back is written in.
    const charset = isUtf8FormBody(body) ? 'UTF-8' : 'ISO-8859-1'
    const fields = decodeFormBody(body, charset)
    await deps.db
      .insertInto('punchoutReceipts')
      .values({ charset, fields: JSON.stringify(fields) })
      .execute()
    const { lines, other } = readOciForm(fields)
    const rows = lines
      .map(
        ({ line, fields: values }) =>
          `<tr><td>${line}</td>${columns.map(([name]) => `<td>${escapeHtml(values[name] ?? '')}</td>`).join('')}</tr>`,
      )
      .join('\n')
    return c.html(
      page(
        'Mottagen varukorg',
        `<h1>Mottagen varukorg</h1>
<p>${lines.length} ${lines.length === 1 ? 'rad' : 'rader'} mottagna · teckenkodning <strong data-testid="charset">${charset}</strong></p>
<div class="scroll"><table data-testid="received-cart"><caption class="meta">Varukorgen som inköpssystemet tog emot (OCI NEW_ITEM-fält)</caption>
<thead><tr><th scope="col">Rad</th>${columns.map(([, heading]) => `<th scope="col">${heading}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody></table></div>
<h2>Övriga fält</h2>
<ul>${other.map(([name, value]) => `<li><code>${escapeHtml(name)}</code> = ${escapeHtml(value)}</li>`).join('')}</ul>
<p><a href="/services/dev/punchout">Starta en ny punch-out</a></p>`,
        c.get('styleNonce'),
      ),
    )
  })

  app.get('/punchout/last.json', async (c) => {
    demoOnly()
    return c.json({ data: await lastReceipt() })
  })
  return app
}
