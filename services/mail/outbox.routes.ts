/**
 * The demo outbox (`/services/dev/outbox`): without an SMTP server every mail is kept, and this page
 * lists them newest first, so invitations and reset codes can be followed on one machine. With
 * `SMTP_URL` set it answers 404: mail then goes out and codes are never shown.
 */
import { sql } from 'kysely'
import type { DevPagesEnv } from '../platform/dev-pages'
import { serviceApp } from '../platform/service-app'
import type { ServiceDeps } from '../platform/deps'
import { notFound } from '../platform/service-error'

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The dev base: the outbox as a page and as JSON. */
export function devRoutes(deps: ServiceDeps) {
  const app = serviceApp<DevPagesEnv>()
  const keptOnly = () => {
    if (!deps.mailer.keepsOnly) throw notFound('Outbox (mail goes out by SMTP)')
  }
  const latest = async () => {
    keptOnly()
    const mails = await deps.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100).execute()
    const files =
      mails.length === 0
        ? []
        : await deps.db
            .selectFrom('outboxAttachments')
            .select([
              'outboxId',
              'position',
              'filename',
              'contentType',
              sql<number>`length(content)`.as('size'),
            ])
            .where(
              'outboxId',
              'in',
              mails.map((mail) => mail.id),
            )
            .orderBy('position')
            .execute()
    return mails.map((mail) => ({
      ...mail,
      attachments: files
        .filter((file) => file.outboxId === mail.id)
        .map(({ outboxId, position, filename, contentType, size }) => ({
          filename,
          contentType,
          size: Number(size),
          url: `/services/dev/outbox/${outboxId}/attachments/${position}`,
        })),
    }))
  }
  app.get('/outbox.json', async (c) => c.json({ data: await latest() }))
  app.get('/outbox/:id/attachments/:position', async (c) => {
    keptOnly()
    const [id, position] = [Number(c.req.param('id')), Number(c.req.param('position'))]
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(position)) throw notFound('Attachment')
    const file = await deps.db
      .selectFrom('outboxAttachments')
      .selectAll()
      .where('outboxId', '=', id)
      .where('position', '=', position)
      .executeTakeFirst()
    if (!file) throw notFound('Attachment')
    return c.body(new Uint8Array(file.content), 200, {
      'content-type': file.contentType,
      'content-disposition': `inline; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    })
  })
  app.get('/outbox', async (c) => {
    const mails = await latest()
    const rows = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">Till ${escapeHtml(mail.recipient)} · ${escapeHtml(new Date(mail.createdAt).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' }))} · ${escapeHtml(mail.purpose)}</p>
  <pre>${escapeHtml(mail.text)}</pre>${mail.attachments
    .map(
      (file) =>
        `\n  <p class="meta">Bilaga: <a href="${escapeHtml(file.url)}">${escapeHtml(file.filename)}</a></p>`,
    )
    .join('')}
</article>`,
      )
      .join('\n')
    return c.html(`<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Utkorg – Proffsbutik demo</title>
<style nonce="${c.get('styleNonce')}">body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1d2733}
article{border:1px solid #d5dbe1;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#5b6770;margin:.25rem 0 .75rem}pre{white-space:pre-wrap;font:inherit;margin:0}</style></head>
<body><h1>Utkorg</h1><p>Demoläge: ingen SMTP-server är konfigurerad, så e-post sparas här i stället för att skickas (de 100 senaste).</p>
${rows || '<p>Inga mejl ännu.</p>'}
</body></html>`)
  })
  return app
}
