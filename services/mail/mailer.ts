/**
 * Mail of the services (invitations, password resets, e-mail activation, sign-up requests; order
 * documents later). Every mail is written to the outbox first, so nothing is lost: with `SMTP_URL`
 * it is then sent by nodemailer and marked sent (or failed, with the reason); without, it stays
 * kept and the demo outbox page lists it.
 */
import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { Database } from '../db/schema'

/** A mail to send. */
export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** What the mail is for: invitation, password-reset, activation, signup-request, signup-receipt. */
  readonly purpose: string
}

/** What became of a mail. */
export interface MailOutcome {
  readonly id: number
  readonly status: 'kept' | 'sent' | 'failed'
}

/** Sends mail. */
export interface Mailer {
  /** Whether mail only goes to the outbox (no SMTP server configured). */
  readonly keepsOnly: boolean
  send(mail: Mail): Promise<MailOutcome>
  close(): void
}

/** The mailer for a configuration: SMTP when `smtpUrl` is set, else the outbox only. */
export function createMailer(
  db: Kysely<Database>,
  config: { readonly smtpUrl?: string | undefined; readonly mailFrom: string },
  now: () => Date,
): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined
  return {
    keepsOnly: transport === undefined,
    async send(mail) {
      const row = await db
        .insertInto('outbox')
        .values({
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          purpose: mail.purpose,
          status: 'kept',
          error: null,
          sentAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (!transport) return { id: row.id, status: 'kept' }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        })
        await db
          .updateTable('outbox')
          .set({ status: 'sent', sentAt: now() })
          .where('id', '=', row.id)
          .execute()
        return { id: row.id, status: 'sent' }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        await db
          .updateTable('outbox')
          .set({ status: 'failed', error: reason.slice(0, 500) })
          .where('id', '=', row.id)
          .execute()
        console.error(`Mail ${row.id} to ${mail.to} failed: ${reason}`)
        return { id: row.id, status: 'failed' }
      }
    },
    close() {
      transport?.close()
    },
  }
}
