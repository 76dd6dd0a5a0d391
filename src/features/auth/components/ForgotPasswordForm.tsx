import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from '../../../components/ui/Form';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { EmailField } from '../../../components/form-fields';
import { currentLocale } from '../../../lib/i18n';
import { useSendOtp } from '../api/password-reset';
import { useApiErrors } from '../../../lib/use-api-errors';

/** Step 1 of the reset: the code goes by email; the address is carried to the next step in the URL. */
export function ForgotPasswordForm({ email: initial = '' }: { email?: string }) {
  const lang = currentLocale();
  const send = useSendOtp();
  const navigate = useNavigate();
  const errors = useApiErrors();
  const [email, setEmail] = useState(initial);

  return (
    <Form
      className="form"
      validationErrors={errors.fields}
      onEdit={errors.onInput}
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        const address = email.trim();
        send.mutate(
          { email: address },
          {
            onSuccess: () =>
              void navigate({ to: '/$lang/verify-otp', params: { lang }, search: { email: address } }),
            onError: errors.set,
          },
        );
      }}
    >
      <FormError message={errors.form} />
      <EmailField value={email} onChange={setEmail} />
      <Button type="submit" isPending={send.isPending} className="btn-block">
        <Trans>Send the code</Trans>
      </Button>
      <Link to="/$lang/sign-in" params={{ lang }} className="form-aside">
        <Trans>Back to sign in</Trans>
      </Link>
    </Form>
  );
}
