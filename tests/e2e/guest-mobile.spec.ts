import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** Text as the catalogues have it; numbers are formatted in the page, as the page formats them. */
const T = {
  en: {
    photo: (n: string, total: string) => `Photo ${n} of ${total}`,
    next: 'ArrowRight',
    filters: 'Filters',
    oneFilter: 'Filters, 1 in use',
    city: 'City',
    show: /^Show \d+\+? stays?$/,
    reserve: 'Reserve',
    share: 'Share',
    copied: 'Link copied',
  },
  ar: {
    photo: (n: string, total: string) => `الصورة ${n} من ${total}`,
    // Photos run right to left: the next one is on the left.
    next: 'ArrowLeft',
    filters: 'عوامل التصفية',
    oneFilter: 'عوامل التصفية، عامل واحد مفعّل',
    city: 'المدينة',
    show: /^عرض /,
    reserve: 'احجز',
    share: 'مشاركة',
    copied: 'تم نسخ الرابط',
  },
} as const;

test.use({ viewport: { width: 390, height: 844 } });

/** A unit with several photos, read from the API so the test follows the seed. */
async function unitWithPhotos(request: APIRequestContext): Promise<{ slug: string; photos: number }> {
  const list = await (await request.get('/api/v1/units/filter?per_page=10')).json();
  for (const { slug } of list.data.items as { slug: string }[]) {
    const unit = await (await request.get(`/api/v1/units/show-by-slug/${slug}`)).json();
    const photos = (unit.data.unit.images as unknown[]).length;
    if (photos >= 3) return { slug, photos };
  }
  throw new Error('No seeded unit has three photos');
}

/** A number as the page writes it in its language. */
const num = (page: Page, n: number) =>
  page.evaluate((value) => new Intl.NumberFormat(document.documentElement.lang).format(value), n);

test('on a phone: the photo gallery, the booking bar and sharing a unit', async ({ page, context, lang }) => {
  const t = T[lang];
  const { slug, photos } = await unitWithPhotos(page.request);
  // Chromium on Linux has no share sheet, but a browser that had one would not take the copy path.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/${lang}/units/${slug}`);

  const first = page.locator('.gallery-photo').first();
  await first.click();
  const gallery = page.getByRole('dialog');
  const count = gallery.locator('[aria-live="polite"]');
  const total = await num(page, photos);
  await expect(count).toContainText(t.photo(await num(page, 1), total));
  await page.keyboard.press(t.next);
  await expect(count).toContainText(t.photo(await num(page, 2), total));
  // The photo on show is named by its own alt text, which is read out with its position.
  const alt = await gallery.locator('img').getAttribute('alt');
  expect(alt).toBeTruthy();
  await expect(count).toContainText(alt ?? '');
  await page.keyboard.press('End');
  await expect(count).toContainText(t.photo(total, total));
  // A swipe towards the reading direction's end (rightwards in English) brings the previous photo back.
  const stage = await gallery.locator('.photo-gallery-stage').boundingBox();
  if (!stage) throw new Error('the gallery shows no photo');
  const [from, to] = lang === 'ar' ? [0.8, 0.2] : [0.2, 0.8];
  await page.mouse.move(stage.x + stage.width * from, stage.y + stage.height / 2);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * to, stage.y + stage.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(count).toContainText(t.photo(await num(page, photos - 1), total));
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(first).toBeFocused();

  // The booking card is far down; the bar at the bottom of the screen brings it into view.
  const bar = page.getByRole('region', { name: lang === 'ar' ? 'احجز هذه الإقامة' : 'Reserve this stay' });
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: t.reserve }).click();
  await expect(page.locator('#book')).toBeInViewport();

  await page.getByRole('button', { name: t.share }).click();
  await expect(page.getByText(t.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url().split('?')[0]);
});

test('on a phone: the listing filters wait behind a Filters button', async ({ page, lang }) => {
  const t = T[lang];
  await page.goto(`/${lang}/listing`);
  // The results start on the first screen, the fields are not shown.
  await expect(page.locator('.unit-card').first()).toBeInViewport();
  await expect(page.getByRole('region', { name: t.filters })).toBeHidden();

  await page.getByRole('button', { name: t.filters, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: t.filters });
  await expect(sheet).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole('button', { name: new RegExp(t.city) }).click();
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/city=/);
  await sheet.getByRole('button', { name: t.show }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: t.oneFilter })).toBeVisible();
});
