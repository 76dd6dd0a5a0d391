import { intlLocale, type Locale } from '../../contract/i18n';

// Shared with the server's notifications and mails (contract/format.ts), so both print days alike.
export { formatDate } from '../../contract/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How old a saved copy is, in words ("5 minutes ago", "قبل ٣ ساعات"): the largest whole unit up to
 * days, and "now" under a minute, so a guest can judge a copy kept offline at a glance.
 */
export function formatAge(at: number, now: number, locale: Locale): string {
  const age = Math.max(0, now - at);
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  if (age < MINUTE) return format.format(0, 'second');
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  return format.format(-Math.floor(age / DAY), 'day');
}
