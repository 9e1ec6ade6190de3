import type { Mail, Mailer } from './mailer.ts';

/**
 * Sends over SMTP with nodemailer; `url` is smtp://user:pass@host:port or smtps://…. `send`
 * returns once the mail is handed over, not after the SMTP round trip: a reset request that mails
 * a link would otherwise answer measurably later than one that does not, telling an account's
 * phone and address apart. Delivery failures go to `onFailure`; `close` waits for what is in flight.
 * nodemailer is loaded with the mailer, not with the server, which only needs it when SMTP is set.
 */
export function smtpMailer(url: string, from: string, onFailure: (error: unknown) => void): Mailer {
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(url),
  );
  const inFlight = new Set<Promise<void>>();
  return {
    kind: 'smtp',
    send: (mail: Mail) => {
      const delivery = transport
        .then((t) => t.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text }))
        .then(
          () => undefined,
          (error: unknown) => onFailure(error),
        )
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      return Promise.resolve();
    },
    close: async () => {
      await Promise.all(inFlight);
      (await transport).close();
    },
  };
}
