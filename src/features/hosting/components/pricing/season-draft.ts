import type { HostSeason, SeasonBody } from '../../../../../contract/hosting-pricing';
import { toHalalas, toRiyals } from '../editor/money-input';

/** A season as its form holds it: numbers typed (NaN when empty), and which kind of price it has. */
export interface SeasonDraft {
  name: string;
  first_night: string;
  last_night: string;
  kind: 'price' | 'percent';
  /** Riyals. */
  price: number;
  percent: number;
  min_nights: number;
  max_nights: number;
}

export const emptySeason = (over: Partial<SeasonDraft> = {}): SeasonDraft => ({
  name: '',
  first_night: '',
  last_night: '',
  kind: 'price',
  price: NaN,
  percent: NaN,
  min_nights: NaN,
  max_nights: NaN,
  ...over,
});

export const draftOfSeason = (s: HostSeason): SeasonDraft => ({
  name: s.name,
  first_night: s.first_night,
  last_night: s.last_night,
  kind: s.price_minor === null ? 'percent' : 'price',
  price: s.price_minor === null ? NaN : toRiyals(s.price_minor),
  percent: s.percent ?? NaN,
  min_nights: s.min_nights ?? NaN,
  max_nights: s.max_nights ?? NaN,
});

const orNull = (value: number) => (Number.isFinite(value) ? value : null);
const stayOrNull = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);

/**
 * The body the contract takes: only the chosen kind of price is sent (the other null). An empty price
 * goes as null too, so the server names the missing price on its field instead of the form guessing.
 */
export const seasonBodyOf = (d: SeasonDraft): SeasonBody => ({
  name: d.name.trim(),
  first_night: d.first_night,
  last_night: d.last_night,
  price_minor: d.kind === 'price' ? orNull(toHalalas(d.price)) : null,
  percent: d.kind === 'percent' ? orNull(d.percent) : null,
  min_nights: stayOrNull(d.min_nights),
  max_nights: stayOrNull(d.max_nights),
});
