import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { EmailField } from '../../../components/form-fields';
import { currentLocale } from '../../../lib/i18n';
import { useSendOtp } from '../api/password-reset';

/** Step 1 of the reset: the code goes by email; the address is carried to the next step in the URL. */
export function ForgotPasswordForm({ email: initial = '' }: { email?: string }) {
  const lang = currentLocale();
  const send = useSendOtp();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initial);

  return (
    <MutationForm
      mutation={send}
      variables={() => ({ email: email.trim() })}
      onSuccess={(_data, { email: address }) =>
        void navigate({ to: '/$lang/verify-otp', params: { lang }, search: { email: address } })
      }
    >
      <EmailField value={email} onChange={setEmail} />
      <SubmitButton>
        <Trans>Send the code</Trans>
      </SubmitButton>
      <Link to="/$lang/sign-in" params={{ lang }} className="form-aside">
        <Trans>Back to sign in</Trans>
      </Link>
    </MutationForm>
  );
}
