import { expect, expectAccessible, test, type Lang } from './fixtures';
import { enrolledStaff } from './support/staff';
import { bookStay, newGuest } from './support/trips';

const T = {
  en: {
    title: 'Calendar conflicts',
    reservations: 'Reservations',
    search: 'Code, email or name',
    searchButton: 'Search',
    reason: 'Reason',
    cancel: 'Cancel the stay and refund',
    cancelled: 'Cancelled',
    refund: 'Refund',
    code: 'Code',
    audited: 'Stay cancelled for the guest (policy refund)',
    comma: ',',
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
    reservations: 'الحجوزات',
    search: 'الرمز أو البريد الإلكتروني أو الاسم',
    searchButton: 'بحث',
    reason: 'السبب',
    cancel: 'إلغاء الإقامة ورد المبلغ',
    cancelled: 'ملغى',
    refund: 'المبلغ المسترد',
    code: 'الرمز',
    audited: 'أُلغيت الإقامة نيابةً عن الضيف (استرداد وفق السياسة)',
    comma: '،',
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
    await expectAccessible(page);
  });

  test('an admin finds a guest’s stay, reads its payments and cancels it with the policy’s refund', async ({
    page,
    browser,
    lang,
    baseURL,
  }) => {
    test.slow();
    const t = T[lang];
    const other = await browser.newContext();
    const guest = await newGuest(other, baseURL!);
    const stay = await bookStay(other.request, guest, lang, lang === 'en' ? 150 : 153);
    await other.close();
    await enrolledStaff(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/reservations`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.reservations);
    await page.getByRole('searchbox', { name: t.search }).fill(guest.email);
    await page.getByRole('button', { name: t.searchButton, exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: stay.code });
    await expect(row).toHaveCount(1);
    await expectAccessible(page);
    await row.getByRole('link', { name: stay.code }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reservations/${stay.code}$`));
    // The timeline names the payment the test gateway took and the gateway's event.
    await expect(page.locator('.console-timeline li')).not.toHaveCount(0);
    await expect(page.locator('.console-timeline')).toContainText('test');
    const reason = `Guest called: a family emergency (${stay.code})`;
    await page.getByRole('textbox', { name: t.reason }).fill(reason);
    await expectAccessible(page);
    await page.getByRole('button', { name: t.cancel }).click();
    await expect(page.getByText(`${t.code} ${stay.code}${t.comma} ${t.cancelled}`)).toBeVisible();
    await expect(page.locator('.console-timeline')).toContainText(t.refund);
    // The audit log has the cancellation, by this admin, with its reason.
    await page.goto(`/${lang}/admin/audit?q=${encodeURIComponent(stay.code)}`);
    const entry = page.getByRole('row').filter({ hasText: reason });
    await expect(entry).toContainText(t.audited);
    await expect(entry).toContainText(stay.code);
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
