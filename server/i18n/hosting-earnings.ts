import type { Message } from './translate';

/** The host's statement (/hosting/earnings and its CSV): messages and the CSV's column names. */
const en = {
  'hosting_earnings.loaded': {
    one: '1 stay on this statement.',
    other: '{count} stays on this statement.',
  },
  'hosting_earnings.range_reversed': 'The first month must not come after the last month.',
  'hosting_earnings.range_too_long': 'A statement covers at most 36 months. Choose a shorter range.',
  'hosting_earnings.csv.code': 'Reservation code',
  'hosting_earnings.csv.unit': 'Unit',
  'hosting_earnings.csv.check_in': 'Check-in',
  'hosting_earnings.csv.check_out': 'Check-out',
  'hosting_earnings.csv.paid': 'Paid by the guest (SAR)',
  'hosting_earnings.csv.refunded': 'Refunded (SAR)',
  'hosting_earnings.csv.guest_vat': "Guest's VAT (SAR)",
  'hosting_earnings.csv.platform_fee': 'Platform fee (SAR)',
  'hosting_earnings.csv.vat_on_fee': 'VAT on the fee (SAR)',
  'hosting_earnings.csv.payout': 'Your payout (SAR)',
  'hosting_earnings.csv.due_at': 'Payout due (UTC)',
  'hosting_earnings.csv.total': 'Total',
} as const;

export const hostingEarningsEn = en;
export const hostingEarningsAr: Record<keyof typeof en, Message> = {
  'hosting_earnings.loaded': {
    zero: 'لا توجد إقامات في هذا الكشف بعد.',
    one: 'إقامة واحدة في هذا الكشف.',
    two: 'إقامتان في هذا الكشف.',
    few: '{count} إقامات في هذا الكشف.',
    many: '{count} إقامةً في هذا الكشف.',
    other: '{count} إقامة في هذا الكشف.',
  },
  'hosting_earnings.range_reversed': 'يجب ألا يأتي الشهر الأول بعد الشهر الأخير.',
  'hosting_earnings.range_too_long': 'يغطي الكشف 36 شهرًا على الأكثر. اختر مدة أقصر.',
  'hosting_earnings.csv.code': 'رمز الحجز',
  'hosting_earnings.csv.unit': 'الوحدة',
  'hosting_earnings.csv.check_in': 'تاريخ الوصول',
  'hosting_earnings.csv.check_out': 'تاريخ المغادرة',
  'hosting_earnings.csv.paid': 'ما دفعه الضيف (ر.س)',
  'hosting_earnings.csv.refunded': 'المبلغ المسترد (ر.س)',
  'hosting_earnings.csv.guest_vat': 'ضريبة القيمة المضافة على الضيف (ر.س)',
  'hosting_earnings.csv.platform_fee': 'رسوم المنصة (ر.س)',
  'hosting_earnings.csv.vat_on_fee': 'ضريبة القيمة المضافة على الرسوم (ر.س)',
  'hosting_earnings.csv.payout': 'مستحقاتك (ر.س)',
  'hosting_earnings.csv.due_at': 'موعد استحقاق الدفعة (UTC)',
  'hosting_earnings.csv.total': 'الإجمالي',
};
