import { describe, expect, it } from 'vitest';
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
});
