import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { NewsletterRequest } from '../../../../contract/content';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import { isApiError } from '../../../lib/api-error';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export function NewsletterForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const mutation = useSubscribeNewsletter();

  // Mirrors the server's rule from contract/, so most mistakes are caught before a round trip. react-aria's
  // native validation shows these messages on submit and blocks it until the field is valid.
  const validateEmail = (value: string) =>
    NewsletterRequest.shape.email.safeParse(value.trim()).success ? null : t`Enter a valid email address.`;

  return (
    <Form
      className="newsletter"
      validationErrors={serverErrors}
      onSubmit={(event) => {
        event.preventDefault();
        setServerErrors({});
        mutation.mutate(
          { email: email.trim() },
          {
            onSuccess: () => {
              setEmail('');
              toast.success(t`Thanks — you're subscribed.`);
            },
            onError: (error) => {
              if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
                setServerErrors(error.fieldErrors);
              else toast.error(t`We couldn't subscribe you. Please try again.`);
            },
          },
        );
      }}
    >
      <TextField
        name="email"
        type="email"
        label={t`Email for our newsletter`}
        placeholder={t`you@example.com`}
        value={email}
        onChange={setEmail}
        validate={(value) => (value.trim() ? validateEmail(value) : t`Enter your email address.`)}
        autoComplete="email"
      />
      <Button type="submit" isPending={mutation.isPending}>
        <Trans>Subscribe</Trans>
      </Button>
    </Form>
  );
}
