import type { Message } from './translate';

/** The operator's console's server messages (modules/backoffice), both languages side by side. */
const en = {
  'backoffice.conflicts_listed': 'Calendar conflicts loaded.',
  'backoffice.me': 'Your console.',
  'backoffice.reports.loaded': 'Report ready.',
  'backoffice.reports.csv.key': 'Key',
  'backoffice.reports.csv.label': 'Name',
  'backoffice.reports.csv.nights_available': 'Nights available',
  'backoffice.reports.csv.nights_sold': 'Nights sold',
  'backoffice.reports.csv.occupancy': 'Occupancy %',
  'backoffice.reports.csv.room_revenue': 'Room revenue (SAR)',
  'backoffice.reports.csv.adr': 'ADR (SAR)',
  'backoffice.reports.csv.revpar': 'RevPAR (SAR)',
  'backoffice.reports.csv.bookings': 'Bookings',
  'backoffice.reports.csv.cancellations': 'Cancellations',
  'backoffice.reports.csv.revenue': 'Paid (SAR)',
  'backoffice.reports.csv.refunds': 'Refunded (SAR)',
  'backoffice.reports.csv.total': 'Total',
  'backoffice.reports.reversed': 'The last month comes before the first. Pick the months again.',
  'backoffice.reports.too_long': 'A report covers at most 36 months. Pick a shorter range.',
  'backoffice.reservations.listed': 'Reservations loaded.',
  'backoffice.reservations.loaded': 'Reservation loaded.',
  'backoffice.reservations.not_found': 'No reservation has this code.',
  'backoffice.reservations.not_cancellable':
    'Only a confirmed stay can be cancelled, until its check-out day.',
  'backoffice.reservations.refund_changed':
    'The refund under the policy has changed since you opened the stay. Check the new amount and confirm again.',
  'backoffice.reservations.over_limit':
    'This refund is above what support may give. Ask a finance colleague or an admin to cancel this stay.',
  'backoffice.reservations.override_role': 'Only finance staff or an admin may change the refund.',
  'backoffice.reservations.override_amount': 'Enter a refund from 0 up to what the guest paid by card.',
  'backoffice.reservations.cancelled':
    'The stay is cancelled and the guest is told. The refund is on its way.',
  'backoffice.reservations.already_cancelled': 'This stay was already cancelled.',
} as const;

export const backofficeEn = en;
export const backofficeAr: Record<keyof typeof en, Message> = {
  'backoffice.conflicts_listed': 'تم تحميل تعارضات التقويم.',
  'backoffice.me': 'لوحة التحكم الخاصة بك.',
  'backoffice.reports.loaded': 'التقرير جاهز.',
  'backoffice.reports.csv.key': 'المفتاح',
  'backoffice.reports.csv.label': 'الاسم',
  'backoffice.reports.csv.nights_available': 'الليالي المتاحة',
  'backoffice.reports.csv.nights_sold': 'الليالي المبيعة',
  'backoffice.reports.csv.occupancy': 'نسبة الإشغال %',
  'backoffice.reports.csv.room_revenue': 'إيراد الليالي (ر.س)',
  'backoffice.reports.csv.adr': 'متوسط سعر الليلة (ر.س)',
  'backoffice.reports.csv.revpar': 'الإيراد لكل ليلة متاحة (ر.س)',
  'backoffice.reports.csv.bookings': 'الحجوزات',
  'backoffice.reports.csv.cancellations': 'الإلغاءات',
  'backoffice.reports.csv.revenue': 'المدفوع (ر.س)',
  'backoffice.reports.csv.refunds': 'المسترد (ر.س)',
  'backoffice.reports.csv.total': 'الإجمالي',
  'backoffice.reports.reversed': 'الشهر الأخير يسبق الشهر الأول. اختر الأشهر من جديد.',
  'backoffice.reports.too_long': 'يغطي التقرير 36 شهرًا على الأكثر. اختر مدة أقصر.',
  'backoffice.reservations.listed': 'تم تحميل الحجوزات.',
  'backoffice.reservations.loaded': 'تم تحميل الحجز.',
  'backoffice.reservations.not_found': 'لا يوجد حجز بهذا الرمز.',
  'backoffice.reservations.not_cancellable': 'لا يمكن إلغاء إلا الإقامة المؤكدة، وحتى يوم المغادرة.',
  'backoffice.reservations.refund_changed':
    'تغيّر المبلغ المسترد وفق السياسة منذ فتحت الحجز. راجع المبلغ الجديد ثم أكّد مرة أخرى.',
  'backoffice.reservations.over_limit':
    'هذا المبلغ المسترد يتجاوز ما يحق لفريق الدعم منحه. اطلب من زميل في المالية أو من مشرف إلغاء هذه الإقامة.',
  'backoffice.reservations.override_role': 'لا يغيّر المبلغ المسترد إلا فريق المالية أو المشرف.',
  'backoffice.reservations.override_amount': 'أدخل مبلغًا مستردًا من 0 حتى ما دفعه الضيف بالبطاقة.',
  'backoffice.reservations.cancelled': 'أُلغيت الإقامة وأُبلغ الضيف. المبلغ المسترد في طريقه إليه.',
  'backoffice.reservations.already_cancelled': 'هذه الإقامة ملغاة من قبل.',
};
