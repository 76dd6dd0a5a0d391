import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import { isApiError } from '../../../lib/api-error';
import { contentSchemas } from '../../../lib/schemas';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

type EmailRule = (value: string) => boolean;
const loadEmailRule = (): Promise<EmailRule> =>
  contentSchemas().then(
    ({ NewsletterRequest }) =>
      (value) =>
        NewsletterRequest.shape.email.safeParse(value).success,
  );

export function NewsletterForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const mutation = useSubscribeNewsletter();

  // Mirrors the server's rule from contract/, so most mistakes are caught before a round trip. react-aria's
  // native validation shows these messages on submit and blocks it until the field is valid. The rule
  // (zod) loads when the field is first focused, not with every page's footer; until then the
  // server's answer is the check.
  const [isEmail, setIsEmail] = useState<EmailRule | null>(null);
  const loadRule = () => void (isEmail ?? loadEmailRule().then((rule) => setIsEmail(() => rule)));
  const invalidEmail = t`Enter a valid email address.`;
  const validateEmail = (value: string) => (!isEmail || isEmail(value.trim()) ? null : invalidEmail);

  return (
    <Form
      className="newsletter"
      validationErrors={serverErrors}
      onSubmit={async (event) => {
        event.preventDefault();
        setServerErrors({});
        // Sent before the field was ever focused (autofill): the rule is checked here instead.
        if (!(await loadEmailRule())(email.trim())) return setServerErrors({ email: [invalidEmail] });
        mutation.mutate(
          { email: email.trim() },
          {
            onSuccess: () => {
              setEmail('');
              // Double opt-in: nothing is subscribed until the link in the mail is followed.
              toast.success(t`Almost there: check your inbox for a link to confirm your subscription.`);
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
        onFocus={loadRule}
        validate={(value) => (value.trim() ? validateEmail(value) : t`Enter your email address.`)}
        autoComplete="email"
      />
      <Button type="submit" isPending={mutation.isPending}>
        <Trans>Subscribe</Trans>
      </Button>
    </Form>
  );
}
