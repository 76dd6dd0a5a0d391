import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../contract/auth';
import { staffAudit, users } from '../../db/schema/index';
import { totpCode } from '../auth/totp';
import { bearer, post } from '../../test/accounts';
import { codeStep } from '../../test/staff';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';

const run = promisify(execFile);

/** `npm run staff:create`, run as the README gives it against this file's database. */
describe('the staff:create command', () => {
  const t = useTestApp({ seed: false });
  const command = (...args: string[]) =>
    run('node_modules/.bin/tsx', ['server/tools/staff.ts', ...args], {
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        AUTH_SECRET: new TextDecoder().decode(TEST_AUTH_SECRET),
        LOG_LEVEL: 'silent',
      },
      timeout: 60_000,
    });
  const printed = (stdout: string, label: string) =>
    new RegExp(`${label}:?\\s+(\\S+)`).exec(stdout)?.[1] ?? '';

  it('makes a staff account that signs in with the printed password and a code from the printed secret', async () => {
    const email = 'Nour.Staff@Example.com';
    const { stdout } = await command(
      '--email',
      email,
      '--role',
      'admin',
      '--role',
      'finance',
      '--name',
      'Nour',
    );
    expect(stdout).toContain('Created nour.staff@example.com as admin, finance.');
    const password = printed(stdout, 'First password \\(change it after signing in\\)');
    const secret = printed(stdout, 'Secret');
    expect(printed(stdout, 'URI')).toMatch(/^otpauth:\/\/totp\/Sakan:nour\.staff%40example\.com\?/);
    const recovery = stdout.match(/^ {2}[a-z2-7]{4}(-[a-z2-7]{4}){3}$/gm) ?? [];
    expect(recovery).toHaveLength(10);

    const step = await post(t.app, '/api/v1/login', { email, password });
    expect(step.statusCode, step.body).toBe(202);
    const { challenge } = step.json<{ data: { second_factor: { challenge: string } } }>().data.second_factor;
    const done = await codeStep(t.app, { challenge, code: totpCode(secret) });
    expect(done.statusCode, done.body).toBe(200);
    const token = LoginResponse.parse(done.json()).data.token;
    const me = await t.app.inject({ url: '/api/v1/backoffice/me', headers: bearer(token) });
    expect(me.json<{ data: { me: { roles: string[] } } }>().data.me.roles).toEqual(['admin', 'finance']);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'nour.staff@example.com'));
    const audit = await t.database.db.select().from(staffAudit).where(eq(staffAudit.staffId, user!.id));
    expect(audit).toMatchObject([
      {
        action: 'staff.create',
        entity: 'staff',
        entityId: user!.id,
        before: { roles: [] },
        after: { roles: ['admin', 'finance'], second_factor: 'issued' },
      },
    ]);

    // Run again: the roles become exactly those given, a new factor replaces the old, sign-ins end.
    const again = await command('--email', email, '--role', 'support');
    expect(again.stdout).toContain('Updated nour.staff@example.com: now support.');
    expect(again.stdout).not.toContain('First password');
    expect((await t.app.inject({ url: '/api/v1/backoffice/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const [updated] = await t.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(updated?.roles).toEqual(['support']);
    const retry = await post(t.app, '/api/v1/login', { email, password });
    const second = retry.json<{ data: { second_factor: { challenge: string } } }>().data.second_factor;
    const old = await codeStep(t.app, {
      challenge: second.challenge,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(old.statusCode).toBe(401);
    const fresh = await codeStep(t.app, {
      challenge: second.challenge,
      code: totpCode(printed(again.stdout, 'Secret')),
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('refuses a missing email or an unknown role, saying how to call it', async () => {
    const failed = await command('--email', 'x@example.com', '--role', 'owner').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('Give one or more roles, each one of admin, support, content, finance');
    const noEmail = await command('--role', 'admin').catch((error: { stderr: string }) => error);
    expect((noEmail as { stderr: string }).stderr).toContain("Give the account's email");
  });
});
