import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test, type Lang } from './fixtures';

const T = {
  en: {
    hostingTitle: 'Hosting on Sakan',
    listLink: 'List your property',
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    phone: 'Phone',
    city: 'City',
    kind: 'Kind of property',
    address: 'Address',
    description: 'Short description',
    signInToSend: 'Sign in to send',
    send: 'Send my property',
    kept: 'We kept what you entered last time on this device.',
    thanks: 'Thank you! We received your property.',
    follow: 'Follow your request',
    underReview: 'Under review',
  },
  ar: {
    hostingTitle: 'الاستضافة في سكن',
    listLink: 'اعرض عقارك',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    phone: 'رقم الجوال',
    city: 'المدينة',
    kind: 'نوع العقار',
    address: 'العنوان',
    description: 'وصف مختصر',
    signInToSend: 'سجّل الدخول للإرسال',
    send: 'إرسال بيانات العقار',
    kept: 'احتفظنا بما أدخلته في المرة السابقة على هذا الجهاز.',
    thanks: 'شكرًا لك! استلمنا بيانات عقارك.',
    follow: 'تابع طلبك',
    underReview: 'قيد المراجعة',
  },
} satisfies Record<Lang, Record<string, string>>;

test('a signed-out owner is asked to sign in, keeps the draft, sends it and follows it under Hosting', async ({
  page,
  lang,
  request,
}) => {
  // A whole journey over four pages and two accounts' worth of requests: three times the usual time.
  test.slow();
  const t = T[lang];
  const email = `host-${lang}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'cedar-porch-at-sunset';
  // Made through the API from outside the browser, so the browser starts signed out.
  const registered = await request.post('/api/v1/register', {
    data: { name: 'Abdullah Al-Shehri', email, password, phone: '+966501112233' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // Signed out, /hosting explains hosting and shows the way in.
  await page.goto(`/${lang}/hosting`);
  await expect(page.getByRole('heading', { level: 1, name: t.hostingTitle })).toBeVisible();
  // The page's own way in, not the footer's link of the same name.
  await expect(page.getByRole('main').getByRole('link', { name: t.listLink })).toBeVisible();
  await expectAccessible(page);

  // The form can be filled signed out, but sending needs an account.
  await page.goto(`/${lang}/list-property`);
  await page.getByRole('textbox', { name: t.name }).fill('Abdullah Al-Shehri');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.phone }).fill('+966 55 123 4567');
  await page.getByRole('textbox', { name: t.address }).fill('Al Nakheel, Prince Turki Road, Riyadh');
  await expect(page.getByRole('button', { name: t.send })).toHaveCount(0);
  await expectAccessible(page);
  // The draft is written as it is typed; give the last keystroke's write a moment.
  await page.waitForTimeout(300);
  const signInLink = page.getByRole('link', { name: t.signInToSend });
  const href = (await signInLink.getAttribute('href')) ?? '';
  expect(href).toBe(`/${lang}/sign-in?redirect=${encodeURIComponent(`/${lang}/list-property`)}`);
  // Opened as a page load (the fixture waits for the app to be ready) so the typing below is not lost
  // to a form still being swapped in.
  await page.goto(href);
  await page.getByRole('textbox', { name: t.email }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();

  // Back on the form with what was typed.
  await expect(page).toHaveURL(new RegExp(`/${lang}/list-property`));
  await expect(page.getByText(t.kept)).toBeVisible();
  await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: t.address })).toHaveValue(
    'Al Nakheel, Prince Turki Road, Riyadh',
  );
  await page.getByRole('button', { name: new RegExp(t.city) }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: new RegExp(t.kind) }).click();
  await page.getByRole('option').first().click();
  await page
    .getByRole('textbox', { name: t.description })
    .fill('Bright two-bedroom flat near the metro, with parking.');
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible({ timeout: 20_000 });
  const reference = ((await page.locator('.reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^P-[A-Z2-9]{8}$/);

  // Not a host yet: /hosting explains hosting and lists the request, under review.
  await page.getByRole('link', { name: t.follow }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/hosting$`));
  await expect(page.getByRole('heading', { level: 1, name: t.hostingTitle })).toBeVisible();
  await expect(page.locator('.hosting-request', { hasText: reference })).toContainText(t.underReview);
  await expectAccessible(page);
});
