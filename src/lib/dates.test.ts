import { describe, expect, it } from 'vitest';
import { formatAge } from './dates';

const NOW = Date.UTC(2026, 10, 26, 12, 0);
const ago = (ms: number) => NOW - ms;

describe('formatAge', () => {
  it('says how old a saved copy is in the largest whole unit', () => {
    expect(formatAge(ago(20_000), NOW, 'en')).toBe('now');
    expect(formatAge(ago(5 * 60_000), NOW, 'en')).toBe('5 minutes ago');
    expect(formatAge(ago(3 * 3_600_000 + 59 * 60_000), NOW, 'en')).toBe('3 hours ago');
    expect(formatAge(ago(26 * 3_600_000), NOW, 'en')).toBe('yesterday');
    expect(formatAge(ago(3 * 86_400_000), NOW, 'en')).toBe('3 days ago');
  });

  it('speaks Arabic in Arabic, and never says a copy is from the future', () => {
    expect(formatAge(ago(2 * 3_600_000), NOW, 'ar')).toMatch(/ساعت/);
    expect(formatAge(NOW + 60_000, NOW, 'en')).toBe('now');
  });
});
