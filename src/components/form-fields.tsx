import { useLingui } from '@lingui/react/macro';
import { TextField } from './ui/TextField';
import { useFieldRules } from '../lib/form-rules';

/**
 * The account forms' recurring fields, each with its label, autofill hint and the contract's rule, so
 * every form asks for an email or a password the same way.
 */
interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

export function EmailField({ value, onChange, name = 'email' }: FieldProps) {
  const { t } = useLingui();
  const rules = useFieldRules();
  return (
    <TextField
      name={name}
      type="email"
      label={t`Email`}
      autoComplete="email"
      value={value}
      onChange={onChange}
      validate={rules.email}
    />
  );
}

export function NameField({ value, onChange, name = 'name' }: FieldProps) {
  const { t } = useLingui();
  const rules = useFieldRules();
  return (
    <TextField
      name={name}
      label={t`Full name`}
      autoComplete="name"
      value={value}
      onChange={onChange}
      validate={rules.name}
    />
  );
}

/** A password being chosen: the length rule shows as help text and is checked as the visitor types. */
export function NewPasswordField({
  value,
  onChange,
  name = 'new_password',
  label,
  description,
}: FieldProps & { label?: string; description?: string }) {
  const { t } = useLingui();
  const rules = useFieldRules();
  return (
    <TextField
      name={name}
      type="password"
      label={label ?? t`New password`}
      description={description ?? t`At least 8 characters.`}
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      validate={rules.password}
    />
  );
}

/** The password the visitor already has: only required, since old passwords may predate today's rules. */
export function CurrentPasswordField({
  value,
  onChange,
  name = 'password',
  label,
}: FieldProps & { label?: string }) {
  const { t } = useLingui();
  const rules = useFieldRules();
  return (
    <TextField
      name={name}
      type="password"
      label={label ?? t`Password`}
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      validate={rules.currentPassword}
    />
  );
}

/** A mobile number; optional fields accept an empty value and check the number only when one is typed. */
export function PhoneField({
  value,
  onChange,
  name = 'phone',
  optional = false,
  description,
}: FieldProps & { optional?: boolean; description?: string }) {
  const { t } = useLingui();
  const rules = useFieldRules();
  return (
    <TextField
      name={name}
      type="tel"
      label={t`Mobile number`}
      description={description}
      autoComplete="tel"
      value={value}
      onChange={onChange}
      validate={(phone) => (optional && !phone.trim() ? null : rules.phone(phone))}
    />
  );
}
