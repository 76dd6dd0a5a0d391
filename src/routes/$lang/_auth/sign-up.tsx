import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_auth/sign-up')({
  component: SignUpPage,
});

function SignUpPage() {
  return (
    <Page
      title={msg({ id: 'page.sign-up.title', message: 'Create your account' })}
      lead={msg({
        id: 'page.sign-up.lead',
        message: 'Join Sakan to book stays, save favourites and earn rewards.',
      })}
    />
  );
}
