import { expect, test, type Lang } from './fixtures';
import { T as ENGAGE, waitForServiceWorker } from './support/engage';
import { waitForSavedQuery } from './support/offline';

/**
 * The FAQ and the informative pages read their text from the API. Once visited, they stay readable
 * offline: the saved query cache is read back before the page asks for its data, and the page says
 * it shows a saved copy, as the other offline pages do.
 */
const T = {
  en: {
    bookQuestion: 'How do I book a stay?',
    onThisPage: 'On this page',
    offlineTitle: 'You’re offline',
    pageKept: 'This page is kept on this device once you open it online.',
    generic: 'Something went wrong',
  },
  ar: {
    bookQuestion: 'كيف أحجز إقامة؟',
    onThisPage: 'في هذه الصفحة',
    offlineTitle: 'أنت غير متصل',
    pageKept: 'تُحفظ هذه الصفحة على هذا الجهاز بعد فتحها وأنت متصل.',
    generic: 'حدث خطأ ما',
  },
} satisfies Record<Lang, Record<string, string>>;

test.describe('content pages offline', () => {
  test('the FAQ and the about page show their saved text offline, with the offline note', async ({
    page,
    context,
    lang,
  }) => {
    const t = T[lang];
    await page.goto(`/${lang}/faq`);
    await expect(page.getByRole('button', { name: t.bookQuestion })).toBeVisible();
    await waitForServiceWorker(page);
    await page.goto(`/${lang}/about-us`);
    await expect(page.getByRole('navigation', { name: t.onThisPage })).toBeVisible();
    await waitForSavedQuery(page, `"faqs","${lang}"`);
    await waitForSavedQuery(page, `"page","about-us","${lang}"`);

    await context.setOffline(true);
    // Straight from the address bar: the worker serves the shell and the page reads the saved copy.
    await page.goto(`/${lang}/faq`);
    await expect(page.getByRole('button', { name: t.bookQuestion })).toBeVisible();
    await expect(page.getByText(ENGAGE[lang].offlineNote)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: t.bookQuestion })).toBeVisible();
    await page.goto(`/${lang}/about-us`);
    await expect(page.getByRole('navigation', { name: t.onThisPage })).toBeVisible();
    await expect(page.getByText(ENGAGE[lang].offlineNote)).toBeVisible();
    await context.setOffline(false);
  });

  test('a page never opened says offline what it keeps, in the shell, never the generic error', async ({
    page,
    context,
    lang,
    t: shell,
  }) => {
    const t = T[lang];
    await page.goto(`/${lang}`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(`/${lang}/about-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.offlineTitle);
    await expect(page.getByText(t.pageKept)).toBeVisible();
    await expect(page.getByRole('navigation', { name: shell.mainNav })).toBeVisible();
    await expect(page.getByText(t.generic)).toHaveCount(0);
    await context.setOffline(false);
  });
});
