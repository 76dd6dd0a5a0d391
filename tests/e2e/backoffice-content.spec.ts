import { expect, expectAccessible, test } from './fixtures';
import { signInAsAdmin } from './support/backoffice';
import { guestAnswer } from './support/backoffice-journey';

/** Text as the console's catalogue has it. */
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
  },
} as const;

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
});
