import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { signInAsAdmin } from './support/backoffice';

/**
 * The console at 390 px, in both languages: every section an admin opens, and one record of each kind
 * the demo data has, neither scrolls the page sideways (a wide grid scrolls inside its own region) nor
 * has a serious accessibility fault. Read-only: nothing is decided or saved.
 */
test.use({ viewport: { width: 390, height: 844 } });

interface Stop {
  /** The section's path below /admin, with the search that shows every record of its kind. */
  path: string;
  /** Opens the first record the list links to (`/admin/<slug>/<id>`), when the demo data has one. */
  detail?: boolean;
}

const STOPS: Stop[] = [
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
async function settled(page: Page) {
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

for (const stop of STOPS) {
  test(`at 390 px: /admin/${stop.path}${stop.detail ? ' and one of its records' : ''}`, async ({
    page,
    lang,
    baseURL,
  }) => {
    await signInAsAdmin(page.context(), baseURL!);
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
  });
}

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user reaches it. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 30) {
  for (let i = 0; i < max; i++) {
    const focused = await target
      .evaluate((el) => el === document.activeElement, undefined, { timeout: 1_000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const KEYS = {
  en: { by: 'By', unit: 'Unit', sixDigits: 'Enter the 6-digit code.' },
  ar: { by: 'حسب', unit: 'الوحدة', sixDigits: 'أدخل الرمز المكوّن من 6 أرقام.' },
} as const;

/** Into the open section by the console's skip link (the site header before it is tested elsewhere). */
async function intoSection(page: Page) {
  const skip = page.locator('.console-skip');
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
}

test.describe('by keyboard only', () => {
  test.slow(); // Tens of key presses, each waiting for the page: slow on a busy machine.

  test('a grid: past the sections to the search, a filter, an order and a record, focus kept', async ({
    page,
    lang,
    baseURL,
  }) => {
    await signInAsAdmin(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/reservations`);
    await settled(page);
    await intoSection(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const filter = page.locator('.grid-filter button');
    await expect(filter).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]status=/);
    await expect(filter).toBeFocused();
    // Back to every status with the keyboard (the first option), then an order by the first column.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/[?&]status=/);
    const sort = page.locator('.grid-sort').first();
    await tabTo(page, sort, 3);
    // A column not yet in use starts in the grid's own direction (newest first), the next press flips it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]sort=code/);
    await expect(page).toHaveURL(/[?&]dir=desc/);
    await expect(sort).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]dir=asc/);
    await expect(sort).toBeFocused();
    const first = page.locator('.data-grid tbody a').first();
    await tabTo(page, first, 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/reservations\/SKN-/);
  });

  test('the report’s grouping, chosen with the arrows, keeps the focus', async ({ page, lang, baseURL }) => {
    await signInAsAdmin(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/reports`);
    await settled(page);
    const by = page.getByRole('button', { name: KEYS[lang].by });
    await intoSection(page);
    await tabTo(page, by);
    await page.keyboard.press('Space');
    await expect(page.getByRole('option', { name: KEYS[lang].unit })).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/by=unit/);
    await expect(page.getByRole('columnheader', { name: KEYS[lang].unit })).toBeVisible();
    await expect(by).toBeFocused();
  });

  test('a staff member’s “Change roles” takes the keyboard up to the form', async ({
    page,
    lang,
    baseURL,
  }) => {
    await signInAsAdmin(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/staff`);
    await settled(page);
    const change = page.locator('.data-grid tbody tr').first().getByRole('button').first();
    await intoSection(page);
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    await expect(page.locator('#roles-form-title')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox').first()).toBeFocused();
    await expect(page.getByRole('textbox').first()).not.toHaveValue('');
  });

  test('renewing the recovery codes is reached and checked from the keyboard', async ({
    page,
    lang,
    baseURL,
  }) => {
    await signInAsAdmin(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/second-factor`);
    await settled(page);
    await intoSection(page);
    await page.keyboard.press('Tab');
    const code = page.locator('main input[name="code"]');
    await expect(code).toBeFocused();
    // Too short: the form says so on the field without sending anything (no code is spent).
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect(page.getByText(KEYS[lang].sixDigits)).toBeVisible();
    await expect(code).toBeFocused();
  });
});
