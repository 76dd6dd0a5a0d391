import type { Message } from './translate';

/** Calendar sync's server messages (modules/hosting/ical-*.ts), both languages side by side. */
const en = {
  'calendar_sync.listed': 'Calendar sync loaded.',
  'calendar_sync.feed_added': 'Calendar added. Its nights are blocked here from now on.',
  'calendar_sync.feed_removed': 'Calendar removed. Its nights are free again here.',
  'calendar_sync.feed_synced': 'Calendar checked.',
  'calendar_sync.rotated': 'New calendar link made. The old link no longer works.',
  'calendar_sync.unit_not_found': 'We couldn’t find this place among yours.',
  'calendar_sync.feed_not_found': 'We couldn’t find this calendar. It may have been removed.',
  'calendar_sync.export_not_found': 'This calendar link doesn’t exist or was replaced by a new one.',
  'calendar_sync.feeds_full': {
    one: 'A place can import at most 1 calendar. Remove one to add another.',
    other: 'A place can import at most {count} calendars. Remove one to add another.',
  },
} as const;

export const calendarSyncEn = en;
export const calendarSyncAr: Record<keyof typeof en, Message> = {
  'calendar_sync.listed': 'تم تحميل مزامنة التقويم.',
  'calendar_sync.feed_added': 'أُضيف التقويم. ستُحجب لياليه هنا من الآن.',
  'calendar_sync.feed_removed': 'أُزيل التقويم. أصبحت لياليه متاحة هنا من جديد.',
  'calendar_sync.feed_synced': 'تم فحص التقويم.',
  'calendar_sync.rotated': 'أُنشئ رابط تقويم جديد. الرابط القديم لم يعد يعمل.',
  'calendar_sync.unit_not_found': 'لم نعثر على هذا المكان ضمن أماكنك.',
  'calendar_sync.feed_not_found': 'لم نعثر على هذا التقويم. ربما أُزيل.',
  'calendar_sync.export_not_found': 'رابط التقويم هذا غير موجود أو استُبدل برابط جديد.',
  'calendar_sync.feeds_full': {
    one: 'يمكن للمكان استيراد تقويم واحد على الأكثر. أزل تقويمًا لإضافة آخر.',
    two: 'يمكن للمكان استيراد تقويمين على الأكثر. أزل تقويمًا لإضافة آخر.',
    few: 'يمكن للمكان استيراد {count} تقاويم على الأكثر. أزل تقويمًا لإضافة آخر.',
    many: 'يمكن للمكان استيراد {count} تقويمًا على الأكثر. أزل تقويمًا لإضافة آخر.',
    other: 'يمكن للمكان استيراد {count} تقويم على الأكثر. أزل تقويمًا لإضافة آخر.',
  },
};
