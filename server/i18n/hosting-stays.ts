import type { Message } from './translate';

/** The host's stays and dashboard (modules/hosting/stays-routes.ts), both languages side by side. */
const en = {
  'hosting.stays.listed': 'Your reservations are loaded.',
  'hosting.stays.loaded': 'The reservation is loaded.',
  'hosting.stays.not_found': 'We couldn’t find this reservation among your units.',
  'hosting.stays.cancelled': 'The stay is cancelled. The guest gets a full refund.',
  'hosting.stays.already_cancelled': 'This stay was already cancelled.',
  'hosting.stays.not_cancellable': 'Only a confirmed stay can be cancelled, and only before check-out.',
  'hosting.overview.loaded': 'Your dashboard is loaded.',
} as const;

export const hostingStaysEn = en;
export const hostingStaysAr: Record<keyof typeof en, Message> = {
  'hosting.stays.listed': 'تم تحميل حجوزاتك.',
  'hosting.stays.loaded': 'تم تحميل الحجز.',
  'hosting.stays.not_found': 'لم نعثر على هذا الحجز ضمن وحداتك.',
  'hosting.stays.cancelled': 'تم إلغاء الإقامة، وسيُعاد إلى الضيف المبلغ كاملًا.',
  'hosting.stays.already_cancelled': 'هذه الإقامة ملغاة من قبل.',
  'hosting.stays.not_cancellable': 'لا يمكن إلغاء إلا الإقامة المؤكدة، وقبل موعد المغادرة فقط.',
  'hosting.overview.loaded': 'تم تحميل لوحة التحكم.',
};
