import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { LoginSecurity } from '../../../../features/account/components/LoginSecurity';

export const Route = createFileRoute('/$lang/_default/account/login-security')({
  component: LoginSecurityPage,
});

function LoginSecurityPage() {
  return (
    <Page
      title={msg({ id: 'page.login-security.title', message: 'Login and security' })}
      lead={msg({
        id: 'page.login-security.lead',
        message: 'Change your password and manage where you are signed in.',
      })}
    >
      <LoginSecurity />
    </Page>
  );
}
