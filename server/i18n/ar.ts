import type { MessageKey } from './en';
import type { Message } from './translate';

/**
 * Arabic catalogue (Modern Standard Arabic). Counted nouns follow Arabic number agreement, so the
 * plural forms differ: 3–10 take a plural noun (أحرف), 11–99 a singular accusative (حرفًا), 100+ a
 * singular genitive (حرف); one and two have their own wording.
 */
export const ar: Record<MessageKey, Message> = {
  'ok.social_links': 'تم تحميل روابط التواصل الاجتماعي.',
  'ok.route_rules': 'تم تحميل قواعد التوجيه.',
  'newsletter.subscribed': 'شكرًا لك، تم اشتراكك في النشرة البريدية.',

  'auth.registered': 'تم إنشاء حسابك بنجاح.',
  'auth.signed_in': 'تم تسجيل دخولك.',
  'auth.signed_out': 'تم تسجيل خروجك.',
  'auth.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'auth.too_many_attempts':
    'محاولات تسجيل دخول كثيرة جدًا. يُرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى، أو إعادة تعيين كلمة المرور.',
  'auth.email_unavailable':
    'لا يمكن استخدام هذا البريد الإلكتروني. جرّب تسجيل الدخول أو إعادة تعيين كلمة المرور.',
  'auth.password_common': 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.',
  'auth.session_expired': 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',

  'auth.settings': 'تم تحميل إعدادات تسجيل الدخول.',
  'auth.google_signed_in': 'سجّلت الدخول باستخدام Google.',
  'auth.google_invalid': 'تعذّر التحقق من تسجيل دخولك عبر Google. يُرجى المحاولة مرة أخرى.',
  'auth.google_unavailable': 'تسجيل الدخول عبر Google غير متاح حاليًا.',
  'auth.google_email_unverified':
    'لم تتحقق Google من هذا البريد الإلكتروني، لذا لا يمكننا ربطه بحسابك. سجّل الدخول بكلمة المرور بدلًا من ذلك.',
  'otp.sent': 'إذا كان هذا البريد مرتبطًا بحساب، فقد أرسلنا إليه رمزًا.',
  'otp.valid': 'تم التحقق من الرمز. اختر كلمة مرور جديدة.',
  'otp.invalid': 'هذا الرمز غير صحيح أو انتهت صلاحيته. تحقّق منه أو اطلب رمزًا جديدًا.',
  'otp.rate_limited': 'طلبت رموزًا كثيرة. يُرجى الانتظار ربع ساعة ثم المحاولة مجددًا.',
  'password_token.invalid': 'انتهت صلاحية جلسة إعادة التعيين أو سبق استخدامها. يُرجى طلب رمز جديد.',
  'password.reset': 'تم تغيير كلمة المرور. يُرجى تسجيل الدخول.',
  'account.profile_loaded': 'تم تحميل الملف الشخصي.',
  'account.profile_updated': 'تم تحديث ملفك الشخصي.',
  'account.password_changed': 'تم تغيير كلمة المرور، وسُجّل خروجك من أجهزتك الأخرى.',
  'account.current_password_wrong': 'كلمة المرور الحالية غير صحيحة.',

  'errors.validation': 'بعض الحقول تحتاج إلى مراجعة.',
  'errors.malformed_json': 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  'errors.unsupported_media_type': 'نوع المحتوى هذا غير مدعوم.',
  'errors.payload_too_large': 'حجم الطلب أكبر من المسموح به.',
  'errors.bad_request': 'تعذّر فهم الطلب.',
  'errors.unauthenticated': 'يُرجى تسجيل الدخول للمتابعة.',
  'errors.forbidden': 'ليست لديك صلاحية للقيام بذلك.',
  'errors.not_found': 'لم نعثر على ما تبحث عنه.',
  'errors.conflict': 'يتعارض هذا مع بيانات موجودة لدينا.',
  'errors.rate_limited': 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'errors.internal': 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',

  'validation.required': 'هذا الحقل مطلوب.',
  'validation.invalid': 'هذه القيمة غير صالحة.',
  'validation.invalid_request': 'صيغة الطلب غير صحيحة.',
  'validation.expected_string': 'أدخل نصًا.',
  'validation.expected_number': 'أدخل رقمًا.',
  'validation.expected_integer': 'أدخل عددًا صحيحًا.',
  'validation.expected_boolean': 'اختر نعم أو لا.',
  'validation.expected_array': 'أدخل قائمة.',
  'validation.expected_object': 'أدخل مجموعة من الحقول.',
  'validation.email': 'أدخل بريدًا إلكترونيًا صحيحًا.',
  'validation.url': 'أدخل رابطًا صحيحًا.',
  'validation.format': 'صيغة هذه القيمة غير صحيحة.',
  'validation.one_of': 'اختر إحدى القيم المسموح بها.',
  'validation.not_allowed': 'هذا الحقل غير مسموح به.',
  'validation.string_min': {
    one: 'أدخل حرفًا واحدًا على الأقل.',
    two: 'أدخل حرفين على الأقل.',
    few: 'أدخل {count} أحرف على الأقل.',
    many: 'أدخل {count} حرفًا على الأقل.',
    other: 'أدخل {count} حرف على الأقل.',
  },
  'validation.string_max': {
    one: 'لا تتجاوز حرفًا واحدًا.',
    two: 'لا تتجاوز حرفين.',
    few: 'لا تتجاوز {count} أحرف.',
    many: 'لا تتجاوز {count} حرفًا.',
    other: 'لا تتجاوز {count} حرف.',
  },
  'validation.array_min': {
    one: 'اختر عنصرًا واحدًا على الأقل.',
    two: 'اختر عنصرين على الأقل.',
    few: 'اختر {count} عناصر على الأقل.',
    many: 'اختر {count} عنصرًا على الأقل.',
    other: 'اختر {count} عنصر على الأقل.',
  },
  'validation.array_max': {
    one: 'اختر عنصرًا واحدًا على الأكثر.',
    two: 'اختر عنصرين على الأكثر.',
    few: 'اختر {count} عناصر على الأكثر.',
    many: 'اختر {count} عنصرًا على الأكثر.',
    other: 'اختر {count} عنصر على الأكثر.',
  },
  'validation.number_min': 'أدخل رقمًا لا يقل عن {limit}.',
  'validation.number_min_exclusive': 'أدخل رقمًا أكبر من {limit}.',
  'validation.number_max': 'أدخل رقمًا لا يزيد على {limit}.',
  'validation.number_max_exclusive': 'أدخل رقمًا أقل من {limit}.',
  'validation.multiple_of': 'أدخل رقمًا من مضاعفات {limit}.',
  'validation.too_small': 'هذه القيمة أصغر من الحد المسموح به.',
  'validation.too_big': 'هذه القيمة أكبر من الحد المسموح به.',
};
