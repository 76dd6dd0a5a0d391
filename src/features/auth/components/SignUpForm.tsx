import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { EmailField, NameField, NewPasswordField } from '../../../components/form-fields';
import { currentLocale } from '../../../lib/i18n';
import { useRegister } from '../api/sign-in';
import { useFinishSignIn } from '../use-finish-sign-in';
import { GoogleSignIn } from './GoogleSignIn';

export function SignUpForm({ redirect }: { redirect: string | undefined }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const register = useRegister();
  const finish = useFinishSignIn(redirect);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <div className="auth-form">
      <MutationForm
        mutation={register}
        variables={() => ({ name: name.trim(), email: email.trim(), password })}
        onSuccess={(data) => finish(data.user)}
      >
        <NameField value={name} onChange={setName} />
        <EmailField value={email} onChange={setEmail} />
        <NewPasswordField
          name="password"
          value={password}
          onChange={setPassword}
          label={t`Password`}
          description={t`At least 8 characters. A passphrase you don't use elsewhere is best.`}
        />
        <SubmitButton>
          <Trans>Create account</Trans>
        </SubmitButton>
      </MutationForm>
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
