import type { BrowserContext } from '@playwright/test';
import { signInAs } from './trips';

/** The README's demo admin (server/db/seed/staff-demo.ts). */
export const DEMO_ADMIN = { email: 'admin@sakan.example', password: 'Sakan-admin-2026' } as const;

/**
 * Signs the demo admin in, in `context`, the way the app keeps a session. The one place the console's
 * specs sign staff in: when staff sign-in gains its second factor, only this changes.
 */
export async function signInAsAdmin(context: BrowserContext, baseURL: string) {
  return signInAs(context, baseURL, DEMO_ADMIN);
}
