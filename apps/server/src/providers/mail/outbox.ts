import type { Clock } from '../../clock.ts';
import { readInstant, type Db } from '../../db/knex.ts';
import type { Mail, Mailer } from './mailer.ts';

export interface OutboxMail extends Mail {
  id: number;
  createdAt: Date;
}

/** Keeps mail in the `outbox` table, for the admin (GET /api/v1/admin/outbox/) when no SMTP server is configured. */
export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    send: async (mail) => {
      await db('outbox').insert({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        created_at: clock.now(),
      });
    },
    close: () => Promise.resolve(),
  };
}

/** The newest `limit` mails of the outbox, newest first. */
export async function readOutbox(db: Db, limit: number): Promise<OutboxMail[]> {
  const rows: Array<{
    id: number;
    to: string;
    subject: string;
    text: string;
    created_at: unknown;
  }> = await db('outbox')
    .select('id', 'to', 'subject', 'text', 'created_at')
    .orderBy('id', 'desc')
    .limit(limit);
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to,
    subject: r.subject,
    text: r.text,
    createdAt: readInstant(r.created_at) ?? new Date(0),
  }));
}
