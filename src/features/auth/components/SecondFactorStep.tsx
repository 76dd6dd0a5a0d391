import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { asciiDigits } from '../../../lib/digits';
import type { SessionUser } from '../../../../contract/auth';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { isApiError } from '../../../lib/api-error';
import { useFieldRules } from '../../../lib/form-rules';
import { completeSecondFactor } from '../api/sign-in';

/**
 * A staff sign-in's second step: the six digits of the authenticator app, or one recovery code. A
 * wrong or just-used code is said on its field, too many wrong codes above it (the server's message),
 * and a challenge that expired sends the person back to the password with the reason.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (user: SessionUser) => void;
  /** Back to the password step, with the server's reason when the challenge expired. */
  onRestart: (reason: string | null) => void;
}) {
  const { t } = useLingui();
  const rules = useFieldRules();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const mutation = useMutation({
    mutationFn: completeSecondFactor,
    onError: (error) => {
      if (isApiError(error) && error.code === 'CHALLENGE_EXPIRED') onRestart(error.message);
    },
  });
  return (
    <MutationForm
      mutation={mutation}
      variables={() => (recovery ? { challenge, recovery_code: code.trim() } : { challenge, code })}
      onSuccess={(data) => onSignedIn(data.user)}
      aria-labelledby="second-factor-title"
    >
      <h2 id="second-factor-title" className="form-step-title">
        <Trans>Enter your code</Trans>
      </h2>
      <p className="form-note">
        {recovery ? (
          <Trans>
            Enter one of the recovery codes you saved when you set up the app. Each code works once.
          </Trans>
        ) : (
          <Trans>Open your authenticator app and enter the 6-digit code it shows for Sakan.</Trans>
        )}
      </p>
      {recovery ? (
        <TextField
          key="recovery_code"
          name="recovery_code"
          label={t`Recovery code`}
          autoComplete="off"
          ltr
          maxLength={24}
          value={code}
          onChange={setCode}
          validate={(value) =>
            /^[A-Za-z2-7]{4}([\s-]?[A-Za-z2-7]{4}){3}$/.test(value.trim())
              ? null
              : t`Enter a recovery code like abcd-efgh-ijkl-mnop.`
          }
        />
      ) : (
        <TextField
          key="code"
          name="code"
          label={t`Code from your authenticator app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          ltr
          maxLength={6}
          value={code}
          onChange={(value) => setCode(asciiDigits(value))}
          validate={rules.otp}
        />
      )}
      <SubmitButton>
        <Trans>Verify and sign in</Trans>
      </SubmitButton>
      <Button
        variant="ghost"
        onPress={() => {
          setRecovery(!recovery);
          setCode('');
        }}
      >
        {recovery ? <Trans>Use a code from the app instead</Trans> : <Trans>Use a recovery code</Trans>}
      </Button>
      <Button variant="ghost" onPress={() => onRestart(null)}>
        <Trans>Start again with your password</Trans>
      </Button>
    </MutationForm>
  );
}
