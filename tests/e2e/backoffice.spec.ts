import { expect, expectAccessible, test, type Lang } from './fixtures';
import { enrolledStaff } from './support/staff';
import { newGuest } from './support/trips';

const T = {
  en: {
    title: 'Calendar conflicts',
    console: 'Console',
    reports: 'Reports',
    chart: 'Room revenue in riyals and occupancy, month by month',
    all: 'All',
    by: 'By',
    unit: 'Unit',
    csv: 'Download CSV',
    staffOnly: 'This part is for staff',
    signInNote: 'The console is for the team that runs Sakan.',
  },
  ar: {
    title: 'تعارضات التقويم',
    console: 'لوحة التشغيل',
    reports: 'التقارير',
    chart: 'إيراد الليالي بالريال ونسبة الإشغال، شهرًا بشهر',
    all: 'الكل',
    by: 'حسب',
    unit: 'الوحدة',
    csv: 'تنزيل ملف CSV',
    staffOnly: 'هذا الجزء للموظفين',
    signInNote: 'لوحة التشغيل لفريق سكن.',
  },
} as const satisfies Record<Lang, unknown>;

test.describe('the operator’s console', () => {
  test('an admin finds the seeded night sold twice, with its unit, host, other site and stay', async ({
    page,
    lang,
    baseURL,
  }) => {
    test.slow();
    const t = T[lang];
    // An admin of the test's own (the demo admin's own sign-in is backoffice-staff.spec.ts's).
    await enrolledStaff(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/calendar-conflicts`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const row = page.getByRole('row').filter({ hasText: 'Booking.com (demo)' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('host@sakan.example');
    await expect(row).toContainText(/SKN-/);
    await expect(page.getByRole('link', { name: t.title })).toHaveAttribute('aria-current', 'page');
    // On a desktop the sections run down a column beside the page, on its start side.
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = (await page.getByRole('navigation', { name: t.console }).boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(nav.width).toBeLessThan(320);
    expect(Math.abs(nav.y - heading.y)).toBeLessThan(80);
    if (lang === 'en') expect(nav.x).toBeLessThan(heading.x);
    else expect(nav.x).toBeGreaterThan(heading.x);
    await expectAccessible(page);
  });

  test('an admin reads the months’ report with its chart, groups it by unit and downloads it', async ({
    page,
    lang,
    baseURL,
  }) => {
    const t = T[lang];
    await enrolledStaff(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/reports`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.reports);
    await expect(page.getByRole('img', { name: t.chart })).toBeVisible();
    const totals = page.locator('.report-table tfoot tr');
    await expect(totals.getByRole('rowheader')).toHaveText(t.all);
    // Twelve months, the seed's stays among them.
    await expect(page.locator('.report-table tbody tr')).toHaveCount(12);
    await expectAccessible(page);
    await page.getByRole('button', { name: t.by }).click();
    await page.getByRole('option', { name: t.unit }).click();
    await expect(page).toHaveURL(/by=unit/);
    await expect(page.getByRole('columnheader', { name: t.unit })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.csv }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^sakan-report-by-unit-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/,
    );
  });

  test('signed out it asks for a staff sign-in; a guest is told it is for staff', async ({
    page,
    lang,
    baseURL,
  }) => {
    const t = T[lang];
    await page.goto(`/${lang}/admin/calendar-conflicts`);
    await expect(page.getByText(t.signInNote)).toBeVisible();
    await newGuest(page.context(), baseURL!);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.staffOnly);
    await expectAccessible(page);
  });
});
