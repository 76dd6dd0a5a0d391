import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from './fixtures';
import { signedIn } from './support/engage';
import { JOURNEY_TEXT, UNIT_TEXTS } from './support/hosting-journey-text';
import { completeDraft } from './support/hosting-draft';
import { hostingCommand, stayEnded } from './support/hosting-journey';
import { photo } from './support/photo';
import { bookUnitStay, newGuest } from './support/trips';

/*
 * Issue 30's whole story, once per language: a signed-in owner lists a property, the operator accepts
 * it with the command, the new host completes the draft (both languages, five photos described in
 * both, the place, a licence), sends it to review, the operator publishes it, a guest finds it in the
 * listing and books it from another account, and the host sees the stay on the dashboard and in
 * reservations, then its payout line once it is over. Nothing is mocked.
 */

test('an owner becomes a host, publishes a unit, receives a booking and finds its payout', async ({
  page,
  context,
  browser,
  lang,
  baseURL,
}) => {
  // Two accounts, two operator commands and a dozen saves: the longest journey in the suite.
  test.setTimeout(240_000);
  const t = JOURNEY_TEXT[lang];
  const tag = randomUUID().slice(0, 6);
  const titles = { en: `${UNIT_TEXTS.en.title} ${tag}`, ar: `${UNIT_TEXTS.ar.title} ${tag}` };

  // 1. A signed-in owner sends the property with two photos.
  await signedIn(context, baseURL!, lang);
  await page.goto(`/${lang}/list-property`);
  await page.getByRole('textbox', { name: t.name }).fill('Nasser Al-Dosari');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(`owner-${tag}@example.com`);
  await page.getByRole('textbox', { name: t.phone }).fill('+966 55 123 4567');
  await page.getByRole('button', { name: new RegExp(t.city) }).click();
  await page.getByRole('option', { name: t.cityName }).click();
  await page.getByRole('button', { name: new RegExp(t.kind) }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: t.address }).fill('King Fahd Road 12, Riyadh');
  await page.getByRole('textbox', { name: t.description }).fill('A courtyard house near the old town.');
  await page.locator('input[type=file]').setInputFiles([
    { name: 'courtyard.jpg', mimeType: 'image/jpeg', buffer: await photo('#b07040') },
    { name: 'majlis.jpg', mimeType: 'image/jpeg', buffer: await photo('#4070b0') },
  ]);
  await page.getByRole('button', { name: t.send }).click();
  // The photos are checked and re-encoded on the way in: the slowest save of the journey.
  await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible({ timeout: 60_000 });
  const reference = ((await page.locator('.reference').textContent()) ?? '').trim();

  // 2. The operator accepts it: the account is a host with a draft unit holding the two photos.
  const accepted = await hostingCommand('accept', reference);
  const unitId = /draft unit (\d+)/.exec(accepted)?.[1];
  expect(accepted, accepted).toContain('2 photo(s)');
  await page.goto(`/${lang}/hosting/units`);
  await expect(page.getByRole('navigation', { name: /Hosting|الاستضافة/ })).toBeVisible();
  await page.goto(`/${lang}/hosting/units/${unitId}`);
  await completeDraft(page, lang, titles);

  // 3. Sent to review, published by the operator.
  await page.getByRole('button', { name: t.sendForReview }).click();
  await expect(page.locator('.host-status-bar .trip-state')).toHaveText(t.inReview);
  await hostingCommand('publish', unitId!);
  await page.reload();
  await expect(page.locator('.host-status-bar .trip-state')).toHaveText(t.published);

  // 4. Another account finds it in the listing and books two nights.
  const guestContext = await browser.newContext({ baseURL, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
  const guest = await newGuest(guestContext, baseURL!);
  const guestPage = await guestContext.newPage();
  await guestPage.goto(`/${lang}/listing?city=riyadh&sort=newest`);
  await expect(guestPage.locator('.unit-card', { hasText: titles[lang] })).toBeVisible();
  const stay = await bookUnitStay(guestContext.request, guest, lang, Number(unitId), 3);
  expect(stay, 'the new unit was free in three days').not.toBeNull();
  await guestContext.close();

  // 5. The host sees it on the dashboard and in reservations, with the payout.
  await page.goto(`/${lang}/hosting`);
  await expect(page.getByRole('list', { name: t.next30 })).toContainText(stay!.code);
  await expectAccessible(page);
  await page.goto(`/${lang}/hosting/reservations`);
  await page.getByRole('searchbox', { name: t.search }).fill(stay!.code);
  await page.getByRole('button', { name: t.searchButton, exact: true }).click();
  await page
    .locator('.host-stay-row', { hasText: stay!.code })
    .getByRole('link', { name: stay!.code })
    .click();
  await expect(page.getByRole('heading', { name: t.yourPayout })).toBeVisible();
  const amount = ((await page.locator('.receipt-total dd').last().textContent()) ?? '').trim();
  expect(amount).toMatch(/\d/);

  // 6. The stay is over: its payout line is in the earnings, the same amount.
  await stayEnded(stay!.code, 10);
  await page.goto(`/${lang}/hosting/earnings`);
  const row = page
    .getByRole('region', { name: t.stays, exact: true })
    .getByRole('row')
    .filter({ hasText: stay!.code });
  await expect(row).toContainText(titles[lang]);
  await expect(row).toContainText(amount);
  await expectAccessible(page);
});
