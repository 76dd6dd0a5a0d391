import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { usePageMeta } from '../../../features/content';
import { progressQueryOptions } from '../../../features/loyalty/api/get-loyalty';
import { RewardsDashboard } from '../../../features/loyalty/components/RewardsDashboard';
import { RewardsIntro } from '../../../features/loyalty/components/RewardsIntro';
import { whenRestored } from '../../../lib/query-persist';
import { readSession } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { isOffline } from '../../../lib/use-online';
import { REWARDS_KEPT_OFFLINE } from '../../../features/loyalty/offline-copy';

export const Route = createFileRoute('/$lang/_default/rewards')({
  staticData: { offline: REWARDS_KEPT_OFFLINE },
  loader: async ({ context }) => {
    const userId = readSession().user?.id;
    if (!userId) return;
    if (isOffline()) await whenRestored();
    await context.queryClient.ensureQueryData(progressQueryOptions(userId));
  },
  component: RewardsPage,
});

function RewardsPage() {
  const userId = useSession().user?.id;
  return (
    <Page
      seo={usePageMeta('rewards')}
      title={msg({ id: 'page.rewards.title', message: 'Rewards' })}
      lead={msg({
        id: 'page.rewards.lead',
        message: 'Earn points and coins on every stay and spend them on your next one.',
      })}
    >
      {userId ? <RewardsDashboard userId={userId} /> : <RewardsIntro />}
    </Page>
  );
}
