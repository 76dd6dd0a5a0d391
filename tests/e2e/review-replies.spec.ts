import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible, expect, test, type Lang } from './fixtures';
import { signedIn } from './support/engage';
import { DEMO_GUEST_REPLY, DEMO_HOST, nthUnit, unitWithSeededReply } from './support/reviews';

const DEMO_GUEST = { email: 'demo@sakan.example', password: 'Sakan-demo-2026' };

/* Host replies under reviews, and reactions made offline (issue 22). */

const T = {
  en: {
    response: 'Response from the host',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    reply: 'Reply',
    field: 'Your public reply',
    publish: 'Publish reply',
    text: 'Thank you for staying with us. We have added a second coffee machine since your visit.',
    helpful: /^Helpful/,
    notHelpful: /^Not helpful/,
  },
  ar: {
    response: 'ردّ المضيف',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    reply: 'الردّ',
    field: 'ردّك العلني',
    publish: 'نشر الردّ',
    text: 'شكرًا لإقامتك معنا. أضفنا آلة قهوة ثانية منذ زيارتك.',
    helpful: /^مفيد/,
    notHelpful: /^غير مفيد/,
  },
} as const satisfies Record<Lang, unknown>;

test.describe('host replies', () => {
  test('a seeded host reply shows under its review on the unit page, as plain text in its own language', async ({
    page,
    lang,
  }) => {
    const t = T[lang];
    const seeded = await unitWithSeededReply();
    await page.goto(`/${lang}/units/${seeded.slug}`);
    const section = page.locator('section.unit-reviews');
    await section.scrollIntoViewIfNeeded();
    const reply = section.locator('.review-reply', { hasText: seeded.text });
    await expect(reply).toBeVisible();
    await expect(reply).toContainText(t.response);
    const text = reply.locator('.review-text');
    await expect(text).toHaveAttribute('lang', seeded.language);
    await expect(text).toHaveAttribute('dir', seeded.language === 'ar' ? 'rtl' : 'ltr');
    // A visitor sees no reply buttons: only the host may answer.
    await expect(section.getByRole('button', { name: t.reply, exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the demo guest reads the host’s reply under their own review in My reviews', async ({
    page,
    lang,
  }) => {
    const t = T[lang];
    const path = `/${lang}/account/reviews`;
    await page.goto(`/${lang}/sign-in?redirect=${encodeURIComponent(path)}`);
    await page.getByRole('textbox', { name: t.email }).fill(DEMO_GUEST.email);
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_GUEST.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(path);
    // The seeded reply answers the guest's English review in English, whatever the page's language.
    const reply = page.locator('.review-card .review-reply');
    await expect(reply).toContainText(t.response);
    await expect(reply.locator('.review-text')).toHaveText(DEMO_GUEST_REPLY);
    await expect(reply.locator('.review-text')).toHaveAttribute('dir', 'ltr');
    await expectAccessible(page);
  });

  test('the host signs in and replies to a review on their unit', async ({ page, lang }) => {
    const t = T[lang];
    const unit = await nthUnit(lang === 'en' ? 9 : 10);
    const path = `/${lang}/units/${unit.slug}`;
    await page.goto(`/${lang}/sign-in?redirect=${encodeURIComponent(path)}`);
    await page.getByRole('textbox', { name: t.email }).fill(DEMO_HOST.email);
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_HOST.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(path);
    const section = page.locator('section.unit-reviews');
    await section.scrollIntoViewIfNeeded();
    const replyable = section
      .locator('.review-card')
      .filter({ has: page.getByRole('button', { name: t.reply, exact: true }) })
      .first();
    // Held by its review's text: once pressed, the Reply button (the filter above) gives way to the form.
    const reviewText = await replyable.locator('.review-text').first().innerText();
    const card = section.locator('.review-card', { hasText: reviewText });
    await card.getByRole('button', { name: t.reply, exact: true }).click();
    await card.getByRole('textbox', { name: t.field }).fill(t.text);
    await expectAccessible(page);
    await card.getByRole('button', { name: t.publish }).click();
    const reply = section.locator('.review-reply', { hasText: t.text });
    await expect(reply).toBeVisible();
    await expect(reply).toContainText(t.response);
    await page.reload();
    await page.locator('section.unit-reviews').scrollIntoViewIfNeeded();
    await expect(page.locator('section.unit-reviews .review-reply', { hasText: t.text })).toBeVisible();
  });
});

/** Signs in, opens the nth unit's reviews, and returns a reaction button with its count on the server. */
async function openReaction(
  { page, context, lang, baseURL }: { page: Page; context: BrowserContext; lang: Lang; baseURL?: string },
  nth: number,
  reaction: 'likes' | 'dislikes',
) {
  const unit = await nthUnit(nth);
  await signedIn(context, baseURL!, lang);
  const onServer = async () => {
    const res = await context.request.get(`/api/v1/reviews/unit-reviews?unit_id=${unit.id}`);
    const body = (await res.json()) as { data: { items: Record<typeof reaction, number>[] } };
    return body.data.items[0]?.[reaction] ?? -1;
  };
  const before = await onServer();
  await page.goto(`/${lang}/units/${unit.slug}`);
  // The bell (and the outbox replay behind it) has started for the signed-in visitor.
  await expect(page.locator('[data-bell]')).toBeVisible();
  const section = page.locator('section.unit-reviews');
  await section.scrollIntoViewIfNeeded();
  const name = reaction === 'likes' ? T[lang].helpful : T[lang].notHelpful;
  const button = section.locator('.review-card').first().getByRole('button', { name });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  return { button, before, onServer };
}

test('a reaction made offline reaches the server once when the connection returns', async ({
  page,
  context,
  lang,
  baseURL,
}) => {
  const {
    button: helpful,
    before,
    onServer,
  } = await openReaction({ page, context, lang, baseURL }, lang === 'en' ? 13 : 14, 'likes');
  await context.setOffline(true);
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toContainText(String(before + 1));
  await page.waitForTimeout(500);
  expect(await onServer()).toBe(before);

  await context.setOffline(false);
  // A second "online" right after the first: the replay must still apply the write once.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(onServer).toBe(before + 1);
  await page.waitForTimeout(1000);
  expect(await onServer()).toBe(before + 1);
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
});

test('a reaction left in the outbox when the tab closed offline is sent once at the next start', async ({
  page,
  context,
  lang,
  baseURL,
}) => {
  const {
    button: notHelpful,
    before,
    onServer,
  } = await openReaction({ page, context, lang, baseURL }, lang === 'en' ? 15 : 16, 'dislikes');
  await context.setOffline(true);
  await notHelpful.click();
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500);
  // Closed while offline: only the outbox in IndexedDB remembers the press.
  await page.close();
  await context.setOffline(false);
  expect(await onServer()).toBe(before);

  const next = await context.newPage();
  await next.goto(`/${lang}/account`);
  await expect.poll(onServer).toBe(before + 1);
  await next.reload();
  await next.waitForTimeout(1000);
  expect(await onServer()).toBe(before + 1);
});
