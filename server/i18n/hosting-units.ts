import type { Message } from './translate';

/**
 * Messages of the host's units and their editor (server/modules/hosting/units-*.ts), both languages
 * side by side. `hosting_units.issue.*` name what keeps a unit from review, one per UnitIssue.
 */
const en = {
  'hosting_units.listed': 'Your units loaded.',
  'hosting_units.loaded': 'Unit loaded.',
  'hosting_units.created': 'Your new unit is ready to fill in.',
  'hosting_units.saved': 'Saved.',
  'hosting_units.submitted': 'Sent for review. We’ll let you know when it’s published.',
  'hosting_units.paused': 'Paused. Guests can’t find or book it until you resume.',
  'hosting_units.resumed': 'Published again. Guests can find and book it.',
  'hosting_units.not_found': 'We couldn’t find this unit among yours.',
  'hosting_units.texts_locked':
    'This unit is being reviewed, so its texts can’t change until the review is done.',
  'hosting_units.unknown_city': 'Choose a city from the list.',
  'hosting_units.unknown_category': 'Choose a type of place from the list.',
  'hosting_units.unknown_amenity': 'Choose amenities from the list.',
  'hosting_units.duplicate_amenity': 'Each amenity can be chosen once.',
  'hosting_units.place_outside':
    'This point isn’t in the country of the chosen city. Check the map position.',
  'hosting_units.extra_unknown': 'This extra isn’t one of this unit’s. Reload the page and try again.',
  'hosting_units.licence_required':
    'A tourism licence number and its expiry date are required in this country.',
  'hosting_units.licence_pair': 'Enter the licence number and its expiry date together.',
  'hosting_units.licence_expired_date': 'This date has passed. Enter the expiry date of a valid licence.',
  'hosting_units.not_draft': 'Only a draft can be sent for review.',
  'hosting_units.not_published': 'Only a published unit can be paused.',
  'hosting_units.not_paused': 'This unit isn’t paused.',
  'hosting_units.resume_licence': 'Renew the tourism licence first: this unit was paused because it expired.',
  'hosting_units.has_issues': 'Finish these before sending the unit for review:',
  'hosting_units.issue.texts_en': 'Write the title, description and house rules in English.',
  'hosting_units.issue.texts_ar': 'Write the title, description and house rules in Arabic.',
  'hosting_units.issue.photos': { one: 'Add at least 1 photo.', other: 'Add at least {count} photos.' },
  'hosting_units.issue.photo_alt': 'Describe every photo in both languages.',
  'hosting_units.issue.place': 'Add the area in both languages and the street address.',
  'hosting_units.issue.licence_missing': 'Add the tourism licence number and its expiry date.',
  'hosting_units.issue.licence_expired': 'The tourism licence has expired. Enter the renewed one.',
} as const;

export const hostingUnitsEn = en;
export const hostingUnitsAr: Record<keyof typeof en, Message> = {
  'hosting_units.listed': 'تم تحميل وحداتك.',
  'hosting_units.loaded': 'تم تحميل الوحدة.',
  'hosting_units.created': 'وحدتك الجديدة جاهزة لإدخال بياناتها.',
  'hosting_units.saved': 'تم الحفظ.',
  'hosting_units.submitted': 'أُرسلت الوحدة للمراجعة، وسنُعلمك عند نشرها.',
  'hosting_units.paused': 'أُوقفت الوحدة مؤقتًا، فلن يجدها الضيوف أو يحجزوها حتى تستأنف عرضها.',
  'hosting_units.resumed': 'عادت الوحدة منشورة، ويمكن للضيوف إيجادها وحجزها.',
  'hosting_units.not_found': 'لم نجد هذه الوحدة ضمن وحداتك.',
  'hosting_units.texts_locked': 'هذه الوحدة قيد المراجعة، فلا يمكن تعديل نصوصها حتى تنتهي المراجعة.',
  'hosting_units.unknown_city': 'اختر مدينة من القائمة.',
  'hosting_units.unknown_category': 'اختر نوع المكان من القائمة.',
  'hosting_units.unknown_amenity': 'اختر المرافق من القائمة.',
  'hosting_units.duplicate_amenity': 'يمكن اختيار كل مرفق مرة واحدة.',
  'hosting_units.place_outside': 'هذه النقطة ليست في دولة المدينة المختارة. تحقّق من الموقع على الخريطة.',
  'hosting_units.extra_unknown': 'هذه الإضافة ليست من إضافات هذه الوحدة. أعد تحميل الصفحة وحاول مجددًا.',
  'hosting_units.licence_required': 'رقم ترخيص السياحة وتاريخ انتهائه مطلوبان في هذه الدولة.',
  'hosting_units.licence_pair': 'أدخل رقم الترخيص وتاريخ انتهائه معًا.',
  'hosting_units.licence_expired_date': 'هذا التاريخ مضى. أدخل تاريخ انتهاء ترخيص ساري المفعول.',
  'hosting_units.not_draft': 'لا يُرسَل للمراجعة إلا المسودة.',
  'hosting_units.not_published': 'لا يمكن إيقاف الوحدة مؤقتًا إلا إذا كانت منشورة.',
  'hosting_units.not_paused': 'هذه الوحدة ليست موقوفة.',
  'hosting_units.resume_licence': 'جدّد ترخيص السياحة أولًا، فقد أُوقفت هذه الوحدة لانتهائه.',
  'hosting_units.has_issues': 'أكمل ما يلي قبل إرسال الوحدة للمراجعة:',
  'hosting_units.issue.texts_en': 'اكتب العنوان والوصف وقواعد المكان باللغة الإنجليزية.',
  'hosting_units.issue.texts_ar': 'اكتب العنوان والوصف وقواعد المكان باللغة العربية.',
  'hosting_units.issue.photos': {
    zero: 'أضف صورة واحدة على الأقل.',
    one: 'أضف صورة واحدة على الأقل.',
    two: 'أضف صورتين على الأقل.',
    few: 'أضف {count} صور على الأقل.',
    many: 'أضف {count} صورة على الأقل.',
    other: 'أضف {count} صورة على الأقل.',
  },
  'hosting_units.issue.photo_alt': 'صِف كل صورة باللغتين.',
  'hosting_units.issue.place': 'أضف الحي باللغتين وعنوان الشارع.',
  'hosting_units.issue.licence_missing': 'أضف رقم ترخيص السياحة وتاريخ انتهائه.',
  'hosting_units.issue.licence_expired': 'انتهى ترخيص السياحة. أدخل الترخيص المُجدَّد.',
};
