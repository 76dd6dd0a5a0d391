import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../contract/auth';
import { AnyEnvelope } from '../../../contract/common';
import { freshIp, post, registerAccount, withoutRequestId } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('POST /api/v1/login', () => {
  const t = useTestApp({ seed: false });
  const login = (email: string, password: string, ip?: string) =>
    post(t.app, '/api/v1/login', { email, password }, ip ? { ip } : {});
  // Ten wrong guesses at once: scrypt runs on the thread pool, so this takes one hash time, not ten.
  // Each from its own address, as a spray across many sources would come.
  const failTenTimes = (email: string) =>
    Promise.all(Array.from({ length: 10 }, (_, i) => login(email, `wrong-guess-${i}`)));
  const ageFailures = (email: string, seconds: number) =>
    t.database.db.execute(
      sql`update login_failures set failed_at = failed_at - make_interval(secs => ${seconds}) where email = ${email}`,
    );
  const alerts = (to: string) => t.outbox.filter((mail) => mail.to === to && mail.template === 'login_alert');

  it('signs in with the right password, whatever the email’s letter case', async () => {
    const { input, userId } = await registerAccount(t.app);
    const res = await login(input.email.toUpperCase(), input.password);
    expect(res.statusCode).toBe(200);
    const body = LoginResponse.parse(res.json());
    expect(body.data).toMatchObject({ is_success: true, message: 'You’re signed in.', refresh_token: null });
    expect(body.data.user.id).toBe(userId);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { input } = await registerAccount(t.app);
    const wrong = await login(input.email, 'not-the-password');
    const unknown = await login('nobody.here@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(withoutRequestId(wrong)).toEqual(withoutRequestId(unknown));
    expect(AnyEnvelope.parse(wrong.json()).data.message).toBe('Email or password is incorrect.');
  });

  it('makes one source wait after 3 failures on an address, longer after each, even with the right password', async () => {
    const { input } = await registerAccount(t.app);
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await login(input.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    const waiting = await login(input.email, input.password, ip);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(2);
    const body = AnyEnvelope.parse(waiting.json());
    expect(body.meta.error_code).toBe('RATE_LIMITED');
    expect(body.data.message).toMatch(/^Too many failed attempts on this account from here/);
    // Once the wait is over, the next failure doubles it.
    await ageFailures(input.email, 3);
    expect((await login(input.email, 'wrong-again', ip)).statusCode).toBe(401);
    expect(Number((await login(input.email, input.password, ip)).headers['retry-after'])).toBeGreaterThan(2);
  });

  it('never locks the owner out: ten failures from elsewhere, then the right password from home', async () => {
    const { input } = await registerAccount(t.app);
    expect((await failTenTimes(input.email)).map((res) => res.statusCode)).toEqual(Array(10).fill(401));
    expect((await login(input.email, input.password)).statusCode).toBe(200);
    // …and the owner hears about it, once, in their language.
    for (let waited = 0; alerts(input.email).length === 0 && waited < 2000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await login(input.email, 'one-more-wrong-guess');
    expect(alerts(input.email)).toHaveLength(1);
    expect(alerts(input.email)[0]).toMatchObject({ locale: 'en', params: { failures: 10 } });
  });

  it('throttles unknown addresses the same way, so the throttle reveals nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) await login('ghost@example.com', `anything-${i}`, ip);
    expect((await login('ghost@example.com', 'anything-at-all', ip)).statusCode).toBe(429);
  });

  it('forgets failures older than 15 minutes', async () => {
    const { input } = await registerAccount(t.app);
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) await login(input.email, `wrong-${i}`, ip);
    await ageFailures(input.email, 16 * 60);
    expect((await login(input.email, input.password, ip)).statusCode).toBe(200);
  });

  it('limits each IP address to 20 attempts a minute, with the translated envelope', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      // Invalid bodies are refused before any hashing, which keeps this test fast; they still count.
      expect((await login('not-an-email', 'x', ip)).statusCode).toBe(422);
    }
    const res = await post(
      t.app,
      '/api/v1/login',
      { email: 'a@example.com', password: 'x' },
      { ip, headers: { 'accept-language': 'ar' } },
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    const body = AnyEnvelope.parse(res.json());
    expect(body.meta).toMatchObject({ code: 429, error_code: 'RATE_LIMITED' });
    expect(body.data.message).toBe('طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.');
    // Another address is unaffected.
    expect((await login('not-an-email', 'x')).statusCode).toBe(422);
  });
});
