import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { informativePageQueryOptions } from '../../../features/content/api/get-informative-page';
import { InformativePage } from '../../../features/content/components/pages/InformativePage';
import { currentLocale } from '../../../lib/i18n';
import { whenRestored } from '../../../lib/query-persist';
import { isOffline } from '../../../lib/use-online';

export const Route = createFileRoute('/$lang/_default/privacy')({
  loader: async ({ context }) => {
    // Offline, the saved copy is read back from IndexedDB before the page asks for its text.
    if (isOffline()) await whenRestored();
    return context.queryClient.ensureQueryData(informativePageQueryOptions('privacy', currentLocale()));
  },
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <InformativePage slug="privacy" title={msg({ id: 'page.privacy.title', message: 'Privacy policy' })} />
  );
}
