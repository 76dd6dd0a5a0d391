import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../contract/reservations';
import { renderEmail } from './templates';

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });
const zero = sar(0);

function reservation(locale: 'en' | 'ar'): Reservation {
  const ar = locale === 'ar';
  return {
    id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
    code: 'SKN-7K3P9Q',
    status: 'confirmed',
    unit: {
      id: 1,
      slug: 'dune-villa',
      title: ar ? 'فيلا الكثبان' : 'Dune Villa',
      city: ar ? 'الرياض' : 'Riyadh',
      area: ar ? 'الملقا' : 'Al Malqa',
      image: null,
      check_in_time: '16:00',
      check_out_time: '12:00',
      lat: 24.8,
      lng: 46.6,
    },
    check_in: '2027-03-03',
    check_out: '2027-03-05',
    nights: 2,
    guests: 3,
    guest: { name: 'Layla Haddad', email: 'layla@example.com', phone: '+966501234567' },
    hold_expires_at: '2027-01-01T10:15:00Z',
    amounts: {
      nights: [],
      extras: [],
      nights_total: sar(250_000),
      extras_total: zero,
      cleaning_fee: sar(5_000),
      discount: zero,
      promo_code: null,
      vat_rate_bp: 1500,
      vat: sar(38_250),
      coins_spent: 2_200,
      coins_amount: sar(22_000),
      total: sar(271_250),
      approx_total: null,
    },
    payment: {
      provider: 'test',
      provider_payment_id: 'pi_1',
      amount: sar(271_250),
      paid_at: '2027-01-01T10:05:00Z',
    },
    created_at: '2027-01-01T10:00:00Z',
  };
}

// Amounts as the pages print them: a no-break space beside the symbol, right-to-left marks in Arabic.
const enSar = (amount: string) => `SAR\u00a0${amount}`;
const arSar = (amount: string) => `\u200f${amount}\u00a0ر.س.\u200f`;

/** Arabic mail text uses the pages' one digit system (Latin) and "،" between words, never ",". */
function expectArabicTypography(text: string) {
  expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  expect(text).not.toMatch(/[^\d],|,[^\d]/);
}

describe('mail formatting', () => {
  it('writes the receipt’s days, amounts, counts and address like the pages, in English', () => {
    const { text } = renderEmail('booking_receipt', 'en', { reservation: reservation('en') });
    expect(text).toContain('Check-in: Mar 3, 2027 from 16:00. Check-out: Mar 5, 2027 by 12:00.');
    expect(text).toContain('Address: Al Malqa, Riyadh.');
    expect(text).toContain('Guests: 3.');
    expect(text).toContain(`2 nights: ${enSar('2,500')}`);
    expect(text).toContain(`VAT (15%): ${enSar('382.50')}`);
    expect(text).toContain(`2,200 coins: −${enSar('220')}`);
    expect(text).toContain(`Total paid: ${enSar('2,712.50')}`);
  });

  it('writes the receipt in Arabic with the same digits and the Arabic comma', () => {
    const { text, subject } = renderEmail('booking_receipt', 'ar', { reservation: reservation('ar') });
    expect(text).toContain('تسجيل الوصول: 3 مارس 2027 من الساعة 16:00. تسجيل المغادرة: 5 مارس 2027');
    expect(text).toContain('العنوان: الملقا، الرياض.');
    expect(text).toContain(`ضريبة القيمة المضافة (15\u200e%\u200e): ${arSar('382.50')}`);
    expect(text).toContain(`2,200 عملة: −${arSar('220')}`);
    expect(text).toContain(`الإجمالي المدفوع: ${arSar('2,712.50')}`);
    expectArabicTypography(`${subject}\n${text}`);
  });

  const cancelled = {
    code: 'SKN-7K3P9Q',
    checkIn: '2027-03-03',
    checkOut: '2027-03-05',
    refundMinor: 294_125,
    currency: 'SAR',
    coins: 1_500,
    reservationId: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
  };

  it('writes the cancellation’s refund, days and coins in English and Arabic', () => {
    const en = renderEmail('reservation_cancelled', 'en', { ...cancelled, unitTitle: 'Dune Villa' }).text;
    expect(en).toContain('You cancelled your stay at Dune Villa from Mar 3, 2027 to Mar 5, 2027');
    expect(en).toContain(`We’re refunding ${enSar('2,941.25')} to the card`);
    expect(en).toContain('within 5–10 days.');
    expect(en).toContain('1,500 coins are back in your balance.');

    const ar = renderEmail('reservation_cancelled', 'ar', { ...cancelled, unitTitle: 'فيلا الكثبان' });
    expect(ar.text).toContain('ألغيت إقامتك في فيلا الكثبان من 3 مارس 2027 إلى 5 مارس 2027');
    expect(ar.text).toContain(`سنعيد ${arSar('2,941.25')} إلى البطاقة`);
    expect(ar.text).toContain('خلال 5 إلى 10 أيام.');
    expect(ar.text).toContain('أُعيدت 1,500 عملة إلى رصيدك.');
    expect(ar.html).toContain('فيلا الكثبان، 3 مارس 2027 – 5 مارس 2027');
    expectArabicTypography(`${ar.subject}\n${ar.text}`);
  });

  it('writes the moments of account mails like the pages, in UTC', () => {
    const changedAt = new Date('2027-01-10T13:00:00Z');
    // The space before PM is whichever the ICU in use gives (a narrow no-break one in newer versions).
    expect(renderEmail('password_changed', 'en', { changedAt }).text).toMatch(
      /was changed on Jan 10, 2027, 1:00\sPM \(UTC\)\./,
    );
    const ar = renderEmail('password_changed', 'ar', { changedAt }).text;
    expect(ar).toMatch(/بتاريخ 10\u200f\/01\u200f\/2027، 1:00\sم بالتوقيت/);
    expectArabicTypography(ar);
    const alert = { failures: 1_200, since: changedAt };
    expect(renderEmail('login_alert', 'en', alert).text).toContain('There have been 1,200 failed sign-ins');
    const arAlert = renderEmail('login_alert', 'ar', alert).text;
    expect(arAlert).toContain('(UTC): 1,200.');
    expectArabicTypography(arAlert);
  });
});
