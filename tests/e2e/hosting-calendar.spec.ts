import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  dayFromToday,
  guestDay,
  hostNight,
  hostWithPublishedUnit,
  serveFeed,
  showGuestMonth,
} from './support/calendar';
import { HOST_CALENDAR_TEXT as T } from './support/hosting-calendar-text';
import { signInAs } from './support/trips';

/** The binding quote for a stay, as checkout computes it for whoever is signed in. */
async function quote(
  request: APIRequestContext,
  token: string,
  unitId: number,
  checkIn: string,
  checkOut: string,
) {
  const response = await request.post('/api/v1/checkout/calculate-price', {
    headers: { Authorization: `Bearer ${token}` },
    data: { unit_id: unitId, check_in: checkIn, check_out: checkOut, guests: 2 },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    available: boolean;
    reasons: { code: string }[];
    quote: { nights: { date: string; amount: { amount_minor: number } }[] };
  };
}

/** A fresh host with a published unit of their own, signed in on this page's browser. */
async function signedInHost(page: Page, baseURL: string, lang: 'en' | 'ar') {
  const host = await hostWithPublishedUnit(lang);
  const session = await signInAs(page.context(), baseURL, { email: host.email, password: host.password });
  return { ...host, token: session.token };
}

test.describe('the host’s calendar', () => {
  test('a host blocks nights, undoes and blocks again, and prices two nights; the guest’s calendar and quote follow', async ({
    page,
    lang,
    baseURL,
  }) => {
    // Sign-in hashes a password and every change is a round trip and a fresh read of twelve months.
    test.slow();
    const t = T[lang];
    const host = await signedInHost(page, baseURL!, lang);
    await page.goto(`/${lang}/hosting/units/${host.unitId}/calendar`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(host.title);

    const [first, last] = [dayFromToday(12), dayFromToday(14)];
    const select = async (from: string, to: string) => {
      await hostNight(page, from).click();
      await hostNight(page, to).click();
    };
    await select(first, last);
    await page.getByRole('button', { name: t.block }).click();
    await expect(hostNight(page, first)).toHaveAttribute('data-status', 'blocked');
    await expect(hostNight(page, last)).toHaveAttribute('data-status', 'blocked');
    await expect(page.locator('.host-undo')).toContainText(t.blocked);

    await page.getByRole('button', { name: t.undo }).click();
    await expect(hostNight(page, first)).toHaveAttribute('data-status', 'free');
    // Again by keyboard: Enter on the first night, two nights on (leftwards in Arabic), Enter.
    await hostNight(page, first).focus();
    await page.keyboard.press('Enter');
    const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    await page.keyboard.press(forward);
    await page.keyboard.press(forward);
    await page.keyboard.press('Enter');
    await expect(hostNight(page, dayFromToday(13))).toHaveAttribute('data-selected', 'true');
    await page.getByRole('button', { name: t.block }).click();
    await expect(hostNight(page, last)).toHaveAttribute('data-status', 'blocked');

    const [priced, pricedLast] = [dayFromToday(20), dayFromToday(21)];
    await select(priced, pricedLast);
    await page.getByLabel(t.price).fill('777');
    await page.getByRole('button', { name: t.setPrice }).click();
    await expect(hostNight(page, priced)).toHaveAttribute('data-rule', 'override');
    // Shift-click grows the selection to a later night.
    await hostNight(page, dayFromToday(23)).click({ modifiers: ['Shift'] });
    await expect(hostNight(page, dayFromToday(22))).toHaveAttribute('data-selected', 'true');
    await expect(hostNight(page, priced)).toHaveAttribute('data-selected', 'true');
    await expect(hostNight(page, pricedLast).locator('.host-night-price')).toHaveAttribute(
      'data-text',
      '777',
    );
    await expectAccessible(page);

    // The guest's side reads the same nights and the same engine.
    const blockedStay = await quote(page.request, host.token, host.unitId, first, dayFromToday(15));
    expect(blockedStay.available).toBe(false);
    expect(blockedStay.reasons.map((reason) => reason.code)).toContain('blocked');
    const pricedStay = await quote(page.request, host.token, host.unitId, priced, dayFromToday(22));
    expect(pricedStay.available).toBe(true);
    expect(pricedStay.quote.nights.map((night) => night.amount.amount_minor)).toEqual([77_700, 77_700]);

    await page.goto(`/${lang}/units/${host.slug}`);
    await showGuestMonth(page, first);
    await expect(guestDay(page, first)).toHaveAttribute('aria-disabled', 'true');
    await showGuestMonth(page, last);
    await expect(guestDay(page, last)).toHaveAttribute('aria-disabled', 'true');
  });

  test('a season set on the prices page prices its nights on the host’s calendar and in the guest’s quote', async ({
    page,
    lang,
    baseURL,
  }) => {
    test.slow();
    const t = T[lang];
    const host = await signedInHost(page, baseURL!, lang);
    const [first, last] = [dayFromToday(40), dayFromToday(41)];
    await page.goto(`/${lang}/hosting/units/${host.unitId}/prices`);
    await page.getByRole('button', { name: t.addSeason }).click();
    const form = page.getByRole('form', { name: t.addSeason });
    await form.getByLabel(t.name, { exact: true }).fill(lang === 'ar' ? 'الصيف' : 'Summer');
    await form.getByLabel(t.firstNight).fill(first);
    await form.getByLabel(t.lastNight).fill(last);
    await form.getByRole('textbox', { name: t.seasonPrice }).fill('555');
    await form.getByRole('button', { name: t.saveSeason }).click();
    await expect(page.getByText(lang === 'ar' ? 'الصيف' : 'Summer', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/${lang}/hosting/units/${host.unitId}/calendar`);
    await expect(hostNight(page, first)).toHaveAttribute('data-rule', 'season');
    await expect(hostNight(page, last).locator('.host-night-price')).toHaveAttribute('data-text', '555');
    await expect(hostNight(page, dayFromToday(42))).toHaveAttribute('data-rule', /base|weekend/);

    const seasonal = await quote(page.request, host.token, host.unitId, first, dayFromToday(43));
    expect(seasonal.quote.nights.map((night) => night.amount.amount_minor)).toEqual([55_500, 55_500, 40_000]);
  });

  test('a calendar imported from another site blocks its nights here, named on the host’s calendar', async ({
    page,
    lang,
    baseURL,
  }) => {
    test.slow();
    const t = T[lang];
    const host = await signedInHost(page, baseURL!, lang);
    const [checkIn, checkOut] = [dayFromToday(30), dayFromToday(32)];
    const feed = await serveFeed([{ checkIn, checkOut }]);
    try {
      await page.goto(`/${lang}/hosting/units/${host.unitId}`);
      await page.getByRole('tab', { name: t.syncTab }).click();
      await page.getByLabel(t.name, { exact: true }).fill('Airbnb');
      await page.getByLabel(t.link).fill(feed.url);
      await page.getByRole('button', { name: t.importFeed }).click();
      await expect(page.getByText('Airbnb', { exact: true }).first()).toBeVisible();

      await page.goto(`/${lang}/hosting/units/${host.unitId}/calendar`);
      await expect(hostNight(page, checkIn)).toHaveAttribute('data-status', 'imported');
      await expect(hostNight(page, dayFromToday(31))).toHaveAttribute('data-status', 'imported');
      // The check-out day's night is free again.
      await expect(hostNight(page, checkOut)).toHaveAttribute('data-status', 'free');
      await hostNight(page, checkIn).focus();
      await expect(page.locator('.host-night-details')).toContainText(t.imported);
      await expect(page.locator('.host-night-details')).toContainText('Airbnb');

      await page.goto(`/${lang}/units/${host.slug}`);
      await showGuestMonth(page, checkIn);
      await expect(guestDay(page, checkIn)).toHaveAttribute('aria-disabled', 'true');
    } finally {
      feed.server.close();
    }
  });
});
