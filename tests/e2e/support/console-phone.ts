import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures';

/** The console's sections an admin opens, and how backoffice-phone.spec.ts checks each at 390 px. */

export interface Stop {
  /** The section's path below /admin, with the search that shows every record of its kind. */
  path: string;
  /** Opens the first record the list links to (`/admin/<slug>/<id>`), when the demo data has one. */
  detail?: boolean;
}

export const STOPS: Stop[] = [
  { path: 'property-submissions', detail: true },
  { path: 'units-in-review', detail: true },
  { path: 'investment-requests?status=all', detail: true },
  { path: 'reviews?status=all', detail: true },
  { path: 'contact-messages?status=all', detail: true },
  { path: 'messages', detail: true },
  { path: 'reservations', detail: true },
  { path: 'guests', detail: true },
  { path: 'reports' },
  { path: 'faq', detail: true },
  { path: 'pages', detail: true },
  { path: 'promo-codes', detail: true },
  { path: 'promo-codes/new' },
  { path: 'settings' },
  { path: 'currencies' },
  { path: 'calendar-conflicts' },
  { path: 'staff' },
  { path: 'audit' },
  { path: 'second-factor' },
];

/** Waits for the section to finish loading: a heading, and no "Loading…" status left. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every loading message in both catalogues ends with an ellipsis, and nothing else that is a status does.
  await expect(page.locator('main [role="status"]', { hasText: '…' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main .empty-state[role="alert"]')).toHaveCount(0);
}

/** The page does not scroll sideways at 390 px and axe finds nothing serious. */
async function fitsAndPasses(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width}px wide`).toBeLessThanOrEqual(390);
  await expectAccessible(page);
}

/** Opens a section (and one of its records), checking each page as it settles. */
export async function visit(page: Page, lang: string, stop: Stop) {
  await page.goto(`/${lang}/admin/${stop.path}`);
  await settled(page);
  await fitsAndPasses(page, stop.path);
  if (!stop.detail) return;
  const slug = stop.path.split('?')[0]!;
  const record = page.locator(`main a[href*="/admin/${slug}/"]:not([href$="/new"])`).first();
  await expect(record, `the demo data has a record in ${slug}`).toBeVisible();
  await record.click();
  await expect(page).toHaveURL(new RegExp(`/admin/${slug}/[^/?]+`));
  await settled(page);
  await fitsAndPasses(page, `${slug}'s record`);
}
