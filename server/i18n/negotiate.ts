import { DEFAULT_LOCALE, type Locale } from '../../contract/common';

const SUPPORTED: ReadonlySet<string> = new Set<Locale>(['en', 'ar']);

/**
 * Picks the locale from an Accept-Language header (RFC 9110 §12.5.4): the supported language with the
 * highest q-value wins, ties go to the earlier entry, q=0 means "not this one". Region subtags are
 * ignored (ar-SA and ar-AR both mean Arabic); `*` stands for our default.
 */
export function negotiateLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const q = parseQuality(params);
    if (q === undefined || q === 0) continue;
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const locale =
      primary === '*' ? DEFAULT_LOCALE : SUPPORTED.has(primary) ? (primary as Locale) : undefined;
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** Returns the q-value (default 1), or undefined when it is malformed so the entry is skipped. */
function parseQuality(params: string[]): number | undefined {
  for (const param of params) {
    const [name, raw] = param.split('=').map((s) => s.trim());
    if (name?.toLowerCase() !== 'q') continue;
    if (!raw || !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(raw)) return undefined;
    return Number(raw);
  }
  return 1;
}
