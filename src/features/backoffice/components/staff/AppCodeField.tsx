import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../../components/ui/TextField';
import { asciiDigits } from '../../../../lib/digits';
import { useFieldRules } from '../../../../lib/form-rules';

/**
 * The authenticator app's current six digits, for the forms that spend one (setting the factor up,
 * renewing the recovery codes). Digits typed in any script are kept as ASCII, as the server reads them.
 */
export function AppCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useLingui();
  const rules = useFieldRules();
  return (
    <TextField
      name="code"
      label={t`The 6-digit code the app shows now`}
      inputMode="numeric"
      autoComplete="one-time-code"
      ltr
      maxLength={6}
      value={value}
      onChange={(typed) => onChange(asciiDigits(typed))}
      validate={rules.otp}
    />
  );
}
