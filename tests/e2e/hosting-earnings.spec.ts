import { readFileSync } from 'node:fs';
import { formatMoney } from '../../contract/format';
import { expectAccessible, expect, test, type Lang } from './fixtures';
import { hostWithCompletedStay, HOST_PASSWORD } from './support/earnings';

const T = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    title: 'Earnings',
    byMonth: 'By month',
    stays: 'Stays',
    download: 'Download CSV',
    header: 'Reservation code,Unit,Check-in,Check-out,Paid by the guest (SAR)',
    total: 'Total',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    title: 'الأرباح',
    byMonth: 'حسب الشهر',
    stays: 'الإقامات',
    download: 'تنزيل ملف CSV',
    header: 'رمز الحجز,الوحدة,تاريخ الوصول,تاريخ المغادرة,ما دفعه الضيف (ر.س)',
    total: 'الإجمالي',
  },
} as const satisfies Record<Lang, unknown>;

/** An amount in halalas as the page prints it in each language. */
const money = (lang: Lang, amount_minor: number) => formatMoney({ amount_minor, currency: 'SAR' }, lang);

test.describe('host earnings', () => {
  test("a host sees a completed stay's payout and month total, and downloads the CSV", async ({
    page,
    lang,
  }) => {
    const t = T[lang];
    const host = await hostWithCompletedStay(lang);
    const path = `/${lang}/hosting/earnings`;
    await page.goto(`/${lang}/sign-in?redirect=${encodeURIComponent(path)}`);
    await page.getByRole('textbox', { name: t.email }).fill(host.email);
    await page.getByLabel(t.password, { exact: true }).fill(HOST_PASSWORD);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    const lines = page.getByRole('region', { name: t.stays, exact: true });
    const row = lines.getByRole('row').filter({ hasText: host.code });
    await expect(row).toContainText(host.title);
    await expect(row).toContainText(money(lang, 115_000));
    await expect(row).toContainText(money(lang, 88_500));
    const months = page.getByRole('region', { name: t.byMonth });
    await expect(months.getByRole('row').filter({ hasText: t.total })).toContainText(money(lang, 88_500));
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sakan-earnings-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.startsWith(`\uFEFF${t.header}`)).toBe(true);
    expect(csv).toContain(`${host.code},${host.title},${host.checkIn},`);
    expect(csv).toContain(',1150.00,0.00,150.00,100.00,15.00,885.00,');
    expect(csv).toContain(`${t.total},,,,1150.00,`);
  });
});
