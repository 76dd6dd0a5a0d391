import type { PageSeed } from './pages-data';

export const TERMS: PageSeed = {
  slug: 'terms-conditions',
  title: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  summary: {
    en: 'The rules for booking stays, buying investment shares and listing a property on Sakan.',
    ar: 'قواعد حجز الإقامات وشراء الحصص الاستثمارية وعرض العقارات على سكن.',
  },
  updatedOn: '2026-11-20',
  blocks: [
    { heading: 'agreement', en: 'Agreement', ar: 'الاتفاق' },
    {
      paragraph: {
        en: 'By creating an account or making a booking you accept these terms. They are governed by the laws of the Kingdom of Saudi Arabia, and the courts of Riyadh settle any dispute.',
        ar: 'بإنشاء حساب أو إجراء حجز فإنك توافق على هذه الشروط، وتخضع لأنظمة المملكة العربية السعودية، وتختص محاكم الرياض بالفصل في أي نزاع.',
      },
    },
    { heading: 'accounts', en: 'Your account', ar: 'حسابك' },
    {
      list: {
        en: [
          'You must be at least 18 years old to book or invest.',
          'Keep your password to yourself; you are responsible for what is done with your account.',
          'Give true details: the host needs the real name of the person who stays.',
        ],
        ar: [
          'يجب ألا يقل عمرك عن 18 عامًا لتحجز أو تستثمر.',
          'حافظ على سرية كلمة المرور، فأنت مسؤول عمّا يُجرى بحسابك.',
          'قدّم بيانات صحيحة، فالمضيف يحتاج إلى الاسم الحقيقي لمن سيقيم.',
        ],
      },
    },
    { heading: 'bookings', en: 'Bookings and payment', ar: 'الحجوزات والدفع' },
    {
      paragraph: {
        en: 'A booking is confirmed once payment succeeds and you receive our confirmation. The price shown before you pay is the full price, including VAT and fees. Payments are charged in Saudi riyals.',
        ar: 'يُؤكَّد الحجز بعد نجاح الدفع واستلامك تأكيدنا. السعر المعروض قبل الدفع هو السعر الكامل شاملًا ضريبة القيمة المضافة والرسوم، وتُحصَّل المدفوعات بالريال السعودي.',
      },
    },
    { heading: 'cancellations', en: 'Cancellations and refunds', ar: 'الإلغاء والاسترداد' },
    {
      paragraph: {
        en: 'Each unit’s cancellation policy is shown before you book and applies to that booking. If a host cancels, you receive a full refund.',
        ar: 'تُعرض سياسة الإلغاء الخاصة بكل وحدة قبل الحجز وتسري على ذلك الحجز، وإذا ألغى المضيف الحجز تسترد المبلغ كاملًا.',
      },
    },
    { heading: 'stays', en: 'During your stay', ar: 'أثناء الإقامة' },
    {
      list: {
        en: [
          'Respect the house rules on the unit’s page and the number of guests you booked for.',
          'Leave the home as you found it; damage beyond normal use may be charged.',
          'Parties and events need the host’s written agreement.',
        ],
        ar: [
          'التزم بقواعد المنزل المذكورة في صفحة الوحدة وبعدد الضيوف الذي حجزت له.',
          'اترك المنزل كما وجدته، وقد تُحتسب عليك الأضرار التي تتجاوز الاستخدام المعتاد.',
          'تتطلب الحفلات والمناسبات موافقة كتابية من المضيف.',
        ],
      },
    },
    { heading: 'investments', en: 'Investment units', ar: 'الوحدات الاستثمارية' },
    {
      paragraph: {
        en: 'Yields shown are estimates, not promises. A share request becomes a purchase only after identity checks and signed documents. Read each unit’s documents before you invest, and invest only what you can afford to hold for the full term.',
        ar: 'العوائد المعروضة تقديرات وليست وعودًا، ولا يصبح طلب الحصص شراءً إلا بعد التحقق من الهوية وتوقيع المستندات. اقرأ مستندات كل وحدة قبل الاستثمار، ولا تستثمر إلا ما تستطيع إبقاءه طوال المدة.',
      },
    },
    { heading: 'owners', en: 'Listing a property', ar: 'عرض العقارات' },
    {
      paragraph: {
        en: 'Owners who send a property must own it or be allowed to rent it out, and must hold any licence the Ministry of Tourism requires. Sending a request does not mean it will be listed; our team reviews each one.',
        ar: 'يجب أن يكون المالك الذي يرسل عقاره مالكًا له أو مخوّلًا بتأجيره، وأن يحمل أي ترخيص تشترطه وزارة السياحة. إرسال الطلب لا يعني قبوله، إذ يراجع فريقنا كل طلب.',
      },
    },
    { heading: 'changes', en: 'Changes to these terms', ar: 'التعديلات على هذه الشروط' },
    {
      paragraph: {
        en: 'We may update these terms. The date at the top of this page says when they last changed; bookings already made keep the terms they were made under.',
        ar: 'قد نحدّث هذه الشروط، ويبين التاريخ أعلى هذه الصفحة آخر تعديل لها، وتبقى الحجوزات السابقة خاضعة للشروط التي أُجريت بموجبها.',
      },
    },
  ],
};
