import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { settleAuthSettings } from '../../../features/auth/api/get-auth-settings';
import { SignUpForm } from '../../../features/auth/components/SignUpForm';
import { redirectSearch } from '../../../lib/search';

export const Route = createFileRoute('/$lang/_auth/sign-up')({
  validateSearch: redirectSearch,
  loader: ({ context }) => settleAuthSettings(context.queryClient),
  component: SignUpPage,
});

function SignUpPage() {
  // Read by route id, not through Route, so this lazily loaded component does not drag the route
  // definition into a shared chunk.
  const { redirect } = useSearch({ from: '/$lang/_auth/sign-up' });
  return (
    <Page
      title={msg({ id: 'page.sign-up.title', message: 'Create your account' })}
      lead={msg({
        id: 'page.sign-up.lead',
        message: 'Join Sakan to book stays, save favourites and earn rewards.',
      })}
    >
      <SignUpForm redirect={redirect} />
    </Page>
  );
}
