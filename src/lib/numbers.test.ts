import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('number formatting', () => {
  it('groups counts with a comma in both languages (spec: business constants)', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    const ar = formatCount(12345, 'ar');
    expect(ar).toContain(',');
    expect(ar.replace(/[^,]/g, '')).toHaveLength(1);
    expect(formatCount(999, 'en')).toBe('999');
  });
});
