import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { usePageMeta } from '../../../features/content';

export const Route = createFileRoute('/$lang/_default/faq')({
  component: FaqPage,
});

function FaqPage() {
  return (
    <Page
      seo={usePageMeta('faq')}
      title={msg({ id: 'page.faq.title', message: 'Frequently asked questions' })}
      lead={msg({
        id: 'page.faq.lead',
        message: 'Answers to the questions guests and investors ask us most.',
      })}
    />
  );
}
