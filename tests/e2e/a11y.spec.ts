import { CARD_RULES, expect, expectAccessible, reachFooter, signIn, test } from './fixtures';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const path of [
    '',
    '/about-us',
    '/listing',
    '/investment-units',
    '/sign-in',
    '/sign-up',
    '/forget-password',
    '/no-such-page',
  ]) {
    test(`page ${path || '/'}`, async ({ page, lang }) => {
      await page.goto(`/${lang}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Reach the lazily loaded footer so it is checked too.
      if (!['/sign-in', '/sign-up', '/forget-password'].includes(path)) await reachFooter(page);
      await expectAccessible(page, { also: CARD_RULES });
    });
  }

  test('signed-in account page, dark theme', async ({ page, context, baseURL, lang }) => {
    await signIn(context, baseURL!);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/${lang}/account`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await reachFooter(page);
    await expectAccessible(page);
  });
});
