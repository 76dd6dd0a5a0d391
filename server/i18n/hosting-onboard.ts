import type { Message } from './translate';

/** Becoming a host: the submissions list and the notices of a decision. Spread into en.ts and ar.ts. */
const en = {
  'hosting.submissions_listed': 'Your listing requests.',
  'hosting.submission_not_found': 'There is no listing request with this reference.',
  'hosting.submission_decided': 'This listing request has already been decided.',
  'hosting.submission_no_account':
    'This request was sent without signing in, so there is no account to make a host. Ask the owner to sign in and send it again.',
  'hosting.reason_required': 'Say why the request is not accepted: the applicant reads it.',
  'hosting.unit_not_found': 'There is no unit with this number.',
  'hosting.unit_not_in_review': 'Only a unit that is in review can be published.',
  'notifications.hosting_accepted.title': 'Your property was accepted',
  'notifications.hosting_accepted.body':
    'Request {reference} was accepted and you are now a host. Complete your listing to publish it.',
  'notifications.hosting_rejected.title': 'Your property was not accepted',
  'notifications.hosting_rejected.body': 'Request {reference} was not accepted: {reason}',
  'notifications.hosting_published.title': 'Your listing is live',
  'notifications.hosting_published.body': '{unit} is published: guests can find and book it now.',
} as const;

export const hostingOnboardEn = en;
export const hostingOnboardAr: Record<keyof typeof en, Message> = {
  'hosting.submissions_listed': 'طلبات عرض عقاراتك.',
  'hosting.submission_not_found': 'لا يوجد طلب عرض عقار بهذا الرقم المرجعي.',
  'hosting.submission_decided': 'سبق البتّ في طلب عرض العقار هذا.',
  'hosting.submission_no_account':
    'أُرسل هذا الطلب دون تسجيل الدخول، فلا يوجد حساب نجعله مضيفًا. اطلب من المالك تسجيل الدخول وإرسال الطلب من جديد.',
  'hosting.reason_required': 'اذكر سبب عدم قبول الطلب، فمقدّمه سيقرؤه.',
  'hosting.unit_not_found': 'لا توجد وحدة بهذا الرقم.',
  'hosting.unit_not_in_review': 'لا تُنشر إلا الوحدة التي قيد المراجعة.',
  'notifications.hosting_accepted.title': 'قُبل عقارك',
  'notifications.hosting_accepted.body': 'قُبل الطلب {reference} وأصبحت مضيفًا. أكمل بيانات إعلانك لنشره.',
  'notifications.hosting_rejected.title': 'لم يُقبل عقارك',
  'notifications.hosting_rejected.body': 'لم يُقبل الطلب {reference}: {reason}',
  'notifications.hosting_published.title': 'إعلانك منشور الآن',
  'notifications.hosting_published.body': 'نُشر {unit}: يمكن للضيوف الآن العثور عليه وحجزه.',
};
