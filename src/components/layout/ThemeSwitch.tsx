import { useLingui } from '@lingui/react/macro';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import type { ThemePreference } from '../../lib/theme';
import { useThemePreference } from '../../lib/use-theme';

const ICONS: Record<ThemePreference, string> = {
  system: 'M4 5h16v11H4zM9 19h6',
  light: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 1v3M12 20v3M1 12h3M20 12h3',
  dark: 'M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5z',
};

/** System, light or dark (spec: product). The root applies the choice; a page may still force its own. */
export function ThemeSwitch() {
  const { t } = useLingui();
  const [preference, setPreference] = useThemePreference();
  const labels: Record<ThemePreference, string> = {
    system: t`System theme`,
    light: t`Light theme`,
    dark: t`Dark theme`,
  };
  const select = (keys: Set<Key>) => {
    const [next] = [...keys] as ThemePreference[];
    if (next) setPreference(next);
  };
  return (
    <ToggleButtonGroup
      aria-label={t`Theme`}
      className="theme-switch"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[preference]}
      onSelectionChange={select}
    >
      {(Object.keys(ICONS) as ThemePreference[]).map((key) => (
        <ToggleButton key={key} id={key} className="theme-option" aria-label={labels[key]}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d={ICONS[key]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
