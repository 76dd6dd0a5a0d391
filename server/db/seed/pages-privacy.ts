import type { PageSeed } from './pages-data';

/** Names what the app actually keeps: see the auth, reservation, payment and cookie code. */
export const PRIVACY: PageSeed = {
  slug: 'privacy',
  title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  summary: {
    en: 'What personal data Sakan keeps, why, for how long, and how you can see or delete it.',
    ar: 'ما البيانات الشخصية التي يحتفظ بها سكن، ولماذا، وإلى متى، وكيف يمكنك الاطلاع عليها أو حذفها.',
  },
  updatedOn: '2026-11-20',
  blocks: [
    { heading: 'who-we-are', en: 'Who is responsible', ar: 'الجهة المسؤولة' },
    {
      paragraph: {
        en: 'Sakan, Riyadh, Kingdom of Saudi Arabia, is responsible for the personal data described here. We process it in line with the Saudi Personal Data Protection Law (PDPL).',
        ar: 'سكن، الرياض، المملكة العربية السعودية، هو المسؤول عن البيانات الشخصية الموضحة هنا، ونعالجها وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
      },
    },
    { heading: 'data-we-keep', en: 'The data we keep', ar: 'البيانات التي نحتفظ بها' },
    {
      list: {
        en: [
          'Your account: name, email address, phone number, preferred language, and your password stored only as a one-way hash.',
          'Your bookings: the units, dates, guests and prices of your reservations, and your reviews and wishlist.',
          'Payment references: the payment provider’s reference and the amount of each payment. We never receive or store your card number.',
          'Messages you send us through the contact form, and the requests owners send to list a property, with their photos.',
          'Your newsletter subscription, only once you have confirmed it from the email we send.',
        ],
        ar: [
          'حسابك: الاسم والبريد الإلكتروني ورقم الجوال واللغة المفضلة، وكلمة المرور محفوظة بتجزئة أحادية الاتجاه فقط.',
          'حجوزاتك: الوحدات والتواريخ وعدد الضيوف والأسعار في حجوزاتك، إضافة إلى تقييماتك وقائمة المفضلة.',
          'مراجع الدفع: رقم المرجع لدى شركة الدفع ومبلغ كل عملية. لا نستلم رقم بطاقتك ولا نحفظه أبدًا.',
          'الرسائل التي ترسلها عبر نموذج التواصل، وطلبات الملاك لعرض عقاراتهم مع صورها.',
          'اشتراكك في النشرة البريدية، بعد أن تؤكده من الرسالة التي نرسلها إليك فقط.',
        ],
      },
    },
    { heading: 'cookies', en: 'Cookies', ar: 'ملفات تعريف الارتباط' },
    {
      paragraph: {
        en: 'We use only the cookies the site needs to work, and no advertising or tracking cookies:',
        ar: 'نستخدم فقط ملفات تعريف الارتباط التي يحتاجها الموقع ليعمل، ولا نستخدم ملفات للإعلانات أو التتبع:',
      },
    },
    {
      list: {
        en: [
          'Language: remembers English or Arabic for a year.',
          'Currency: remembers the currency you chose for prices.',
          'Session: keeps you signed in. The refresh cookie cannot be read by page scripts and ends after 30 days at most, or when you sign out.',
        ],
        ar: [
          'اللغة: تتذكر اختيارك بين العربية والإنجليزية لمدة سنة.',
          'العملة: تتذكر العملة التي اخترتها لعرض الأسعار.',
          'الجلسة: تُبقيك مسجلًا للدخول. لا تستطيع نصوص الصفحة قراءة ملف التجديد، وينتهي خلال 30 يومًا على الأكثر أو عند تسجيل الخروج.',
        ],
      },
    },
    { heading: 'why', en: 'Why we use it', ar: 'لماذا نستخدمها' },
    {
      paragraph: {
        en: 'To provide the bookings and investments you ask for, to send you the emails they need (confirmations, codes, receipts), to answer your messages, and to keep the service secure. We do not sell your data and we do not share it for advertising.',
        ar: 'لتقديم الحجوزات والاستثمارات التي تطلبها، وإرسال الرسائل التي تحتاجها (التأكيدات والرموز والإيصالات)، والرد على رسائلك، والحفاظ على أمان الخدمة. لا نبيع بياناتك ولا نشاركها لأغراض إعلانية.',
      },
    },
    { heading: 'sharing', en: 'Who we share it with', ar: 'مع من نشاركها' },
    {
      paragraph: {
        en: 'Only with the host of a stay you book (your name, dates and number of guests), our payment provider, and the email service that delivers our mail, each under a contract that limits them to that purpose.',
        ar: 'نشاركها فقط مع مضيف الإقامة التي تحجزها (اسمك والتواريخ وعدد الضيوف)، ومع شركة الدفع، وخدمة البريد التي توصل رسائلنا، وكل منهم ملتزم بعقد يقصر استخدامها على هذا الغرض.',
      },
    },
    { heading: 'retention', en: 'How long we keep it', ar: 'مدة الاحتفاظ بها' },
    {
      paragraph: {
        en: 'Account data is kept while your account is open. Booking and payment records are kept for ten years after the stay, as Saudi accounting rules require. Contact messages are kept for two years.',
        ar: 'نحتفظ ببيانات الحساب ما دام حسابك مفتوحًا، وبسجلات الحجز والدفع عشر سنوات بعد الإقامة كما تشترط الأنظمة المحاسبية السعودية، وبرسائل التواصل سنتين.',
      },
    },
    { heading: 'your-rights', en: 'Your rights and how to delete your data', ar: 'حقوقك وطريقة حذف بياناتك' },
    {
      ordered: true,
      list: {
        en: [
          'See or correct your details at any time in My account › Personal info.',
          'Leave the newsletter with the unsubscribe link at the bottom of every newsletter email.',
          'To delete your account and data, write to us from the contact page with the topic “Account”, from your account’s email address. We confirm and delete within 30 days, keeping only booking and payment records the law obliges us to keep.',
          'Clear the language, currency and session cookies by signing out and clearing this site’s data in your browser.',
        ],
        ar: [
          'اطّلع على بياناتك أو صحّحها في أي وقت من «حسابي» ثم «المعلومات الشخصية».',
          'ألغِ اشتراكك في النشرة عبر رابط إلغاء الاشتراك أسفل كل رسالة منها.',
          'لحذف حسابك وبياناتك راسلنا عبر صفحة «تواصل معنا» باختيار موضوع «الحساب» ومن البريد الإلكتروني المسجل في حسابك، وسنؤكد الحذف وننفذه خلال 30 يومًا، ولا نحتفظ إلا بسجلات الحجز والدفع التي يلزمنا النظام بحفظها.',
          'امسح ملفات اللغة والعملة والجلسة بتسجيل الخروج ثم حذف بيانات هذا الموقع من متصفحك.',
        ],
      },
    },
  ],
};
