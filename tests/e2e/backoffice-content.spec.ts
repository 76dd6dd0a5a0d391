import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, expectAccessible, test, type Lang } from './fixtures';
import { signInAsAdmin } from './support/backoffice';
import { newGuest } from './support/trips';

/** Text as the catalogues have it: the console's, and the guest checkout's. */
const T = {
  en: {
    faq: 'FAQ',
    category: 'Investment',
    edit: /^Edit/,
    question: 'Question (English)',
    answer: 'Answer (English)',
    answerAr: 'Answer (Arabic)',
    marker: 'Updated in the console',
    save: 'Save the question',
    version: (n: number) => `Version ${n}`,
    restore: (n: number) => `Restore version ${n}`,
    promoTitle: 'Promo codes',
    code: 'Code',
    create: 'Create the code',
    redemptions: 'Redemptions',
    usedOnce: 'Used once',
    continue: 'Continue',
    promo: 'Promo code',
    apply: 'Apply',
    pay: 'Pay',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    payNow: 'Pay now',
    paid: 'Your stay is booked and paid.',
  },
  ar: {
    faq: 'الأسئلة الشائعة',
    category: 'الحسابات',
    edit: /^عدّل/,
    question: 'السؤال (بالعربية)',
    answer: 'الإجابة (بالعربية)',
    answerAr: 'الإجابة (بالعربية)',
    marker: 'حُدّثت من لوحة التشغيل',
    save: 'حفظ السؤال',
    version: (n: number) => `النسخة ${n}`,
    restore: (n: number) => `استعادة النسخة ${n}`,
    promoTitle: 'رموز الخصم',
    code: 'الرمز',
    create: 'أنشئ الرمز',
    redemptions: 'مرات الاستخدام',
    usedOnce: 'استُخدم مرة واحدة',
    continue: 'متابعة',
    promo: 'رمز الخصم',
    apply: 'تطبيق',
    pay: 'ادفع',
    card: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز الأمان (CVC)',
    payNow: 'ادفع الآن',
    paid: 'تم حجز إقامتك ودفع قيمتها.',
  },
} as const;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A unit with two free nights from `offset` days on (each language books its own nights). */
async function freeStay(request: APIRequestContext, offset: number) {
  const list = await (await request.get('/api/v1/units/filter?guests=2&per_page=30')).json();
  const start = addDays(new Date().toISOString().slice(0, 10), offset);
  for (const unit of list.data.items as { id: number; slug: string }[]) {
    const days = await (
      await request.get(
        `/api/v1/units/available-days?unit_id=${unit.id}&from=${start.slice(0, 7)}&to=${addDays(start, 40).slice(0, 7)}`,
      )
    ).json();
    const free = new Map<string, boolean>(
      (days.data.items as { date: string; available: boolean }[]).map((d) => [d.date, d.available]),
    );
    for (let i = 0; i < 30; i += 1) {
      const checkIn = addDays(start, i);
      if (free.get(checkIn) && free.get(addDays(checkIn, 1)))
        return { slug: unit.slug, checkIn, checkOut: addDays(checkIn, 2) };
    }
  }
  throw new Error('no unit with two free nights');
}

/** What a guest who never opened the site reads as a question's answer on the FAQ page. */
async function guestAnswer(browser: Browser, baseURL: string, lang: Lang, question: string) {
  const context = await browser.newContext({ baseURL, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
  const page = await context.newPage();
  await page.goto(`/${lang}/faq`);
  await page.getByRole('button', { name: question }).click();
  const text = await page.locator('.faq-item', { hasText: question }).locator('.faq-answer').innerText();
  await context.close();
  return text;
}

test.describe('the console’s content', () => {
  test('an admin edits an FAQ answer; the guest FAQ shows it, and restoring the old version puts it back', async ({
    page,
    lang,
    baseURL,
    browser,
  }) => {
    test.slow();
    const t = T[lang];
    await signInAsAdmin(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.faq);
    await page.getByRole('region', { name: t.category }).getByRole('link', { name: t.edit }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/faq/\\d+$`));

    // Both languages side by side, the Arabic one right to left.
    await expect(page.getByRole('textbox', { name: t.answerAr })).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('textbox', { name: t.answerAr })).toHaveAttribute('lang', 'ar');
    const question = await page.getByRole('textbox', { name: t.question }).inputValue();
    const answer = page.getByRole('textbox', { name: t.answer });
    const original = await answer.inputValue();
    const marker = `${t.marker} ${Date.now().toString(36)}.`;
    const latest = page.locator('.content-version strong').first();
    await expect(latest).toHaveText(/\d+$/);
    const version = Number((await latest.innerText()).replace(/\D/g, ''));

    await answer.fill(`${original} ${marker}`);
    // The guest FAQ's own item previews the draft as it is typed.
    await expect(page.locator('.content-preview-frame .faq-answer')).toContainText(marker);
    await expectAccessible(page);
    await page.getByRole('button', { name: t.save }).click();
    await expect(latest).toHaveText(t.version(version + 1));
    expect(await guestAnswer(browser, baseURL!, lang, question)).toContain(marker);

    await page.getByRole('button', { name: t.restore(version) }).click();
    await expect(latest).toHaveText(t.version(version + 2));
    // Saved text is kept in Unicode's composed form (NFC), as the server stores it.
    await expect(answer).toHaveValue(original.normalize('NFC'));
    expect(await guestAnswer(browser, baseURL!, lang, question)).not.toContain(marker);
  });

  test('an admin creates a promo code, a guest uses it at checkout, and the code lists that stay', async ({
    page,
    lang,
    baseURL,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = T[lang];
    await signInAsAdmin(page.context(), baseURL!);
    await page.goto(`/${lang}/admin/promo-codes/new`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.promoTitle);
    await expectAccessible(page);
    const code = `E2E-${lang}-${Date.now().toString(36)}`.toUpperCase();
    await page.getByRole('textbox', { name: t.code }).fill(code);
    await page.getByRole('button', { name: t.create }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/promo-codes/\\d+$`));
    await expect(page.getByRole('heading', { level: 2, name: code })).toBeVisible();

    // A new guest books two nights with the code, typed in lower case, and pays.
    const context = await browser.newContext({ baseURL, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
    const guest = await newGuest(context, baseURL!);
    const stay = await freeStay(request, lang === 'en' ? 95 : 125);
    const shop = await context.newPage();
    await shop.goto(
      `/${lang}/units/${stay.slug}/extras?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2`,
    );
    await shop.getByRole('link', { name: t.continue }).click();
    await expect(shop).toHaveURL(new RegExp(`/${lang}/confirmation/${stay.slug}\\?`));
    await shop.getByRole('textbox', { name: t.promo }).fill(code.toLowerCase());
    await shop.getByRole('button', { name: t.apply }).click();
    await expect(shop.locator('.promo-applied')).toContainText(code);
    await shop.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(shop).toHaveURL(new RegExp(`/${lang}/confirmation/complete-payment\\?`));
    await shop.getByRole('textbox', { name: t.card }).fill('4242424242424242');
    await shop.getByRole('textbox', { name: t.expiry }).fill('1234');
    await shop.getByRole('textbox', { name: t.cvc }).fill('123');
    await shop.getByRole('button', { name: t.payNow }).click();
    await expect(shop.locator('.receipt-status')).toHaveText(t.paid);
    const reservation = (await shop.locator('.receipt-code').innerText()).trim();
    await context.close();

    // The console lists the use: who, which stay, the discount.
    await page.reload();
    await expect(page.getByText(t.usedOnce)).toBeVisible();
    const row = page
      .getByRole('region', { name: t.redemptions })
      .getByRole('row')
      .filter({ hasText: reservation });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(guest.email);
    await expectAccessible(page);
  });
});
