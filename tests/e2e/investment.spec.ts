import { expect, expectAccessible, test } from './fixtures';

const T = {
  en: {
    name: 'Full name',
    email: 'Email',
    mobile: 'Mobile number',
    send: 'Send request',
    funded: /funded/,
    received: /INV-\d{6}/,
    returns: 'Returns: actual and projected',
    actual: 'Actual',
    projected: 'Projected',
    percent: /^\d+(\.\d+)?\s?%$/,
    money: /^SAR\s?[\d,]+(\.\d\d)?$/,
    notRented: 'Not rented yet',
  },
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الجوال',
    send: 'إرسال الطلب',
    funded: /ممولة/,
    received: /INV-\d{6}/,
    returns: 'العوائد: الفعلية والمتوقعة',
    actual: 'فعلي',
    projected: 'متوقع',
    // Whichever digits the Arabic page settles on, a percentage with its sign and marks.
    percent:
      /^[\u200e\u200f\u061c]*[0-9٠-٩]+([.٫][0-9٠-٩]+)?[\s\u200e\u200f\u061c]*[%٪][\u200e\u200f\u061c]*$/,
    money: /[0-9٠-٩].*ر\.س|ر\.س.*[0-9٠-٩]/,
    notRented: 'لم يُؤجَّر بعد',
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

test('a rented offer shows its actual figures beside the projection; another is not rented yet', async ({
  page,
  lang,
}) => {
  const t = T[lang];
  // Let as a serviced apartment with a year of stays in the demo seed (server/db/seed/investment-rentals.ts).
  const path = `/${lang}/investment-units/hittin-serviced-apartments`;
  // The server's HTML already carries the figures (the page is rendered for guests).
  expect(await (await page.request.get(path)).text()).toContain('performance-actual');
  await page.goto(path);
  const returns = page.getByRole('region', { name: t.returns });
  const actual = returns.locator('.performance-actual');
  await expect(actual.getByText(t.actual, { exact: true })).toHaveCount(3);
  await expect(actual.locator('dd').first()).toHaveText(t.percent);
  await expect(actual.locator('dd').nth(1)).toHaveText(t.money);
  await expect(actual.locator('dd').nth(2)).toHaveText(t.money);
  const projected = returns.locator('.performance-projected');
  await expect(projected.getByText(t.projected, { exact: true })).toBeVisible();
  await expect(projected.locator('dd')).toHaveText(t.percent);
  await expectAccessible(page);

  await page.goto(`/${lang}/investment-units/al-balad-heritage-house`);
  const empty = page.getByRole('region', { name: t.returns });
  await expect(empty).toContainText(t.notRented);
  await expect(empty.locator('.performance-actual')).toHaveCount(0);
  await expect(empty.getByText(t.projected, { exact: true })).toBeVisible();
});
