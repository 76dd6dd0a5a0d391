import type { Locale, Money } from '../../../contract/common';
import { formatCount, formatMoney, formatNumber, formatStayDay, joinParts } from '../../../contract/format';
import type { Reservation } from '../../../contract/reservations';
import type { EmailBody } from './layout';
import type { Copy } from './templates';

/** The receipt mailed when a stay is paid: what, where, when, who, and every line charged. */
export interface BookingReceipt {
  reservation: Reservation;
}

/** The pages' own formatters (contract/format.ts), so the mail reads like the receipt on screen. */
function formatters(locale: Locale) {
  return {
    day: (d: string) => formatStayDay(d, locale),
    money: (m: Money) => formatMoney(m, locale),
    count: (n: number) => formatCount(n, locale),
    percent: (bp: number) => formatNumber(bp / 10_000, locale, { style: 'percent' }),
  };
}

function rows(r: Reservation, locale: Locale): { label: string; value: string }[] {
  const f = formatters(locale);
  const a = r.amounts;
  const en = locale === 'en';
  const out = [
    {
      label: en
        ? `${f.count(r.nights)} ${r.nights === 1 ? 'night' : 'nights'}`
        : `عدد الليالي: ${f.count(r.nights)}`,
      value: f.money(a.nights_total),
    },
    ...a.extras.map((e) => ({ label: e.name, value: f.money(e.amount) })),
  ];
  if (a.cleaning_fee.amount_minor > 0)
    out.push({ label: en ? 'Cleaning fee' : 'رسوم التنظيف', value: f.money(a.cleaning_fee) });
  if (a.discount.amount_minor > 0) {
    out.push({
      label: en ? `Promo code ${a.promo_code ?? ''}` : `رمز الخصم ${a.promo_code ?? ''}`,
      value: `−${f.money(a.discount)}`,
    });
  }
  const vat = f.percent(a.vat_rate_bp);
  out.push({ label: en ? `VAT (${vat})` : `ضريبة القيمة المضافة (${vat})`, value: f.money(a.vat) });
  if (a.coins_spent > 0) {
    out.push({
      label: en ? `${f.count(a.coins_spent)} coins` : `${f.count(a.coins_spent)} عملة`,
      value: `−${f.money(a.coins_amount)}`,
    });
  }
  out.push({ label: en ? 'Total paid' : 'الإجمالي المدفوع', value: f.money(r.payment?.amount ?? a.total) });
  // The charge is in SAR; the currency the guest browsed in stays beside it, marked approximate.
  if (a.approx_total) {
    out.push({
      label: en ? 'Approximately, in your currency' : 'ما يعادله تقريبًا بعملتك',
      value: `≈ ${f.money(a.approx_total)}`,
    });
  }
  return out;
}

export const bookingReceiptCopy: Record<Locale, Copy<'booking_receipt'>> = {
  en: ({ reservation: r }, { link }) => {
    const f = formatters('en');
    const url = link(`/en/confirmation/payment-success?reservation=${r.id}`);
    const body: EmailBody = {
      preheader: `Booking ${r.code}: ${f.day(r.check_in)} to ${f.day(r.check_out)}.`,
      heading: `Your stay at ${r.unit.title} is confirmed`,
      paragraphs: [
        `Reservation code: ${r.code}`,
        `Check-in: ${f.day(r.check_in)} from ${r.unit.check_in_time}. Check-out: ${f.day(r.check_out)} by ${r.unit.check_out_time}.`,
        `Address: ${joinParts([r.unit.area, r.unit.city], 'en')}.`,
        `Guests: ${f.count(r.guests)}. Booked for ${r.guest.name}.`,
      ],
      rows: rows(r, 'en'),
      ...(url ? { button: { label: 'View your booking', url } } : {}),
      notes: ['Keep this email as your receipt. Prices include VAT.'],
    };
    return { subject: `Booking confirmed: ${r.unit.title} (${r.code})`, body };
  },
  ar: ({ reservation: r }, { link }) => {
    const f = formatters('ar');
    const url = link(`/ar/confirmation/payment-success?reservation=${r.id}`);
    const body: EmailBody = {
      preheader: `الحجز ${r.code}: من ${f.day(r.check_in)} إلى ${f.day(r.check_out)}.`,
      heading: `تم تأكيد إقامتك في ${r.unit.title}`,
      paragraphs: [
        `رمز الحجز: ${r.code}`,
        `تسجيل الوصول: ${f.day(r.check_in)} من الساعة ${r.unit.check_in_time}. تسجيل المغادرة: ${f.day(r.check_out)} حتى الساعة ${r.unit.check_out_time}.`,
        `العنوان: ${joinParts([r.unit.area, r.unit.city], 'ar')}.`,
        `عدد الضيوف: ${f.count(r.guests)}. الحجز باسم ${r.guest.name}.`,
      ],
      rows: rows(r, 'ar'),
      ...(url ? { button: { label: 'عرض الحجز', url } } : {}),
      notes: ['احتفظ بهذه الرسالة إيصالًا لدفعتك. الأسعار تشمل ضريبة القيمة المضافة.'],
    };
    return { subject: `تم تأكيد الحجز: ${r.unit.title} (${r.code})`, body };
  },
};
