import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Form } from '../../../components/ui/Form';
import type { User } from '../../../../contract/auth';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { NameField } from '../../../components/form-fields';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import { normalisePhone, useFieldRules } from '../../../lib/form-rules';
import { useApiErrors } from '../../../lib/use-api-errors';
import { useUpdateProfile } from '../api/update-profile';

/** Edits the user's own fields. The email is shown but not editable (changing it needs verification). */
export function PersonalInfoForm({ user }: { user: User }) {
  const { t } = useLingui();
  const rules = useFieldRules();
  const update = useUpdateProfile();
  const errors = useApiErrors();
  const [name, setName] = useState(user.name ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [locale, setLocale] = useState(user.locale);

  return (
    <Form
      className="form form-wide"
      validationErrors={errors.fields}
      onEdit={errors.onInput}
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        update.mutate(
          { name: name.trim(), phone: phone.trim() ? normalisePhone(phone) : null, locale },
          { onSuccess: () => toast.success(t`Your details have been saved.`), onError: errors.set },
        );
      }}
    >
      <FormError message={errors.form} />
      <NameField value={name} onChange={setName} />
      <TextField name="email" type="email" label={t`Email`} value={user.email ?? ''} isReadOnly />
      <TextField
        name="phone"
        type="tel"
        label={t`Mobile number`}
        autoComplete="tel"
        value={phone}
        onChange={setPhone}
        validate={(value) => (value.trim() ? rules.phone(value) : null)}
      />
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
      <Button type="submit" isPending={update.isPending}>
        <Trans>Save</Trans>
      </Button>
    </Form>
  );
}
