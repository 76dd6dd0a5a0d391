import { expect, test } from './fixtures';

const NOT_FOUND = { en: 'Page not found', ar: 'الصفحة غير موجودة' };
const ANY = { en: 'Any', ar: 'أي عدد' };

test.describe('flaws a new visitor met', () => {
  test('a missing page answers HTTP 404 and still shows the not-found screen', async ({ page, lang }) => {
    for (const path of [
      `/${lang}/no-such-page`,
      `/${lang}/units/no-such-unit`,
      `/${lang}/investment-units/no-such`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: NOT_FOUND[lang] })).toBeVisible();
    }
    expect((await page.goto(`/${lang}/faq`))?.status()).toBe(200);
  });

  test('the header shows the logo on a 390 px phone', async ({ page, lang }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}`);
    const logo = page.locator('.site-header .brand img');
    await expect(logo).toBeVisible();
    const box = await logo.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(28);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(28);
    // Nothing in the header spills past the screen's edge.
    const overflow = await page.evaluate(() => {
      const header = document.querySelector('.site-header-inner')!;
      return header.scrollWidth - header.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });

  const FILTERS = { en: 'Filters', ar: 'عوامل التصفية' } as const;
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ])
    test(`the guests field shows its whole "any" placeholder on home and listing (${viewport.name})`, async ({
      page,
      lang,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of [`/${lang}`, `/${lang}/listing`]) {
        await page.goto(path);
        // On a phone the listing's filters wait behind their Filters button, in a sheet.
        const sheet = viewport.name === 'phone' && path.endsWith('/listing');
        if (sheet) await page.getByRole('button', { name: FILTERS[lang], exact: true }).click();
        const input = (sheet ? page.getByRole('dialog') : page)
          .getByPlaceholder(ANY[lang], { exact: true })
          .first();
        await input.scrollIntoViewIfNeeded();
        await expect(input).toBeVisible();
        const room = await input.evaluate((el: HTMLInputElement) => {
          const style = getComputedStyle(el);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = context.measureText(el.placeholder).width;
          const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return inner - text;
        });
        expect(room, path).toBeGreaterThanOrEqual(0);
      }
    });
});
