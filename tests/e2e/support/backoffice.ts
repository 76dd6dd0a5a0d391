import type { Page } from '@playwright/test';
import { signInAs } from './trips';

/** The README's demo admin (server/db/seed/staff-demo.ts). */
export const DEMO_ADMIN = { email: 'admin@sakan.example', password: 'Sakan-admin-2026' } as const;

/**
 * Signs the demo admin in to the console. The one place the console's specs sign in: when staff
 * sign-in gains its second factor, only this changes.
 */
export async function signInToConsole(page: Page, baseURL: string): Promise<void> {
  await signInAs(page.context(), baseURL, DEMO_ADMIN);
}
