/** Reference data of the demo catalogue: real Gulf and Egyptian places, names as locals write them. */

export interface CitySeed {
  slug: string;
  en: string;
  ar: string;
  country: 'SA' | 'AE' | 'OM' | 'EG';
  /** Centre of the city, for scattering unit locations around it. */
  lat: number;
  lng: number;
  /** Neighbourhoods: [English, Arabic]. */
  areas: [string, string][];
  /** Price level relative to Riyadh (1.0). */
  priceFactor: number;
}

export const CITIES: CitySeed[] = [
  {
    slug: 'riyadh',
    en: 'Riyadh',
    ar: 'الرياض',
    country: 'SA',
    lat: 24.7136,
    lng: 46.6753,
    priceFactor: 1,
    areas: [
      ['Al Olaya', 'العليا'],
      ['Hittin', 'حطين'],
      ['Al Malqa', 'الملقا'],
      ['Diriyah', 'الدرعية'],
    ],
  },
  {
    slug: 'jeddah',
    en: 'Jeddah',
    ar: 'جدة',
    country: 'SA',
    lat: 21.5433,
    lng: 39.1728,
    priceFactor: 1,
    areas: [
      ['Al Shati', 'الشاطئ'],
      ['Obhur', 'أبحر'],
      ['Al Balad', 'البلد'],
      ['Al Rawdah', 'الروضة'],
    ],
  },
  {
    slug: 'alula',
    en: 'AlUla',
    ar: 'العلا',
    country: 'SA',
    lat: 26.6174,
    lng: 37.9156,
    priceFactor: 1.5,
    areas: [
      ['Old Town', 'البلدة القديمة'],
      ['Ashar Valley', 'وادي عشار'],
      ['Al Jadidah', 'الجديدة'],
    ],
  },
  {
    slug: 'abha',
    en: 'Abha',
    ar: 'أبها',
    country: 'SA',
    lat: 18.2164,
    lng: 42.5053,
    priceFactor: 0.8,
    areas: [
      ['Al Soudah', 'السودة'],
      ['Al Manhal', 'المنهل'],
      ['Al Khalidiyah', 'الخالدية'],
    ],
  },
  {
    slug: 'dubai',
    en: 'Dubai',
    ar: 'دبي',
    country: 'AE',
    lat: 25.2048,
    lng: 55.2708,
    priceFactor: 1.4,
    areas: [
      ['Dubai Marina', 'دبي مارينا'],
      ['Downtown Dubai', 'وسط مدينة دبي'],
      ['Jumeirah', 'جميرا'],
      ['Palm Jumeirah', 'نخلة جميرا'],
    ],
  },
  {
    slug: 'abu-dhabi',
    en: 'Abu Dhabi',
    ar: 'أبوظبي',
    country: 'AE',
    lat: 24.4539,
    lng: 54.3773,
    priceFactor: 1.2,
    areas: [
      ['Saadiyat Island', 'جزيرة السعديات'],
      ['Al Reem Island', 'جزيرة الريم'],
      ['Corniche', 'الكورنيش'],
    ],
  },
  {
    slug: 'muscat',
    en: 'Muscat',
    ar: 'مسقط',
    country: 'OM',
    lat: 23.588,
    lng: 58.3829,
    priceFactor: 0.9,
    areas: [
      ['Al Mouj', 'الموج'],
      ['Qurum', 'القرم'],
      ['Muttrah', 'مطرح'],
    ],
  },
  {
    slug: 'cairo',
    en: 'Cairo',
    ar: 'القاهرة',
    country: 'EG',
    lat: 30.0444,
    lng: 31.2357,
    priceFactor: 0.45,
    areas: [
      ['Zamalek', 'الزمالك'],
      ['Maadi', 'المعادي'],
      ['New Cairo', 'القاهرة الجديدة'],
      ['Garden City', 'جاردن سيتي'],
    ],
  },
  {
    slug: 'sharm-el-sheikh',
    en: 'Sharm El Sheikh',
    ar: 'شرم الشيخ',
    country: 'EG',
    lat: 27.9158,
    lng: 34.33,
    priceFactor: 0.55,
    areas: [
      ['Naama Bay', 'خليج نعمة'],
      ['Nabq Bay', 'خليج نبق'],
      ['Hadaba', 'الهضبة'],
    ],
  },
  {
    slug: 'north-coast',
    en: 'North Coast',
    ar: 'الساحل الشمالي',
    country: 'EG',
    lat: 30.8286,
    lng: 28.9546,
    priceFactor: 0.6,
    areas: [
      ['Marassi', 'مراسي'],
      ['Sidi Abdel Rahman', 'سيدي عبد الرحمن'],
      ['Ras El Hekma', 'رأس الحكمة'],
    ],
  },
];

export interface CategorySeed {
  slug: string;
  en: string;
  ar: string;
  icon: string;
  /** Base nightly price range in SAR (whole riyals) before the city's factor. */
  price: [number, number];
  guests: [number, number];
}

export const CATEGORIES: CategorySeed[] = [
  { slug: 'apartment', en: 'Apartment', ar: 'شقة', icon: 'building', price: [280, 700], guests: [2, 6] },
  { slug: 'villa', en: 'Villa', ar: 'فيلا', icon: 'villa', price: [900, 2800], guests: [6, 14] },
  { slug: 'chalet', en: 'Chalet', ar: 'شاليه', icon: 'waves', price: [600, 1600], guests: [4, 10] },
  { slug: 'studio', en: 'Studio', ar: 'استوديو', icon: 'bed', price: [180, 420], guests: [1, 3] },
  { slug: 'istiraha', en: 'Istiraha', ar: 'استراحة', icon: 'tent-tree', price: [500, 1400], guests: [8, 20] },
  {
    slug: 'desert-camp',
    en: 'Desert camp',
    ar: 'مخيم صحراوي',
    icon: 'tent',
    price: [450, 1200],
    guests: [2, 8],
  },
  { slug: 'farm-stay', en: 'Farm stay', ar: 'مزرعة', icon: 'sprout', price: [400, 1100], guests: [4, 12] },
];

export const AMENITIES: [slug: string, en: string, ar: string, icon: string][] = [
  ['wifi', 'Wi-Fi', 'واي فاي', 'wifi'],
  ['air-conditioning', 'Air conditioning', 'تكييف', 'snowflake'],
  ['kitchen', 'Kitchen', 'مطبخ', 'cooking-pot'],
  ['free-parking', 'Free parking', 'موقف مجاني', 'car'],
  ['private-pool', 'Private pool', 'مسبح خاص', 'waves'],
  ['shared-pool', 'Shared pool', 'مسبح مشترك', 'waves'],
  ['washer', 'Washing machine', 'غسالة ملابس', 'washing-machine'],
  ['tv', 'Smart TV', 'تلفزيون ذكي', 'tv'],
  ['workspace', 'Dedicated workspace', 'مساحة عمل', 'laptop'],
  ['bbq', 'Barbecue grill', 'شواية', 'flame'],
  ['garden', 'Garden', 'حديقة', 'trees'],
  ['sea-view', 'Sea view', 'إطلالة بحرية', 'sunset'],
  ['gym', 'Gym', 'نادٍ رياضي', 'dumbbell'],
  ['elevator', 'Elevator', 'مصعد', 'arrow-up-down'],
  ['family-friendly', 'Family friendly', 'مناسب للعائلات', 'baby'],
  ['outdoor-majlis', 'Outdoor majlis', 'مجلس خارجي', 'sofa'],
  ['fire-pit', 'Fire pit', 'موقد نار', 'flame-kindling'],
  ['self-check-in', 'Self check-in', 'دخول ذاتي', 'key-round'],
  ['playground', 'Kids’ play area', 'منطقة ألعاب للأطفال', 'toy-brick'],
  ['coffee-maker', 'Coffee maker', 'آلة قهوة', 'coffee'],
];

/** Rates per 1 SAR as of RATES_AS_OF (USD and AED pegs; EGP at its mid-2025 market level). */
export const RATES_AS_OF = '2025-06-01';
export const CURRENCY_ROWS = [
  {
    code: 'SAR',
    nameEn: 'Saudi riyal',
    nameAr: 'ريال سعودي',
    symbolEn: 'SAR',
    symbolAr: 'ر.س',
    rateMicros: 1_000_000,
  },
  {
    code: 'AED',
    nameEn: 'UAE dirham',
    nameAr: 'درهم إماراتي',
    symbolEn: 'AED',
    symbolAr: 'د.إ',
    rateMicros: 979_333,
  },
  {
    code: 'EGP',
    nameEn: 'Egyptian pound',
    nameAr: 'جنيه مصري',
    symbolEn: 'EGP',
    symbolAr: 'ج.م',
    rateMicros: 13_250_000,
  },
  {
    code: 'USD',
    nameEn: 'US dollar',
    nameAr: 'دولار أمريكي',
    symbolEn: '$',
    symbolAr: '$',
    rateMicros: 266_667,
  },
];

export const COUNTERS = [
  { key: 'units', value: 150, labelEn: 'Homes to stay in', labelAr: 'منزل للإقامة' },
  { key: 'cities', value: 10, labelEn: 'Cities', labelAr: 'مدن' },
  { key: 'guests', value: 48_250, labelEn: 'Happy guests', labelAr: 'ضيف سعيد' },
  { key: 'investors', value: 1_320, labelEn: 'Investors', labelAr: 'مستثمر' },
];
