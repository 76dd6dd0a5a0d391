import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_auth/complete-profile')({
  component: CompleteProfilePage,
});

function CompleteProfilePage() {
  return (
    <Page
      title={msg({ id: 'page.complete-profile.title', message: 'Complete your profile' })}
      lead={msg({
        id: 'page.complete-profile.lead',
        message: 'A few more details and your account is ready.',
      })}
    />
  );
}
