import { CATEGORIES, CITIES, type CategorySeed, type CitySeed } from './catalogue-data';
import * as text from './unit-text';

/** mulberry32: tiny, fast and good enough for demo data; the same seed always gives the same catalogue. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedUnit {
  slug: string;
  city: CitySeed;
  category: CategorySeed;
  row: {
    titleEn: string;
    titleAr: string;
    descriptionEn: string;
    descriptionAr: string;
    houseRulesEn: string;
    houseRulesAr: string;
    areaEn: string;
    areaAr: string;
    lat: number;
    lng: number;
    guests: number;
    bedrooms: number;
    beds: number;
    bathrooms: number;
    checkInTime: string;
    checkOutTime: string;
    cancellationPolicy: 'flexible' | 'moderate' | 'strict';
    basePriceMinor: number;
    cleaningFeeMinor: number;
    ratingAverage: number;
    ratingCount: number;
    isFeatured: boolean;
    createdAt: Date;
  };
  amenitySlugs: string[];
  images: { key: string; position: number; altEn: string; altAr: string }[];
  extras: {
    nameEn: string;
    nameAr: string;
    priceMinor: number;
    pricing: 'per_night' | 'per_stay';
    position: number;
  }[];
  /** Weekend uplift in percent (Thursday and Friday nights) and whether it has blocked stretches. */
  weekendUplift: number;
  blockedStarts: number[];
}

const AMENITY_BASE = ['wifi', 'air-conditioning', 'free-parking', 'tv'];
const AMENITY_EXTRA: Record<string, string[]> = {
  apartment: [
    'kitchen',
    'washer',
    'workspace',
    'elevator',
    'gym',
    'shared-pool',
    'self-check-in',
    'coffee-maker',
  ],
  villa: [
    'kitchen',
    'private-pool',
    'garden',
    'bbq',
    'washer',
    'family-friendly',
    'outdoor-majlis',
    'playground',
  ],
  chalet: ['private-pool', 'bbq', 'outdoor-majlis', 'family-friendly', 'playground', 'kitchen', 'sea-view'],
  studio: ['kitchen', 'workspace', 'self-check-in', 'coffee-maker', 'elevator', 'gym'],
  istiraha: ['private-pool', 'outdoor-majlis', 'bbq', 'playground', 'kitchen', 'family-friendly', 'fire-pit'],
  'desert-camp': ['fire-pit', 'outdoor-majlis', 'bbq', 'coffee-maker', 'family-friendly'],
  'farm-stay': ['garden', 'bbq', 'kitchen', 'outdoor-majlis', 'family-friendly', 'playground', 'fire-pit'],
};

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const between = (rand: () => number, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

/** Builds `count` units spread over every city and category, newest `createdAt` relative to `now`. */
export function generateUnits(count: number, now: Date, seed = 2025): GeneratedUnit[] {
  const rand = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const city = CITIES[i % CITIES.length] as CitySeed;
    const category = CATEGORIES[Math.floor(i / CITIES.length) % CATEGORIES.length] as CategorySeed;
    const [areaEn, areaAr] = pick(rand, city.areas);
    const [titleEn, titleAr] = pick(rand, text.TITLES[category.slug] ?? []);
    const fill = (s: string, area: string, cityName: string) =>
      s.replace('{area}', area).replace('{city}', cityName);
    const guests = between(rand, category.guests[0], category.guests[1]);
    const bedrooms =
      category.slug === 'studio' ? 0 : Math.max(1, Math.ceil(guests / 2) - between(rand, 0, 1));
    const beds = Math.max(1, bedrooms + between(rand, 0, 2));
    const bathrooms = Math.max(1, Math.min(bedrooms + 1, between(rand, 1, 4)));
    const riyals = between(rand, category.price[0], category.price[1]) * city.priceFactor;
    // Whole riyals ending in 0 or 5, as hosts price them.
    const basePriceMinor = Math.max(5, Math.round(riyals / 5) * 5) * 100;
    const rules = shuffle(rand, text.HOUSE_RULES).slice(0, between(rand, 3, 4));
    const reviewed = rand() > 0.08;
    const [openEn, openAr] = text.OPENINGS[category.slug] ?? ['', ''];
    const [aroundEn, aroundAr] = text.SURROUNDINGS[city.slug] ?? ['', ''];
    const roomsEn =
      bedrooms === 0
        ? `It has ${text.countEn(bathrooms, 'bathroom', 'bathrooms')}`
        : `It has ${text.countEn(bedrooms, 'bedroom', 'bedrooms')} and ${text.countEn(bathrooms, 'bathroom', 'bathrooms')}`;
    const roomsAr =
      bedrooms === 0
        ? `يضم المكان ${text.countAr(bathrooms, text.AR_BATHROOMS)}`
        : `يضم المكان ${text.countAr(bedrooms, text.AR_BEDROOMS)} و${text.countAr(bathrooms, text.AR_BATHROOMS)}`;
    const imageCount = between(rand, 4, 6);
    const imageBase = between(rand, 1, 12);
    const fullTitleEn = fill(titleEn, areaEn, city.en);
    const fullTitleAr = fill(titleAr, areaAr, city.ar);
    return {
      slug: `${city.slug}-${category.slug}-${String(i + 1).padStart(3, '0')}`,
      city,
      category,
      row: {
        titleEn: fullTitleEn,
        titleAr: fullTitleAr,
        descriptionEn: `${openEn} ${roomsEn}, and sleeps up to ${text.countEn(guests, 'guest', 'guests')}. ${aroundEn}`,
        descriptionAr: `${openAr} ${roomsAr}، ويتسع لـ${text.countAr(guests, text.AR_GUESTS)}. ${aroundAr}`,
        houseRulesEn: rules.map((r) => r[0]).join('\n'),
        houseRulesAr: rules.map((r) => r[1]).join('\n'),
        areaEn,
        areaAr,
        lat: round(city.lat + (rand() - 0.5) * 0.12, 6),
        lng: round(city.lng + (rand() - 0.5) * 0.12, 6),
        guests,
        bedrooms,
        beds,
        bathrooms,
        checkInTime: pick(rand, ['14:00', '15:00', '16:00']),
        checkOutTime: pick(rand, ['11:00', '12:00']),
        cancellationPolicy: pick(rand, ['flexible', 'moderate', 'strict'] as const),
        basePriceMinor,
        cleaningFeeMinor: pick(rand, [0, 5_000, 7_500, 10_000, 15_000]),
        ratingAverage: reviewed ? round(3.8 + rand() * 1.2, 2) : 0,
        ratingCount: reviewed ? between(rand, 3, 240) : 0,
        isFeatured: i % 12 === 0,
        createdAt: new Date(now.getTime() - between(rand, 0, 365) * 86_400_000 - i * 1000),
      },
      amenitySlugs: [
        ...AMENITY_BASE,
        ...shuffle(rand, AMENITY_EXTRA[category.slug] ?? []).slice(0, between(rand, 2, 5)),
      ],
      images: Array.from({ length: imageCount }, (_, position) => {
        const [roomEn, roomAr] = text.IMAGE_ROOMS[position] as [string, string];
        const n = ((imageBase + position - 1) % 12) + 1;
        return {
          key: `${category.slug}-${String(n).padStart(2, '0')}`,
          position,
          altEn: `${fullTitleEn} — ${roomEn}`,
          altAr: `${fullTitleAr} — ${roomAr}`,
        };
      }),
      extras: shuffle(rand, text.EXTRAS)
        .slice(0, between(rand, 0, 4))
        .map((extra, position) => ({
          nameEn: extra.en,
          nameAr: extra.ar,
          priceMinor: extra.sar * 100,
          pricing: extra.pricing,
          position,
        })),
      weekendUplift: pick(rand, [15, 20, 25, 30]),
      blockedStarts: rand() < 0.6 ? [between(rand, 2, 40), between(rand, 45, 90)] : [],
    };
  });
}

function shuffle<T>(rand: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
