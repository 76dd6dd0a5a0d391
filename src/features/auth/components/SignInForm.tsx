import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { EmailField, CurrentPasswordField } from '../../../components/form-fields';
import { currentLocale } from '../../../lib/i18n';
import { useLogin, type SignInStep } from '../api/sign-in';
import { useFinishSignIn } from '../use-finish-sign-in';
import { GoogleSignIn } from './GoogleSignIn';
import { SecondFactorStep } from './SecondFactorStep';

export function SignInForm({
  redirect,
  email: known = '',
}: {
  redirect: string | undefined;
  email?: string;
}) {
  const lang = currentLocale();
  const login = useLogin();
  const finish = useFinishSignIn(redirect);
  const [email, setEmail] = useState(known);
  const [password, setPassword] = useState('');
  // Staff with a second factor: the password step answers with a challenge for the code step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const toCodeStep = (value: string) => {
    setNotice(null);
    setChallenge(value);
  };
  const next = (step: SignInStep) => ('challenge' in step ? toCodeStep(step.challenge) : finish(step.user));

  if (challenge) {
    return (
      <div className="auth-form">
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={finish}
          onRestart={(reason) => {
            setChallenge(null);
            setPassword('');
            setNotice(reason);
          }}
        />
      </div>
    );
  }
  return (
    <div className="auth-form">
      <MutationForm
        mutation={login}
        variables={() => ({ email: email.trim(), password })}
        onSuccess={next}
        message={notice}
      >
        <EmailField value={email} onChange={setEmail} />
        <CurrentPasswordField value={password} onChange={setPassword} />
        <Link to="/$lang/forget-password" params={{ lang }} className="form-aside">
          <Trans>Forgot your password?</Trans>
        </Link>
        <SubmitButton>
          <Trans>Sign in</Trans>
        </SubmitButton>
      </MutationForm>
      <GoogleSignIn redirect={redirect} onChallenge={toCodeStep} />
      <p className="form-switch">
        <Trans>New to Sakan?</Trans>{' '}
        <Link to="/$lang/sign-up" params={{ lang }} search={{ redirect }}>
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </div>
  );
}
