import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ValidateOtpResponse } from '../../../contract/auth';
import { AnyEnvelope } from '../../../contract/common';
import { ar } from '../../i18n/ar';
import type { EmailMessage } from '../../plugins/email';
import { freshIp, post, registerAccount, withoutRequestId } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('OTP password reset routes', () => {
  const t = useTestApp({ seed: false });
  const sendOtp = (email: string, headers: Record<string, string> = {}, ip?: string) =>
    post(t.app, '/api/v1/send-otp', { email }, { headers, ...(ip ? { ip } : {}) });
  const validate = (email: string, otp: string) => post(t.app, '/api/v1/validate-otp', { email, otp });
  const reset = (email: string, password_token: string, new_password: string) =>
    post(t.app, '/api/v1/reset-password', { email, password_token, new_password });
  const envelopeOf = (res: LightMyRequestResponse) => AnyEnvelope.parse(res.json());
  const fieldsOf = (res: LightMyRequestResponse) => envelopeOf(res).meta.errors.map((e) => e.field);

  const mailsTo = (to: string, template: EmailMessage['template']) =>
    t.outbox.filter((mail) => mail.to === to && mail.template === template);

  /** The route answers before the mail is handed over (timing must not reveal accounts), so poll. */
  async function waitForMails(to: string, template: EmailMessage['template'], count: number) {
    for (let waited = 0; mailsTo(to, template).length < count && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return mailsTo(to, template);
  }

  /** Sends a code and returns it as the user would read it from the newest mail. */
  async function codeFor(email: string): Promise<string> {
    const before = mailsTo(email, 'otp').length;
    expect((await sendOtp(email)).statusCode).toBe(200);
    const mail = (await waitForMails(email, 'otp', before + 1)).at(-1);
    if (mail?.template !== 'otp') throw new Error(`no OTP mail reached ${email}`);
    return (mail as EmailMessage<'otp'>).params.code;
  }

  async function passwordToken(email: string): Promise<string> {
    const res = await validate(email, await codeFor(email));
    expect(res.statusCode).toBe(200);
    return ValidateOtpResponse.parse(res.json()).data.password_token;
  }

  /** A code that is certainly not `code`, so a "wrong code" test cannot pass by luck. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('POST /api/v1/send-otp', () => {
    it('answers a registered and an unknown address identically, and mails only the registered one', async () => {
      const { input } = await registerAccount(t.app);
      const unknown = 'nobody.at.all@example.com';
      const known = await sendOtp(input.email);
      const stranger = await sendOtp(unknown);
      expect(known.statusCode).toBe(200);
      expect(stranger.statusCode).toBe(200);
      expect(withoutRequestId(known)).toEqual(withoutRequestId(stranger));

      const [mail] = await waitForMails(input.email, 'otp', 1);
      expect(mail).toMatchObject({ to: input.email, template: 'otp' });
      expect((mail as EmailMessage<'otp'>).params.code).toMatch(/^\d{6}$/);
      // Give a mistaken send the same time to show up before concluding there is none.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(t.outbox.filter((m) => m.to === unknown)).toEqual([]);
    });

    it('refuses a fourth code from one source within 15 minutes with the translated RATE_LIMITED envelope', async () => {
      const { input } = await registerAccount(t.app);
      const ip = freshIp();
      for (let i = 0; i < 3; i++) expect((await sendOtp(input.email, {}, ip)).statusCode).toBe(200);
      const fourth = await sendOtp(input.email, { 'accept-language': 'ar' }, ip);
      expect(fourth.statusCode).toBe(429);
      const body = envelopeOf(fourth);
      expect(body.meta.error_code).toBe('RATE_LIMITED');
      expect(body.data.message).toBe(ar['otp.rate_limited']);
    });

    it('still sends the owner a fresh code after a stranger used up their own requests for it', async () => {
      const { input } = await registerAccount(t.app);
      const stranger = freshIp();
      for (let i = 0; i < 4; i++) await sendOtp(input.email, {}, stranger);
      await waitForMails(input.email, 'otp', 3);
      expect(await codeFor(input.email)).toMatch(/^\d{6}$/);
    });

    it('lets the owner back in through a one-time code even while their own address is throttled', async () => {
      const { input } = await registerAccount(t.app);
      const home = freshIp();
      const login = (password: string) =>
        post(t.app, '/api/v1/login', { email: input.email, password }, { ip: home });
      for (let i = 0; i < 5; i++) await login(`someone-elses-guess-${i}`);
      expect((await login(input.email)).statusCode).toBe(429);
      const token = await passwordToken(input.email);
      expect((await reset(input.email, token, 'a-brand-new-passphrase')).statusCode).toBe(200);
      expect((await login('a-brand-new-passphrase')).statusCode).toBe(200);
    });

    it('refuses unknown fields', async () => {
      const res = await post(t.app, '/api/v1/send-otp', { email: 'a@example.com', admin: true });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('POST /api/v1/validate-otp', () => {
    it('refuses a wrong code on the otp field, and gives a token for the right one, once', async () => {
      const { input } = await registerAccount(t.app);
      const code = await codeFor(input.email);

      const wrong = await validate(input.email, otherThan(code));
      expect(wrong.statusCode).toBe(422);
      expect(fieldsOf(wrong)).toContain('otp');

      const right = await validate(input.email, code);
      expect(right.statusCode).toBe(200);
      expect(ValidateOtpResponse.parse(right.json()).data.password_token.length).toBeGreaterThanOrEqual(22);

      const again = await validate(input.email, code);
      expect(again.statusCode).toBe(422);
      expect(fieldsOf(again)).toContain('otp');
    });

    it('cancels the previous code when a new one is sent', async () => {
      const { input } = await registerAccount(t.app);
      const old = await codeFor(input.email);
      const fresh = await codeFor(input.email);
      // One code in a million repeats; then "old" is also the live code and the test says nothing.
      if (old === fresh) return;
      expect((await validate(input.email, old)).statusCode).toBe(422);
      expect((await validate(input.email, fresh)).statusCode).toBe(200);
    });

    it('refuses unknown fields', async () => {
      const res = await post(t.app, '/api/v1/validate-otp', {
        email: 'a@example.com',
        otp: '123456',
        extra: 'x',
      });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('POST /api/v1/reset-password', () => {
    it('sets the new password once, ends old sessions and tells the owner by mail', async () => {
      const { input, refresh } = await registerAccount(t.app);
      const token = await passwordToken(input.email);
      const newPassword = 'cedar-roof-after-rain';

      expect((await reset(input.email, token, newPassword)).statusCode).toBe(200);
      const replay = await reset(input.email, token, 'another-long-phrase');
      expect(replay.statusCode).toBe(422);
      expect(fieldsOf(replay)).toContain('password_token');

      const login = (password: string) => post(t.app, '/api/v1/login', { email: input.email, password });
      expect((await login(input.password)).statusCode).toBe(401);
      expect((await login(newPassword)).statusCode).toBe(200);
      // Whoever held a session from before the reset (maybe the one who knew the old password) is out.
      const refreshed = await post(t.app, '/auth/refresh', undefined, {
        cookies: { refresh_token: refresh },
      });
      expect(refreshed.statusCode).toBe(401);

      expect(await waitForMails(input.email, 'password_changed', 1)).toHaveLength(1);
    });

    it('refuses a common password on new_password and keeps the token for a better one', async () => {
      const { input } = await registerAccount(t.app);
      const token = await passwordToken(input.email);
      const common = await reset(input.email, token, 'password123');
      expect(common.statusCode).toBe(422);
      expect(fieldsOf(common)).toContain('new_password');
      // The form says "choose another"; the user must be able to, without asking for a new code.
      expect((await reset(input.email, token, 'cedar-roof-after-rain')).statusCode).toBe(200);
    });

    it('refuses unknown fields', async () => {
      const res = await post(t.app, '/api/v1/reset-password', {
        email: 'a@example.com',
        password_token: 'x'.repeat(43),
        new_password: 'cedar-roof-after-rain',
        user_id: 'someone-else',
      });
      expect(res.statusCode).toBe(422);
    });
  });
});
