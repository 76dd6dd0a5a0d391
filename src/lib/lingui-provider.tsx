import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Lingui's context, renewed only when the language changes. Lingui's own provider also re-renders
 * every translated component whenever a feature catalogue is merged in (i18n.load), which here never
 * changes what is on screen (a part renders only once its catalogue is loaded, see withCatalogues) and
 * would force server markup that is still waiting to hydrate to be thrown away and rendered again.
 */
export function LinguiProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const subscribe = useCallback((onChange: () => void) => i18n.on('change', onChange), [i18n]);
  const readLocale = () => i18n.locale;
  const locale = useSyncExternalStore(subscribe, readLocale, readLocale);
  const context = useMemo(
    // `locale` is why the context is renewed: consumers then render the new language's strings.
    () => ({ i18n, locale, _: i18n.t.bind(i18n) }),
    [i18n, locale],
  );
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
