import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { NewPasswordField } from '../../../components/form-fields';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import { currentLocale } from '../../../lib/i18n';
import { useResetPassword } from '../api/password-reset';

/** Step 3: a new password with the token from step 2; then sign in again (every session was ended). */
export function ResetPasswordForm({ email }: { email: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const passwordToken = useRouterState({ select: (s) => s.location.state.passwordToken });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  if (!email || !passwordToken) {
    return (
      <p>
        <Trans>This reset link has expired.</Trans>{' '}
        <Link to="/$lang/forget-password" params={{ lang }}>
          <Trans>Ask for a new code.</Trans>
        </Link>
      </p>
    );
  }
  return (
    <MutationForm
      mutation={reset}
      variables={() => ({ email, password_token: passwordToken, new_password: password })}
      onSuccess={() => {
        toast.success(t`Your password has been changed. Sign in with the new one.`);
        // The address just verified is the one to sign in with: carried over, not typed again.
        void navigate({ to: '/$lang/sign-in', params: { lang }, search: { email }, replace: true });
      }}
    >
      <NewPasswordField value={password} onChange={setPassword} />
      <TextField
        name="confirm"
        type="password"
        label={t`Repeat the new password`}
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        validate={(value) => (value === password ? null : t`The passwords don't match.`)}
      />
      <SubmitButton>
        <Trans>Change password</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
