import type { Message } from './translate';

/** The host's calendar's server messages (modules/hosting/calendar-*.ts), both languages side by side. */
const en = {
  'calendar.loaded': 'Calendar loaded.',
  'calendar.blocked': 'Nights blocked.',
  'calendar.unblocked': 'Nights opened for booking.',
  'calendar.price_set': 'Nightly price saved.',
  'calendar.price_cleared': 'Nightly price removed. These nights follow your pricing rules again.',
  'calendar.min_nights_set': 'Minimum stay saved.',
  'calendar.min_nights_cleared': 'Minimum stay removed. These nights follow your usual minimum again.',
  'calendar.restored': 'Your change was undone.',
  'calendar.range_order': 'The last night must be on or after the first night.',
  'calendar.range_past': 'Nights before today can’t be changed. Choose nights from today on.',
  'calendar.range_beyond': 'You can change nights up to {date}. Choose an earlier last night.',
  'calendar.range_too_long': {
    one: 'Change at most 1 night at a time.',
    other: 'Change at most {count} nights at a time.',
  },
  'calendar.restore_twice': 'Each night may be listed only once.',
  'calendar.months_beyond': 'The calendar shows months up to December 2099. Choose an earlier month.',
} as const;

export const hostingCalendarEn = en;
export const hostingCalendarAr: Record<keyof typeof en, Message> = {
  'calendar.loaded': 'تم تحميل التقويم.',
  'calendar.blocked': 'تم حجب الليالي.',
  'calendar.unblocked': 'أصبحت الليالي متاحة للحجز.',
  'calendar.price_set': 'تم حفظ سعر الليلة.',
  'calendar.price_cleared': 'أُزيل سعر الليلة. تتبع هذه الليالي قواعد التسعير الخاصة بك من جديد.',
  'calendar.min_nights_set': 'تم حفظ الحد الأدنى للإقامة.',
  'calendar.min_nights_cleared': 'أُزيل الحد الأدنى للإقامة. تتبع هذه الليالي حدك الأدنى المعتاد من جديد.',
  'calendar.restored': 'تم التراجع عن تغييرك.',
  'calendar.range_order': 'يجب أن تكون الليلة الأخيرة في يوم الليلة الأولى أو بعده.',
  'calendar.range_past': 'لا يمكن تغيير الليالي السابقة لليوم. اختر ليالي من اليوم فصاعدًا.',
  'calendar.range_beyond': 'يمكنك تغيير الليالي حتى {date}. اختر ليلة أخيرة أبكر.',
  'calendar.range_too_long': {
    zero: 'غيّر {count} ليالٍ على الأكثر في كل مرة.',
    one: 'غيّر ليلة واحدة على الأكثر في كل مرة.',
    two: 'غيّر ليلتين على الأكثر في كل مرة.',
    few: 'غيّر {count} ليالٍ على الأكثر في كل مرة.',
    many: 'غيّر {count} ليلة على الأكثر في كل مرة.',
    other: 'غيّر {count} ليلة على الأكثر في كل مرة.',
  },
  'calendar.restore_twice': 'يجب أن تُذكر كل ليلة مرة واحدة فقط.',
  'calendar.months_beyond': 'يعرض التقويم الأشهر حتى ديسمبر 2099. اختر شهرًا أبكر.',
};
