import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { settleAuthSettings } from '../../../features/auth/api/get-auth-settings';
import { SignInForm } from '../../../features/auth/components/SignInForm';
import { emailSearch, redirectSearch } from '../../../lib/search';

export const Route = createFileRoute('/$lang/_auth/sign-in')({
  // `email` prefills the form when a flow ends here (a password just reset).
  validateSearch: (search: Record<string, unknown>) => ({
    ...redirectSearch(search),
    ...emailSearch(search),
  }),
  loader: ({ context }) => settleAuthSettings(context.queryClient),
  component: SignInPage,
});

function SignInPage() {
  // Read by route id, not through Route, so this lazily loaded component does not drag the route
  // definition into a shared chunk.
  const { redirect, email } = useSearch({ from: '/$lang/_auth/sign-in' });
  return (
    <Page
      title={msg({ id: 'page.sign-in.title', message: 'Sign in' })}
      lead={msg({
        id: 'page.sign-in.lead',
        message: 'Welcome back. Sign in to manage your stays and investments.',
      })}
    >
      <SignInForm redirect={redirect} email={email} />
    </Page>
  );
}
