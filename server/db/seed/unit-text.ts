/**
 * Hand-written building blocks for unit copy. Titles are whole phrases per category (not word-by-word
 * assembly) so Arabic gender and number agreement is right; counts go through the Arabic counting
 * helpers below, which follow the dual and the 3–10 / 11+ rules.
 */

export const TITLES: Record<string, [string, string][]> = {
  apartment: [
    ['Bright apartment in {area}, {city}', 'شقة مشرقة في {area}، {city}'],
    ['Family apartment with a balcony in {area}, {city}', 'شقة عائلية بشرفة في {area}، {city}'],
    ['Quiet apartment with city views in {area}, {city}', 'شقة هادئة بإطلالة على المدينة في {area}، {city}'],
    ['Elegant furnished apartment in {area}, {city}', 'شقة مفروشة أنيقة في {area}، {city}'],
  ],
  villa: [
    ['Villa with a private pool in {area}, {city}', 'فيلا بمسبح خاص في {area}، {city}'],
    ['Spacious family villa in {area}, {city}', 'فيلا عائلية واسعة في {area}، {city}'],
    ['Modern villa with a garden in {area}, {city}', 'فيلا عصرية بحديقة في {area}، {city}'],
    ['Luxury villa for gatherings in {area}, {city}', 'فيلا فاخرة للمناسبات في {area}، {city}'],
  ],
  chalet: [
    ['Chalet with a pool and garden in {area}, {city}', 'شاليه بمسبح وحديقة في {area}، {city}'],
    ['Weekend chalet in {area}, {city}', 'شاليه لعطلة نهاية الأسبوع في {area}، {city}'],
    ['Family chalet with a play area in {area}, {city}', 'شاليه عائلي مع منطقة ألعاب في {area}، {city}'],
    ['Calm chalet with an outdoor majlis in {area}, {city}', 'شاليه هادئ بمجلس خارجي في {area}، {city}'],
  ],
  studio: [
    ['Cosy studio in {area}, {city}', 'استوديو مريح في {area}، {city}'],
    ['Practical studio for business trips in {area}, {city}', 'استوديو عملي لرحلات العمل في {area}، {city}'],
    ['Stylish studio close to everything in {area}, {city}', 'استوديو أنيق قريب من كل شيء في {area}، {city}'],
  ],
  istiraha: [
    ['Istiraha with a pool and majlis in {area}, {city}', 'استراحة بمسبح ومجلس في {area}، {city}'],
    [
      'Large istiraha for family gatherings in {area}, {city}',
      'استراحة واسعة للتجمعات العائلية في {area}، {city}',
    ],
    ['Istiraha with a football pitch in {area}, {city}', 'استراحة مع ملعب كرة قدم في {area}، {city}'],
  ],
  'desert-camp': [
    ['Desert camp under the stars near {area}, {city}', 'مخيم صحراوي تحت النجوم قرب {area}، {city}'],
    ['Bedouin-style camp near {area}, {city}', 'مخيم على الطراز البدوي قرب {area}، {city}'],
    ['Glamping tents near {area}, {city}', 'خيام فاخرة للتخييم قرب {area}، {city}'],
  ],
  'farm-stay': [
    ['Farm stay among palm trees in {area}, {city}', 'مزرعة بين النخيل في {area}، {city}'],
    ['Quiet farm with fresh produce in {area}, {city}', 'مزرعة هادئة بمنتجات طازجة في {area}، {city}'],
    ['Family farm with animals in {area}, {city}', 'مزرعة عائلية مع حيوانات في {area}، {city}'],
  ],
};

export const OPENINGS: Record<string, [string, string]> = {
  apartment: [
    'A well-kept apartment with everything you need for a short or long stay.',
    'شقة نظيفة ومرتبة فيها كل ما تحتاجه لإقامة قصيرة أو طويلة.',
  ],
  villa: [
    'A private villa with room for the whole family and space to gather.',
    'فيلا خاصة تتسع للعائلة كلها وفيها مساحات واسعة للجلسات.',
  ],
  chalet: [
    'A relaxed chalet made for weekends, with a pool and an outdoor seating area.',
    'شاليه مريح مصمم لعطلات نهاية الأسبوع، فيه مسبح وجلسة خارجية.',
  ],
  studio: [
    'A compact, well-designed studio that makes the most of every corner.',
    'استوديو صغير بتصميم ذكي يستفيد من كل زاوية.',
  ],
  istiraha: [
    'A spacious istiraha for family and friends, with an indoor majlis and a large yard.',
    'استراحة واسعة للأهل والأصدقاء، فيها مجلس داخلي وساحة كبيرة.',
  ],
  'desert-camp': [
    'Comfortable tents in the open desert, with evenings around the fire and clear night skies.',
    'خيام مريحة في قلب الصحراء، مع سهرات حول النار وسماء صافية في الليل.',
  ],
  'farm-stay': [
    'A peaceful farm with shaded seating, fresh air and a slower pace of life.',
    'مزرعة هادئة فيها جلسات مظللة وهواء نقي وإيقاع حياة أبطأ.',
  ],
};

/** One line about the surroundings, per city. */
export const SURROUNDINGS: Record<string, [string, string]> = {
  riyadh: [
    'Cafés, malls and Boulevard City are a short drive away.',
    'المقاهي والمجمعات التجارية وبوليفارد سيتي على بعد دقائق بالسيارة.',
  ],
  jeddah: [
    'The Corniche and the sea breeze are only minutes away.',
    'الكورنيش ونسيم البحر على بعد دقائق قليلة.',
  ],
  alula: [
    'Hegra, Elephant Rock and the old town are within easy reach.',
    'الحِجر وجبل الفيل والبلدة القديمة في متناول يدك.',
  ],
  abha: [
    'Enjoy cool mountain air and misty mornings all summer.',
    'استمتع بهواء الجبال العليل وصباحات الضباب طوال الصيف.',
  ],
  dubai: [
    'The beach, the metro and some of the city’s best restaurants are close by.',
    'الشاطئ والمترو وأشهر مطاعم المدينة قريبة منك.',
  ],
  'abu-dhabi': [
    'Museums, beaches and the Corniche are a short ride away.',
    'المتاحف والشواطئ والكورنيش على مسافة قصيرة.',
  ],
  muscat: [
    'Mountains on one side and the sea on the other, with quiet beaches nearby.',
    'الجبال من جهة والبحر من جهة أخرى، مع شواطئ هادئة قريبة.',
  ],
  cairo: [
    'Historic streets, the Nile and lively cafés are all around you.',
    'الشوارع التاريخية والنيل والمقاهي النابضة بالحياة من حولك.',
  ],
  'sharm-el-sheikh': [
    'Coral reefs and clear Red Sea water are a few minutes away.',
    'الشعاب المرجانية ومياه البحر الأحمر الصافية على بعد دقائق.',
  ],
  'north-coast': [
    'White sand and the turquoise Mediterranean are steps from the door.',
    'الرمال البيضاء ومياه المتوسط الفيروزية على بعد خطوات.',
  ],
};

export const HOUSE_RULES: [string, string][] = [
  ['No smoking indoors.', 'يُمنع التدخين داخل المكان.'],
  ['No parties or events without the host’s approval.', 'لا يُسمح بالحفلات أو المناسبات دون موافقة المضيف.'],
  ['Quiet hours are from 11 pm to 7 am.', 'يُرجى الالتزام بالهدوء من الساعة 11 مساءً حتى 7 صباحًا.'],
  ['Pets are not allowed.', 'لا يُسمح باصطحاب الحيوانات الأليفة.'],
  ['Families only.', 'للعائلات فقط.'],
  ['Please switch off the air conditioning when you go out.', 'يُرجى إطفاء المكيفات عند الخروج.'],
  ['Children must be supervised at the pool.', 'يجب مرافقة الأطفال عند المسبح.'],
  ['A valid ID is required at check-in.', 'يلزم تقديم هوية سارية عند تسجيل الوصول.'],
];

export const IMAGE_ROOMS: [string, string][] = [
  ['exterior', 'الواجهة'],
  ['living room', 'غرفة المعيشة'],
  ['bedroom', 'غرفة النوم'],
  ['kitchen', 'المطبخ'],
  ['bathroom', 'دورة المياه'],
  ['outdoor seating', 'الجلسة الخارجية'],
];

export const EXTRAS: { en: string; ar: string; sar: number; pricing: 'per_night' | 'per_stay' }[] = [
  { en: 'Airport pickup', ar: 'توصيل من المطار', sar: 150, pricing: 'per_stay' },
  { en: 'Daily housekeeping', ar: 'تنظيف يومي', sar: 80, pricing: 'per_night' },
  { en: 'Breakfast for two', ar: 'إفطار لشخصين', sar: 90, pricing: 'per_night' },
  { en: 'Late check-out', ar: 'مغادرة متأخرة', sar: 100, pricing: 'per_stay' },
  { en: 'Baby cot', ar: 'سرير أطفال', sar: 40, pricing: 'per_stay' },
  { en: 'Decoration for an occasion', ar: 'تزيين للمناسبات', sar: 350, pricing: 'per_stay' },
  { en: 'Firewood and charcoal', ar: 'حطب وفحم', sar: 60, pricing: 'per_stay' },
];

/** English counts: "1 bedroom", "3 bedrooms". */
export function countEn(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Arabic counts in the accusative/genitive (after a verb or a preposition): one, the dual, 3–10 with
 * the plural, 11+ with the singular accusative. `forms` = [one, dual, plural 3–10, singular 11+].
 */
export function countAr(n: number, forms: [string, string, string, string]): string {
  if (n === 1) return forms[0];
  if (n === 2) return forms[1];
  if (n <= 10) return `${n} ${forms[2]}`;
  return `${n} ${forms[3]}`;
}

export const AR_BEDROOMS: [string, string, string, string] = [
  'غرفة نوم واحدة',
  'غرفتي نوم',
  'غرف نوم',
  'غرفة نوم',
];
export const AR_BATHROOMS: [string, string, string, string] = [
  'دورة مياه واحدة',
  'دورتي مياه',
  'دورات مياه',
  'دورة مياه',
];
export const AR_GUESTS: [string, string, string, string] = ['ضيف واحد', 'ضيفين', 'ضيوف', 'ضيفًا'];
