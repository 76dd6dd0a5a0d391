import type { HostSeason } from '../../../../../contract/hosting-pricing';
import { intlLocale, type Locale } from '../../../../../contract/i18n';
import { formatStayDay } from '../../../../../contract/format';
import { formatMoney } from '../../../../lib/money';
import { formatPercent } from '../../../../lib/numbers';

/** Prices are kept in riyals (the unit's currency), as the editor's price fields are. */
export const PRICE_CURRENCY = 'SAR';

/** 2024-01-01 was a Monday: ISO weekday n is that week's nth day. */
const isoWeekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

/**
 * The country's weekend nights by name, joined as the language joins a list: "Thursday and Friday"
 * or "الخميس والجمعة", from Intl, so a country with other weekend nights reads right too.
 */
export function weekendDays(weekdays: readonly number[], locale: Locale): string {
  const tag = intlLocale(locale, 'gregory');
  const day = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const names = [...weekdays].sort((a, b) => a - b).map((d) => day.format(isoWeekdayDate(d)));
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction', style: 'long' }).format(names);
}

/** Whole riyals (or halalas) of SAR in the page's language. */
export const formatPrice = (minor: number, locale: Locale) =>
  formatMoney({ amount_minor: minor, currency: PRICE_CURRENCY }, locale);

/** A whole percentage with its sign: "+15%", "-10%" (0 has none). */
export const formatSignedPercent = (percent: number, locale: Locale) =>
  formatPercent(percent * 100, locale, { signDisplay: 'exceptZero' });

/** What a season does to a night's price: its own price, or a change of the price before it. */
export const seasonEffect = (season: Pick<HostSeason, 'price_minor' | 'percent'>, locale: Locale) =>
  season.price_minor !== null
    ? formatPrice(season.price_minor, locale)
    : formatSignedPercent(season.percent ?? 0, locale);

const hijri = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A season's night in the Umm al-Qura calendar, shown beside the Gregorian date in both languages:
 * the holidays a season is made for are fixed in that calendar, so a host checks them there.
 */
export function hijriDay(iso: string, locale: Locale): string {
  let format = hijri.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale, 'islamic-umalqura'), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    hijri.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

export const gregorianDay = formatStayDay;
