import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { VerifyOtpForm } from '../../../features/auth/components/VerifyOtpForm';
import { emailSearch } from '../../../lib/search';

export const Route = createFileRoute('/$lang/_auth/verify-otp')({
  validateSearch: emailSearch,
  component: VerifyOtpPage,
});

function VerifyOtpPage() {
  // Read by route id, not through Route, so this lazily loaded component does not drag the route
  // definition into a shared chunk.
  const { email } = useSearch({ from: '/$lang/_auth/verify-otp' });
  return (
    <Page
      title={msg({ id: 'page.verify-otp.title', message: 'Enter your code' })}
      lead={msg({ id: 'page.verify-otp.lead', message: 'We sent a 6-digit code to your email.' })}
    >
      <VerifyOtpForm email={email ?? ''} />
    </Page>
  );
}
