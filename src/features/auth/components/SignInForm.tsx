import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from '../../../components/ui/Form';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { EmailField, CurrentPasswordField } from '../../../components/form-fields';
import { currentLocale } from '../../../lib/i18n';
import { useLogin } from '../api/sign-in';
import { useApiErrors } from '../../../lib/use-api-errors';
import { useFinishSignIn } from '../use-finish-sign-in';
import { GoogleSignIn } from './GoogleSignIn';

export function SignInForm({ redirect }: { redirect: string | undefined }) {
  const lang = currentLocale();
  const login = useLogin();
  const finish = useFinishSignIn(redirect);
  const errors = useApiErrors();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <div className="auth-form">
      <Form
        className="form"
        validationErrors={errors.fields}
        onEdit={errors.onInput}
        onSubmit={(event) => {
          event.preventDefault();
          errors.clear();
          login.mutate(
            { email: email.trim(), password },
            { onSuccess: (data) => finish(data.user), onError: errors.set },
          );
        }}
      >
        <FormError message={errors.form} />
        <EmailField value={email} onChange={setEmail} />
        <CurrentPasswordField value={password} onChange={setPassword} />
        <Link to="/$lang/forget-password" params={{ lang }} className="form-aside">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Button type="submit" isPending={login.isPending} className="btn-block">
          <Trans>Sign in</Trans>
        </Button>
      </Form>
      <GoogleSignIn redirect={redirect} />
      <p className="form-switch">
        <Trans>New to Sakan?</Trans>{' '}
        <Link to="/$lang/sign-up" params={{ lang }} search={{ redirect }}>
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </div>
  );
}
