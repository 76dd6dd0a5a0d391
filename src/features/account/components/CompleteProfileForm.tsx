import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { NameField, PhoneField, PHONE_HINT_VALUES } from '../../../components/form-fields';
import { normalisePhone } from '../../../lib/form-rules';
import { safeRedirect } from '../../../lib/guards';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { useUpdateProfile } from '../api/update-profile';

/**
 * An account is ready once it has a name and a phone number (a host must be able to reach the guest);
 * email sign-ups have no phone yet and Google ones may lack both.
 */
export function CompleteProfileForm({ redirect }: { redirect: string | undefined }) {
  const { t } = useLingui();
  const { user } = useSession();
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState('');
  const { code, example } = PHONE_HINT_VALUES;

  return (
    <MutationForm
      mutation={update}
      variables={() => ({ name: name.trim(), phone: normalisePhone(phone) })}
      onSuccess={() => void navigate({ href: safeRedirect(redirect, `/${currentLocale()}`), replace: true })}
    >
      <NameField value={name} onChange={setName} />
      <PhoneField
        value={phone}
        onChange={setPhone}
        description={t`Saudi numbers (${code}) as you dial them, like ${example}; other countries’ with their code. Hosts use it to reach you about a booking.`}
      />
      <SubmitButton>
        <Trans>Save and continue</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
