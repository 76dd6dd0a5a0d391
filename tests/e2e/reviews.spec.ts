import { expectAccessible, expect, test, type Lang } from './fixtures';
import { guestWithCompletedStay, REVIEWER_PASSWORD } from './support/reviews';

const T = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    write: 'Write a review',
    overall: 'Overall',
    subs: ['Cleanliness', 'Accuracy', 'Location', 'Value'],
    reviewField: 'Your review',
    publish: 'Publish review',
    edit: 'Edit review',
    save: 'Save changes',
    text: 'A calm flat with a friendly host and a spotless kitchen.',
    edited: 'A calm flat with a friendly host. The kitchen was spotless and the beds comfortable.',
    heading: 'Guest reviews',
    helpful: /^Helpful/,
    tooShort: 'Write at least 10 characters.',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    write: 'اكتب تقييمًا',
    overall: 'التقييم العام',
    subs: ['النظافة', 'مطابقة الوصف', 'الموقع', 'القيمة مقابل السعر'],
    reviewField: 'تقييمك',
    publish: 'نشر التقييم',
    edit: 'تعديل التقييم',
    save: 'حفظ التغييرات',
    text: 'شقة هادئة ومضيف لطيف والمطبخ نظيف جدًا.',
    edited: 'شقة هادئة ومضيف لطيف. المطبخ نظيف جدًا والأسرّة مريحة.',
    heading: 'تقييمات الضيوف',
    helpful: /^مفيد/,
    tooShort: 'اكتب 10 أحرف على الأقل.',
  },
} as const satisfies Record<Lang, unknown>;

test.describe('reviews', () => {
  test('write, edit and react to a review of a completed stay, and see it on the unit page', async ({
    page,
    lang,
  }) => {
    const t = T[lang];
    const guest = await guestWithCompletedStay(lang);
    await page.goto(`/${lang}/sign-in?redirect=${encodeURIComponent(`/${lang}/account/reviews`)}`);
    await page.getByRole('textbox', { name: t.email }).fill(guest.email);
    await page.getByLabel(t.password, { exact: true }).fill(REVIEWER_PASSWORD);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(`/${lang}/account/reviews`);
    await expectAccessible(page);

    await page.getByRole('button', { name: t.write }).click();
    const form = page.locator('form.review-form');
    // Too short a text is refused on its field before anything is sent.
    await form.getByRole('radiogroup', { name: t.overall }).getByText('5', { exact: true }).click();
    for (const sub of t.subs)
      await form.getByRole('radiogroup', { name: sub }).getByText('4', { exact: true }).click();
    await form.getByRole('textbox', { name: t.reviewField }).fill('short');
    await form.getByRole('button', { name: t.publish }).click();
    await expect(form.getByText(t.tooShort)).toBeVisible();
    await form.getByRole('textbox', { name: t.reviewField }).fill(t.text);
    await expectAccessible(page);
    await form.getByRole('button', { name: t.publish }).click();
    const mine = page.locator('.review-card', { hasText: t.text });
    await expect(mine).toBeVisible();
    await expect(page.getByRole('button', { name: t.write })).toHaveCount(0);

    await mine.getByRole('button', { name: t.edit }).click();
    await mine.getByRole('textbox', { name: t.reviewField }).fill(t.edited);
    await mine.getByRole('button', { name: t.save }).click();
    await expect(page.locator('.review-text', { hasText: t.edited })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/${lang}/units/${guest.slug}`);
    const section = page.locator('section.unit-reviews');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: t.heading })).toBeVisible();
    // Newest first: the review just written leads, in its own language, with no buttons to react to it.
    const own = section.locator('.review-card', { hasText: t.edited });
    await expect(own).toBeVisible();
    await expect(own.getByRole('button')).toHaveCount(0);

    const other = section.locator('.review-card').filter({ hasNotText: t.edited }).first();
    const helpful = other.getByRole('button', { name: t.helpful });
    const before = Number((await helpful.innerText()).replace(/\D/g, '') || 0);
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toContainText(String(before + 1));
    await expectAccessible(page);

    // The reaction is the server's: it is still there after a reload.
    await page.reload();
    await page.locator('section.unit-reviews').scrollIntoViewIfNeeded();
    await expect(
      page
        .locator('section.unit-reviews .review-card')
        .filter({ hasNotText: t.edited })
        .first()
        .getByRole('button', { name: t.helpful }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a signed-out visitor who presses helpful is sent to sign in and back', async ({ page, lang }) => {
    const t = T[lang];
    const guest = await guestWithCompletedStay(lang);
    await page.goto(`/${lang}/units/${guest.slug}`);
    const section = page.locator('section.unit-reviews');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: t.helpful }).first().click();
    await expect(page).toHaveURL(
      `/${lang}/sign-in?redirect=${encodeURIComponent(`/${lang}/units/${guest.slug}`)}`,
    );
  });
});
