/**
 * Mail of the services (invitations, password resets, e-mail activation, sign-up requests, order
 * documents with their PDF attached, order inquiries). Every mail is written to the outbox first,
 * with its attachments, so nothing is lost: with `SMTP_URL` it is then sent by nodemailer and marked
 * sent (or failed, with the reason); without, it stays kept and the demo outbox page lists it. Sending happens after the request that asked for it has
 * its answer: no request waits on the SMTP server, and answer times never depend on it (the
 * forgotten-password call must not name accounts by how long it takes).
 */
import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { Database } from '../db/schema'

/** A file sent with a mail; kept in the outbox beside it. */
export interface MailAttachment {
  readonly filename: string
  readonly contentType: string
  readonly content: Uint8Array
}

/** A mail to send. */
export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /**
   * What the mail is for: invitation, password-reset, activation, signup-request, signup-receipt,
   * order-document, order-inquiry.
   */
  readonly purpose: string
  readonly attachments?: readonly MailAttachment[]
}

/** Sends mail. */
export interface Mailer {
  /** Whether mail only goes to the outbox (no SMTP server configured): the demo mode. */
  readonly keepsOnly: boolean
  /** Writes the mail to the outbox and answers its id; with SMTP it is then sent in the background. */
  send(mail: Mail): Promise<number>
  /** Waits for the sending under way, then closes the SMTP connection. */
  close(): Promise<void>
}

/** How long the SMTP server may take to accept a connection, greet, and answer each command. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }

/** The mailer for a configuration: SMTP when `smtpUrl` is set, else the outbox only. */
export function createMailer(
  db: Kysely<Database>,
  config: { readonly smtpUrl?: string | undefined; readonly mailFrom: string },
  now: () => Date,
): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined
  const sending = new Set<Promise<void>>()

  /** Sends a mail of the outbox and records what became of it there; never throws. */
  async function deliver(smtp: NonNullable<typeof transport>, id: number, mail: Mail): Promise<void> {
    const outcome = await smtp
      .sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      })
      .then(
        () => ({ status: 'sent' as const, sentAt: now(), error: null }),
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error)
          console.error(`Mail ${id} to ${mail.to} failed: ${reason}`)
          return { status: 'failed' as const, sentAt: null, error: reason.slice(0, 500) }
        },
      )
    await db
      .updateTable('outbox')
      .set(outcome)
      .where('id', '=', id)
      .execute()
      .catch((failure: unknown) =>
        console.error(`Mail ${id} was ${outcome.status}; the outbox missed it`, failure),
      )
  }

  /** Resolves when every sending begun so far has ended, sent or failed. */
  const settled = async () => {
    while (sending.size > 0) await Promise.all(sending)
  }

  return {
    keepsOnly: transport === undefined,
    async send(mail) {
      // The mail and its attachments are kept together, or not at all.
      const row = await db.transaction().execute(async (trx) => {
        const kept = await trx
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
        const attachments = mail.attachments ?? []
        if (attachments.length > 0)
          await trx
            .insertInto('outboxAttachments')
            .values(
              attachments.map((file, position) => ({
                outboxId: kept.id,
                position,
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
              })),
            )
            .execute()
        return kept
      })
      if (transport) {
        const delivery = deliver(transport, row.id, mail)
        sending.add(delivery)
        void delivery.finally(() => sending.delete(delivery))
      }
      return row.id
    },
    async close() {
      await settled()
      transport?.close()
    },
  }
}
