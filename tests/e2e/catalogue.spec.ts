import { expect, expectAccessible, test } from './fixtures';

const T = {
  en: {
    city: 'City',
    sortBy: 'Sort by',
    cheapest: 'Price: low to high',
    reserve: 'Reserve',
    guests: 'Guests',
    stays: /\d+\+? stays/,
    next: 'Next',
    pages: 'Pages of results',
  },
  ar: {
    city: 'المدينة',
    sortBy: 'الترتيب حسب',
    cheapest: 'السعر: من الأقل إلى الأعلى',
    reserve: 'احجز',
    guests: 'الضيوف',
    stays: /إقامة|إقامات/,
    next: 'التالي',
    pages: 'صفحات النتائج',
  },
} as const;

test.describe('catalogue', () => {
  test('the listing filters through the URL and leads to a unit page', async ({ page, lang }) => {
    const t = T[lang];
    await page.goto(`/${lang}/listing?guests=4`);
    await expect(page.getByRole('status')).toHaveText(t.stays);
    const cards = page.locator('.unit-card');
    await expect(cards.first()).toBeVisible();
    // Every image comes in the widths the spec's business constants list, with its size set so nothing shifts.
    const image = cards.first().locator('img');
    await expect(image).toHaveAttribute('srcset', /320w.*640w.*768w.*1024w.*1280w.*1536w/);
    await expect(image).toHaveAttribute('width', '1280');

    await page.getByRole('button', { name: new RegExp(t.sortBy) }).click();
    await page.getByRole('option', { name: t.cheapest }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/guests=4/);
    await expectAccessible(page);

    // The new order shows once its page of results has arrived (the old one stays until then).
    const sorted = await page.request.get('/api/v1/units/filter?guests=4&sort=price_asc&per_page=12', {
      headers: { 'accept-language': lang },
    });
    const title = ((await sorted.json()) as { data: { items: { title: string }[] } }).data.items[0]?.title;
    await expect(cards.first().getByRole('heading')).toHaveText(title ?? '');
    // The whole card is the link: a tap where the price is shown opens the unit as well as one on the photo.
    const price = cards.first().locator('.unit-card-price');
    await price.scrollIntoViewIfNeeded();
    const priceBox = await price.boundingBox();
    if (!priceBox) throw new Error('the first card shows no price');
    await page.mouse.click(priceBox.x + priceBox.width / 2, priceBox.y + priceBox.height / 2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    await expect(page.getByRole('link', { name: t.reserve })).toBeVisible();
    // District and city joined with the language's own comma (، in Arabic).
    const place = page.locator('.unit-place');
    await expect(place).toContainText(lang === 'ar' ? '، ' : ', ');
    if (lang === 'ar') await expect(place).not.toContainText(', ');
    // The main photo (AVIF first, in a <picture>) leads the gallery: first row, twice a thumbnail's width.
    const main = await page.locator('.gallery-main').boundingBox();
    const thumb = await page.locator('.gallery-thumb').first().boundingBox();
    expect(main && thumb && Math.abs(main.y - thumb.y) < 2 && main.width > thumb.width * 1.8).toBe(true);
    await expect(page.locator('.gallery picture source[type="image/avif"]')).toHaveCount(1);
    await expectAccessible(page);
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc/);
  });

  test('the pager moves through results and keeps the filters', async ({ page, lang }) => {
    const t = T[lang];
    await page.goto(`/${lang}/listing?guests=2`);
    const first = await page.locator('.unit-card-title').first().textContent();
    await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.next }).click();
    await expect(page).toHaveURL(/guests=2/);
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.unit-card-title').first()).not.toHaveText(first ?? '');
  });

  test('an unknown unit shows the 404 screen', async ({ page, lang, t }) => {
    await page.goto(`/${lang}/units/no-such-unit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
  });
});

test('the currency switcher changes every price shown', async ({ page, lang }) => {
  await page.goto(`/${lang}/listing`);
  const price = page.locator('.unit-card-price').first();
  await expect(price).toContainText(lang === 'ar' ? 'ر.س' : 'SAR');
  await page.getByRole('button', { name: lang === 'ar' ? /العملة/ : /Currency/ }).click();
  // Arabic names a currency by the sign its prices carry, English by its code (src/lib/currency.ts).
  await page.getByRole('menuitemradio', { name: lang === 'ar' ? 'US$' : /USD/ }).click();
  await expect(price).toContainText(lang === 'ar' ? 'US$' : '$');
  await expect(price).not.toContainText(lang === 'ar' ? 'ر.س' : 'SAR');
  // The choice is remembered (spec, entities: the currency is stored by its code).
  await page.reload();
  await expect(page.locator('.unit-card-price').first()).not.toContainText(lang === 'ar' ? 'ر.س' : 'SAR');
});
