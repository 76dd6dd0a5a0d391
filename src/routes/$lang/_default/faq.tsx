import { createFileRoute } from '@tanstack/react-router';
import { faqsQueryOptions } from '../../../features/content/api/get-faqs';
import { FaqPage } from '../../../features/content/components/pages/FaqPage';
import { currentLocale } from '../../../lib/i18n';
import { whenRestored } from '../../../lib/query-persist';
import { isOffline } from '../../../lib/use-online';

export const Route = createFileRoute('/$lang/_default/faq')({
  loader: async ({ context }) => {
    // Offline, the saved copy is read back from IndexedDB before the page asks for its questions.
    if (isOffline()) await whenRestored();
    return context.queryClient.ensureQueryData(faqsQueryOptions(currentLocale()));
  },
  component: FaqPage,
});
