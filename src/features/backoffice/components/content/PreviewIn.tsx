import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { intlLocale } from '../../../../../contract/i18n';
import { dirOf, type Lang } from './Bilingual';

/** The guest pages' catalogues (the shell and the content pages), per language, loaded on demand. */
const files = import.meta.glob<{ messages: Messages }>('../../../../../locales/*/{shell,pages}.po');

async function loadI18n(lang: Lang): Promise<I18n> {
  const loaded = await Promise.all(
    ['shell', 'pages'].map((name) => files[`../../../../../locales/${lang}/${name}.po`]?.()),
  );
  const messages = Object.assign({}, ...loaded.map((module) => module?.messages ?? {})) as Messages;
  return setupI18n({ locale: lang, locales: [intlLocale(lang)], messages: { [lang]: messages } });
}

/**
 * A preview in the language of the text it shows: the guest components inside read their own words
 * ("Last updated", "On this page") in that language too, and the frame carries its `lang` and
 * direction, so the Arabic preview in the English console reads as an Arabic guest sees it.
 */
export function PreviewIn({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { i18n } = useLingui();
  const same = i18n.locale === lang;
  const [other, setOther] = useState<I18n | null>(null);
  useEffect(() => {
    if (same) return;
    let live = true;
    void loadI18n(lang).then((made) => live && setOther(made));
    return () => {
      live = false;
    };
  }, [lang, same]);
  const preparing = (
    <p role="status">
      <Trans>Preparing the preview…</Trans>
    </p>
  );
  // The guest components load with the first preview (guest-previews.ts).
  const frame = (
    <div className="content-preview-frame" lang={lang} dir={dirOf(lang)}>
      <Suspense fallback={preparing}>{children}</Suspense>
    </div>
  );
  if (same) return frame;
  if (!other || other.locale !== lang) return preparing;
  return <I18nProvider i18n={other}>{frame}</I18nProvider>;
}
