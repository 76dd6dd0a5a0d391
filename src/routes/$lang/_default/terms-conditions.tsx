import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { usePageMeta } from '../../../features/content';

export const Route = createFileRoute('/$lang/_default/terms-conditions')({
  component: TermsPage,
});

function TermsPage() {
  return (
    <Page
      seo={usePageMeta('terms-conditions')}
      title={msg({ id: 'page.terms-conditions.title', message: 'Terms and conditions' })}
      lead={msg({
        id: 'page.terms-conditions.lead',
        message: 'The terms that apply when you book, pay or invest through Sakan.',
      })}
    />
  );
}
