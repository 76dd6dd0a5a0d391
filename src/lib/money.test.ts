import { describe, expect, it } from 'vitest';
import { currencySign } from './currency';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats minor units with the locale, never by concatenation', () => {
    expect(formatMoney({ amount_minor: 125_000, currency: 'SAR' }, 'en')).toMatch(/SAR\s?1,250/);
    expect(formatMoney({ amount_minor: 125_050, currency: 'USD' }, 'en')).toBe('$1,250.50');
  });

  it('uses Arabic conventions in Arabic', () => {
    const text = formatMoney({ amount_minor: 125_000, currency: 'SAR' }, 'ar');
    expect(text).toMatch(/ر\.س/);
    expect(text).not.toContain('SAR');
  });

  it('names a currency alone as the prices name it: the Arabic sign in Arabic, never Latin letters', () => {
    expect(currencySign('SAR', 'ar')).toBe('ر.س.');
    expect(formatMoney({ amount_minor: 125_000, currency: 'SAR' }, 'ar')).toContain(
      currencySign('SAR', 'ar'),
    );
    for (const code of ['SAR', 'AED', 'EGP']) expect(currencySign(code, 'ar')).not.toMatch(/[A-Z]/);
    expect(currencySign('SAR', 'en')).toBe('SAR');
  });
});
