import type { Clock } from '../../clock.ts';
import type { MailSettings } from '../../config.ts';
import type { Db } from '../../db/knex.ts';
import type { Mailer } from './mailer.ts';
import { outboxMailer } from './outbox.ts';
import { smtpMailer } from './smtp.ts';

export type { Mail, Mailer } from './mailer.ts';
export { readOutbox, type OutboxMail } from './outbox.ts';

export function createMailer(
  settings: MailSettings,
  db: Db,
  clock: Clock,
  onFailure: (error: unknown) => void,
): Mailer {
  return settings.kind === 'smtp'
    ? smtpMailer(settings.url, settings.from, onFailure)
    : outboxMailer(db, clock);
}
