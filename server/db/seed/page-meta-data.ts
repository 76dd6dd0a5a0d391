/** Search and share text per page, in both languages. Keys match contract/content.ts MetaPage. */
export const PAGE_META: {
  page: string;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  imageKey: string | null;
}[] = [
  {
    page: 'home',
    titleEn: 'Sakan — holiday homes, chalets and villas across the Gulf and Egypt',
    titleAr: 'سكن — بيوت عطلات وشاليهات وفلل في الخليج ومصر',
    descriptionEn:
      'Book apartments, villas, chalets and desert camps in Riyadh, Jeddah, AlUla, Dubai, Muscat, Cairo and more, with clear prices and instant confirmation.',
    descriptionAr:
      'احجز شققًا وفللًا وشاليهات ومخيمات صحراوية في الرياض وجدة والعلا ودبي ومسقط والقاهرة وغيرها، بأسعار واضحة وتأكيد فوري.',
    imageKey: 'share-home',
  },
  {
    page: 'units',
    titleEn: 'Find a place to stay',
    titleAr: 'ابحث عن مكان إقامتك',
    descriptionEn: 'Filter by city, dates, guests and budget to find the stay that suits you.',
    descriptionAr: 'اختر المدينة والتواريخ وعدد الضيوف والميزانية لتجد الإقامة التي تناسبك.',
    imageKey: 'share-units',
  },
  {
    page: 'listing',
    titleEn: 'All stays',
    titleAr: 'جميع أماكن الإقامة',
    descriptionEn: 'Browse every home on Sakan, from city studios to family villas.',
    descriptionAr: 'تصفّح كل المنازل على سكن، من استوديوهات المدينة إلى فلل العائلات.',
    imageKey: 'share-units',
  },
  {
    page: 'investment',
    titleEn: 'Invest in income-producing property',
    titleAr: 'استثمر في عقارات مدرّة للدخل',
    descriptionEn:
      'Own shares in holiday homes and serviced apartments, starting from a few thousand riyals, with expected yields shown up front.',
    descriptionAr:
      'تملّك حصصًا في بيوت العطلات والشقق المخدومة بمبالغ تبدأ من بضعة آلاف من الريالات، مع عرض العائد المتوقع بوضوح.',
    imageKey: 'share-investment',
  },
  {
    page: 'about-us',
    titleEn: 'About Sakan',
    titleAr: 'من نحن',
    descriptionEn: 'Who we are and how we choose the homes we list.',
    descriptionAr: 'تعرّف علينا وعلى طريقتنا في اختيار المنازل التي نعرضها.',
    imageKey: null,
  },
  {
    page: 'contact-us',
    titleEn: 'Contact us',
    titleAr: 'تواصل معنا',
    descriptionEn: 'Questions about a booking or a listing? Our team answers every day.',
    descriptionAr: 'لديك سؤال عن حجز أو إعلان؟ فريقنا يرد عليك يوميًا.',
    imageKey: null,
  },
  {
    page: 'faq',
    titleEn: 'Frequently asked questions',
    titleAr: 'الأسئلة الشائعة',
    descriptionEn: 'Payments, cancellations, check-in and more.',
    descriptionAr: 'الدفع والإلغاء وتسجيل الوصول وغير ذلك.',
    imageKey: null,
  },
  {
    page: 'list-property',
    titleEn: 'List your property',
    titleAr: 'أضف عقارك',
    descriptionEn: 'Earn from your home with guests who are verified and payments that arrive on time.',
    descriptionAr: 'حقّق دخلًا من منزلك مع ضيوف موثّقين ومدفوعات تصلك في موعدها.',
    imageKey: null,
  },
  {
    page: 'privacy',
    titleEn: 'Privacy policy',
    titleAr: 'سياسة الخصوصية',
    descriptionEn: 'How we collect, use and protect your information.',
    descriptionAr: 'كيف نجمع بياناتك ونستخدمها ونحميها.',
    imageKey: null,
  },
  {
    page: 'rewards',
    titleEn: 'Rewards',
    titleAr: 'المكافآت',
    descriptionEn: 'Earn points and coins on every stay.',
    descriptionAr: 'اجمع النقاط والعملات مع كل إقامة.',
    imageKey: null,
  },
  {
    page: 'terms-conditions',
    titleEn: 'Terms and conditions',
    titleAr: 'الشروط والأحكام',
    descriptionEn: 'The terms that apply when you book or list on Sakan.',
    descriptionAr: 'الشروط التي تنطبق عند الحجز أو الإعلان على سكن.',
    imageKey: null,
  },
];
