import { expect, expectAccessible, test } from './fixtures';

const T = {
  en: {
    name: 'Full name',
    email: 'Email',
    mobile: 'Mobile number',
    send: 'Send request',
    funded: /funded/,
    received: /INV-\d{6}/,
  },
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الجوال',
    send: 'إرسال الطلب',
    funded: /ممولة/,
    received: /INV-\d{6}/,
  },
} as const;

test('investment list → detail → a guest sends a request', async ({ page, lang }) => {
  const t = T[lang];
  await page.goto(`/${lang}/investment-units`);
  const first = page.locator('.unit-card').first();
  await expect(first.getByRole('progressbar')).toBeVisible();
  await expect(first).toContainText(t.funded);
  await expectAccessible(page);
  // An open opportunity: the list puts open offers first.
  const title = await first.getByRole('heading').textContent();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await page.getByRole('textbox', { name: t.name, exact: true }).fill('Khalid Mansour');
  await page
    .getByRole('textbox', { name: t.email, exact: true })
    .fill(`investor-${lang}-${Date.now().toString(36)}@example.com`);
  await page.getByRole('textbox', { name: t.mobile }).fill('+966555000111');
  await expectAccessible(page);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status')).toContainText(t.received);
});
