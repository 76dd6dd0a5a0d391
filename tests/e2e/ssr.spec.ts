import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The heading each rendered page must carry in its HTML, before any script runs. */
const HEADINGS = {
  en: { home: 'Stays and investments across the Gulf', listing: 'Find a stay', invest: 'Investment units' },
  ar: { home: 'إقامات واستثمارات في أنحاء الخليج', listing: 'ابحث عن إقامة', invest: 'الوحدات الاستثمارية' },
} as const;

/** How the header names a currency: Arabic uses the sign its prices carry (src/lib/money.ts). */
const SIGN = { en: { SAR: 'SAR', USD: 'USD' }, ar: { SAR: 'ر.س.', USD: 'US$' } } as const;

async function firstUnit(request: APIRequestContext, lang: string) {
  const res = await request.get('/api/v1/units/featured', { headers: { 'Accept-Language': lang } });
  const { data } = (await res.json()) as { data: { items: { slug: string; title: string }[] } };
  return data.items[0]!;
}

/** React marks the elements it has claimed; server markup no script has taken over has no such mark. */
const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * Opens a rendered page and waits until `inTurn`, a control that hydrates at start, has hydrated,
 * then a moment more: whatever is still server markup after that waits for a visitor or a scroll.
 */
async function openHydrated(page: Page, path: string, inTurn: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect.poll(() => hydrated(page.locator(inTurn))).toBe(true);
  await page.waitForTimeout(500);
}

/** The markup inside #root, as the server sent it. */
async function rootMarkup(request: APIRequestContext, path: string, cookie?: string): Promise<string> {
  const res = await request.get(path, { headers: cookie ? { cookie } : {} });
  expect(res.status()).toBe(200);
  const html = await res.text();
  return /<div id="root">([\s\S]*?)<\/div><script id="ssr-state"/.exec(html)?.[1] ?? '';
}

test.describe('server rendering', () => {
  test('a guest gets the catalogue pages rendered, in the page language', async ({ request, lang }) => {
    const h = HEADINGS[lang];
    expect(await rootMarkup(request, `/${lang}`)).toContain(h.home);
    const listing = await rootMarkup(request, `/${lang}/listing`);
    expect(listing).toContain(h.listing);
    // The results themselves, with their photos, not a skeleton.
    expect(listing.match(/class="unit-card"/g)?.length ?? 0).toBeGreaterThan(3);
    expect(listing).toMatch(/srcSet="[^"]*320w/i);

    const unit = await firstUnit(request, lang);
    const unitPage = await rootMarkup(request, `/${lang}/units/${unit.slug}`);
    expect(unitPage).toContain(unit.title.replace(/&/g, '&amp;'));
    expect(await rootMarkup(request, `/${lang}/investment-units`)).toContain(h.invest);
  });

  test('the rendered page names its own title and language alternates in <head>', async ({
    request,
    lang,
  }) => {
    const html = await (await request.get(`/${lang}/listing`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      `<title>${lang === 'en' ? 'Find a place to stay' : 'ابحث عن مكان إقامتك'}</title>`,
    );
    expect(head).toMatch(/<link rel="alternate" hrefLang="ar" href="[^"]*\/ar\/listing"/);
    // The page's code is not named in <head>: page-start.ts loads it once the page has loaded and painted.
    expect(head).not.toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
    expect(head).not.toContain('modulepreload');
    expect(head).toMatch(
      /<script type="module" async crossorigin src="\/assets\/page-start-[^"]+\.js"><\/script>/,
    );
  });

  test('a signed-in visitor gets the shell, rendered by the browser', async ({ request, lang }) => {
    const res = await request.get(`/${lang}`, { headers: { cookie: 'token=x; token_mode=bearer' } });
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('ssr-state');
  });

  test('hydration takes over the server markup without a mismatch', async ({ page, lang, request }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const unit = await firstUnit(request, lang);
    for (const path of [
      `/${lang}`,
      `/${lang}/listing`,
      `/${lang}/units/${unit.slug}`,
      `/${lang}/investment-units`,
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      // React claims the server's head elements instead of adding its own.
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    }
    // The home search works at once: its city picker opens on the first press.
    await page.goto(`/${lang}`);
    await page.getByRole('search').getByRole('button').first().click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the search’s city list and guests field hydrate only when reached, and take the first key', async ({
    page,
    lang,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The cheap controls hydrate at start, in turn; the two costly ones are left as server markup.
    await openHydrated(page, `/${lang}`, '.search-submit');
    const form = page.getByRole('search');
    const city = form.locator('.select-button');
    const guests = form.locator('.number-field input');
    expect(await hydrated(city)).toBe(false);
    expect(await hydrated(guests)).toBe(false);

    // Reached by keyboard, the city list hydrates on the spot and opens on the same key press.
    await city.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(city).toBeFocused();

    // Focusing the guests field hydrates it before the first key lands: nothing typed is lost, and
    // the search carries it.
    expect(await hydrated(guests)).toBe(false);
    await guests.focus();
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await expect(guests).toHaveValue('3');
    await form.locator('.search-submit').click();
    await expect(page).toHaveURL(/\/listing\?guests=3$/);
  });

  test('a list’s code loads only when reached, and a press made while it downloads opens the list', async ({
    page,
    lang,
  }) => {
    const selectCode: string[] = [];
    page.on('request', (r) => /\/assets\/Select-[\w-]+\.js$/.test(r.url()) && selectCode.push(r.url()));
    await openHydrated(page, `/${lang}`, '.search-submit');
    expect(selectCode).toEqual([]);

    // A slow connection: the code takes a while, and the press lands on the server's markup meanwhile.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/Select-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const city = page.getByRole('search').locator('.select-button');
    await city.click();
    await expect.poll(() => selectCode.length).toBe(1);
    await page.waitForTimeout(300);
    await expect(page.getByRole('listbox')).toBeHidden();
    release();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('option', { name: lang === 'ar' ? /الرياض/ : /Riyadh/ }).click();
    await page.getByRole('search').locator('.search-submit').click();
    await expect(page).toHaveURL(/\/listing\?city=riyadh$/);
  });

  test('after a list has been open, the next list still opens on a press made while its code loads', async ({
    page,
    lang,
  }) => {
    await openHydrated(page, `/${lang}`, '.search-submit');
    // An open list is a portal in <body>, where React then listens too, ahead of the page's root.
    await page.getByRole('search').locator('.select-button').click();
    await page.getByRole('option', { name: lang === 'ar' ? /الرياض/ : /Riyadh/ }).click();
    await expect(page.getByRole('listbox')).toBeHidden();

    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/CurrencySelect-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const currency = page.locator('.site-header .currency-switch .select-button');
    await currency.click();
    await page.waitForTimeout(300);
    release();
    await page.getByRole('menuitemradio', { name: SIGN[lang].USD }).click();
    await expect(currency).toContainText(SIGN[lang].USD);
  });

  test('the header’s currency switch is rendered by the server and hydrates on the first press', async ({
    page,
    lang,
  }) => {
    await openHydrated(page, `/${lang}/listing`, '.filters .dates-trigger');
    const currency = page.locator('.site-header .currency-switch .select-button');
    // The Arabic header names the currency as Arabic prices do, never in Latin letters (issue 29).
    await expect(currency).toContainText(SIGN[lang].SAR);
    await expect(currency).not.toContainText(lang === 'ar' ? /[A-Z]/ : /ر\.س/);
    expect(await hydrated(currency)).toBe(false);

    // Enter on it before it has hydrated opens the list at once; the choice reprices the page.
    await currency.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: SIGN[lang].USD }).click();
    await expect(currency).toContainText(SIGN[lang].USD);
    await expect(currency).toBeFocused();
    await expect(page.locator('.unit-card-price').first()).not.toContainText(lang === 'ar' ? 'ر.س' : 'SAR');
  });

  test('a bare click, as a screen reader sends, opens a control that has not hydrated', async ({
    page,
    lang,
  }) => {
    await openHydrated(page, `/${lang}/listing`, '.filters .dates-trigger');
    const sort = page.locator('.filters .select-button').last();
    expect(await hydrated(sort)).toBe(false);
    // No pointer, touch or focus event before it: TalkBack's double tap and a virtual cursor's Enter
    // can arrive as a click alone.
    await sort.evaluate((button: HTMLElement) => button.click());
    await expect(page.getByRole('listbox')).toBeVisible();
  });

  test('parts below the fold hydrate when they come near, or at once when reached', async ({
    page,
    lang,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The first screen's cheap controls hydrate right away, in turn.
    await openHydrated(page, `/${lang}/listing`, '.filters .dates-trigger');
    const card = page.locator('.unit-card').nth(5);
    const pager = page.locator('nav.pager');
    expect(await hydrated(card)).toBe(false);
    expect(await hydrated(pager)).toBe(false);

    // Scrolling near a card hydrates it.
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(card)).toBe(true);

    // Reaching the pager by keyboard before it has hydrated: it hydrates on the spot, so its link
    // moves to page 2 inside the app instead of reloading the whole page.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await hydrated(pager)).toBe(false);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await pager
      .locator('a')
      .last()
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});
