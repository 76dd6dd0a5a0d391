import type { RequestParams } from 'autocannon';
import type { Locale } from '../../contract/common';

/** What the client sends (src/lib/api-client.ts), in the combinations a real audience mixes. */
export const AUDIENCES: { locale: Locale; currency: string }[] = [
  { locale: 'en', currency: 'SAR' },
  { locale: 'ar', currency: 'SAR' },
  { locale: 'en', currency: 'USD' },
  { locale: 'ar', currency: 'AED' },
];

export function headersFor(audience: (typeof AUDIENCES)[number], acceptEncoding?: string) {
  return {
    accept: 'application/json',
    'accept-language': audience.locale,
    'device-type': 'website',
    currency: audience.currency,
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  };
}

export const CITIES = ['riyadh', 'jeddah', 'dubai', 'cairo', 'abha', 'alula', 'muscat', 'abu-dhabi'];
const AMENITIES = ['wifi', 'kitchen', 'private-pool', 'free-parking', 'bbq', 'sea-view', 'gym', 'washer'];
const SORTS = ['newest', 'price_asc', 'price_desc', 'rating'];

export function isoDay(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** A small seeded generator (mulberry32), so two runs send the same sequence and compare. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A search as a visitor makes it: a city or none; dates 1–120 days ahead for 1–14 nights, or none;
 * guests; a price range; bedrooms; amenities; any sort; pages 1–5. Drawn at random per request, so
 * nearly every request is a key the cache has never seen.
 */
export function randomSearch(rnd: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const q: Record<string, string> = {};
  if (rnd() < 0.75) q.city = pick(CITIES);
  if (rnd() < 0.6) {
    const start = int(1, 120);
    q.check_in = isoDay(start);
    q.check_out = isoDay(start + int(1, 14));
  }
  if (rnd() < 0.7) q.guests = String(int(1, 8));
  if (rnd() < 0.5) {
    const min = int(0, 30) * 5_000;
    q.min_price = String(min);
    q.max_price = String(min + int(4, 60) * 5_000);
  }
  if (rnd() < 0.3) q.bedrooms = String(int(1, 4));
  if (rnd() < 0.3)
    q.amenities = [...new Set([pick(AMENITIES), ...(rnd() < 0.4 ? [pick(AMENITIES)] : [])])].join(',');
  q.sort = pick(SORTS);
  q.page = String(int(1, 5));
  q.per_page = '12';
  return new URLSearchParams(q).toString();
}

export interface Mix {
  name: string;
  goal: { rps: number; p99: number };
  request(n: number): RequestParams;
  /** Share of requests whose key came up before (an upper bound on the cache's hit rate). */
  repeats(): number;
}

function tracked(make: (n: number) => { path: string; audience: number }, acceptEncoding?: string) {
  const seen = new Set<string>();
  let repeated = 0;
  let total = 0;
  return {
    request(n: number): RequestParams {
      const { path, audience } = make(n);
      const key = `${audience} ${path}`;
      total += 1;
      if (seen.has(key)) repeated += 1;
      else seen.add(key);
      return { path, headers: headersFor(AUDIENCES[audience]!, acceptEncoding) };
    },
    repeats: () => (total === 0 ? 0 : repeated / total),
  };
}

/** The uncached search mix (a new random search per request). */
export function searchMix(seed: number, acceptEncoding?: string): Mix {
  const rnd = random(seed);
  return {
    name: 'GET /units/filter, random search mix',
    goal: { rps: 2_000, p99: 50 },
    ...tracked(
      () => ({ path: `/api/v1/units/filter?${randomSearch(rnd)}`, audience: Math.floor(rnd() * 4) }),
      acceptEncoding,
    ),
  };
}

/** Random unit pages across the whole catalogue (bulk slugs 1..units). */
export function slugMix(seed: number, units: number, acceptEncoding?: string): Mix {
  const rnd = random(seed);
  return {
    name: `GET /units/show-by-slug/:slug, random over ${units.toLocaleString('en')} units`,
    goal: { rps: 5_000, p99: 20 },
    ...tracked(
      () => ({
        path: `/api/v1/units/show-by-slug/bulk-${1 + Math.floor(rnd() * units)}`,
        audience: Math.floor(rnd() * 4),
      }),
      acceptEncoding,
    ),
  };
}

/** The old rotations: a popular set the cache serves warm (60 searches, 1,000 unit pages). */
export function popularMixes(slugs: string[], acceptEncoding?: string): Mix[] {
  const filters = ['riyadh', 'jeddah', 'dubai', 'cairo', 'abha'].flatMap((city, c) =>
    [7, 21, 45].map((start, d) =>
      new URLSearchParams({
        city,
        check_in: isoDay(start),
        check_out: isoDay(start + 3),
        guests: String(2 + ((c + d) % 3)),
        page: '1',
        per_page: '12',
      }).toString(),
    ),
  );
  const a = (n: number) => n % AUDIENCES.length;
  const at = (n: number) => Math.floor(n / AUDIENCES.length);
  return [
    {
      name: `GET /units/show-by-slug/:slug, popular (${slugs.length} slugs x 4, cached)`,
      goal: { rps: 8_000, p99: 15 },
      ...tracked(
        (n) => ({ path: `/api/v1/units/show-by-slug/${slugs[at(n) % slugs.length]}`, audience: a(n) }),
        acceptEncoding,
      ),
    },
    {
      name: `GET /units/filter, popular (${filters.length} searches x 4, cached)`,
      goal: { rps: 5_000, p99: 25 },
      ...tracked(
        (n) => ({ path: `/api/v1/units/filter?${filters[at(n) % filters.length]}`, audience: a(n) }),
        acceptEncoding,
      ),
    },
  ];
}
