import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import type { StaffRole } from '../../../contract/roles';
import { connectDatabase } from '../../../server/db/client';
import { DEMO_ADMIN_TOTP_SECRET } from '../../../server/db/seed/staff-access';
import { DEMO_ADMIN } from '../../../server/db/seed/staff-demo';
import { E2E_ADMIN_URL, E2E_DATABASE } from './env';

/**
 * Staff in the end-to-end run: the README's demo admin signs in with the password and a code computed
 * from the demo's published TOTP secret, exactly as an authenticator app would. A code is accepted
 * once (the server refuses a replay), and both languages' projects sign the same admin in at once, so
 * a refused code is retried with the next step's code, then after the next 30-second step.
 */
export const ADMIN = {
  email: DEMO_ADMIN.email,
  password: DEMO_ADMIN.password,
  secret: DEMO_ADMIN_TOTP_SECRET,
};

const STEP_MS = 30_000;
export const codeAt = (secret: string, at: number) => new TOTP({ secret }).generate({ timestamp: at });
/** The codes to try in turn: this step's, the next step's (one step ahead is accepted), again later. */
const attemptAt = (attempt: number) => Date.now() + (attempt % 2) * STEP_MS;
const untilNextStep = () => STEP_MS - (Date.now() % STEP_MS) + 300;

/** Signs a staff account with a second factor in through the API and gives the page its session. */
export async function signInStaff(
  context: BrowserContext,
  baseURL: string,
  account: { email: string; password: string; secret: string } = ADMIN,
): Promise<string> {
  const login = await context.request.post('/api/v1/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(202);
  const { challenge } = ((await login.json()) as { data: { second_factor: { challenge: string } } }).data
    .second_factor;
  for (let attempt = 0; attempt < 6; attempt++) {
    const done = await context.request.post('/api/v1/login/second-factor', {
      data: { challenge, code: codeAt(account.secret, attemptAt(attempt)) },
    });
    if (done.ok()) {
      const { data } = (await done.json()) as {
        data: { token: string; user: { id: string; name: string | null; email: string } };
      };
      const user = { ...data.user, type: 'email', account_ready: true };
      await context.addCookies(
        [
          ['token', data.token],
          ['token_mode', 'bearer'],
          ['user', encodeURIComponent(JSON.stringify(user))],
        ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL })),
      );
      return data.token;
    }
    expect(done.status(), await done.text()).toBe(401);
    if (attempt % 2 === 1) await new Promise((resolve) => setTimeout(resolve, untilNextStep()));
  }
  throw new Error('no code was accepted in three steps');
}

/** The sign-in page's code step, typed as a person would, retried like signInStaff when a code was used. */
export async function enterCode(page: Page, secret: string, labels: { code: string; verify: string }) {
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByLabel(labels.code).fill(codeAt(secret, attemptAt(attempt)));
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/v1/login/second-factor')),
      page.getByRole('button', { name: labels.verify }).click(),
    ]);
    if (answer.ok()) return;
    if (attempt % 2 === 1) await page.waitForTimeout(untilNextStep());
  }
  throw new Error('no code was accepted in three steps');
}

/**
 * A new ready account (name, phone), made through the API on a request context of its own (its
 * cookies stay out of the page's), with staff roles given in the database: no second factor yet.
 */
export async function newStaff(
  request: APIRequestContext,
  roles: StaffRole[],
): Promise<{ id: string; email: string; password: string }> {
  const email = `staff.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'cedar-and-saffron-at-noon';
  const response = await request.post('/api/v1/register', {
    data: { name: 'Reem Al-Harbi', email, password, phone: '+966500000456' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = ((await response.json()) as { data: { user: { id: string } } }).data.user;
  if (roles.length > 0) {
    const url = new URL(E2E_ADMIN_URL);
    url.pathname = `/${E2E_DATABASE}`;
    const { db, pool } = connectDatabase(url.toString());
    try {
      await db.execute(sql`update users set roles = ${`{${roles.join(',')}}`}::text[] where id = ${id}`);
    } finally {
      await pool.end();
    }
  }
  return { id, email, password };
}

export interface Enrolled {
  account: { id: string; email: string; password: string; secret: string };
  token: string;
  user: Record<string, unknown>;
  at: number;
}

/** This worker's staff, one account per set of roles: made once, then signed in again when its token ages. */
const enrolled = new Map<string, Enrolled>();
const FRESH_MS = 8 * 60_000;

/**
 * A new staff account (admin unless other roles are named) with a second factor of its own, set up
 * through the API as the console's set-up page does it: the account, its TOTP secret and a token that
 * carries the factor.
 */
export async function newEnrolledStaff(
  request: APIRequestContext,
  roles: StaffRole[] = ['admin'],
): Promise<Enrolled> {
  const account = await newStaff(request, roles);
  // A staff sign-in without a factor reaches only the factor's set-up; the confirmation answers with a
  // token that carries it.
  const login = await request.post('/api/v1/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const signedIn = ((await login.json()) as { data: { token: string; user: Record<string, unknown> } }).data;
  const headers = { Authorization: `Bearer ${signedIn.token}` };
  const setup = await request.get('/api/v1/backoffice/second-factor/setup', { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const confirm = await request.post('/api/v1/backoffice/second-factor/confirm', {
    headers,
    data: { code: codeAt(secret, Date.now()) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const { token } = ((await confirm.json()) as { data: { token: string } }).data;
  return { account: { ...account, secret }, token, user: signedIn.user, at: Date.now() };
}

export const newEnrolledAdmin = (request: APIRequestContext) => newEnrolledStaff(request, ['admin']);

/**
 * Staff of this worker's own (an admin unless other roles are named), signed in with a second factor
 * of its own: tests running at once never wait on each other's codes, as they would sharing the demo
 * admin's, and the run makes one such account per worker and roles rather than one per test. Gives
 * the page its session.
 */
export async function enrolledStaff(
  context: BrowserContext,
  baseURL: string,
  roles: StaffRole[] = ['admin'],
) {
  const which = roles.join(',');
  let mine = enrolled.get(which);
  // Once per worker: sign-ins are rate-limited per address, and every spec of the run shares it.
  if (!mine) {
    mine = await newEnrolledStaff(context.request, roles);
    enrolled.set(which, mine);
  } else if (Date.now() - mine.at > FRESH_MS) {
    const token = await signInStaff(context, baseURL, mine.account);
    enrolled.set(which, { ...mine, token, at: Date.now() });
    return mine.account;
  }
  const user = { ...mine.user, type: 'email', account_ready: true };
  await context.addCookies(
    [
      ['token', mine.token],
      ['token_mode', 'bearer'],
      ['user', encodeURIComponent(JSON.stringify(user))],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL })),
  );
  return mine.account;
}
