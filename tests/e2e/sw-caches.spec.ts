import type { Page } from '@playwright/test';
import { expect, test, TEXT, type Lang } from './fixtures';
import { waitForSavedQuery } from './support/offline';
import { waitForServiceWorker } from './support/service-worker';

/** The listing's saved-copy note, with the copy's age ("saved now", "حُفظت الآن"...). */
const SAVED_COPY: Record<Lang, RegExp> = {
  en: /You’re offline\. These are the last stays you searched, saved (now|\d+ minutes? ago)/,
  ar: /أنت غير متصل\. هذه آخر الإقامات التي بحثت عنها، محفوظة/,
};

/*
 * The service worker's runtime caches (sw/runtime-caches.ts). Playwright's setOffline does not reach a
 * service worker's own fetches (microsoft/playwright#2311), so "answered from the cache" is proven by the
 * Date header: a stored answer keeps the Date it was fetched with.
 */

/** Every request URL stored in any cache of this origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

/** Waits for stale-while-revalidate's background write, then returns the stored key matching `part`. */
async function cachedKey(page: Page, part: string): Promise<URL> {
  let found: string | undefined;
  await expect
    .poll(async () => (found = (await cachedUrls(page)).find((url) => url.includes(part))), {
      timeout: 10_000,
    })
    .toBeDefined();
  return new URL(found!);
}

/** The request the app made, rebuilt from a cache key: the URL without the key's parameters. */
function requestOf(key: URL, lang: Lang, currency: string) {
  const url = new URL(key);
  url.searchParams.delete('sw-lang');
  url.searchParams.delete('sw-currency');
  return { url: url.pathname + url.search, headers: { 'Accept-Language': lang, currency } };
}

interface Answer {
  date: string | null;
  language: string | null;
  currency: string | undefined;
}

/** A fetch from the page (so through the worker), reduced to what the tests compare. */
function fetchThroughWorker(page: Page, request: { url: string; headers: Record<string, string> }) {
  return page.evaluate(async ({ url, headers }): Promise<Answer> => {
    const res = await fetch(url, { headers });
    const body = (await res.json()) as {
      data?: { items?: { price_per_night?: { currency?: string } }[] };
    };
    return {
      date: res.headers.get('date'),
      language: res.headers.get('content-language'),
      currency: body.data?.items?.[0]?.price_per_night?.currency,
    };
  }, request);
}

/**
 * From home, opens the listing, then the first unit, in the app; returns the unit page's path and title.
 * In the app, not from the address bar: a page opened from the address bar is the server's rendering
 * (the worker passes navigations through), whose data comes with the page and not through the worker.
 */
async function browseListingAndUnit(page: Page, lang: Lang) {
  await page.goto(`/${lang}`);
  await waitForServiceWorker(page);
  await page
    .getByRole('navigation', { name: TEXT[lang].mainNav })
    .getByRole('link', { name: TEXT[lang].staysNav })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/listing`));
  await expect(page.locator('.result-count')).toBeVisible();
  const card = page.locator('.unit-card').first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return { unitPath: new URL(page.url()).pathname, title };
}

test.describe('service worker runtime caches', () => {
  test('stores listing and unit answers per language and currency, and answers from them', async ({
    page,
    lang,
  }) => {
    await browseListingAndUnit(page, lang);
    const listing = await cachedKey(page, '/api/v1/units/filter');
    await cachedKey(page, '/api/v1/units/show-by-slug/');
    expect(listing.searchParams.get('sw-lang')).toBe(lang);
    expect(listing.searchParams.get('sw-currency')).toBe('SAR');

    const stored = await page.evaluate(
      async (key) => (await caches.match(key))?.headers.get('date') ?? null,
      listing.href,
    );
    expect(stored).not.toBeNull();
    // Dates have one-second resolution: wait past it, so a network answer could not carry the same one.
    await page.waitForTimeout(1_100);
    const again = await fetchThroughWorker(page, requestOf(listing, lang, 'SAR'));
    expect(again.date).toBe(stored);
    expect(again.language).toBe(lang);
    expect(again.currency).toBe('SAR');

    // The same URL in the other language, or in another currency, is never answered with that copy.
    const other: Lang = lang === 'en' ? 'ar' : 'en';
    const otherLanguage = await fetchThroughWorker(page, requestOf(listing, other, 'SAR'));
    expect(otherLanguage.language).toBe(other);
    const otherCurrency = await fetchThroughWorker(page, requestOf(listing, lang, 'USD'));
    expect(otherCurrency.currency).toBe('USD');
  });

  test('a listing and a unit page seen online open again offline', async ({ page, context, lang }) => {
    const { unitPath, title } = await browseListingAndUnit(page, lang);
    await cachedKey(page, '/api/v1/units/show-by-slug/');
    await waitForSavedQuery(page, `"units","last-seen","${lang}"`);
    await context.setOffline(true);
    try {
      await page.goto(`/${lang}/listing`);
      await expect(page.locator('.unit-card').first()).toBeVisible();
      await page.goto(unitPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // A search never made online shows the last results seen, marked as a saved copy with its age.
      await page.goto(`/${lang}/listing?guests=9`);
      await expect(page.getByText(SAVED_COPY[lang])).toBeVisible();
      await expect(page.locator('.unit-card').first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test("missing pages keep the server's 404 under the worker, and a bad slug logs no error", async ({
    page,
    lang,
    t,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('ApiError')) errors.push(message.text());
    });
    await page.goto(`/${lang}`);
    await waitForServiceWorker(page);
    for (const path of ['no-such-page', 'units/no-such-unit']) {
      const response = await page.goto(`/${lang}/${path}`);
      expect(response?.fromServiceWorker()).toBe(true);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    }
    expect(errors).toEqual([]);
  });

  test('nothing personal is stored', async ({ page, lang }) => {
    await browseListingAndUnit(page, lang);
    // The same public GET with and without a token, and a POST: only the guest's GET may be stored.
    await page.evaluate(async (language) => {
      const headers = { 'Accept-Language': language, currency: 'SAR' };
      await fetch('/api/v1/units/featured?probe=guest', { headers });
      await fetch('/api/v1/units/featured?probe=token', {
        headers: { ...headers, Authorization: 'Bearer e2e-access-token' },
      });
      await fetch('/api/v1/units/check-availability', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: '{}',
      });
    }, lang);
    await cachedKey(page, 'probe=guest');

    const api = (await cachedUrls(page))
      .map((url) => new URL(url))
      .filter((url) => url.pathname.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((url) => url.searchParams.get('probe') === 'token')).toEqual([]);
    const personal =
      /^\/api\/v1\/(?:profile|change-password|login|register|logout|social-login|send-otp|validate-otp|reset-password|account|reservations|wishlist|favorites|notifications|loyalty|checkout|investment\/requests|units\/check-availability|settings\/auth)\b/;
    expect(api.filter((url) => personal.test(url.pathname)).map((url) => url.pathname)).toEqual([]);
    // Everything stored says which language it is in: this page only ever asked in its own.
    expect(api.filter((url) => url.searchParams.get('sw-lang') !== lang).map((url) => url.href)).toEqual([]);
  });
});
