import type { Page } from '@playwright/test';
import { expect, reachFooter, test } from './fixtures';

test.describe('app shell', () => {
  test('the bare root shows the home page in the browser language', async ({ page, lang, t }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.homeTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page).toHaveURL(/\/$/);
  });

  test('each page takes its title from the catalogue', async ({ page, lang, t }) => {
    // Pages without a search entry (meta) keep the translated heading as their title.
    await page.goto(`/${lang}/sign-in`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInTitle);
    await expect(page).toHaveTitle(`${t.signInTitle} · ${t.brand}`);
  });

  test("a page opened from the home page takes its own title, not the home page's", async ({
    page,
    request,
    lang,
    t,
  }) => {
    const meta = async (path: string) =>
      (
        (await (await request.get(path, { headers: { 'Accept-Language': lang } })).json()) as {
          data: { meta: { title: string } };
        }
      ).data.meta.title;
    const [homeTitle, listingTitle] = await Promise.all([
      meta('/api/v1/meta?page=home'),
      meta('/api/v1/meta/units'),
    ]);
    await page.goto(`/${lang}`);
    await expect(page).toHaveTitle(homeTitle);
    // The header's links navigate inside the app, with the home page's meta already in the cache.
    await page.getByRole('navigation', { name: t.mainNav }).getByRole('link', { name: t.staysNav }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/listing`));
    await expect(page).toHaveTitle(listingTitle);
    await page.getByRole('banner').getByRole('link', { name: t.signInTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/sign-in`));
    await expect(page).toHaveTitle(`${t.signInTitle} · ${t.brand}`);
  });

  test('switching language keeps the page and flips the direction', async ({ page, lang, context, t }) => {
    const other = lang === 'en' ? 'ar' : 'en';
    await page.goto(`/${lang}/faq?q=visa`);
    await page.getByRole('link', { name: t.switchTo, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${other}/faq\\?q=visa$`));
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      other === 'ar' ? 'الأسئلة الشائعة' : 'Frequently asked questions',
    );
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe(other);
    // Spec, entities: the language cookie lasts 365 days and covers the whole site.
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    // The bare root now opens in the chosen language.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });

  test('an unknown page shows the 404 screen inside the layout', async ({ page, lang, t }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    await page.goto(`/${lang}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.locator('img[src*="error-cover"]')).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    expect(warnings).toContain(`Page Not Found: /${lang}/no-such-page`);
  });

  test('an unprefixed path opens in the visitor language', async ({ page, lang, t }) => {
    await page.goto('/about-us');
    await expect(page).toHaveURL(new RegExp(`/${lang}/about-us$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.aboutTitle);
  });

  test('the theme survives a reload with no flash of the other theme', async ({ page, lang, t }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`/${lang}`);
    await reachFooter(page);
    await page
      .getByRole('radio', { name: t.darkTheme })
      .or(page.getByRole('button', { name: t.darkTheme }))
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload({ waitUntil: 'commit' });
    // Read before any module script has run: the inline boot script alone set it.
    await page.waitForSelector('html[data-theme]', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a slow navigation shows the 3 px loading bar until the page is ready', async ({ page, lang, t }) => {
    await page.goto(`/${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.homeTitle);
    const bar = page.locator('.loading-bar');
    await expect(bar).toHaveAttribute('data-phase', 'idle');
    // Hold the FAQ page's code for a second, well past the 200 ms throttle.
    await page.route(/\/assets\/faq-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: t.faqLink, exact: true }).click();
    await expect(bar).toHaveAttribute('data-phase', 'loading');
    expect(await bar.evaluate((el) => getComputedStyle(el).blockSize)).toBe('3px');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.faqTitle);
    await expect(bar).toHaveAttribute('data-phase', 'idle');
  });

  test("a phone's scroll indicator waits until the page has settled; a desktop scrollbar never hides", async ({
    browser,
    baseURL,
    lang,
  }) => {
    const scrollbar = (page: Page) =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
    const open = async (phone: boolean) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 412, height: 823 },
        ...(phone ? { isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      // The app's code is held back, so the page is as a visitor sees it before it has settled.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/${lang}`, { waitUntil: 'domcontentloaded' });
      return { page, release, close: () => context.close() };
    };

    const phone = await open(true);
    expect(await scrollbar(phone.page)).toBe('none');
    phone.release();
    await expect(phone.page.locator('html')).toHaveAttribute('data-settled', '', { timeout: 15_000 });
    expect(await scrollbar(phone.page)).toBe('auto');
    await phone.close();

    const desktop = await open(false);
    expect(await scrollbar(desktop.page)).toBe('auto');
    desktop.release();
    await desktop.close();
  });

  test("the footer's newsletter, social links and theme switch load only when the footer comes near", async ({
    page,
    lang,
    t,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`/${lang}`);
    // The page has started (its header's currency switch is there) and settled.
    await expect(page.locator('.site-header .field')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-settled', '');
    expect(requested.filter((path) => /\/assets\/(FooterExtras|ThemeSwitch)-/.test(path))).toEqual([]);
    await expect(page.locator('form.newsletter')).toHaveCount(0);

    await reachFooter(page);
    await expect(page.getByRole('link', { name: t.instagram })).toBeVisible();
    expect(requested.filter((path) => /\/assets\/(FooterExtras|ThemeSwitch)-/.test(path))).toHaveLength(2);
  });

  test('keyboard focus entering the footer loads its parts before they scroll in', async ({ page, lang }) => {
    await page.goto(`/${lang}`);
    await expect(page.locator('html')).toHaveAttribute('data-settled', '');
    await page
      .locator('footer.site-footer a')
      .first()
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expect(page.locator('form.newsletter')).toHaveCount(1);
  });

  test('the footer shows the social links from settings', async ({ page, lang, t }) => {
    await page.goto(`/${lang}`);
    await reachFooter(page);
    const link = page.getByRole('link', { name: t.instagram });
    await expect(link).toHaveAttribute('href', /instagram\.com/);
  });

  test('the newsletter form validates in the page language and confirms with a toast', async ({
    page,
    lang,
    t,
  }) => {
    await page.goto(`/${lang}`);
    await reachFooter(page);
    const email = page.getByRole('textbox', { name: t.emailLabel });
    await email.fill('not-an-email');
    await page.getByRole('button', { name: t.subscribe }).click();
    await expect(page.getByText(t.invalidEmail)).toBeVisible();
    await email.fill(`guest-${lang}-${Date.now()}@example.com`);
    await page.getByRole('button', { name: t.subscribe }).click();
    await expect(page.getByText(t.subscribed)).toBeVisible();
    await expect(email).toHaveValue('');
  });
});
