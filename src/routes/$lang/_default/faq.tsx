import { createFileRoute } from '@tanstack/react-router';
import { faqsQueryOptions } from '../../../features/content/api/get-faqs';
import { FaqPage } from '../../../features/content/components/pages/FaqPage';
import { currentLocale } from '../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/faq')({
  loader: ({ context }) => context.queryClient.ensureQueryData(faqsQueryOptions(currentLocale())),
  component: FaqPage,
});
