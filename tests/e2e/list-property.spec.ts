import { photo } from './support/photo';
import { expect, expectAccessible, test, type Lang } from './fixtures';
import { mailText } from './support/mail-text';
import { messagesTo } from './support/mailbox';
import { signedIn } from './support/engage';

const T = {
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    city: 'City',
    kind: 'Kind of property',
    address: 'Address',
    description: 'Short description',
    send: 'Send my property',
    offline: 'You’re offline',
    kept: 'We kept what you entered last time on this device.',
    thanks: 'Thank you! We received your property.',
  },
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    city: 'المدينة',
    kind: 'نوع العقار',
    address: 'العنوان',
    description: 'وصف مختصر',
    send: 'إرسال بيانات العقار',
    offline: 'أنت غير متصل بالإنترنت',
    kept: 'احتفظنا بما أدخلته في المرة السابقة على هذا الجهاز.',
    thanks: 'شكرًا لك! استلمنا بيانات عقارك.',
  },
} satisfies Record<Lang, Record<string, string>>;

test('an owner lists a property with two photos through a lost and restored connection', async ({
  page,
  context,
  lang,
  baseURL,
}) => {
  // Two photos re-encoded on the server after a connection comes back: the slowest page load here.
  test.slow();
  const t = T[lang];
  // A request belongs to an account (hosting-onboard.spec.ts covers the signed-out owner).
  await signedIn(context, baseURL!, lang);
  const email = `owner-${lang}-${Date.now()}@example.com`;
  await page.goto(`/${lang}/list-property`);
  await page.getByRole('textbox', { name: t.name }).fill('Abdullah Al-Shehri');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.phone }).fill('+966 55 123 4567');
  await page.getByRole('button', { name: new RegExp(t.city) }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: new RegExp(t.kind) }).click();
  await page.getByRole('option').first().click();

  // The draft is on the device: a reload keeps what was typed.
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByText(t.kept)).toBeVisible();
  await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(email);

  // The signal goes: the owner keeps typing and adds the photos.
  await context.setOffline(true);
  await page.getByRole('textbox', { name: t.address }).fill('Al Nakheel, Prince Turki Road, Riyadh');
  await page
    .getByRole('textbox', { name: t.description })
    .fill('Bright two-bedroom flat near the metro, with parking.');
  // A text file named like a photo is refused at once, in the page's language, with no thumbnail.
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a photo at all') }]);
  await expect(page.locator('.photo-picker .field-error')).toContainText('notes.png');
  await expect(page.locator('.photo-list img')).toHaveCount(0);
  await page.locator('input[type=file]').setInputFiles([
    { name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: await photo('#c08040') },
    { name: 'balcony.jpg', mimeType: 'image/jpeg', buffer: await photo('#4080c0') },
  ]);
  await expect(page.locator('.photo-list img')).toHaveCount(2);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByText(t.offline)).toBeVisible();

  // The signal comes back: the listing goes out by itself.
  await context.setOffline(false);
  // Each photo is re-encoded in the request (12 sizes and formats, 2–6 s a photo on a busy machine).
  await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible({ timeout: 60_000 });
  const reference = (await page.locator('.reference').textContent()) ?? '';
  expect(reference).toMatch(/^P-[A-Z2-9]{8}$/);
  await expect.poll(() => messagesTo(email).map(mailText).join('\n')).toContain(reference);
  await expectAccessible(page);

  // The draft is gone once sent.
  await page.reload();
  await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue('');
});
