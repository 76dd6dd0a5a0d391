import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { usePageMeta } from '../../../features/content';

export const Route = createFileRoute('/$lang/_default/rewards')({
  component: RewardsPage,
});

function RewardsPage() {
  return (
    <Page
      seo={usePageMeta('rewards')}
      title={msg({ id: 'page.rewards.title', message: 'Rewards' })}
      lead={msg({
        id: 'page.rewards.lead',
        message: 'Earn points and coins on every stay and spend them on your next one.',
      })}
    />
  );
}
