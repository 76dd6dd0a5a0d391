import type { Message } from './translate';

/** The operator's console's server messages (modules/backoffice), both languages side by side. */
const en = {
  'backoffice.conflicts_listed': 'Calendar conflicts loaded.',
  'backoffice.me': 'Your console.',
} as const;

export const backofficeEn = en;
export const backofficeAr: Record<keyof typeof en, Message> = {
  'backoffice.conflicts_listed': 'تم تحميل تعارضات التقويم.',
  'backoffice.me': 'لوحة التحكم الخاصة بك.',
};
