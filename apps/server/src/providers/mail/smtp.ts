import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/** Sends over SMTP with nodemailer; `url` is smtp://user:pass@host:port or smtps://…. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (mail: Mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => {
      transport.close();
      return Promise.resolve();
    },
  };
}
