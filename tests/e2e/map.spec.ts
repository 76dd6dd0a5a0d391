import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const TEXT = {
  en: {
    show: 'Show map',
    results: 'Map of these stays',
    where: 'Where you’ll be',
    area: 'Map of the area around this stay',
  },
  ar: {
    show: 'عرض الخريطة',
    results: 'خريطة هذه الأماكن',
    where: 'أين ستقيم',
    area: 'خريطة المنطقة المحيطة بهذا السكن',
  },
};

/**
 * Every request to anything but this machine, from the pages and (in Chromium) the service worker:
 * the maps must need no third party.
 */
function outsideRequests(context: BrowserContext): string[] {
  const outside: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (['data:', 'blob:'].includes(url.protocol)) return;
    if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) outside.push(request.url());
  });
  return outside;
}

/** The name of a marker a pointer can reach (neighbours' price tags may overlap). */
const uncoveredMarker = (page: Page) =>
  page.evaluate(() => {
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a.map-price'))) {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit && link.contains(hit)) return { name: link.getAttribute('aria-label')!, path: link.pathname };
    }
    return null;
  });

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test(`the listing's map leads to a unit's area, all from this site (${viewport.name})`, async ({
    page,
    context,
    lang,
  }) => {
    const t = TEXT[lang];
    const outside = outsideRequests(context);
    await page.setViewportSize(viewport);
    await page.goto(`/${lang}/listing?city=riyadh`);
    await page.getByRole('button', { name: t.show }).click();
    const map = page.getByRole('region', { name: t.results });
    const markers = map.getByRole('link');
    await expect(markers.first()).toBeVisible();
    expect(await markers.count()).toBeGreaterThan(1);
    // Each marker is the unit's price.
    await expect(markers.first()).toHaveText(/[\d٠-٩]/);
    // The zoom control sits at the start of the line: top right in Arabic.
    await expect(
      map.locator(`.leaflet-top.leaflet-${lang === 'ar' ? 'right' : 'left'} .leaflet-control-zoom`),
    ).toBeVisible();
    await expectAccessible(page);

    await map.scrollIntoViewIfNeeded();
    const marker = await uncoveredMarker(page);
    expect(marker).not.toBeNull();
    await map.getByRole('link', { name: marker!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${marker!.path}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('heading', { name: t.where }).scrollIntoViewIfNeeded();
    const area = page.getByRole('region', { name: t.area });
    await expect(area.locator('path.map-area')).toBeVisible();
    // Drawn on the bundled outlines: no tiles by default.
    await expect(area.locator('path.map-land.served').first()).toBeAttached();
    await expect(area.locator('img.leaflet-tile')).toHaveCount(0);
    await expectAccessible(page);
    expect(outside).toEqual([]);
  });
}
