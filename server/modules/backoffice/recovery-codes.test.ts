import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SecondFactorLoginResponse } from '../../../contract/auth';
import { RecoveryCodesResponse, SecondFactorStatusResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { staffAudit } from '../../db/schema/index';
import { bearer, post } from '../../test/accounts';
import { codeAt, codeStep, passwordStep, staffAccount, type StaffAccount } from '../../test/staff';
import { useTestApp } from '../../test/test-app';

/** A staff member renews their own ten recovery codes with a current code from their app. */
describe('staff recovery codes: renewed by their owner', () => {
  const t = useTestApp({ seed: false });
  const URL = '/api/v1/backoffice/second-factor/recovery-codes';

  /** Signs in the real way with this step's code; the renewal then takes the next step's. */
  const signIn = async (staff: StaffAccount) => {
    const done = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      code: codeAt(staff.secret!),
    });
    expect(done.statusCode, done.body).toBe(200);
    return SecondFactorLoginResponse.parse(done.json()).data.token;
  };
  const renew = (token: string, body: unknown, lang = 'en') =>
    post(t.app, URL, body, { headers: { ...bearer(token), 'accept-language': lang } });

  it('gives ten new codes once, the old ones stop working, and it is recorded', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['support']);
    const token = await signIn(staff);
    const renewed = await renew(token, { code: codeAt(staff.secret!, 1) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const codes = RecoveryCodesResponse.parse(renewed.json()).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.some((code) => staff.recoveryCodes.includes(code))).toBe(false);

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backoffice/second-factor',
      headers: bearer(token),
    });
    expect(SecondFactorStatusResponse.parse(status.json()).data.second_factor.recovery_codes_left).toBe(10);

    // An old code no longer signs in; a new one does, once.
    const old = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      recovery_code: staff.recoveryCodes[0]!,
    });
    expect(old.statusCode).toBe(401);
    expect(AnyEnvelope.parse(old.json()).meta.errors[0]?.field).toBe('recovery_code');
    const fresh = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      recovery_code: codes[0]!,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);

    const rows = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.entityId, staff.userId), eq(staffAudit.action, 'staff.renew_recovery_codes')));
    expect(rows).toMatchObject([
      {
        staffId: staff.userId,
        entity: 'staff',
        before: { recovery_codes_left: 10 },
        after: { recovery_codes_left: 10 },
      },
    ]);
    // The codes themselves are never written to the log.
    expect(JSON.stringify(rows)).not.toContain(codes[1]!);
  });

  it('refuses a code already used or wrong on its field, translated, and keeps the codes', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['content']);
    const token = await signIn(staff);
    // The sign-in's own code, again.
    const replay = await renew(token, { code: codeAt(staff.secret!) }, 'ar');
    expect(replay.statusCode).toBe(422);
    expect(AnyEnvelope.parse(replay.json()).meta.errors).toEqual([
      { field: 'code', message: 'استُخدم هذا الرمز للتو. انتظر الرمز التالي في تطبيق المصادقة.' },
    ]);
    const right = codeAt(staff.secret!, 1);
    const wrong = await renew(token, { code: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(AnyEnvelope.parse(wrong.json()).meta.errors[0]?.field).toBe('code');
    for (const body of [{}, { code: '12a456' }, { code: '123\u00006' }, { code: '1234567' }]) {
      expect((await renew(token, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    // Nothing was renewed: the codes handed out at enrolment still sign in.
    const still = await codeStep(t.app, {
      challenge: await passwordStep(t.app, staff),
      recovery_code: staff.recoveryCodes[0]!,
    });
    expect(still.statusCode, still.body).toBe(200);
  });

  it('is refused to a sign-in that has not passed the second factor', async () => {
    const staff = await staffAccount(t.app, t.database.db, ['finance'], { enrolled: false });
    const login = await post(t.app, '/api/v1/login', { email: staff.email, password: staff.password });
    const { token } = login.json<{ data: { token: string } }>().data;
    const refused = await renew(token, { code: '123456' });
    expect(refused.statusCode).toBe(403);
    expect(AnyEnvelope.parse(refused.json()).meta.error_code).toBe('MFA_REQUIRED');
  });
});
