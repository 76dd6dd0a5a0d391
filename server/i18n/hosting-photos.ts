import type { Message } from './translate';

/** The unit photos' server messages (server/modules/hosting/photos-*.ts), both languages side by side. */
const en = {
  'hosting.photos_added': 'The photos were added.',
  'hosting.photos_saved': 'The photos were saved.',
  'hosting.photo_removed': 'The photo was removed.',
  'hosting.photo_not_removed': 'The photo was not removed.',
  'hosting.photos_not_multipart': 'Send the photos as multipart/form-data.',
  'hosting.photo_type': 'Only photos can be added: JPEG, PNG, WebP, AVIF or HEIC.',
  'hosting.photo_too_large': 'Each photo can be at most {mb} MB.',
  'hosting.photos_too_many': 'A unit holds at most {max} photos. Remove some before adding more.',
  'hosting.photos_none': 'Choose at least one photo to add.',
  'hosting.photos_in_review':
    'The photos are locked while the unit is in review. You can change them once the review is done.',
  'hosting.photos_order_mismatch':
    'The new order must list every photo of the unit once. Reload the page and try again.',
  'hosting.photos_min_published': {
    one: 'A published unit keeps at least 1 photo. Add another first, or pause the unit.',
    other: 'A published unit keeps at least {count} photos. Add another first, or pause the unit.',
  },
} as const;

export const hostingPhotosEn = en;
export const hostingPhotosAr: Record<keyof typeof en, Message> = {
  'hosting.photos_added': 'أُضيفت الصور.',
  'hosting.photos_saved': 'حُفظت الصور.',
  'hosting.photo_removed': 'حُذفت الصورة.',
  'hosting.photo_not_removed': 'لم تُحذف الصورة.',
  'hosting.photos_not_multipart': 'أرسل الصور بصيغة multipart/form-data.',
  'hosting.photo_type': 'لا يمكن إضافة إلا الصور: JPEG أو PNG أو WebP أو AVIF أو HEIC.',
  'hosting.photo_too_large': 'يجب ألا يتجاوز حجم الصورة الواحدة {mb} ميغابايت.',
  'hosting.photos_too_many': 'لا تتسع الوحدة لأكثر من {max} صورة. احذف بعضها قبل إضافة المزيد.',
  'hosting.photos_none': 'اختر صورة واحدة على الأقل لإضافتها.',
  'hosting.photos_in_review': 'الصور مقفلة ما دامت الوحدة قيد المراجعة، ويمكنك تعديلها بعد انتهاء المراجعة.',
  'hosting.photos_order_mismatch':
    'يجب أن يضم الترتيب الجديد كل صور الوحدة مرة واحدة. أعد تحميل الصفحة وحاول مجددًا.',
  'hosting.photos_min_published': {
    one: 'تحتفظ الوحدة المنشورة بصورة واحدة على الأقل. أضف صورة أخرى أولًا أو أوقف الوحدة مؤقتًا.',
    two: 'تحتفظ الوحدة المنشورة بصورتين على الأقل. أضف صورة أخرى أولًا أو أوقف الوحدة مؤقتًا.',
    few: 'تحتفظ الوحدة المنشورة بـ{count} صور على الأقل. أضف صورة أخرى أولًا أو أوقف الوحدة مؤقتًا.',
    many: 'تحتفظ الوحدة المنشورة بـ{count} صورة على الأقل. أضف صورة أخرى أولًا أو أوقف الوحدة مؤقتًا.',
    other: 'تحتفظ الوحدة المنشورة بـ{count} صورة على الأقل. أضف صورة أخرى أولًا أو أوقف الوحدة مؤقتًا.',
  },
};
