import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users as usersTable } from '../../db/schema/auth';
import { otpCodes, passwordResetTokens } from '../../db/schema/recovery';
import { AppError } from '../../lib/app-error';
import { hashOtp, hashToken } from '../../lib/otp';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { consumePasswordToken, requestOtp, validateOtp, type RecoveryUser } from './service';

const MINUTE = 60_000;
const T0 = new Date('2026-11-21T09:40:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('password recovery', () => {
  let handle: TestDatabase;
  const users = new Map<string, RecoveryUser>();
  const findUser = async (email: string) => users.get(email) ?? null;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.drop();
  });

  /** A fresh account per test, so limits and codes never leak between tests. */
  async function newUser(): Promise<{ email: string; user: RecoveryUser }> {
    const user: RecoveryUser = { id: randomUUID(), locale: 'en' };
    const email = `u-${user.id}@example.com`;
    await handle.db.insert(usersTable).values({ id: user.id, email, name: 'Test', type: 'email' });
    users.set(email, user);
    return { email, user };
  }

  async function sendCode(email: string, now = T0): Promise<string | undefined> {
    let sent: string | undefined;
    await requestOtp(handle.db, { email, now, findUser, send: async (code) => void (sent = code) });
    return sent;
  }

  const validate = (email: string, code: string, now = T0) =>
    validateOtp(handle.db, { email, code, now, findUser });
  const consume = (email: string, token: string, now = T0) =>
    consumePasswordToken(handle.db, { email, token, now, findUser });

  async function expectFailure(promise: Promise<unknown>, code: string, status: number, field?: string) {
    const error: unknown = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect([appError.code, appError.status]).toEqual([code, status]);
    if (field) expect(appError.fields?.[0]?.field).toBe(field);
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit code to the account, addressed by any casing, and stores only its hash', async () => {
    const { email, user } = await newUser();
    let to: RecoveryUser | undefined;
    let code = '';
    await requestOtp(handle.db, {
      email: `  ${email.toUpperCase()} `,
      now: T0,
      findUser,
      send: async (sentCode, recipient) => {
        code = sentCode;
        to = recipient;
      },
    });
    expect(code).toMatch(/^\d{6}$/);
    expect(to).toEqual(user);
    const rows = await handle.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toBe(hashOtp(code, row.codeSalt));
    expect(row.expiresAt).toEqual(at(10 * MINUTE));
  });

  it('turns a right code into a 256-bit password token stored hashed, and the code works once', async () => {
    const { email, user } = await newUser();
    const code = (await sendCode(email))!;
    const token = await validate(email, code);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await handle.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.expiresAt).toEqual(at(10 * MINUTE));
    await expectFailure(validate(email, code), 'VALIDATION_FAILED', 422, 'otp');
  });

  it('expires the code after 10 minutes', async () => {
    const late = await newUser();
    const lateCode = (await sendCode(late.email))!;
    await expectFailure(validate(late.email, lateCode, at(10 * MINUTE)), 'VALIDATION_FAILED', 422, 'otp');
    const justInTime = await newUser();
    const code = (await sendCode(justInTime.email))!;
    await expect(validate(justInTime.email, code, at(10 * MINUTE - 1))).resolves.toEqual(expect.any(String));
  });

  it('still accepts the right code on the 5th try', async () => {
    const { email } = await newUser();
    const code = (await sendCode(email))!;
    for (let i = 0; i < 4; i++) await expectFailure(validate(email, wrong(code)), 'VALIDATION_FAILED', 422);
    await expect(validate(email, code)).resolves.toEqual(expect.any(String));
  });

  it('burns the code after 5 wrong tries, even when they arrive at once', async () => {
    const { email, user } = await newUser();
    const code = (await sendCode(email))!;
    const guesses = Array.from({ length: 20 }, () => validate(email, wrong(code)));
    const results = await Promise.allSettled(guesses);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    const [row] = await handle.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(row?.attempts).toBe(5);
    await expectFailure(validate(email, code), 'VALIDATION_FAILED', 422, 'otp');
  });

  it('allows 3 sends per address per 15 minutes, then answers 429', async () => {
    const { email } = await newUser();
    expect(await sendCode(email, T0)).toBeDefined();
    expect(await sendCode(email, at(5 * MINUTE))).toBeDefined();
    expect(await sendCode(email.toUpperCase(), at(10 * MINUTE))).toBeDefined();
    await expectFailure(sendCode(email, at(14 * MINUTE)), 'RATE_LIMITED', 429);
    // The first send leaves the window after 15 minutes, which frees one slot.
    expect(await sendCode(email, at(15 * MINUTE + 1))).toBeDefined();
    await expectFailure(sendCode(email, at(16 * MINUTE)), 'RATE_LIMITED', 429);
  });

  it('limits unknown addresses the same way and sends them nothing', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) expect(await sendCode(email)).toBeUndefined();
    await expectFailure(sendCode(email), 'RATE_LIMITED', 429);
    await expectFailure(validate(email, '123456'), 'VALIDATION_FAILED', 422, 'otp');
  });

  it('cancels the previous code when a new one is sent', async () => {
    const { email } = await newUser();
    const first = (await sendCode(email))!;
    let second = (await sendCode(email, at(MINUTE)))!;
    // Codes are random; in the 1-in-a-million case they match, draw again so the test means something.
    if (second === first) second = (await sendCode(email, at(2 * MINUTE)))!;
    await expectFailure(validate(email, first, at(3 * MINUTE)), 'VALIDATION_FAILED', 422, 'otp');
    await expect(validate(email, second, at(3 * MINUTE))).resolves.toEqual(expect.any(String));
  });

  it('spends a password token once, for its own account, within 10 minutes', async () => {
    const { email, user } = await newUser();
    const token = await validate(email, (await sendCode(email))!);
    const other = await newUser();
    await expectFailure(consume(other.email, token), 'VALIDATION_FAILED', 422, 'password_token');
    await expectFailure(consume(email, `${token}x`), 'VALIDATION_FAILED', 422, 'password_token');
    await expect(consume(email, token, at(10 * MINUTE - 1))).resolves.toBe(user.id);
    await expectFailure(consume(email, token), 'VALIDATION_FAILED', 422, 'password_token');

    const expired = await newUser();
    const expiredToken = await validate(expired.email, (await sendCode(expired.email))!);
    await expectFailure(consume(expired.email, expiredToken, at(10 * MINUTE)), 'VALIDATION_FAILED', 422);
  });

  it('spends every other open token of the account when one is used', async () => {
    const { email } = await newUser();
    const older = await validate(email, (await sendCode(email))!);
    const newer = await validate(email, (await sendCode(email, at(MINUTE)))!, at(MINUTE));
    await consume(email, newer, at(2 * MINUTE));
    await expectFailure(consume(email, older, at(2 * MINUTE)), 'VALIDATION_FAILED', 422, 'password_token');
  });
});
