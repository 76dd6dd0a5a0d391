import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import pg from 'pg';
import { expect, expectAccessible, test, type Lang } from './fixtures';
import { E2E_ADMIN_URL, E2E_DATABASE } from './support/env';
import { freeStay } from './support/free-stay';
import { mailSubject, mailText } from './support/mail-text';
import { messagesTo } from './support/mailbox';

/** Text as the catalogues have it. */
const T = {
  en: {
    continue: 'Continue',
    promo: 'Promo code',
    apply: 'Apply',
    unknownCode: 'This promo code doesn’t exist. Check the spelling.',
    applied: /Promo code\s+WELCOME10\s+applied/,
    coins: 'Pay with coins',
    pay: 'Pay',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    payNow: 'Pay now',
    declined: 'Your card was declined. Nothing was charged. Try again or use another card.',
    paid: 'Your stay is booked and paid.',
    calendar: 'Add to calendar',
    fullName: 'Full name',
    mobile: 'Mobile number',
    holdEnded: 'Your hold on these nights has ended',
    receiptSubject: /Booking confirmed/,
    vat: /VAT/,
    sar: /SAR/,
    chargedInSar: /Checkout charges SAR\s[\d,.]+ in Saudi riyals/,
    about: /^\(about \$[\d,.]+\)$/,
  },
  ar: {
    continue: 'متابعة',
    promo: 'رمز الخصم',
    apply: 'تطبيق',
    unknownCode: 'رمز الخصم هذا غير موجود. تحقّق من كتابته.',
    applied: /تم تطبيق رمز الخصم\s+WELCOME10/,
    coins: 'ادفع بالعملات',
    pay: 'ادفع',
    card: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز الأمان (CVC)',
    payNow: 'ادفع الآن',
    declined: 'رُفضت بطاقتك ولم يُخصم أي مبلغ. حاول مرة أخرى أو استخدم بطاقة أخرى.',
    paid: 'تم حجز إقامتك ودفع قيمتها.',
    calendar: 'أضف إلى التقويم',
    fullName: 'الاسم الكامل',
    mobile: 'رقم الجوال',
    holdEnded: 'انتهت مدة حجز هذه الليالي لك',
    receiptSubject: /تم تأكيد الحجز/,
    vat: /ضريبة القيمة المضافة/,
    sar: /ر\.س/,
    chargedInSar: /يُحصَّل عند الدفع .*ر\.س.* بالريال السعودي/,
    about: /^\(حوالي .*US\$.*\)$/,
  },
} as const;

async function sql(text: string, values: unknown[] = []) {
  const url = new URL(E2E_ADMIN_URL);
  url.pathname = `/${E2E_DATABASE}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new guest with a complete profile, signed in in the browser the way the app stores a session. */
async function newGuest(request: APIRequestContext, context: BrowserContext, baseURL: string, lang: Lang) {
  const email = `guest-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await request.post('/api/v1/register', {
    data: { name: 'Layla Haddad', email, password: 'olive grove at dusk' },
    headers: { 'accept-language': lang, 'device-type': 'mobile' },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; user: { id: string } } };
  const updated = await request.post('/api/v1/profile/update', {
    data: { phone: '+966500000123', locale: lang },
    headers: { authorization: `Bearer ${data.token}` },
  });
  const { user } = ((await updated.json()) as { data: { user: Record<string, unknown> } }).data;
  await context.addCookies(
    [
      ['token', data.token],
      ['token_mode', 'bearer'],
      ['user', encodeURIComponent(JSON.stringify(user))],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL })),
  );
  return { email, token: data.token, userId: data.user.id };
}

test('book in USD with a promo code and coins, a declined card then a good one, and get the receipt', async ({
  page,
  lang,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const text = T[lang];
  const guest = await newGuest(request, context, baseURL ?? '', lang);
  await sql(
    `insert into coin_entries (user_id, delta, balance_after, reason) values ($1, 500, 500, 'grant')`,
    [guest.userId],
  );
  const stay = await freeStay(request, lang === 'en' ? 10 : 50, { withExtra: true });
  const query = `check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2&extras=${stay.extra}`;
  // Browsing in dollars: every page before checkout prices in USD and says the charge will be in SAR.
  await context.addCookies([{ name: 'currency', value: 'USD', url: baseURL ?? '' }]);

  await page.goto(`/${lang}/units/${stay.unit.slug}/extras?${query}`);
  await expect(page.locator('.price-total strong')).toHaveText(/\$/);
  await expect(page.locator('.charge-note')).toHaveText(text.chargedInSar);
  await page.getByRole('link', { name: text.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/confirmation/${stay.unit.slug}\\?`));
  await expect(page.getByRole('textbox', { name: text.fullName })).toHaveValue('Layla Haddad');
  // A number is typed and read left to right on a right-to-left page: "+966…", not "…966+" (issue 29).
  await expect(page.getByRole('textbox', { name: text.mobile })).toHaveCSS('direction', 'ltr');
  await expect(page.locator('.quote-total dd')).toHaveText(/[0-9]/);
  // One digit system per page: the Latin digits the prices use (contract/i18n.ts).
  await expect(page.locator('main')).not.toContainText(/[٠-٩]/);
  await expect(page.locator('.quote-lines')).toContainText(text.vat);
  await expectAccessible(page);

  const promo = page.getByRole('textbox', { name: text.promo });
  await promo.fill('NOPE1');
  await page.getByRole('button', { name: text.apply }).click();
  await expect(page.locator('.promo-error')).toHaveText(text.unknownCode);
  await promo.fill('welcome10');
  await page.getByRole('button', { name: text.apply }).click();
  await expect(page.locator('.promo-applied')).toContainText(text.applied);
  await expect(page.locator('.quote-line-credit')).toHaveCount(1);
  // The switch's input is visually hidden inside its label, which is what a visitor presses.
  await page.locator('.coins-toggle .switch').click();
  await expect(page.getByRole('switch', { name: text.coins })).toBeChecked();
  await expect(page.locator('.quote-line-credit')).toHaveCount(2);
  await expect(page.locator('.price-preview[data-stale]')).toHaveCount(0);
  const total = (await page.locator('.quote-total dd').textContent()) ?? '';
  // The charge in SAR, with the dollars beside it marked approximate, where the currency changes.
  const approx = (await page.locator('.quote-total .charge-approx').textContent()) ?? '';
  expect(approx).toMatch(text.about);
  const charged = total.replace(approx, '');
  expect(charged).toMatch(text.sar);
  await expect(page.locator('.charge-note')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: text.pay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/confirmation/complete-payment\\?`));
  await expect(page.locator('.quote-total dd')).toHaveText(total);
  await expect(page.locator('.charge-note')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: text.card }).fill('4000000000000002');
  await page.getByRole('textbox', { name: text.expiry }).fill('1234');
  await page.getByRole('textbox', { name: text.cvc }).fill('123');
  await page.getByRole('button', { name: text.payNow }).click();
  await expect(page.locator('.form-error')).toHaveText(text.declined);
  await expect(page.getByRole('textbox', { name: text.card })).toHaveValue('4000 0000 0000 0002');
  await page.getByRole('textbox', { name: text.card }).fill('4242424242424242');
  await page.getByRole('button', { name: text.payNow }).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/confirmation/payment-success\\?reservation=`));
  await expect(page.locator('.receipt-status')).toHaveText(text.paid);
  const code = (await page.locator('.receipt-code').textContent()) ?? '';
  expect(code).toMatch(/^SKN-[2-9A-Z]{8}$/);
  await expect(page.locator('.receipt-code')).toHaveCSS('direction', 'ltr');
  if (lang === 'ar')
    await expect(page.locator('.receipt-facts')).not.toContainText(/[A-Za-z\u0600-\u06ff], /);
  await expect(page.locator('.quote-total dd')).toHaveText(total);
  await expect(page.locator('.charge-note')).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text.calendar }).click();
  const file = await (await download).path();
  const ics = readFileSync(file, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART:${stay.checkIn.replaceAll('-', '')}T`);

  let receipt = '';
  await expect
    .poll(
      () =>
        (receipt = messagesTo(guest.email).find((raw) => text.receiptSubject.test(mailSubject(raw))) ?? ''),
      {
        timeout: 15_000,
      },
    )
    .not.toBe('');
  const body = mailText(receipt);
  expect(body).toContain(code);
  expect(receipt).toMatch(/content-type:\s*text\/html/i);
  expect(receipt).toMatch(/content-type:\s*text\/plain/i);
  // The total on the receipt is the one shown before paying (the digits, whatever the number style).
  const digits = (s: string) => s.replace(/[^0-9٠-٩]/g, '');
  expect(digits(body)).toContain(digits(charged));
  expect(body).toContain('≈');
  expect(digits(body)).toContain(digits(approx));

  // The same nights can no longer be booked.
  const days = await (
    await request.get(
      `/api/v1/units/available-days?unit_id=${stay.unit.id}&from=${stay.checkIn.slice(0, 7)}&to=${stay.checkIn.slice(0, 7)}`,
    )
  ).json();
  const taken = (days.data.items as { date: string; available: boolean }[]).find(
    (d) => d.date === stay.checkIn,
  );
  expect(taken?.available).toBe(false);
});

test('a hold that ran out says so and points back to the dates', async ({
  page,
  lang,
  context,
  baseURL,
  request,
}) => {
  const text = T[lang];
  const guest = await newGuest(request, context, baseURL ?? '', lang);
  const stay = await freeStay(request, lang === 'en' ? 20 : 60, { withExtra: true });
  const body = { unit_id: stay.unit.id, check_in: stay.checkIn, check_out: stay.checkOut, guests: 1 };
  const auth = { authorization: `Bearer ${guest.token}`, 'accept-language': lang };
  const quote = await (
    await request.post('/api/v1/checkout/calculate-price', { data: body, headers: auth })
  ).json();
  const held = await request.post('/api/v1/checkout', {
    data: {
      ...body,
      quote_fingerprint: quote.data.quote.fingerprint,
      guest: { name: 'Layla Haddad', email: guest.email, phone: '+966500000123' },
    },
    headers: auth,
  });
  expect(held.status()).toBe(201);
  const { reservation } = ((await held.json()) as { data: { reservation: { id: string } } }).data;
  await sql(`update reservations set hold_expires_at = now() - interval '1 minute' where id = $1`, [
    reservation.id,
  ]);

  await page.goto(`/${lang}/confirmation/complete-payment?reservation=${reservation.id}`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText(text.holdEnded);
  await expect(alert.getByRole('link')).toHaveAttribute('href', `/${lang}/units/${stay.unit.slug}`);
  await expectAccessible(page);
});
