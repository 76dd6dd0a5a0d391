import { expectAccessible, expect, test, type Lang } from './fixtures';
import { DEMO_HOST } from './support/reviews';

/* The host's dashboard and reservations (issue 30), on the demo host's seeded stays. */

const T = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    arriving: 'Arriving today',
    search: 'Search reservations',
    searchButton: 'Search',
    payout: /Payout/,
    yourPayout: 'Your payout',
    cancel: 'Cancel this stay',
    consequence: /full refund/,
    keep: 'Keep the stay',
    contact: 'Contact',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    arriving: 'يصلون اليوم',
    search: 'ابحث في الحجوزات',
    searchButton: 'بحث',
    payout: /المستحق/,
    yourPayout: 'مستحقاتك',
    cancel: 'إلغاء هذه الإقامة',
    consequence: /المبلغ كاملًا/,
    keep: 'أبقِ الإقامة',
    contact: 'التواصل',
  },
} as const satisfies Record<Lang, unknown>;

test.describe('hosting: dashboard and reservations', () => {
  test('the demo host sees today’s arrival, finds the stay with its payout, and reads its detail', async ({
    page,
    lang,
  }) => {
    // Three pages, each checked with axe, and a dialog: more than one page's usual time.
    test.slow();
    const t = T[lang];
    const path = `/${lang}/hosting`;
    await page.goto(`/${lang}/sign-in?redirect=${encodeURIComponent(path)}`);
    await page.getByRole('textbox', { name: t.email }).fill(DEMO_HOST.email);
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_HOST.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(path);

    const arrivals = page.getByRole('list', { name: t.arriving });
    await expect(arrivals.getByRole('listitem').first()).toBeVisible();
    const code = (await arrivals.getByRole('link').first().innerText()).trim();
    expect(code).toMatch(/^SKN-/);
    await expectAccessible(page);

    // A page load of a host section is a page: HTTP 200, not the not-found status.
    const loaded = await page.goto(`/${lang}/hosting/reservations`);
    expect(loaded?.status()).toBe(200);
    await page.getByRole('searchbox', { name: t.search }).fill(code);
    await page.getByRole('button', { name: t.searchButton, exact: true }).click();
    const row = page.locator('.host-stay-row', { hasText: code });
    await expect(row).toBeVisible();
    await expect(row.locator('.host-payout')).toHaveText(t.payout);
    await expectAccessible(page);

    await row.getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(`/${lang}/hosting/reservations/${code}`);
    await expect(page.getByRole('heading', { name: t.yourPayout })).toBeVisible();
    // Arriving today: well inside the 48 hours, so the guest's phone is there.
    await expect(page.getByRole('region', { name: t.contact }).locator('a[href^="tel:"]')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: t.cancel }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.consequence);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.keep }).click();
    await expect(dialog).toHaveCount(0);
  });
});
