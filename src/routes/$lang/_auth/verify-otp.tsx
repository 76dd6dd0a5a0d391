import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_auth/verify-otp')({
  component: VerifyOtpPage,
});

function VerifyOtpPage() {
  return (
    <Page
      title={msg({ id: 'page.verify-otp.title', message: 'Enter your code' })}
      lead={msg({ id: 'page.verify-otp.lead', message: 'We sent a 6-digit code to your email.' })}
    />
  );
}
