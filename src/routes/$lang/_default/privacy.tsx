import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { usePageMeta } from '../../../features/content';

export const Route = createFileRoute('/$lang/_default/privacy')({
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <Page
      seo={usePageMeta('privacy')}
      title={msg({ id: 'page.privacy.title', message: 'Privacy policy' })}
      lead={msg({ id: 'page.privacy.lead', message: 'How we collect, use and protect your personal data.' })}
    />
  );
}
