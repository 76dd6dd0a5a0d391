/**
 * Theme preference (spec: product): system, light or dark, kept in localStorage; a page may force one.
 * index.html runs the same resolution inline before the first paint, so there is no flash of the
 * wrong theme; keep THEME_KEY and the attribute in sync with it.
 */
export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function readThemePreference(storage: Pick<Storage, 'getItem'> = localStorage): ThemePreference {
  try {
    const value = storage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function saveThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, preference);
  } catch {
    // Private mode or a full quota: the choice still applies for this page.
  }
}

export function resolveTheme(
  preference: ThemePreference,
  forced: Theme | undefined,
  systemDark: boolean,
): Theme {
  if (forced) return forced;
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

export function systemPrefersDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}
