import type { Message } from './translate';

/**
 * Staff and access (issue 32): the staff sign-in's second factor, staff sessions, staff management and
 * the audit log, both languages side by side.
 */
const en = {
  'auth.second_factor_needed': 'Enter the code from your authenticator app to finish signing in.',
  'auth.second_factor_required':
    'Staff work needs the second factor. Set up your authenticator app, or sign in again with its code.',
  'auth.session_idle': 'Your staff session ended after 30 minutes without use. Please sign in again.',
  'auth.challenge_expired': 'This sign-in took too long or was already used. Enter your password again.',
  'auth.code_wrong': 'This code isn’t right. Check the time on your phone and try the newest code.',
  'auth.code_used': 'This code was just used. Wait for the next one in your authenticator app.',
  'auth.recovery_code_wrong': 'This recovery code isn’t right, or it was already used.',
  'auth.code_throttled': 'Too many wrong codes for this account. Wait a little, then try again.',
  'validation.second_factor_one': 'Enter either a code from your app or a recovery code.',
  'second_factor.status': 'Your second factor.',
  'second_factor.setup': 'Scan this code with your authenticator app, then enter the code it shows.',
  'second_factor.confirmed': 'Your second factor is set up. Keep your recovery codes somewhere safe.',
  'second_factor.already_enrolled': 'Your second factor is already set up.',
  'second_factor.not_started': 'Open the set-up page first to get your secret.',
  'second_factor.recovery_codes_renewed':
    'Your new recovery codes are ready. The old ones no longer work: keep these somewhere safe.',
  'backoffice.staff_listed': 'Staff loaded.',
  'backoffice.staff_roles_saved': 'Staff roles saved.',
  'backoffice.staff_factor_reset':
    'Their second factor was reset. They set it up again at their next sign-in.',
  'backoffice.staff_unknown_email': 'No account uses this email. They need to create one first.',
  'backoffice.staff_not_found': 'This staff member no longer exists.',
  'backoffice.last_admin': 'This is the last admin. Make someone else an admin first.',
  'backoffice.audit_listed': 'Audit log loaded.',
  'backoffice.audit_facets': 'Audit log filters loaded.',
  'backoffice.audit_range': 'The end date can’t be before the start date.',
} as const;

export const backofficeStaffEn = en;
export const backofficeStaffAr: Record<keyof typeof en, Message> = {
  'auth.second_factor_needed': 'أدخل الرمز من تطبيق المصادقة لإكمال تسجيل الدخول.',
  'auth.second_factor_required':
    'يتطلب عمل الموظفين عاملًا ثانيًا. اضبط تطبيق المصادقة، أو سجّل الدخول مجددًا باستخدام رمزه.',
  'auth.session_idle': 'انتهت جلسة الموظف بعد 30 دقيقة دون استخدام. يُرجى تسجيل الدخول مرة أخرى.',
  'auth.challenge_expired': 'استغرق تسجيل الدخول وقتًا طويلًا أو استُخدم من قبل. أدخل كلمة المرور مجددًا.',
  'auth.code_wrong': 'هذا الرمز غير صحيح. تحقّق من الوقت على هاتفك وجرّب أحدث رمز.',
  'auth.code_used': 'استُخدم هذا الرمز للتو. انتظر الرمز التالي في تطبيق المصادقة.',
  'auth.recovery_code_wrong': 'رمز الاسترداد هذا غير صحيح، أو استُخدم من قبل.',
  'auth.code_throttled': 'رموز خاطئة كثيرة لهذا الحساب. انتظر قليلًا ثم حاول مجددًا.',
  'validation.second_factor_one': 'أدخل إما رمزًا من التطبيق أو رمز استرداد.',
  'second_factor.status': 'عاملك الثاني.',
  'second_factor.setup': 'امسح هذا الرمز بتطبيق المصادقة، ثم أدخل الرمز الذي يظهر فيه.',
  'second_factor.confirmed': 'تم ضبط عاملك الثاني. احفظ رموز الاسترداد في مكان آمن.',
  'second_factor.already_enrolled': 'عاملك الثاني مضبوط بالفعل.',
  'second_factor.not_started': 'افتح صفحة الضبط أولًا للحصول على المفتاح السري.',
  'second_factor.recovery_codes_renewed':
    'رموز الاسترداد الجديدة جاهزة. لم تعد الرموز القديمة تعمل: احفظ هذه في مكان آمن.',
  'backoffice.staff_listed': 'تم تحميل الموظفين.',
  'backoffice.staff_roles_saved': 'تم حفظ أدوار الموظف.',
  'backoffice.staff_factor_reset': 'أُعيد تعيين عاملهم الثاني. سيضبطونه مجددًا عند تسجيل الدخول التالي.',
  'backoffice.staff_unknown_email': 'لا يوجد حساب بهذا البريد الإلكتروني. يجب أن يُنشئوا حسابًا أولًا.',
  'backoffice.staff_not_found': 'لم يعد هذا الموظف موجودًا.',
  'backoffice.last_admin': 'هذا آخر مسؤول. اجعل شخصًا آخر مسؤولًا أولًا.',
  'backoffice.audit_listed': 'تم تحميل سجل التدقيق.',
  'backoffice.audit_facets': 'تم تحميل عوامل تصفية سجل التدقيق.',
  'backoffice.audit_range': 'لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية.',
};
