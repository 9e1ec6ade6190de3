import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Undoes the transfer encoding nodemailer chose for a single-part text mail. */
function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

function decodeSubject(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );
}

/** A real SMTP server on 127.0.0.1 (a free port) that keeps what it receives, for tests of the mail path. */
export async function startMailCatcher(): Promise<{
  port: number;
  mails: ReceivedMail[];
  next(): Promise<ReceivedMail>;
  stop(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, done) => done(null, { user: auth.username }),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeSubject(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? ''),
          text: decodeBody(headers, raw.slice(split + 4)),
        };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else mails.push(mail);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    mails,
    next: () => {
      const ready = mails.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
