import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import nodemailer from 'nodemailer';
import type { Locale } from '../../../contract/common';
import { renderEmail, type EmailParams, type EmailTemplate } from './templates';

export interface EmailMessage<T extends EmailTemplate = EmailTemplate> {
  to: string;
  locale: Locale;
  template: T;
  params: EmailParams[T];
}

export interface Mailer {
  send<T extends EmailTemplate>(message: EmailMessage<T>): Promise<void>;
  /** Closes pooled SMTP connections; the outbox holds none. */
  close(): void;
}

export interface MailerOptions {
  /** e.g. smtp://user:pass@host:587 or smtps://…; without it mail goes to the outbox folder. */
  smtpUrl?: string;
  /** Where mail is written when there is no SMTP server, e.g. `${DATA_DIR}/outbox`. */
  outboxDir: string;
  from?: string;
  /** The site's public address, for the buttons in the mails. */
  appUrl?: string;
}

export const DEFAULT_FROM = 'Sakan <no-reply@sakan.local>';

/**
 * Sends the templates of ./templates.ts. With an SMTP URL, through that server. Without one (a fresh
 * checkout, a demo), each mail is saved as a standard .eml file that any mail app opens, and one line
 * says where: a new user can read their sign-in code without setting up mail first.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : // streamTransport builds the full RFC 822 message (MIME parts, encoded headers) without sending it.
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const usesSmtp = Boolean(options.smtpUrl);

  return {
    async send(message) {
      const { subject, html, text } = renderEmail(message.template, message.locale, message.params, {
        appUrl: options.appUrl,
      });
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject,
        text,
        html,
        headers: { 'Content-Language': message.locale },
      });
      if (usesSmtp) return;

      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/:/g, '-');
      // The random part keeps two mails in the same millisecond from overwriting each other.
      const name = `${stamp}-${message.template}-${randomBytes(2).toString('hex')}.eml`;
      const file = join(options.outboxDir, name);
      await writeFile(file, outboxBytes(info.message));
      console.log(`Email to ${maskEmail(message.to)} saved to ${displayPath(file)} (no SMTP_URL set)`);
    },
    close() {
      transport.close();
    },
  };
}

function outboxBytes(message: unknown): Buffer | string {
  if (Buffer.isBuffer(message) || typeof message === 'string') return message;
  throw new Error('The outbox transport did not return the message');
}

/** Logs are often shared; "s***@example.com" is enough to tell which mail is which. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** A path relative to where the server was started reads better, unless it is outside it. */
function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}
