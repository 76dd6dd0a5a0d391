import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { User } from '../../../../contract/auth';
import { NameField, PhoneField } from '../../../components/form-fields';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import { normalisePhone } from '../../../lib/form-rules';
import { useUpdateProfile } from '../api/update-profile';

/** Edits the user's own fields. The email is shown but not editable (changing it needs verification). */
export function PersonalInfoForm({ user }: { user: User }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [locale, setLocale] = useState(user.locale);

  return (
    <MutationForm
      className="form form-wide"
      mutation={update}
      variables={() => ({ name: name.trim(), phone: phone.trim() ? normalisePhone(phone) : null, locale })}
      onSuccess={() => toast.success(t`Your details have been saved.`)}
    >
      <NameField value={name} onChange={setName} />
      <TextField name="email" type="email" label={t`Email`} value={user.email ?? ''} isReadOnly />
      <PhoneField value={phone} onChange={setPhone} optional />
      <RadioGroup
        className="field"
        value={locale}
        onChange={(value) => setLocale(value === 'ar' ? 'ar' : 'en')}
      >
        <Label className="field-label">
          <Trans>Language for emails</Trans>
        </Label>
        <Radio value="en" className="radio">
          <span lang="en">English</span>
        </Radio>
        <Radio value="ar" className="radio">
          <span lang="ar">العربية</span>
        </Radio>
      </RadioGroup>
      <SubmitButton block={false}>
        <Trans>Save</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
