/**
 * Building blocks for seeded reviews: whole sentences per score band, in English and Arabic, so each
 * review reads as one guest's voice. A review is an opening, one or two details and a closing, all
 * from the same band (a 2-star review does not open with praise).
 */
type Band = 'high' | 'mid' | 'low';

const OPENINGS: Record<Band, [string[], string[]]> = {
  high: [
    [
      'We had a wonderful stay.',
      'Exactly what we were looking for.',
      'One of the best places we have stayed in.',
      'Perfect for a family weekend.',
      'Everything was even better than the photos.',
    ],
    [
      'كانت إقامتنا رائعة.',
      'المكان بالضبط ما كنا نبحث عنه.',
      'من أفضل الأماكن التي أقمنا فيها.',
      'مثالي لعطلة نهاية أسبوع مع العائلة.',
      'كل شيء كان أجمل من الصور.',
    ],
  ],
  mid: [
    [
      'A good stay overall.',
      'Nice place with a few small issues.',
      'Comfortable, though not perfect.',
      'Decent value for a short trip.',
    ],
    [
      'إقامة جيدة بشكل عام.',
      'مكان جميل مع بعض الملاحظات البسيطة.',
      'مريح لكنه ليس مثاليًا.',
      'قيمة مناسبة لرحلة قصيرة.',
    ],
  ],
  low: [
    ['Disappointing, sadly.', 'The place did not match the listing.', 'We expected much more for the price.'],
    [
      'للأسف كانت الإقامة مخيبة للآمال.',
      'المكان لم يكن كما في الإعلان.',
      'توقعنا أكثر بكثير مقابل هذا السعر.',
    ],
  ],
};

const DETAILS: Record<Band, [string[], string[]]> = {
  high: [
    [
      'The rooms were spotless and the beds very comfortable.',
      'The host answered every message within minutes.',
      'Check-in was quick and the directions were clear.',
      'The kitchen had everything we needed to cook.',
      'The location is close to cafés, shops and the main road.',
      'The pool was clean and the children loved it.',
      'It was quiet at night, so we slept well.',
      'The majlis was perfect for our evening gatherings.',
    ],
    [
      'الغرف نظيفة جدًا والأسرّة مريحة.',
      'المضيف يرد على كل رسالة خلال دقائق.',
      'تسجيل الوصول كان سريعًا والتعليمات واضحة.',
      'المطبخ فيه كل ما نحتاجه للطبخ.',
      'الموقع قريب من المقاهي والمحلات والطريق الرئيسي.',
      'المسبح نظيف والأطفال استمتعوا كثيرًا.',
      'المكان هادئ في الليل ونمنا براحة.',
      'المجلس كان مثاليًا لسهراتنا.',
    ],
  ],
  mid: [
    [
      'The air conditioning in one bedroom was weak.',
      'Parking was a little hard to find in the evening.',
      'The Wi-Fi was slow at times.',
      'The bathroom needed a bit more cleaning.',
      'The photos make it look slightly bigger than it is.',
      'The host was helpful, although check-in started late.',
    ],
    [
      'المكيف في إحدى الغرف كان ضعيفًا.',
      'إيجاد موقف للسيارة كان صعبًا قليلًا في المساء.',
      'الإنترنت كان بطيئًا أحيانًا.',
      'دورة المياه تحتاج إلى تنظيف أكثر.',
      'الصور تجعل المكان يبدو أكبر قليلًا من حقيقته.',
      'المضيف متعاون، لكن تسجيل الوصول تأخر.',
    ],
  ],
  low: [
    [
      'The place was not clean when we arrived.',
      'Several appliances did not work.',
      'It was noisy until late at night.',
      'We could not reach the host for hours.',
    ],
    [
      'المكان لم يكن نظيفًا عند وصولنا.',
      'عدد من الأجهزة لا يعمل.',
      'كان هناك إزعاج حتى وقت متأخر من الليل.',
      'لم نتمكن من التواصل مع المضيف لساعات.',
    ],
  ],
};

const CLOSINGS: Record<Band, [string[], string[]]> = {
  high: [
    ['We will definitely come back.', 'Highly recommended.', 'Thank you for a lovely time!'],
    ['سنعود بالتأكيد.', 'أنصح به بشدة.', 'شكرًا على الوقت الجميل!'],
  ],
  mid: [
    ['Worth it if the price is right.', 'We might stay again.', 'Good, with room to improve.'],
    ['يستحق إذا كان السعر مناسبًا.', 'قد نعود مرة أخرى.', 'جيد، ويمكن تحسينه.'],
  ],
  low: [
    ['We would not book it again.', 'I hope the host fixes these issues.'],
    ['لن نحجزه مرة أخرى.', 'أتمنى أن يعالج المضيف هذه المشكلات.'],
  ],
};

const bandOf = (score: number): Band => (score >= 4 ? 'high' : score === 3 ? 'mid' : 'low');

/** One review's text for `score` in `language`, chosen with `rand` (deterministic per seed). */
export function reviewText(score: number, language: 'en' | 'ar', rand: () => number): string {
  const band = bandOf(score);
  const lang = language === 'en' ? 0 : 1;
  const pick = (list: string[]) => list[Math.floor(rand() * list.length)] ?? list[0]!;
  const details = DETAILS[band][lang];
  const first = pick(details);
  const second = rand() < 0.5 ? pick(details.filter((d) => d !== first)) : null;
  return [pick(OPENINGS[band][lang]), first, second, pick(CLOSINGS[band][lang])].filter(Boolean).join(' ');
}

/** Guests' names for generated reviewers: first names read on the unit page, in their own script. */
export const REVIEWER_NAMES: [string, 'en' | 'ar'][] = [
  ['Ahmed Al-Qahtani', 'en'],
  ['Sara Al-Mutairi', 'en'],
  ['Khalid Al-Otaibi', 'en'],
  ['Reem Al-Shehri', 'en'],
  ['Faisal Al-Dosari', 'en'],
  ['Lina Haddad', 'en'],
  ['Omar Farouk', 'en'],
  ['Maha Al-Zahrani', 'en'],
  ['Yousef Al-Harbi', 'en'],
  ['Dana Al-Ghamdi', 'en'],
  ['James Carter', 'en'],
  ['Priya Nair', 'en'],
  ['عبدالله العتيبي', 'ar'],
  ['نورة القحطاني', 'ar'],
  ['محمد الشمري', 'ar'],
  ['هيفاء الدوسري', 'ar'],
  ['سلطان المطيري', 'ar'],
  ['أمل الزهراني', 'ar'],
  ['فهد العنزي', 'ar'],
  ['ريم الحربي', 'ar'],
];
