import { letterTag } from './support/tag';
import { expect, expectAccessible, test } from './fixtures';
import { CONSOLE_TEXT } from './support/backoffice-journey-text';
import { guestAnswer, requestShares, sendProperty } from './support/backoffice-journey';
import { payWithPromo } from './support/checkout-promo';
import { signedIn } from './support/engage';
import { freeStay } from './support/free-stay';
import { completeDraft } from './support/hosting-draft';
import { JOURNEY_TEXT, UNIT_TEXTS } from './support/hosting-journey-text';
import { enterCode, newEnrolledAdmin } from './support/staff';
import { bookStay, newGuest } from './support/trips';

/*
 * Issue 32's whole story, once per language: an admin of the test's own signs in with the password
 * and a code from its authenticator secret, accepts an owner's property, approves the unit the new host
 * completed from it, sells an investor's share, edits an FAQ answer the guest FAQ then shows, creates a
 * promo code a guest pays with, cancels a guest's stay with the policy's refund, and finds each of
 * those decisions in the audit log, filtered to this admin. Nothing is mocked.
 */
test('an admin runs the site from the console, and the audit log holds every decision', async ({
  page,
  browser,
  lang,
  baseURL,
  request,
}) => {
  // Four accounts, a draft completed with photos re-encoded on the way in, and a payment: about a
  // minute, several on a busy machine.
  test.setTimeout(300_000);
  const t = CONSOLE_TEXT[lang];
  const host = JOURNEY_TEXT[lang];
  const tag = letterTag(6);
  const locale = lang === 'ar' ? 'ar-SA' : 'en-US';

  // An owner sends a property; an investor asks for a share; a guest books a stay.
  const ownerContext = await browser.newContext({ baseURL, locale });
  const owner = await signedIn(ownerContext, baseURL!, lang);
  const reference = await sendProperty(ownerContext.request, owner.token, tag);
  const investorContext = await browser.newContext({ baseURL, locale });
  const investor = await newGuest(investorContext, baseURL!);
  await requestShares(investorContext.request, investor.token);
  await investorContext.close();
  const guestContext = await browser.newContext({ baseURL, locale });
  const guest = await newGuest(guestContext, baseURL!);
  const stay = await bookStay(guestContext.request, guest, lang, lang === 'en' ? 160 : 163);
  await guestContext.close();

  // 1. The admin signs in with the password, then the second factor.
  const admin = (await newEnrolledAdmin(request)).account;
  await page.goto(`/${lang}/sign-in?redirect=${encodeURIComponent(`/${lang}/admin/property-submissions`)}`);
  await page.getByLabel(t.email, { exact: true }).fill(admin.email);
  await page.getByLabel(t.password, { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.codeStep })).toBeVisible();
  await enterCode(page, admin.secret, t);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.submissions);

  // 2. The owner's property is accepted: the owner is a host with a draft unit.
  await page.goto(`/${lang}/admin/property-submissions?q=${reference}`);
  await page.getByRole('link', { name: reference }).click();
  await page.getByRole('button', { name: t.accept }).click();
  await expect(page.getByText(t.accepted)).toBeVisible();

  // 3. The new host completes the draft and sends it; the admin approves the new unit.
  const titles = { en: `${UNIT_TEXTS.en.title} ${tag}`, ar: `${UNIT_TEXTS.ar.title} ${tag}` };
  const hostPage = await ownerContext.newPage();
  const units = await (
    await ownerContext.request.get('/api/v1/hosting/units', {
      headers: { Authorization: `Bearer ${owner.token}` },
    })
  ).json();
  const unitId = (units.data.items as { id: number }[])[0]!.id;
  await hostPage.goto(`/${lang}/hosting/units/${unitId}`);
  await completeDraft(hostPage, lang, titles);
  await hostPage.getByRole('button', { name: host.sendForReview }).click();
  await expect(hostPage.locator('.host-status-bar .trip-state')).toHaveText(host.inReview);
  await page.goto(`/${lang}/admin/units-in-review?q=${tag}`);
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('button', { name: t.approvePublish }).click();
  await expect(page.getByText(t.published)).toBeVisible();
  await hostPage.reload();
  await expect(hostPage.locator('.host-status-bar .trip-state')).toHaveText(host.published);
  await ownerContext.close();

  // 4. The investor's request is approved: the share is sold.
  await page.goto(`/${lang}/admin/investment-requests?q=${encodeURIComponent(investor.email)}`);
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('button', { name: t.approveShares }).click();
  await expect(page.getByText(t.sold)).toBeVisible();

  // 5. An FAQ answer edited; a guest who never opened the site reads the new text.
  await page.goto(`/${lang}/admin/faq`);
  // The category's last question: backoffice-content.spec.ts edits its first one, maybe at the same time.
  await page.getByRole('region', { name: t.faqCategory }).getByRole('link', { name: t.edit }).last().click();
  const question = await page.getByRole('textbox', { name: t.question }).inputValue();
  const answer = page.getByRole('textbox', { name: t.answer });
  const marker = `${t.marker} ${tag}.`;
  await answer.fill(`${await answer.inputValue()} ${marker}`);
  await page.getByRole('button', { name: t.saveFaq }).click();
  await expect(page.locator('.content-version strong').first()).toHaveText(/\d+$/);
  // Each look opens a new browser context and the FAQ page: seconds on a busy machine.
  await expect
    .poll(() => guestAnswer(browser, baseURL!, lang, question), { timeout: 30_000 })
    .toContain(marker);
  const faqId = /\/faq\/(\d+)$/.exec(page.url())![1]!;

  // 6. A promo code created; a new guest pays with it.
  const code = `JOURNEY-${lang}-${tag}`.toUpperCase();
  await page.goto(`/${lang}/admin/promo-codes/new`);
  await page.getByRole('textbox', { name: t.codeField }).fill(code);
  await page.getByRole('button', { name: t.createPromo }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/promo-codes/\\d+$`));
  const shopper = await browser.newContext({ baseURL, locale });
  await newGuest(shopper, baseURL!);
  const paid = await payWithPromo(shopper, lang, await freeStay(request, lang === 'en' ? 97 : 127), code);
  await shopper.close();
  await page.reload();
  await expect(page.getByText(t.usedOnce)).toBeVisible();
  await expect(page.getByRole('region', { name: t.redemptions })).toContainText(paid);

  // 7. The guest's stay cancelled with the policy's refund.
  await page.goto(`/${lang}/admin/reservations`);
  await page.getByRole('searchbox', { name: t.searchStays }).fill(stay.code);
  await page.getByRole('button', { name: t.search, exact: true }).click();
  await page.getByRole('link', { name: stay.code }).click();
  // The timeline names the payment the test gateway took.
  await expect(page.locator('.console-timeline')).toContainText('test');
  await page.getByRole('textbox', { name: t.reason }).fill(`Guest called (${stay.code})`);
  await page.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByText(`${t.stayCode} ${stay.code}${t.comma} ${t.cancelled}`)).toBeVisible();
  await expect(page.locator('.console-timeline')).toContainText(t.refund);

  // 8. The audit log, filtered to this admin, holds each decision with its record.
  await page.goto(`/${lang}/admin/audit?staff=${admin.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.audit);
  const records = [
    [t.actions.accept, reference],
    [t.actions.publish, String(unitId)],
    [t.actions.shares, ''],
    [t.actions.faq, faqId],
    [t.actions.promo, ''],
    [t.actions.cancel, stay.code],
  ] as const;
  for (const [action, record] of records) {
    const row = page.getByRole('row').filter({ hasText: action });
    await expect(row, action).toHaveCount(1);
    await expect(row).toContainText(admin.email);
    if (record) await expect(row).toContainText(record);
  }
  await expectAccessible(page);
});
