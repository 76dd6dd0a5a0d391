import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/about-us')({
  component: AboutUsPage,
});

function AboutUsPage() {
  return (
    <Page
      meta="about-us"
      title={msg({ id: 'page.about-us.title', message: 'About us' })}
      lead={msg({
        id: 'page.about-us.lead',
        message: 'Who we are and how Sakan helps you stay and invest with confidence.',
      })}
    />
  );
}
