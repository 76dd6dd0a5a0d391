import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from '../../../components/ui/Form';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { EmailField, NameField, NewPasswordField } from '../../../components/form-fields';
import { currentLocale } from '../../../lib/i18n';
import { useRegister } from '../api/sign-in';
import { useApiErrors } from '../../../lib/use-api-errors';
import { useFinishSignIn } from '../use-finish-sign-in';
import { GoogleSignIn } from './GoogleSignIn';

export function SignUpForm({ redirect }: { redirect: string | undefined }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const register = useRegister();
  const finish = useFinishSignIn(redirect);
  const errors = useApiErrors();
  const [name, setName] = useState('');
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
          register.mutate(
            { name: name.trim(), email: email.trim(), password },
            { onSuccess: (data) => finish(data.user), onError: errors.set },
          );
        }}
      >
        <FormError message={errors.form} />
        <NameField value={name} onChange={setName} />
        <EmailField value={email} onChange={setEmail} />
        <NewPasswordField
          name="password"
          value={password}
          onChange={setPassword}
          label={t`Password`}
          description={t`At least 8 characters. A passphrase you don't use elsewhere is best.`}
        />
        <Button type="submit" isPending={register.isPending} className="btn-block">
          <Trans>Create account</Trans>
        </Button>
      </Form>
      <GoogleSignIn redirect={redirect} />
      <p className="form-switch">
        <Trans>Already have an account?</Trans>{' '}
        <Link to="/$lang/sign-in" params={{ lang }} search={{ redirect }}>
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </div>
  );
}
