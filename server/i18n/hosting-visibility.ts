import type { Message } from './translate';

/**
 * What the daily licence job tells a host (modules/hosting/licence.ts), both languages side by side.
 * Spread into en.ts and ar.ts. `{unit}` is the unit's title in the reader's language.
 */
const en = {
  'notifications.unit_paused_licence.title': 'Your place is hidden from guests',
  'notifications.unit_paused_licence.body':
    '{unit} is paused because its tourism licence has expired or is missing. Add a valid licence number and expiry date to publish it again. Bookings already made stay as they are.',
} as const;

export const hostingVisibilityEn = en;
export const hostingVisibilityAr: Record<keyof typeof en, Message> = {
  'notifications.unit_paused_licence.title': 'مكانك مخفيّ عن الضيوف',
  'notifications.unit_paused_licence.body':
    'أوقفنا عرض {unit} مؤقتًا لأن ترخيصه السياحي منتهٍ أو غير مُدخَل. أضف رقم ترخيص ساريًا وتاريخ انتهائه لتعيد نشره. أما الحجوزات القائمة فتبقى كما هي.',
};
