import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test, type Lang } from './fixtures';
import { signInAsAdmin } from './support/backoffice';

const T = {
  en: {
    title: 'Guests',
    find: 'Find an account',
    search: 'Search',
    coins: 'Coins',
    reason: 'Reason',
    grant: 'Grant coins',
    granted: /7 coins granted\. The balance is now [\d,]+ coins\./,
    ledger: 'Coins ledger',
    byStaff: 'Changed by staff',
  },
  ar: {
    title: 'الضيوف',
    find: 'ابحث عن حساب',
    search: 'بحث',
    coins: 'العملات',
    reason: 'السبب',
    grant: 'امنح عملات',
    granted: /مُنحت 7 عملات\. الرصيد الآن [\d,]+ (عملة|عملات|عملتان)\./,
    ledger: 'سجل العملات',
    byStaff: 'عدّلها فريقنا',
  },
} as const satisfies Record<Lang, unknown>;

/** The README's demo guest (server/db/seed/demo-account.ts). */
const DEMO_GUEST = { email: 'demo@sakan.example', name: 'Noura Al-Harbi' };

test.describe('the console’s guests', () => {
  test('an admin finds the demo guest, grants coins with a reason, and the ledger shows it', async ({
    page,
    lang,
    baseURL,
  }) => {
    test.slow();
    const t = T[lang];
    await signInAsAdmin(page.context(), baseURL!);
    await page.goto(`/${lang}/admin`);
    await page.getByRole('link', { name: t.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

    await page.getByRole('searchbox', { name: t.find }).fill(DEMO_GUEST.email);
    await page.getByRole('button', { name: t.search, exact: true }).click();
    // The search matches parts too (guest6.host-demo@sakan.example): the row whose email is the guest's.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: DEMO_GUEST.email, exact: true }) });
    await expect(row).toHaveCount(1);
    await expectAccessible(page);
    await row.getByRole('link', { name: DEMO_GUEST.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_GUEST.name);

    // A reason of this run's own, so the other language's run (same database) cannot be mistaken for it.
    const reason = `Goodwill ${lang} ${randomUUID().slice(0, 8)}`;
    await page.getByRole('textbox', { name: t.coins, exact: true }).fill('7');
    await page.getByRole('textbox', { name: t.reason, exact: true }).fill(reason);
    await page.getByRole('button', { name: t.grant, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.granted })).toBeVisible();

    const ledger = page.getByRole('region', { name: t.ledger });
    const entry = ledger.getByRole('row').filter({ hasText: reason });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('+7');
    await expect(entry).toContainText(t.byStaff);
    await expectAccessible(page);
  });
});
