import type { Page } from '@playwright/test';
import type { Lang } from '../fixtures';
import { E2E_PORT } from './env';
import { signInAs } from './trips';

/** The README's demo admin (server/db/seed/staff-demo.ts). */
export const DEMO_ADMIN = { email: 'admin@sakan.example', password: 'Sakan-admin-2026' } as const;

/**
 * Signs the demo admin in (the login call, then the page's session cookies, as every spec signs in)
 * and opens the console in `lang`. The one way console specs sign in, so a change to the staff
 * sign-in (a second factor) is made here once.
 */
export async function signInAsAdmin(page: Page, lang: Lang) {
  const admin = await signInAs(page.context(), `http://localhost:${E2E_PORT}`, DEMO_ADMIN);
  await page.goto(`/${lang}/admin`);
  return admin;
}
