import { describe, expect, it } from 'vitest';
import { readThemePreference, resolveTheme } from './theme';

describe('theme (spec: product)', () => {
  it('follows the system while the preference is system', () => {
    expect(resolveTheme('system', undefined, true)).toBe('dark');
    expect(resolveTheme('system', undefined, false)).toBe('light');
  });

  it('uses an explicit preference over the system', () => {
    expect(resolveTheme('light', undefined, true)).toBe('light');
    expect(resolveTheme('dark', undefined, false)).toBe('dark');
  });

  it('lets a page force its theme over everything', () => {
    expect(resolveTheme('light', 'dark', false)).toBe('dark');
    expect(resolveTheme('system', 'light', true)).toBe('light');
  });

  it('reads only known values from storage', () => {
    expect(readThemePreference({ getItem: () => 'dark' })).toBe('dark');
    expect(readThemePreference({ getItem: () => 'neon' })).toBe('system');
    expect(
      readThemePreference({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('system');
  });
});
