import { describe, expect, it } from 'vitest';
import { NotificationType } from '../../../contract/notifications';
import { renderText } from './render';

const unit = { unit_en: 'Dune Villa', unit_ar: 'فيلا الكثبان' };
// What the writers store: amounts as minor units and a currency, days as ISO calendar days.
const params = {
  ...unit,
  check_in: '2026-12-18',
  amount_minor: 294_125,
  currency: 'SAR',
  time: '16:00',
  count: 1_200,
  balance: 3_400,
  reference: 'INV-000042',
  shares: 4,
  reason: 'The photos show another property.',
};

describe('notification text', () => {
  it.each([
    [
      'booking_confirmed',
      'Your stay at Dune Villa from Dec 18, 2026 is confirmed.',
      'تم تأكيد إقامتك في فيلا الكثبان ابتداءً من 18 ديسمبر 2026.',
    ],
    [
      'refund_issued',
      'We refunded SAR\u00a02,941.25 for your stay at Dune Villa. It can take 5 to 10 days to reach you.',
      'رددنا \u200f2,941.25\u00a0ر.س.\u200f عن إقامتك في فيلا الكثبان. قد يستغرق وصوله من 5 إلى 10 أيام.',
    ],
    [
      'coins_granted',
      'Our team added 1,200 coins to your balance. Your balance is now 3,400.',
      'أضاف فريقنا 1,200 عملة إلى رصيدك. رصيدك الآن 3,400.',
    ],
    [
      'stay_tomorrow',
      'Check-in at Dune Villa is tomorrow from 16:00. Have a good trip!',
      'تسجيل الوصول في فيلا الكثبان غدًا ابتداءً من 16:00. رحلة سعيدة!',
    ],
    [
      'points_earned',
      'You earned 1,200 points for your stay at Dune Villa.',
      'حصلت على 1,200 نقطة عن إقامتك في فيلا الكثبان.',
    ],
    [
      'points_reversed',
      'Your stay at Dune Villa was refunded, so 1,200 of the points it earned were taken back.',
      'رُدّ مبلغ إقامتك في فيلا الكثبان، فاسترجعنا 1,200 نقطة من نقاطها.',
    ],
    [
      'hold_expiring',
      'Your hold on Dune Villa ends in 1,200 minutes. Pay now to keep these dates.',
      'ينتهي حجزك المؤقت لـ فيلا الكثبان خلال 1,200 دقيقة. ادفع الآن للاحتفاظ بهذه التواريخ.',
    ],
  ] as const)('%s formats its amounts, days and counts in English and Arabic', (type, en, ar) => {
    expect(renderText('en', type, params).body).toBe(en);
    expect(renderText('ar', type, params).body).toBe(ar);
  });

  it.each([
    [1, 'for 1 share in', 'لشراء حصة واحدة في'],
    [2, 'for 2 shares in', 'لشراء حصتين في'],
    [3, 'for 3 shares in', 'لشراء 3 حصص في'],
    [10, 'for 10 shares in', 'لشراء 10 حصص في'],
    [11, 'for 11 shares in', 'لشراء 11 حصة في'],
    [100, 'for 100 shares in', 'لشراء 100 حصة في'],
  ])('counts %i investment shares with the plural form each language takes', (shares, en, ar) => {
    const request = { ...params, shares };
    expect(renderText('en', 'investment_request_received', request).body).toContain(en);
    expect(renderText('ar', 'investment_request_received', request).body).toContain(ar);
  });

  it('formats an amount stored before amounts were kept as minor units', () => {
    const old = { ...unit, amount: '2941.25 SAR' };
    expect(renderText('en', 'refund_issued', old).body).toContain('We refunded SAR\u00a02,941.25 for');
    expect(renderText('ar', 'refund_issued', old).body).toContain('رددنا \u200f2,941.25\u00a0ر.س.\u200f عن');
  });

  it('leaves no raw ISO day, bare amount, Latin comma or Arabic-Indic digit in any type', () => {
    for (const type of NotificationType.options) {
      for (const locale of ['en', 'ar'] as const) {
        const { title, body } = renderText(locale, type, params);
        const text = `${title} ${body}`;
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|294125|2941\.25|\{\w+\}/);
        // Arabic text uses one digit system, the pages' (Latin), and "،" between words.
        if (locale === 'ar') expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]|[^\d],|,[^\d]/);
      }
    }
  });
});
