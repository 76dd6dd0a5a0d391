import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Button } from '../../../components/ui/Button';
import { NewPasswordField, CurrentPasswordField } from '../../../components/form-fields';
import { toast } from '../../../components/ui/toast-queue';
import { currentLocale } from '../../../lib/i18n';
import { useLogout } from '../../auth';
import { useChangePassword } from '../api/change-password';

/** Change the password (the current one is required; other sessions end) and sign out everywhere. */
export function LoginSecurity() {
  const { t } = useLingui();
  const change = useChangePassword();
  const logout = useLogout();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  return (
    <div className="stack">
      <section aria-labelledby="change-password">
        <h2 id="change-password">
          <Trans>Change password</Trans>
        </h2>
        <MutationForm
          className="form form-wide"
          mutation={change}
          variables={() => ({ current_password: current, new_password: next })}
          onSuccess={() => {
            setCurrent('');
            setNext('');
            toast.success(t`Your password has been changed. Other devices were signed out.`);
          }}
        >
          <CurrentPasswordField
            name="current_password"
            label={t`Current password`}
            value={current}
            onChange={setCurrent}
          />
          <NewPasswordField value={next} onChange={setNext} />
          <SubmitButton block={false}>
            <Trans>Change password</Trans>
          </SubmitButton>
        </MutationForm>
      </section>
      <section aria-labelledby="sessions">
        <h2 id="sessions">
          <Trans>Signed-in devices</Trans>
        </h2>
        <p>
          <Trans>
            Lost a phone or used a shared computer? Sign out of Sakan on every device, this one included.
          </Trans>
        </p>
        <Button
          variant="secondary"
          isPending={logout.isPending}
          onPress={() =>
            logout.mutate(true, {
              onSettled: () => void navigate({ to: '/$lang/sign-in', params: { lang: currentLocale() } }),
            })
          }
        >
          <Trans>Sign out everywhere</Trans>
        </Button>
      </section>
    </div>
  );
}
