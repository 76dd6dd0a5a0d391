import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { CompleteProfileForm } from '../../../features/account/components/CompleteProfileForm';
import { redirectSearch } from '../../../lib/search';

export const Route = createFileRoute('/$lang/_auth/complete-profile')({
  validateSearch: redirectSearch,
  component: CompleteProfilePage,
});

function CompleteProfilePage() {
  // Read by route id, not through Route, so this lazily loaded component does not drag the route
  // definition into a shared chunk.
  const { redirect } = useSearch({ from: '/$lang/_auth/complete-profile' });
  return (
    <Page
      title={msg({ id: 'page.complete-profile.title', message: 'Complete your profile' })}
      lead={msg({
        id: 'page.complete-profile.lead',
        message: 'A few more details and your account is ready.',
      })}
    >
      <CompleteProfileForm redirect={redirect} />
    </Page>
  );
}
