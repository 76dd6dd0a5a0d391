import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { ForgotPasswordForm } from '../../../features/auth/components/ForgotPasswordForm';
import { emailSearch } from '../../../lib/search';

export const Route = createFileRoute('/$lang/_auth/forget-password')({
  validateSearch: emailSearch,
  component: ForgetPasswordPage,
});

function ForgetPasswordPage() {
  // Read by route id, not through Route, so this lazily loaded component does not drag the route
  // definition into a shared chunk.
  const { email } = useSearch({ from: '/$lang/_auth/forget-password' });
  return (
    <Page
      title={msg({ id: 'page.forget-password.title', message: 'Forgot your password?' })}
      lead={msg({
        id: 'page.forget-password.lead',
        message: "Enter your email and we'll send you a code to reset it.",
      })}
    >
      <ForgotPasswordForm email={email} />
    </Page>
  );
}
