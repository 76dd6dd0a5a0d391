import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { NUMBERING, type Locale } from '../../contract/i18n';
import { gregorianDay, hijriDay, moment } from '../../src/features/reservations/dates';
import { formatDate } from '../../src/lib/dates';
import { activateLocale } from '../../src/lib/i18n';
import { formatMoney } from '../../src/lib/money';
import { formatCount, formatNumber, formatPercent, formatPlace } from '../../src/lib/numbers';

const ARABIC_INDIC = /[٠-٩]/;
const LATIN = /[0-9]/;

/** Everything a page writes numbers with, for one language. */
function samples(locale: Locale): string[] {
  return [
    formatCount(2200, locale),
    formatNumber(5, locale),
    formatPercent(1500, locale),
    formatMoney({ amount_minor: 294_040, currency: 'SAR' }, locale),
    formatDate('2027-03-03', locale),
    gregorianDay('2027-03-03', locale),
    hijriDay('2027-03-03', locale) ?? '',
    moment('2027-03-03T13:00:00Z', locale),
  ].filter(Boolean);
}

describe('one digit system per language (issue 29)', () => {
  it('writes every Arabic number, the Hijri date included, in the same digits', () => {
    expect(NUMBERING).toBe('latn');
    for (const text of samples('ar')) {
      expect(text, text).toMatch(LATIN);
      expect(text, text).not.toMatch(ARABIC_INDIC);
    }
    expect(hijriDay('2027-03-03', 'ar')).toMatch(/^24 رمضان 1448/);
  });

  it('gives ICU plurals (`#`) the same digits: Lingui formats with the page’s Intl tag', async () => {
    await activateLocale('ar');
    expect(i18n.locales).toEqual(['ar-AR-u-nu-latn']);
    // A descriptor held in a variable, so `npm run extract` does not take this test's message for the app's.
    const days = { id: 'digits-test', message: '{n, plural, other {# أيام}}', values: { n: 5 } };
    expect(i18n._(days)).toBe('5 أيام');
  });

  it('writes a percentage the same way in every part of a page', () => {
    expect(formatPercent(1500, 'en')).toBe('15%');
    expect(formatPercent(820, 'en')).toBe('8.2%');
    expect(formatPercent(1500, 'ar')).toBe(formatNumber(0.15, 'ar', { style: 'percent' }));
  });

  it('joins a place’s parts with the language’s own comma', () => {
    expect(formatPlace(['Al Malqa', 'Riyadh'], 'en')).toBe('Al Malqa, Riyadh');
    expect(formatPlace(['الملقا', 'الرياض'], 'ar')).toBe('الملقا، الرياض');
    expect(formatPlace(['', 'الرياض'], 'ar')).toBe('الرياض');
  });
});
