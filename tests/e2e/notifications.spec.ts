import { expect, expectAccessible, test } from './fixtures';
import { T, signedIn } from './support/engage';

/* Notifications (issue 22): one unread count moves the bell, the title and the app badge. */

test.describe('notifications', () => {
  test('a server-side event moves the bell, the tab title and the app badge within 2 s; mark all read clears them', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    const t = T[lang];
    await page.addInitScript(() => {
      const calls: number[] = [];
      (window as unknown as { badgeCalls: number[] }).badgeCalls = calls;
      Object.assign(navigator, {
        setAppBadge: (n?: number) => (calls.push(n ?? 0), Promise.resolve()),
        clearAppBadge: () => (calls.push(0), Promise.resolve()),
      });
    });
    const account = await signedIn(context, baseURL!, lang);
    await page.goto(`/${lang}/account`);
    const bell = page.locator('[data-bell]');
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('unread-summary')).toHaveText(t.allRead);
    // Let the stream connect before the event.
    await page.waitForTimeout(1000);

    const sent = Date.now();
    const res = await context.request.post('/api/v1/investment/requests', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { investment_unit: 'obhur-beach-chalets', shares: 4 },
    });
    expect(res.status(), await res.text()).toBe(201);

    await expect(page.getByTestId('bell-count')).toHaveText(/^(1|١)$/, { timeout: 2000 });
    await expect(page).toHaveTitle(/^\(1\) /, { timeout: 2000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls.at(-1)), {
        timeout: 2000,
      })
      .toBe(1);
    await expect(page.getByTestId('unread-summary')).not.toHaveText(t.allRead, { timeout: 2000 });
    expect(Date.now() - sent).toBeLessThan(4000);

    await bell.click();
    await expect(page.getByRole('heading', { level: 1, name: t.notifications })).toBeVisible();
    await expect(page.locator('.notification-unread')).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: t.markAll }).click();
    await expect(page.getByTestId('bell-count')).toHaveCount(0);
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls.at(-1)))
      .toBe(0);

    await page.locator('.notification-link').first().click();
    await expect(page.locator('.notification-detail h2')).toBeVisible();
    await expectAccessible(page);
  });

  test('empty notifications and wishlist pages say what to do, pass axe, and an unknown id says so', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    await signedIn(context, baseURL!, lang);
    await page.goto(`/${lang}/account/notifications`);
    await expect(page.locator('.empty-state')).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/${lang}/account/wishlist`);
    await expect(page.locator('.empty-state')).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/${lang}/account/notifications/999999`);
    await expect(page.locator('.empty-state')).toBeVisible();
    await expectAccessible(page);
  });
});
