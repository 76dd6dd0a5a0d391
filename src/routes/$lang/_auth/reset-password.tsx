import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_auth/reset-password')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  return <Page title={msg({ id: 'page.reset-password.title', message: 'Choose a new password' })} />;
}
