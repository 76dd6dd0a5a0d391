import type { BrowserContext } from '@playwright/test';
import { expect, type Lang } from '../fixtures';

/** The checkout's words, as each language shows them. */
const T = {
  en: {
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
} as const satisfies Record<Lang, unknown>;

/**
 * A signed-in guest (in `context`) books the stay from its extras page, applies the promo code typed in
 * lower case, and pays with the test gateway's card: the reservation's code.
 */
export async function payWithPromo(
  context: BrowserContext,
  lang: Lang,
  stay: { slug: string; checkIn: string; checkOut: string },
  code: string,
): Promise<string> {
  const t = T[lang];
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
  return (await shop.locator('.receipt-code').innerText()).trim();
}
