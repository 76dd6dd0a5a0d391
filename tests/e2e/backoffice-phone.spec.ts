import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/backoffice';
import { settled, STOPS, visit } from './support/console-phone';

/**
 * The console at 390 px, in both languages: every section an admin opens, and one record of each kind
 * the demo data has, neither scrolls the page sideways (a wide grid scrolls inside its own region) nor
 * has a serious accessibility fault. Read-only: nothing is decided or saved.
 */
test.use({ viewport: { width: 390, height: 844 } });

// A few sections per test, each a step of its own: one sign-in and one warm browser cache for the
// console's code serve several sections (one test per section spent most of its time starting up),
// and the groups still spread over both workers.
const GROUPS = 5;
for (let group = 0; group < GROUPS; group++) {
  const stops = STOPS.filter((_, i) => i % GROUPS === group);
  test(`at 390 px: ${stops.map((stop) => `/admin/${stop.path}`).join(', ')} and their records`, async ({
    page,
    lang,
    baseURL,
  }) => {
    test.setTimeout(stops.length * 15_000);
    await signInAsAdmin(page.context(), baseURL!);
    for (const stop of stops) {
      await test.step(`/admin/${stop.path}${stop.detail ? ' and one of its records' : ''}`, () =>
        visit(page, lang, stop));
    }
  });
}

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user reaches it. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 30) {
  // Present first, so each check below answers at once rather than waiting out a timeout.
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
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
