import type { Page } from '@playwright/test';
import type { Lang } from '../fixtures';
import { E2E_PORT } from './env';
import { enrolledStaff } from './staff';

/**
 * Signs an admin in (an account of the test's own with its second factor set up, so specs running at
 * once never wait on the demo admin's codes) and opens the console in `lang`. The demo admin's own
 * sign-in, with the README's secret, is backoffice.spec.ts's and backoffice-staff.spec.ts's.
 */
export async function signInAsAdmin(page: Page, lang: Lang) {
  const admin = await enrolledStaff(page.context(), `http://localhost:${E2E_PORT}`);
  await page.goto(`/${lang}/admin`);
  return admin;
}
