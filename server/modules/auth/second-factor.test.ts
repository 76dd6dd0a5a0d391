import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { LoginChallengeResponse, SecondFactorLoginResponse } from '../../../contract/auth';
import { AnyEnvelope } from '../../../contract/common';
import { bearer, freshIp } from '../../test/accounts';
import { codeAt, codeStep, passwordStep, staffAccount } from '../../test/staff';
import { useTestApp } from '../../test/test-app';
import { THROTTLE } from './throttle';

/** A staff sign-in's second step: TOTP codes once each, recovery codes once each, and the throttle. */
describe('staff sign-in with the second factor', () => {
  const t = useTestApp({ seed: false });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/backoffice/me', headers: bearer(token) });
  const failure = (res: { json: () => unknown }) => AnyEnvelope.parse(res.json());

  it('answers the password with a challenge, and the code with a session that opens the console', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['support']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: staff.email, password: staff.password },
      headers: { 'accept-language': 'ar' },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(202);
    const step = LoginChallengeResponse.parse(login.json());
    expect(step.data.message).toBe('أدخل الرمز من تطبيق المصادقة لإكمال تسجيل الدخول.');
    expect(login.cookies.find((cookie) => cookie.name === 'refresh_token')).toBeUndefined();
    const done = await codeStep(t.app, {
      challenge: step.data.second_factor.challenge,
      code: codeAt(staff.secret!),
    });
    expect(done.statusCode, done.body).toBe(200);
    const { token } = SecondFactorLoginResponse.parse(done.json()).data;
    expect(decodeJwt(token).amr).toEqual(['mfa']);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('takes a code once: the same code again is refused, the next step’s is taken', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['content']);
    const code = codeAt(staff.secret!);
    expect((await codeStep(t.app, { challenge: await passwordStep(t.app, staff), code })).statusCode).toBe(
      200,
    );
    const replay = await codeStep(t.app, { challenge: await passwordStep(t.app, staff), code });
    expect(replay.statusCode).toBe(401);
    expect(failure(replay).meta.errors).toEqual([
      { field: 'code', message: 'This code was just used. Wait for the next one in your authenticator app.' },
    ]);
    const next = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      code: codeAt(staff.secret!, 1),
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses a wrong code on its field, and a challenge spent or expired', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['finance']);
    const challenge = await passwordStep(t.app, staff);
    const right = codeAt(staff.secret!);
    const wrong = await codeStep(t.app, { challenge, code: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(failure(wrong).meta.errors[0]?.field).toBe('code');
    expect((await codeStep(t.app, { challenge, code: right })).statusCode).toBe(200);
    // Spent: the same challenge signs in once.
    const again = await codeStep(t.app, { challenge, code: codeAt(staff.secret!, 1) });
    expect(failure(again).meta.error_code).toBe('CHALLENGE_EXPIRED');
    const late = await passwordStep(t.app, staff);
    await t.database.db.execute(
      sql`update sign_in_challenges set created_at = now() - interval '10 minutes', expires_at = now() - interval '5 minutes' where user_id = ${staff.userId} and used_at is null`,
    );
    const expired = await codeStep(t.app, { challenge: late, code: codeAt(staff.secret!, 1) });
    expect(expired.statusCode).toBe(401);
    expect(failure(expired).meta.error_code).toBe('CHALLENGE_EXPIRED');
    expect(failure(expired).data.message).toBe(
      'This sign-in took too long or was already used. Enter your password again.',
    );
  });

  it('takes each recovery code once, whatever its case or dashes', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['admin']);
    const recovery = staff.recoveryCodes[0]!;
    const first = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      recovery_code: recovery.toUpperCase().replaceAll('-', ' '),
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      recovery_code: recovery,
    });
    expect(second.statusCode).toBe(401);
    expect(failure(second).meta.errors[0]?.field).toBe('recovery_code');
    const other = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      recovery_code: staff.recoveryCodes[1]!,
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a body with both or neither proof, translated', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['support']);
    const challenge = await passwordStep(t.app, staff);
    const bodies: Record<string, string>[] = [
      { challenge },
      { challenge, code: '123456', recovery_code: staff.recoveryCodes[0]! },
    ];
    for (const body of bodies) {
      const res = await codeStep(t.app, body);
      expect(res.statusCode).toBe(422);
    }
    const nul = await codeStep(t.app, { challenge: `${challenge}\u0000`, code: '123456' });
    expect(nul.statusCode).toBe(422);
  });

  it('throttles wrong codes like wrong passwords: a few free, then a wait, from any address', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['support']);
    const right = codeAt(staff.secret!);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < THROTTLE.freeFailures; attempt++) {
      const res = await codeStep(t.app, { challenge: await passwordStep(t.app, staff), code: wrong });
      expect(res.statusCode).toBe(401);
    }
    // Another address changes nothing: whoever types codes already has the password.
    const held = await codeStep(
      t.app,
      { challenge: await passwordStep(t.app, staff), code: right },
      freshIp(),
    );
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(failure(held).data.message).toBe(
      'Too many wrong codes for this account. Wait a little, then try again.',
    );
  });
});
