import type { FaqCategory } from '../../../contract/content-pages';

/** The FAQ as first written; an operator edits the `faqs` table afterwards. Order is position order. */
export interface FaqSeed {
  category: FaqCategory;
  question: { en: string; ar: string };
  answer: { en: string; ar: string };
}

export const FAQ_SEED: FaqSeed[] = [
  {
    category: 'booking',
    question: { en: 'How do I book a stay?', ar: 'كيف أحجز إقامة؟' },
    answer: {
      en: 'Open a unit, choose your check-in and check-out dates and the number of guests, then press Book. You pay online and receive a confirmation by email straight away.',
      ar: 'افتح صفحة الوحدة، واختر تاريخَي الوصول والمغادرة وعدد الضيوف، ثم اضغط «احجز». تدفع عبر الإنترنت ويصلك تأكيد الحجز على بريدك الإلكتروني فورًا.',
    },
  },
  {
    category: 'booking',
    question: { en: 'Do I need an account to book?', ar: 'هل أحتاج إلى حساب لأحجز؟' },
    answer: {
      en: 'Yes. An account keeps your reservations, receipts and messages in one place, and lets you manage or cancel a booking later. Creating one takes a minute.',
      ar: 'نعم. يحفظ الحساب حجوزاتك وإيصالاتك ورسائلك في مكان واحد، ويتيح لك إدارة الحجز أو إلغاءه لاحقًا. إنشاء الحساب لا يستغرق أكثر من دقيقة.',
    },
  },
  {
    category: 'booking',
    question: { en: 'What time are check-in and check-out?', ar: 'ما موعد تسجيل الوصول والمغادرة؟' },
    answer: {
      en: 'Check-in is from 3 pm and check-out is by 12 noon, local time, unless the unit page says otherwise. Ask the host through your reservation if you need a different time.',
      ar: 'يبدأ تسجيل الوصول من الساعة الثالثة عصرًا، وتكون المغادرة قبل الثانية عشرة ظهرًا بالتوقيت المحلي، ما لم تذكر صفحة الوحدة غير ذلك. إن احتجت موعدًا مختلفًا فاطلبه من المضيف عبر حجزك.',
    },
  },
  {
    category: 'payment',
    question: { en: 'Which payment methods do you accept?', ar: 'ما طرق الدفع المقبولة؟' },
    answer: {
      en: 'We accept Mada, Visa, Mastercard and Apple Pay. Card details are handled by our payment provider; Sakan never sees or stores your full card number.',
      ar: 'نقبل مدى وفيزا وماستركارد وApple Pay. تتولى شركة الدفع بيانات بطاقتك، ولا يرى سكن رقم بطاقتك الكامل ولا يحفظه.',
    },
  },
  {
    category: 'payment',
    question: { en: 'Which currency will I be charged in?', ar: 'بأي عملة سيتم الخصم؟' },
    answer: {
      en: 'Prices can be shown in SAR, AED, EGP or USD, but every payment is charged in Saudi riyals. Your bank may convert the amount at its own rate.',
      ar: 'يمكن عرض الأسعار بالريال السعودي أو الدرهم الإماراتي أو الجنيه المصري أو الدولار الأمريكي، لكن جميع المدفوعات تُحصَّل بالريال السعودي، وقد يحوّل مصرفك المبلغ بسعره الخاص.',
    },
  },
  {
    category: 'payment',
    question: { en: 'Are taxes included in the price?', ar: 'هل الضرائب مشمولة في السعر؟' },
    answer: {
      en: 'Yes. The total shown before you pay includes VAT and any cleaning or service fee. There are no charges added at the door.',
      ar: 'نعم. يشمل المبلغ الإجمالي المعروض قبل الدفع ضريبة القيمة المضافة وأي رسوم تنظيف أو خدمة، ولا تُضاف أي رسوم عند الوصول.',
    },
  },
  {
    category: 'cancellation',
    question: { en: 'Can I cancel my reservation?', ar: 'هل يمكنني إلغاء حجزي؟' },
    answer: {
      en: 'Yes, from My account › Reservations. Each unit shows its cancellation policy before you book, and the refund you get depends on how close to check-in you cancel.',
      ar: 'نعم، من «حسابي» ثم «الحجوزات». تعرض كل وحدة سياسة الإلغاء الخاصة بها قبل الحجز، ويعتمد المبلغ المسترد على مدى قرب الإلغاء من موعد الوصول.',
    },
  },
  {
    category: 'cancellation',
    question: { en: 'How long does a refund take?', ar: 'كم تستغرق إعادة المبلغ؟' },
    answer: {
      en: 'We send the refund the same day. It usually reaches a card within 5 to 14 working days, depending on your bank.',
      ar: 'نرسل المبلغ المسترد في اليوم نفسه، ويصل عادةً إلى البطاقة خلال 5 إلى 14 يوم عمل بحسب مصرفك.',
    },
  },
  {
    category: 'cancellation',
    question: { en: 'What if the host cancels?', ar: 'ماذا لو ألغى المضيف الحجز؟' },
    answer: {
      en: 'You get a full refund, and our team will help you find a similar place for the same dates.',
      ar: 'تسترد المبلغ كاملًا، ويساعدك فريقنا في إيجاد مكان مماثل للتواريخ نفسها.',
    },
  },
  {
    category: 'investment',
    question: { en: 'What is an investment unit?', ar: 'ما الوحدة الاستثمارية؟' },
    answer: {
      en: 'A property offered in shares. You buy one or more shares and receive your part of the rental income it earns, as set out in the unit’s documents.',
      ar: 'عقار يُطرح على شكل حصص؛ تشتري حصة أو أكثر وتحصل على نصيبك من دخل تأجيره، وفق ما تنص عليه مستندات الوحدة.',
    },
  },
  {
    category: 'investment',
    question: { en: 'Is the expected yield guaranteed?', ar: 'هل العائد المتوقع مضمون؟' },
    answer: {
      en: 'No. The yield shown is an estimate based on past occupancy and prices. Income can be lower, and the value of a share can go down as well as up.',
      ar: 'لا. العائد المعروض تقدير مبني على نسب الإشغال والأسعار السابقة، وقد يكون الدخل أقل، وقد تنخفض قيمة الحصة كما قد ترتفع.',
    },
  },
  {
    category: 'investment',
    question: { en: 'How do I request shares?', ar: 'كيف أطلب شراء حصص؟' },
    answer: {
      en: 'Open the investment unit, choose the number of shares and send a request. Our investment team contacts you within two working days to verify your identity and complete the paperwork.',
      ar: 'افتح صفحة الوحدة الاستثمارية، واختر عدد الحصص، وأرسل طلبك. يتواصل معك فريق الاستثمار خلال يومَي عمل للتحقق من هويتك وإتمام الإجراءات.',
    },
  },
  {
    category: 'account',
    question: { en: 'I forgot my password. What do I do?', ar: 'نسيت كلمة المرور، فماذا أفعل؟' },
    answer: {
      en: 'Choose “Forgot your password?” on the sign-in page. We email you a six-digit code; enter it and pick a new password.',
      ar: 'اختر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول، وسنرسل إلى بريدك رمزًا من ستة أرقام، أدخله ثم اختر كلمة مرور جديدة.',
    },
  },
  {
    category: 'account',
    question: { en: 'How do I delete my account?', ar: 'كيف أحذف حسابي؟' },
    answer: {
      en: 'Write to us through the contact page with the topic “Account” from the email address of your account. We delete it within 30 days, keeping only the records the law requires us to keep.',
      ar: 'راسلنا عبر صفحة «تواصل معنا» باختيار موضوع «الحساب» ومن البريد الإلكتروني المسجل في حسابك، وسنحذفه خلال 30 يومًا، ولا نحتفظ إلا بالسجلات التي يلزمنا النظام بحفظها.',
    },
  },
  {
    category: 'account',
    question: { en: 'Can I change the language or currency?', ar: 'هل يمكنني تغيير اللغة أو العملة؟' },
    answer: {
      en: 'Yes, from the header on any page. Your choice is remembered on this device.',
      ar: 'نعم، من أعلى أي صفحة، وسيُحفظ اختيارك على هذا الجهاز.',
    },
  },
];
