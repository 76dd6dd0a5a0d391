import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../contract/roles';
import type { Database } from '../db/client';
import * as s from '../db/schema/index';
import { issueFactor } from '../modules/auth/second-factor';
import { totpCode } from '../modules/auth/totp';
import { post, registerAccount, type SignedInAccount } from './accounts';
import { TEST_AUTH_SECRET } from './test-app';
import { DEMO_ADMIN_TOTP_SECRET } from '../db/seed/staff-access';
import { DEMO_ADMIN } from '../db/seed/staff-demo';

/**
 * Staff who sign in the real way (password, then a code): accounts registered through the API, given
 * staff roles in the database and, unless told otherwise, a second factor already set up.
 */
export interface StaffAccount extends SignedInAccount {
  email: string;
  password: string;
  /** The TOTP secret (base32) and the recovery codes, when enrolled. */
  secret: string | null;
  recoveryCodes: string[];
}

export async function staffAccount(
  app: FastifyInstance,
  db: Database,
  roles: StaffRole[],
  options: { enrolled?: boolean } = {},
): Promise<StaffAccount> {
  const account = await registerAccount(app);
  await db.update(s.users).set({ roles }).where(eq(s.users.id, account.userId));
  const base = { ...account, email: account.input.email, password: account.input.password };
  if (options.enrolled === false) return { ...base, secret: null, recoveryCodes: [] };
  const factor = await issueFactor(db, TEST_AUTH_SECRET, { id: account.userId, email: account.input.email });
  return { ...base, secret: factor.secret, recoveryCodes: factor.recoveryCodes };
}

/** The code an authenticator shows `steps` 30-second steps from now. */
export const codeAt = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * 30_000);

/** The password step: the challenge of a staff account with its factor set up. */
export async function passwordStep(app: FastifyInstance, staff: { email: string; password: string }) {
  const res = await post(app, '/api/v1/login', { email: staff.email, password: staff.password });
  if (res.statusCode !== 202) throw new Error(`expected the code step: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { second_factor: { challenge: string; expires_at: string } } }>().data.second_factor
    .challenge;
}

export const codeStep = (app: FastifyInstance, body: Record<string, string>, ip?: string) =>
  post(app, '/api/v1/login/second-factor', body, ip ? { ip } : {});

const demoTokens = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * The README's demo admin signed in the real way (password, then a code from the demo's fixed TOTP
 * secret), once per app: a code is accepted once, so a second sign-in within its 30 seconds would be
 * refused as a replay.
 */
export function demoAdminToken(app: FastifyInstance): Promise<string> {
  let token = demoTokens.get(app);
  if (!token) {
    token = (async () => {
      const step = await post(app, '/api/v1/login', {
        email: DEMO_ADMIN.email,
        password: DEMO_ADMIN.password,
      });
      const { challenge } = step.json<{ data: { second_factor: { challenge: string } } }>().data
        .second_factor;
      const done = await codeStep(app, { challenge, code: totpCode(DEMO_ADMIN_TOTP_SECRET) });
      return done.json<{ data: { token: string } }>().data.token;
    })();
    demoTokens.set(app, token);
  }
  return token;
}
