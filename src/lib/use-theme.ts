import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  saveThemePreference,
  systemPrefersDark,
  type Theme,
  type ThemePreference,
} from './theme';

const listeners = new Set<() => void>();
let preference: ThemePreference | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const getPreference = () => (preference ??= readThemePreference());

export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  // The server cannot know the stored preference; hydration starts from 'system' and then reads it.
  const value = useSyncExternalStore(subscribe, getPreference, () => 'system' as const);
  const set = (next: ThemePreference) => {
    preference = next;
    saveThemePreference(next);
    listeners.forEach((l) => l());
  };
  return [value, set];
}

/** Applies the resolved theme to <html>, following the OS setting live while the preference is system. */
export function useAppliedTheme(forced: Theme | undefined): void {
  const [pref] = useThemePreference();
  useLayoutEffect(() => {
    applyTheme(resolveTheme(pref, forced, systemPrefersDark()));
  }, [pref, forced]);
  useEffect(() => {
    if (pref !== 'system' || forced) return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme(resolveTheme('system', undefined, media.matches));
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [pref, forced]);
}
