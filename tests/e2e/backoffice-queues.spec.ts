import { expect, expectAccessible, test, type Lang } from './fixtures';
import { signInAsAdmin } from './support/backoffice';

/**
 * The console's queues with the demo admin, on the seeded items of this spec's language
 * (server/db/seed/queues-demo.ts: each language its own, so the two projects never decide the same one).
 */
const T = {
  en: {
    submissions: 'Property submissions',
    searchRequests: 'Search the requests',
    search: 'Search',
    accept: 'Accept and make a draft unit',
    reason: 'Reason',
    hide: 'Hide the review',
    hidden: 'Hidden: guests no longer see it, and the unit’s rating leaves it out.',
    restore: 'Restore the review',
    restored: 'Restored: guests see it again, and the unit’s rating counts it.',
    hiddenBadge: 'Hidden',
    shownBadge: 'Shown',
    sortBySent: 'Sent',
    console: 'Console',
    contact: 'Contact messages',
  },
  ar: {
    submissions: 'طلبات عرض العقارات',
    searchRequests: 'ابحث في الطلبات',
    search: 'بحث',
    accept: 'اقبل وأنشئ مسودة وحدة',
    reason: 'السبب',
    hide: 'أخفِ التقييم',
    hidden: 'أُخفي التقييم: لم يعد الضيوف يرونه، ولم يعد يدخل في تقييم الوحدة.',
    restore: 'أعِد التقييم',
    restored: 'أُعيد التقييم: يراه الضيوف من جديد، ويدخل في تقييم الوحدة.',
    hiddenBadge: 'مخفي',
    shownBadge: 'ظاهر',
    sortBySent: 'تاريخ الإرسال',
    console: 'لوحة التشغيل',
    contact: 'رسائل التواصل',
  },
} as const satisfies Record<Lang, unknown>;

const reference = (lang: Lang) => `P-DEMO${lang.toUpperCase()}01`;

test.describe('the console’s queues', () => {
  test('an admin sorts and searches the submissions, and hides and restores a review', async ({
    page,
    lang,
    baseURL,
  }) => {
    test.slow();
    const t = T[lang];
    await signInAsAdmin(page.context(), baseURL!);

    // A property submission, found with the grid's search and sorted by a header.
    await page.goto(`/${lang}/admin/property-submissions`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.submissions);
    await expect(page.getByRole('link', { name: new RegExp(t.submissions) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const sent = page.getByRole('columnheader', { name: t.sortBySent });
    await sent.getByRole('button').click();
    await expect(page).toHaveURL(/sort=created_at/);
    await expect(page.getByRole('columnheader', { name: t.sortBySent })).toHaveAttribute(
      'aria-sort',
      /ascending|descending/,
    );
    await page.getByRole('searchbox', { name: t.searchRequests }).fill(reference(lang));
    await page.getByRole('button', { name: t.search, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${reference(lang)}`));
    await expectAccessible(page);
    // Its page reads the applicant, the place and the photos (the journey spec decides one).
    await page.getByRole('link', { name: reference(lang) }).click();
    await expect(page.getByRole('button', { name: t.accept })).toBeVisible();
    await expectAccessible(page);

    // A low-scored review hidden with a reason, then restored.
    await page.goto(`/${lang}/admin/reviews?q=${encodeURIComponent(`Demo review ${lang}:`)}`);
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('textbox', { name: t.reason }).fill('A phone number in the text.');
    await page.getByRole('button', { name: t.hide }).click();
    await expect(page.getByText(t.hidden)).toBeVisible();
    await expect(page.getByText(t.hiddenBadge, { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: t.restore }).click();
    await expect(page.getByText(t.restored)).toBeVisible();
    await expect(page.getByText(t.shownBadge, { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a queue is usable at 390 px', async ({ page, lang, baseURL }) => {
    const t = T[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/contact-messages`);
    await expect(page.getByRole('table')).toBeVisible();
    // The sections' row scrolls sideways on a phone; the open one is brought into view.
    await expect(
      page.getByRole('navigation', { name: t.console }).getByRole('link', { name: new RegExp(t.contact) }),
    ).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expectAccessible(page);
  });
});
