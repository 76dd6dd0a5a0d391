import type { Message } from './translate';

/** The console's guests (modules/backoffice/guests-*), and what the guest is told; both languages. */
const en = {
  'backoffice.guests_listed': 'Accounts loaded.',
  'backoffice.guest_loaded': 'Account loaded.',
  'backoffice.guest_not_found': 'No account has this id. Search for the guest again.',
  'backoffice.coins_zero': 'Enter a number of coins other than zero.',
  'backoffice.coins_changed': 'The coin balance was changed.',
  'backoffice.coins_below_zero': 'That removes more coins than the guest has.',
  'backoffice.coins_below_zero_field': 'The guest has {balance} coins; remove at most that many.',
  'backoffice.coins_over_limit': 'That is more coins than support may grant or remove at once.',
  'backoffice.coins_over_limit_field':
    'Support may grant or remove at most {limit} coins at once. Ask finance or an admin for more.',
  'backoffice.guest_blocked': 'The account is blocked and its sessions have ended.',
  'backoffice.guest_unblocked': 'The account is unblocked: it may sign in again.',
  'backoffice.block_self': 'You cannot block your own account.',
  'backoffice.block_staff': 'Only an admin may block a staff account.',
  'backoffice.already_blocked': 'This account is already blocked.',
  'backoffice.not_blocked': 'This account is not blocked.',
  'auth.blocked':
    'This account has been blocked. Contact us through the contact page if you think this is a mistake.',
  'notifications.coins_granted.title': 'Coins added',
  'notifications.coins_granted.body': {
    one: 'Our team added 1 coin to your balance. Your balance is now {balance}.',
    other: 'Our team added {count} coins to your balance. Your balance is now {balance}.',
  },
  'notifications.coins_removed.title': 'Coins removed',
  'notifications.coins_removed.body': {
    one: 'Our team removed 1 coin from your balance. Your balance is now {balance}.',
    other: 'Our team removed {count} coins from your balance. Your balance is now {balance}.',
  },
} as const;

export const backofficeGuestsEn = en;
export const backofficeGuestsAr: Record<keyof typeof en, Message> = {
  'backoffice.guests_listed': 'تم تحميل الحسابات.',
  'backoffice.guest_loaded': 'تم تحميل الحساب.',
  'backoffice.guest_not_found': 'لا يوجد حساب بهذا المعرّف. ابحث عن الضيف مرة أخرى.',
  'backoffice.coins_zero': 'أدخل عددًا من العملات غير الصفر.',
  'backoffice.coins_changed': 'تم تعديل رصيد العملات.',
  'backoffice.coins_below_zero': 'هذا يخصم عملات أكثر مما لدى الضيف.',
  'backoffice.coins_below_zero_field': 'لدى الضيف {balance} عملة؛ اخصم هذا القدر على الأكثر.',
  'backoffice.coins_over_limit':
    'هذا عدد من العملات أكبر مما يمكن لفريق الدعم منحه أو خصمه في المرة الواحدة.',
  'backoffice.coins_over_limit_field':
    'يمكن لفريق الدعم منح أو خصم {limit} عملة على الأكثر في المرة الواحدة. اطلب المزيد من فريق المالية أو من مشرف.',
  'backoffice.guest_blocked': 'تم حظر الحساب وإنهاء جلساته.',
  'backoffice.guest_unblocked': 'تم رفع الحظر عن الحساب: يمكنه تسجيل الدخول مجددًا.',
  'backoffice.block_self': 'لا يمكنك حظر حسابك.',
  'backoffice.block_staff': 'لا يحظر حساب أحد الموظفين إلا مشرف.',
  'backoffice.already_blocked': 'هذا الحساب محظور بالفعل.',
  'backoffice.not_blocked': 'هذا الحساب غير محظور.',
  'auth.blocked': 'تم حظر هذا الحساب. تواصل معنا عبر صفحة التواصل إن كنت تظن أن هذا خطأ.',
  'notifications.coins_granted.title': 'أُضيفت عملات',
  'notifications.coins_granted.body': {
    zero: 'لم يضف فريقنا أي عملة إلى رصيدك. رصيدك الآن {balance}.',
    one: 'أضاف فريقنا عملة واحدة إلى رصيدك. رصيدك الآن {balance}.',
    two: 'أضاف فريقنا عملتين إلى رصيدك. رصيدك الآن {balance}.',
    few: 'أضاف فريقنا {count} عملات إلى رصيدك. رصيدك الآن {balance}.',
    many: 'أضاف فريقنا {count} عملة إلى رصيدك. رصيدك الآن {balance}.',
    other: 'أضاف فريقنا {count} عملة إلى رصيدك. رصيدك الآن {balance}.',
  },
  'notifications.coins_removed.title': 'خُصمت عملات',
  'notifications.coins_removed.body': {
    zero: 'لم يخصم فريقنا أي عملة من رصيدك. رصيدك الآن {balance}.',
    one: 'خصم فريقنا عملة واحدة من رصيدك. رصيدك الآن {balance}.',
    two: 'خصم فريقنا عملتين من رصيدك. رصيدك الآن {balance}.',
    few: 'خصم فريقنا {count} عملات من رصيدك. رصيدك الآن {balance}.',
    many: 'خصم فريقنا {count} عملة من رصيدك. رصيدك الآن {balance}.',
    other: 'خصم فريقنا {count} عملة من رصيدك. رصيدك الآن {balance}.',
  },
};
