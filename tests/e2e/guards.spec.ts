import { expect, signIn, test } from './fixtures';

const enc = encodeURIComponent;

test.describe('guards and redirects (spec: screens, routes and guards)', () => {
  test('a guest asking for an account page goes to sign-in with the full path', async ({ page, lang, t }) => {
    await page.goto(`/${lang}/account/reviews?page=2`);
    await expect(page).toHaveURL(`/${lang}/sign-in?redirect=${enc(`/${lang}/account/reviews?page=2`)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signInTitle);
  });

  for (const path of ['/complete-profile', '/dashboard']) {
    test(`a guest asking for ${path} goes to sign-in`, async ({ page, lang }) => {
      await page.goto(`/${lang}${path}`);
      await expect(page).toHaveURL(`/${lang}/sign-in?redirect=${enc(`/${lang}${path}`)}`);
    });
  }

  test('an unprefixed protected path keeps the visitor path in redirect', async ({ page, lang }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(`/${lang}/sign-in?redirect=${enc('/account')}`);
  });

  test('a signed-in visitor is sent home from the signed-out pages', async ({
    page,
    context,
    baseURL,
    lang,
    t,
  }) => {
    await signIn(context, baseURL!);
    for (const path of ['sign-in', 'sign-up', 'verify-otp', 'reset-password', 'forget-password']) {
      await page.goto(`/${lang}/${path}`);
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.homeTitle);
  });

  test('a signed-in visitor can open the account pages', async ({ page, context, baseURL, lang, t }) => {
    await signIn(context, baseURL!);
    await page.goto(`/${lang}/account`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.accountTitle);
  });

  test('complete-profile sends a ready account home', async ({ page, context, baseURL, lang }) => {
    await signIn(context, baseURL!, { account_ready: true });
    await page.goto(`/${lang}/complete-profile`);
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  });

  test('complete-profile stays open for an account that is not ready', async ({
    page,
    context,
    baseURL,
    lang,
  }) => {
    await signIn(context, baseURL!, { account_ready: false });
    await page.goto(`/${lang}/complete-profile`);
    await expect(page).toHaveURL(`/${lang}/complete-profile`);
  });

  test('a social user is sent from login-security to the account page', async ({
    page,
    context,
    baseURL,
    lang,
  }) => {
    await signIn(context, baseURL!, { type: 'social' });
    await page.goto(`/${lang}/account/login-security`);
    await expect(page).toHaveURL(`/${lang}/account`);
  });

  test('a route rule redirects a page load on the server, keeping the prefix', async ({ page, lang, t }) => {
    await page.goto(`/${lang}/support`);
    await expect(page).toHaveURL(`/${lang}/contact-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.contactTitle);
  });

  test('a route rule behind sign-in is applied by the client guard', async ({
    page,
    context,
    baseURL,
    lang,
  }) => {
    await signIn(context, baseURL!);
    await page.goto(`/${lang}/dashboard`);
    await expect(page).toHaveURL(`/${lang}/account`);
  });

  test('an external route rule answers a page load with a redirect to that address', async ({
    page,
    lang,
  }) => {
    const res = await page.request.get(`/${lang}/app`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('https://apps.apple.com/app/sakan');
  });

  test('an external route rule met during in-app navigation sends the browser there', async ({
    page,
    lang,
    t,
  }) => {
    await page.route('https://apps.apple.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>App Store</title>' }),
    );
    const rulesLoaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/route-rules'));
    await page.goto(`/${lang}`);
    await rulesLoaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.homeTitle);
    // An in-app navigation never reaches the server, so the client guard must apply the rule itself.
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, `/${lang}/app`);
    await expect(page).toHaveURL('https://apps.apple.com/app/sakan');
  });
});
