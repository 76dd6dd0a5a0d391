import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from '../../../components/ui/Form';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { NewPasswordField, CurrentPasswordField } from '../../../components/form-fields';
import { toast } from '../../../components/ui/toast-queue';
import { currentLocale } from '../../../lib/i18n';
import { useApiErrors } from '../../../lib/use-api-errors';
import { useLogout } from '../../auth';
import { useChangePassword } from '../api/change-password';

/** Change the password (the current one is required; other sessions end) and sign out everywhere. */
export function LoginSecurity() {
  const { t } = useLingui();
  const change = useChangePassword();
  const logout = useLogout();
  const navigate = useNavigate();
  const errors = useApiErrors();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  return (
    <div className="stack">
      <section aria-labelledby="change-password">
        <h2 id="change-password">
          <Trans>Change password</Trans>
        </h2>
        <Form
          className="form form-wide"
          validationErrors={errors.fields}
          onEdit={errors.onInput}
          onSubmit={(event) => {
            event.preventDefault();
            errors.clear();
            change.mutate(
              { current_password: current, new_password: next },
              {
                onSuccess: () => {
                  setCurrent('');
                  setNext('');
                  toast.success(t`Your password has been changed. Other devices were signed out.`);
                },
                onError: errors.set,
              },
            );
          }}
        >
          <FormError message={errors.form} />
          <CurrentPasswordField
            name="current_password"
            label={t`Current password`}
            value={current}
            onChange={setCurrent}
          />
          <NewPasswordField value={next} onChange={setNext} />
          <Button type="submit" isPending={change.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Form>
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
