import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { StaffRole } from '../../../contract/roles';
import type { Lang } from '../fixtures';
import { enrolledStaff } from './staff';
import { newGuest, type Guest } from './trips';

/**
 * The start the console's conversation specs share (backoffice-conversations, backoffice-messages): a
 * new guest in a browser context of their own, so their session stays out of the staff page's, and
 * staff signed in on the page with the section open.
 */
export async function guestInOwnContext(
  browser: Browser,
  baseURL: string,
): Promise<{ guestContext: BrowserContext; guest: Guest }> {
  const guestContext = await browser.newContext({ baseURL });
  return { guestContext, guest: await newGuest(guestContext, baseURL) };
}

/** Signs staff with `roles` in on `page`, opens `/admin/<section>` and waits for its heading. */
export async function openConsoleSection(
  page: Page,
  baseURL: string,
  {
    lang,
    section,
    heading,
    roles = ['admin'],
  }: { lang: Lang; section: string; heading: string; roles?: StaffRole[] },
): Promise<void> {
  await enrolledStaff(page.context(), baseURL, roles);
  await page.goto(`/${lang}/admin/${section}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}
