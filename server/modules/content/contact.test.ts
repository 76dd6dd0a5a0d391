import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { ContactResponse } from '../../../contract/content-forms';
import { contactMessages, newsletterSubscribers } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

const DESK = 'desk@sakan.test';

describe('contact form', () => {
  const t = useTestApp({ contact: { to: DESK } });
  let ip = 0;
  /** Each test writes from its own address, so the per-IP limit is tested only where meant. */
  const nextIp = () => `10.1.0.${(ip += 1)}`;
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Huda Al-Qahtani',
    email: 'huda@example.com',
    topic: 'booking',
    message: 'Can I check in at 1 pm on the 12th?',
    ...overrides,
  });
  const send = (payload: unknown, options: { ip?: string; key?: string; language?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: options.ip ?? nextIp(),
      headers: {
        'accept-language': options.language ?? 'en',
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      payload: payload as Record<string, unknown>,
    });
  const stored = (email: string) =>
    t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores the message, answers a reference and mails the desk and the sender', async () => {
    const res = await send(message({ email: 'Nasser@Example.com', phone: '+966 50 123 4567' }), {
      language: 'ar',
    });
    expect(res.statusCode).toBe(201);
    const body = ContactResponse.parse(res.json());
    expect(body.data.reference).toMatch(/^C-[A-Z2-9]{8}$/);
    expect(body.data.message).toBe('شكرًا لك، استلمنا رسالتك.');
    const rows = await stored('nasser@example.com');
    // The number as typed, with spaces, is stored as E.164.
    expect(rows).toEqual([
      expect.objectContaining({ reference: body.data.reference, locale: 'ar', phone: '+966501234567' }),
    ]);
    await expect
      .poll(() => t.outbox.filter((m) => JSON.stringify(m.params).includes(body.data.reference)).length)
      .toBe(2);
    const mails = t.outbox.filter((m) => JSON.stringify(m.params).includes(body.data.reference));
    expect(mails.map((m) => [m.to, m.template]).sort()).toEqual([
      [DESK, 'contact_notice'],
      ['nasser@example.com', 'contact_copy'],
    ]);
  });

  it('refuses a message shorter than 10 or longer than 5,000 characters, and NUL characters', async () => {
    for (const text of ['too short', 'x'.repeat(5001), 'hello\u0000 there, world']) {
      const res = await send(message({ email: 'len@example.com', message: text }));
      expect(res.statusCode).toBe(422);
      expect(AnyEnvelope.parse(res.json()).meta.errors[0]?.field).toBe('message');
    }
    expect(await stored('len@example.com')).toEqual([]);
  });

  it('keeps nothing and mails no one when the honeypot is filled, yet answers alike', async () => {
    const before = t.outbox.length;
    const res = await send(message({ email: 'bot@example.com', website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(ContactResponse.parse(res.json()).data.reference).toMatch(/^C-/);
    expect(await stored('bot@example.com')).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.outbox.length).toBe(before);
  });

  it('allows three messages an hour from one address, even from different networks', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await send(message({ email: 'busy@example.com' }))).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    expect(await stored('busy@example.com')).toHaveLength(3);
  });

  it('settles parallel messages from one address in the database, never past the limit', async () => {
    const codes = await Promise.all(
      Array.from({ length: 6 }, () => send(message({ email: 'race@example.com' })).then((r) => r.statusCode)),
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(await stored('race@example.com')).toHaveLength(3);
  });

  it('allows five messages per IP in ten minutes', async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await send(message({ email: `ip${i}@example.com` }), { ip: '10.9.9.9' })).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('replays the first answer for a repeated Idempotency-Key instead of storing twice', async () => {
    const key = 'contact-key-0001';
    const first = await send(message({ email: 'retry@example.com' }), { ip: '10.2.0.1', key });
    const again = await send(message({ email: 'retry@example.com' }), { ip: '10.2.0.1', key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored('retry@example.com')).toHaveLength(1);
    const other = await send(message({ email: 'retry@example.com', message: 'Another question entirely' }), {
      ip: '10.2.0.1',
      key,
    });
    expect(other.statusCode).toBe(422);
  });
});

describe('newsletter double opt-in', () => {
  const t = useTestApp();
  let ip = 0;
  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.3.0.${(ip += 1)}`,
      payload: payload as Record<string, unknown>,
    });
  const row = async (email: string) =>
    (
      await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    )[0];
  const mailsTo = (email: string) => t.outbox.filter((m) => m.to === email);
  const tokenIn = (url: string, kind: string) => new URL(url).searchParams.get(kind) ?? '';

  it('mails a confirmation link and counts no one as subscribed until it is followed', async () => {
    const res = await post('/api/v1/newsletter', { email: 'Mona@example.com' });
    expect(res.statusCode).toBe(200);
    expect((await row('mona@example.com'))?.confirmedAt).toBeNull();
    await expect.poll(() => mailsTo('mona@example.com').length).toBe(1);
    const mail = mailsTo('mona@example.com')[0]!;
    expect(mail.template).toBe('newsletter_confirm');
    const params = mail.params as { confirmUrl: string; unsubscribeUrl: string };
    expect(params.confirmUrl).toMatch(/\/en\/newsletter\?confirm=/);
    expect(params.unsubscribeUrl).toMatch(/\/en\/newsletter\?unsubscribe=/);
    // The token is stored only as a hash.
    expect(JSON.stringify(await row('mona@example.com'))).not.toContain(
      tokenIn(params.confirmUrl, 'confirm'),
    );

    const confirmed = await post('/api/v1/newsletter/confirm', {
      token: tokenIn(params.confirmUrl, 'confirm'),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await row('mona@example.com'))?.confirmedAt).toBeInstanceOf(Date);
    await expect.poll(() => mailsTo('mona@example.com').length).toBe(2);
    const welcome = mailsTo('mona@example.com')[1]!;
    expect(welcome.template).toBe('newsletter_welcome');
    expect((welcome.params as { unsubscribeUrl: string }).unsubscribeUrl).toBe(params.unsubscribeUrl);

    const reused = await post('/api/v1/newsletter/confirm', { token: tokenIn(params.confirmUrl, 'confirm') });
    expect(reused.statusCode).toBe(404);
  });

  it('refuses an unknown or malformed confirmation token', async () => {
    expect((await post('/api/v1/newsletter/confirm', { token: 'a'.repeat(43) })).statusCode).toBe(404);
    expect((await post('/api/v1/newsletter/confirm', { token: '../etc' })).statusCode).toBe(422);
  });

  it('unsubscribes from the link in any mail, and says the same for a stale link', async () => {
    await post('/api/v1/newsletter', { email: 'leave@example.com' });
    await expect.poll(() => mailsTo('leave@example.com').length).toBe(1);
    const { confirmUrl, unsubscribeUrl } = mailsTo('leave@example.com')[0]!.params as Record<string, string>;
    await post('/api/v1/newsletter/confirm', { token: tokenIn(confirmUrl!, 'confirm') });
    const out = await post('/api/v1/newsletter/unsubscribe', {
      token: tokenIn(unsubscribeUrl!, 'unsubscribe'),
    });
    expect(out.statusCode).toBe(200);
    expect((await row('leave@example.com'))?.unsubscribedAt).toBeInstanceOf(Date);
    const unknown = await post('/api/v1/newsletter/unsubscribe', { token: 'b'.repeat(36) });
    expect(unknown.json()).toEqual({ ...out.json(), meta: unknown.json().meta });
    expect(unknown.statusCode).toBe(200);
  });

  it('answers every sign-up alike whatever the address’s state, and does not mail again at once', async () => {
    const fresh = await post('/api/v1/newsletter', { email: 'same@example.com' });
    const pending = await post('/api/v1/newsletter', { email: 'same@example.com' });
    await expect.poll(() => mailsTo('same@example.com').length).toBe(1);
    const { confirmUrl } = mailsTo('same@example.com')[0]!.params as Record<string, string>;
    await post('/api/v1/newsletter/confirm', { token: tokenIn(confirmUrl!, 'confirm') });
    const subscribed = await post('/api/v1/newsletter', { email: 'same@example.com' });
    const strip = (r: typeof fresh) => ({ status: r.statusCode, data: r.json().data });
    expect(strip(pending)).toEqual(strip(fresh));
    expect(strip(subscribed)).toEqual(strip(fresh));
    // Confirmed: still confirmed, and no new confirmation mail.
    expect((await row('same@example.com'))?.confirmedAt).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo('same@example.com').map((m) => m.template)).toEqual([
      'newsletter_confirm',
      'newsletter_welcome',
    ]);
  });

  it('limits sign-ups per IP', async () => {
    const codes = [];
    for (let i = 0; i < 11; i += 1)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/newsletter',
            remoteAddress: '10.4.4.4',
            payload: { email: `many${i}@example.com` },
          })
        ).statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
