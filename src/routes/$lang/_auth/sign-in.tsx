import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_auth/sign-in')({
  component: SignInPage,
});

function SignInPage() {
  return (
    <Page
      title={msg({ id: 'page.sign-in.title', message: 'Sign in' })}
      lead={msg({
        id: 'page.sign-in.lead',
        message: 'Welcome back. Sign in to manage your stays and investments.',
      })}
    />
  );
}
