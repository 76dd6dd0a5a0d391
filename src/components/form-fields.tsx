import { useLingui } from '@lingui/react/macro';
import { TextField } from './ui/TextField';
import { useFieldRules } from '../lib/form-rules';
import { usePhoneCheck } from '../lib/phone-check';

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

/** The calling code and a sample number, each a left-to-right isolate inside right-to-left text. */
const ltr = (text: string) => `\u2066${text}\u2069`;
export const PHONE_HINT_VALUES = { code: ltr('+966'), example: ltr('05x xxx xxxx'), other: ltr('+971') };

/**
 * A phone number: a Saudi one as people dial it (the default country, its code shown in the help
 * text), or another country's with its code. Optional fields accept an empty value and check the
 * number only when one is typed; the check itself loads with the field (`usePhoneCheck`).
 */
export function PhoneField({
  value,
  onChange,
  name = 'phone',
  optional = false,
  label,
  description,
}: FieldProps & { optional?: boolean; label?: string; description?: string }) {
  const { t } = useLingui();
  const rules = useFieldRules();
  const check = usePhoneCheck();
  const { code, example, other } = PHONE_HINT_VALUES;
  return (
    <TextField
      name={name}
      type="tel"
      label={label ?? t`Mobile number`}
      description={
        description ??
        t`Saudi numbers (${code}) as you dial them, like ${example}; other countries’ with their code, like ${other}.`
      }
      autoComplete="tel"
      value={value}
      onChange={onChange}
      validate={(phone) => (optional && !phone.trim() ? null : rules.phone(phone, check?.toE164))}
    />
  );
}
