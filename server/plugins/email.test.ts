import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer, maskEmail, renderEmail } from './email';

/** Quoted-printable to text: `=XX` are UTF-8 bytes, `=` at a line end is a soft break. */
function decodeQuotedPrintable(value: string, underscoreIsSpace = false): string {
  const input = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(underscoreIsSpace && input[i] === '_' ? 0x20 : input.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Reads the subject and the text and HTML parts of the raw message as a mail client would (decoding
 * base64, quoted-printable and encoded words), so the assertions see the text a reader sees.
 */
function readMail(raw: string): { text: string; html: string; subject: string } {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) throw new Error('The message is not multipart');
  const sections = raw.split(`--${boundary}`).slice(1, -1);
  const part = (type: string) => {
    const section = sections.find((s) => new RegExp(`content-type: ${type}`, 'i').test(s)) ?? '';
    const [head = '', ...rest] = section.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/transfer-encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
    return /transfer-encoding: quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body;
  };
  // Unfold the header, and drop the space between adjacent encoded words (RFC 2047 §6.2).
  const folded = /^subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  const subject = folded
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?(.*?)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data, true),
    )
    .trim();
  return { text: part('text/plain'), html: part('text/html'), subject };
}

describe('mailer over SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let smtpUrl: string;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the English code mail with text and HTML parts', async () => {
    const mailer = createMailer({ smtpUrl, outboxDir: '/nonexistent', from: 'Sakan <no-reply@sakan.test>' });
    await mailer.send({ to: 'sara@example.com', locale: 'en', template: 'otp', params: { code: '042917' } });
    mailer.close();

    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['sara@example.com']);
    const { text, html, subject } = readMail(mail.raw);
    expect(subject).toBe('Your Sakan password reset code');
    expect(mail.raw).toMatch(/^Content-Language: en/im);
    expect(text).toContain('042917');
    expect(text).toContain('10 minutes');
    expect(html).toContain('042917');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('#0f5b5c');
  });

  it('delivers the Arabic code mail right-to-left', async () => {
    const mailer = createMailer({ smtpUrl, outboxDir: '/nonexistent' });
    await mailer.send({ to: 'layla@example.com', locale: 'ar', template: 'otp', params: { code: '318204' } });
    mailer.close();

    const { text, html, subject } = readMail(received.at(-1)!.raw);
    expect(subject).toBe('رمز إعادة تعيين كلمة المرور في سكن');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('text-align:right');
    expect(html).toContain('إعادة تعيين كلمة المرور');
    // The code stays in Western digits, left-to-right: it must match what the user types.
    expect(html).toMatch(/dir="ltr"[^>]*>.*318204/);
    expect(text).toContain('318204');
    expect(text).toContain('تجاهل هذه الرسالة');
  });
});

describe('mailer without SMTP (outbox)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sakan-outbox-'));
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('saves the mail as an .eml file, creating the folder, and prints one line naming it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const outboxDir = join(dir, 'data', 'outbox');
    const mailer = createMailer({ outboxDir });
    await mailer.send({ to: 'amal@example.com', locale: 'en', template: 'otp', params: { code: '000731' } });

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-otp-[0-9a-f]{4}\.eml$/);
    const { text, subject } = readMail(readFileSync(join(outboxDir, files[0]!), 'utf8'));
    expect(subject).toBe('Your Sakan password reset code');
    expect(text).toContain('000731');

    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toContain('Email to a***@example.com saved to ');
    expect(line).toContain(files[0]);
    expect(line).toContain('(no SMTP_URL set)');
    expect(line).not.toContain('amal');
  });
});

describe('email templates', () => {
  const changedAt = new Date('2026-11-21T09:40:00Z');

  it('escapes what the user typed', () => {
    const { html, text } = renderEmail('welcome', 'en', { name: '<script>alert("x")</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(text).toContain('<script>'); // plain text is not HTML: nothing to escape
  });

  it('writes every template in both languages, with links only when the site address is known', () => {
    for (const locale of ['en', 'ar'] as const) {
      const welcome = renderEmail('welcome', locale, { name: 'Sara' }, { appUrl: 'https://sakan.test/' });
      expect(welcome.html).toContain(`href="https://sakan.test/${locale}"`);
      const changed = renderEmail('password_changed', locale, { changedAt });
      expect(changed.html).not.toContain('href=');
      expect(changed.text).toContain('UTC');
    }
    expect(renderEmail('welcome', 'ar', { name: null }).subject).toBe('أهلًا بك في سكن');
    const changed = renderEmail('password_changed', 'ar', { changedAt }, { appUrl: 'https://sakan.test' });
    expect(changed.html).toContain('href="https://sakan.test/ar/forget-password"');
    expect(changed.text).toContain('فأعد تعيين كلمة المرور الآن');
  });

  it('masks addresses in logs', () => {
    expect(maskEmail('sara@example.com')).toBe('s***@example.com');
    expect(maskEmail('nonsense')).toBe('***');
  });
});
