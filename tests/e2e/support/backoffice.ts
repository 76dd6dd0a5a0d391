import type { BrowserContext } from '@playwright/test';
import { enrolledStaff } from './staff';

/**
 * Signs an admin in, in `context`: an account of the test's own with its second factor set up, so
 * specs running at once never wait on the demo admin's codes (the demo admin's own sign-in, with the
 * README's secret, is backoffice-staff.spec.ts's). The one place the console's specs sign staff in.
 */
export async function signInAsAdmin(context: BrowserContext, baseURL: string) {
  return enrolledStaff(context, baseURL);
}
