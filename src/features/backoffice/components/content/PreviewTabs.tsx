import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { currentLocale } from '../../../../lib/i18n';
import { LANGS, type Lang } from './Bilingual';
import { PreviewIn } from './PreviewIn';

/**
 * The live preview, one language at a time (arrow keys switch): each tab renders the guest page's own
 * component with the draft, in that language. One at a time keeps the page's anchors unique.
 */
export function PreviewTabs({ render, note }: { render: (lang: Lang) => ReactNode; note?: ReactNode }) {
  const { t } = useLingui();
  const names: Record<Lang, string> = { en: 'English', ar: 'العربية' };
  return (
    <section className="content-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">
        <Trans>Preview</Trans>
      </h2>
      <p className="field-description">
        {note ?? <Trans>As guests will see it once saved, updated as you type.</Trans>}
      </p>
      <Tabs defaultSelectedKey={currentLocale()}>
        <TabList aria-label={t`Preview language`} className="content-preview-tabs">
          {LANGS.map((lang) => (
            <Tab key={lang} id={lang} className="content-preview-tab">
              <span lang={lang}>{names[lang]}</span>
            </Tab>
          ))}
        </TabList>
        {LANGS.map((lang) => (
          <TabPanel key={lang} id={lang} className="content-preview-panel">
            <PreviewIn lang={lang}>{render(lang)}</PreviewIn>
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
