import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { ResetPasswordForm } from '../../../features/auth/components/ResetPasswordForm';
import { emailSearch } from '../../../lib/search';

export const Route = createFileRoute('/$lang/_auth/reset-password')({
  validateSearch: emailSearch,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  // Read by route id, not through Route, so this lazily loaded component does not drag the route
  // definition into a shared chunk.
  const { email } = useSearch({ from: '/$lang/_auth/reset-password' });
  return (
    <Page title={msg({ id: 'page.reset-password.title', message: 'Choose a new password' })}>
      <ResetPasswordForm email={email ?? ''} />
    </Page>
  );
}
