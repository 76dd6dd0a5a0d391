import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_auth/forget-password')({
  component: ForgetPasswordPage,
});

function ForgetPasswordPage() {
  return (
    <Page
      title={msg({ id: 'page.forget-password.title', message: 'Forgot your password?' })}
      lead={msg({
        id: 'page.forget-password.lead',
        message: "Enter your email and we'll send you a code to reset it.",
      })}
    />
  );
}
