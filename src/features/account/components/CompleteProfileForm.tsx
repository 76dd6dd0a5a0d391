import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from '../../../components/ui/Form';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { NameField } from '../../../components/form-fields';
import { TextField } from '../../../components/ui/TextField';
import { normalisePhone, useFieldRules } from '../../../lib/form-rules';
import { safeRedirect } from '../../../lib/guards';
import { currentLocale } from '../../../lib/i18n';
import { useApiErrors } from '../../../lib/use-api-errors';
import { useSession } from '../../../lib/use-session';
import { useUpdateProfile } from '../api/update-profile';

/**
 * An account is ready once it has a name and a phone number (a host must be able to reach the guest);
 * email sign-ups have no phone yet and Google ones may lack both.
 */
export function CompleteProfileForm({ redirect }: { redirect: string | undefined }) {
  const { t } = useLingui();
  const rules = useFieldRules();
  const { user } = useSession();
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const errors = useApiErrors();
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState('');

  return (
    <Form
      className="form"
      validationErrors={errors.fields}
      onEdit={errors.onInput}
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        update.mutate(
          { name: name.trim(), phone: normalisePhone(phone) },
          {
            onSuccess: () =>
              void navigate({ href: safeRedirect(redirect, `/${currentLocale()}`), replace: true }),
            onError: errors.set,
          },
        );
      }}
    >
      <FormError message={errors.form} />
      <NameField value={name} onChange={setName} />
      <TextField
        name="phone"
        type="tel"
        label={t`Mobile number`}
        description={t`With the country code, for example +966 5x xxx xxxx. Hosts use it to reach you about a booking.`}
        autoComplete="tel"
        value={phone}
        onChange={setPhone}
        validate={rules.phone}
      />
      <Button type="submit" isPending={update.isPending} className="btn-block">
        <Trans>Save and continue</Trans>
      </Button>
    </Form>
  );
}
