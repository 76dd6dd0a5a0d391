import { msg } from '@lingui/core/macro';
import { Page } from '../../../../components/layout/Page';
import { CountersForm } from './CountersForm';
import { RouteRules } from './RouteRules';
import { SocialLinksForm } from './SocialLinksForm';

export const SETTINGS_TITLE = msg`Site settings`;
export const SETTINGS_LEAD = msg`The footer’s social links, the home page’s figures and the redirects. Each save shows on the site at once.`;

/** /admin/settings: social links, counters and redirects, each with its own save. */
export function SettingsPage() {
  return (
    <Page title={SETTINGS_TITLE} lead={SETTINGS_LEAD}>
      <SocialLinksForm />
      <CountersForm />
      <RouteRules />
    </Page>
  );
}
