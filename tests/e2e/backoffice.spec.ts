import { expect, expectAccessible, test, type Lang } from './fixtures';
import { signInStaff } from './support/staff';
import { newGuest } from './support/trips';

const T = {
  en: {
    title: 'Calendar conflicts',
    staffOnly: 'This part is for staff',
    signInNote: 'The console is for the team that runs Sakan.',
  },
  ar: {
    title: 'تعارضات التقويم',
    staffOnly: 'هذا الجزء للموظفين',
    signInNote: 'لوحة التشغيل لفريق سكن.',
  },
} as const satisfies Record<Lang, unknown>;

test.describe('the operator’s console', () => {
  test('the demo admin finds the seeded night sold twice, with its unit, host, other site and stay', async ({
    page,
    lang,
    baseURL,
  }) => {
    test.slow();
    const t = T[lang];
    // The README's demo admin: password, then a code from the demo's TOTP secret.
    await signInStaff(page.context(), baseURL!);
    await page.goto(`/${lang}/admin`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/calendar-conflicts$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const row = page.getByRole('row').filter({ hasText: 'Booking.com (demo)' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('host@sakan.example');
    await expect(row).toContainText(/SKN-/);
    await expect(page.getByRole('link', { name: t.title })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
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
