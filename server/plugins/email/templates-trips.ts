import type { Locale } from '../../../contract/common';
import { formatCount, formatMoney, formatStayDay, joinParts } from '../../../contract/format';
import type { EmailBody } from './layout';

/** The trips domain's mail: a stay cancelled by its guest, with what comes back and how. */
export interface TripsEmailParams {
  reservation_cancelled: {
    code: string;
    unitTitle: string;
    checkIn: string;
    checkOut: string;
    refundMinor: number;
    currency: string;
    coins: number;
    reservationId: string;
  };
}

type TripsCopy = (
  params: TripsEmailParams['reservation_cancelled'],
  link: (path: string) => string | null,
) => { subject: string; body: EmailBody };

/** The pages' own formatters (contract/format.ts): stay days are calendar days, read as booked. */
function formats(locale: Locale) {
  return {
    day: (iso: string) => formatStayDay(iso, locale),
    money: (minor: number, currency: string) => formatMoney({ amount_minor: minor, currency }, locale),
    number: (n: number) => formatCount(n, locale),
  };
}

export const tripsCopy: Record<Locale, TripsCopy> = {
  en: (p, link) => {
    const f = formats('en');
    const url = link(`/en/account/reservations/${p.reservationId}`);
    const refund =
      p.refundMinor > 0
        ? `We’re refunding ${f.money(p.refundMinor, p.currency)} to the card you paid with. Most banks show it within ${f.number(5)}–${f.number(10)} days.`
        : 'Under the place’s cancellation policy, no money is refunded for this cancellation.';
    return {
      subject: `Your stay ${p.code} is cancelled`,
      body: {
        preheader: joinParts([p.unitTitle, `${f.day(p.checkIn)} – ${f.day(p.checkOut)}`], 'en'),
        heading: 'Your stay is cancelled',
        paragraphs: [
          `You cancelled your stay at ${p.unitTitle} from ${f.day(p.checkIn)} to ${f.day(p.checkOut)} (reservation ${p.code}). The nights are free again.`,
          refund,
          ...(p.coins > 0 ? [`${f.number(p.coins)} coins are back in your balance.`] : []),
        ],
        ...(url ? { button: { label: 'See the cancellation', url } } : {}),
        notes: [
          'If you didn’t cancel this stay, contact us right away by replying through the contact page.',
        ],
      },
    };
  },
  ar: (p, link) => {
    const f = formats('ar');
    const url = link(`/ar/account/reservations/${p.reservationId}`);
    const refund =
      p.refundMinor > 0
        ? `سنعيد ${f.money(p.refundMinor, p.currency)} إلى البطاقة التي دفعت بها، وتظهر لدى معظم البنوك خلال ${f.number(5)} إلى ${f.number(10)} أيام.`
        : 'وفق سياسة الإلغاء الخاصة بهذا المكان، لا يُسترد أي مبلغ عن هذا الإلغاء.';
    return {
      subject: `تم إلغاء إقامتك ${p.code}`,
      body: {
        preheader: joinParts([p.unitTitle, `${f.day(p.checkIn)} – ${f.day(p.checkOut)}`], 'ar'),
        heading: 'تم إلغاء إقامتك',
        paragraphs: [
          `ألغيت إقامتك في ${p.unitTitle} من ${f.day(p.checkIn)} إلى ${f.day(p.checkOut)} (الحجز ${p.code})، وأصبحت الليالي متاحة من جديد.`,
          refund,
          ...(p.coins > 0 ? [`أُعيدت ${f.number(p.coins)} عملة إلى رصيدك.`] : []),
        ],
        ...(url ? { button: { label: 'عرض تفاصيل الإلغاء', url } } : {}),
        notes: ['إن لم تكن أنت من ألغى هذه الإقامة، فتواصل معنا فورًا عبر صفحة التواصل.'],
      },
    };
  },
};
