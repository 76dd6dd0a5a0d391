import { describe, expect, it } from 'vitest';
import { detectLocale, directionOf, localeFromPath, splitLocalePrefix, switchLocalePath } from './locale';

describe('detectLocale (spec: screens, routes and guards)', () => {
  it('prefers the saved cookie', () => {
    expect(detectLocale('ar', ['en-US'])).toBe('ar');
    expect(detectLocale('en', ['ar-SA'])).toBe('en');
  });

  it('falls back to the first supported browser language', () => {
    expect(detectLocale(null, ['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(detectLocale(null, ['EN-gb'])).toBe('en');
  });

  it('ignores an unknown cookie value', () => {
    expect(detectLocale('de', ['ar'])).toBe('ar');
  });

  it('falls back to English', () => {
    expect(detectLocale(null, ['fr', 'de'])).toBe('en');
    expect(detectLocale(null, [])).toBe('en');
  });
});

describe('locale prefixes', () => {
  it('reads the prefix of a path', () => {
    expect(localeFromPath('/ar/account')).toBe('ar');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/english')).toBeNull();
    expect(localeFromPath('/')).toBeNull();
  });

  it('strips it, leaving the rest of the path', () => {
    expect(splitLocalePrefix('/ar/account/x')).toEqual({ locale: 'ar', rest: '/account/x' });
    expect(splitLocalePrefix('/en')).toEqual({ locale: 'en', rest: '/' });
    expect(splitLocalePrefix('/account')).toEqual({ locale: null, rest: '/account' });
  });

  it('switches the language of the same page, keeping search and hash', () => {
    expect(switchLocalePath('/en/listing?city=riyadh#map', 'ar')).toBe('/ar/listing?city=riyadh#map');
    expect(switchLocalePath('/ar', 'en')).toBe('/en');
    expect(switchLocalePath('/', 'ar')).toBe('/ar');
  });

  it('gives Arabic a right-to-left direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
