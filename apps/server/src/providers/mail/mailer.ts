/** One plain-text mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where the product's mail goes: an SMTP server, or the outbox when none is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Accepts the mail for delivery (SMTP delivers in the background; see smtp.ts). */
  send(mail: Mail): Promise<void>;
  /** Releases connections (the server calls it on stop). */
  close(): Promise<void>;
}
