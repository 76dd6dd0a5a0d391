import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import { currentLocale } from '../../../lib/i18n';
import { useSendOtp, useValidateOtp } from '../api/password-reset';
import { useErrorMessage } from '../../../lib/error-message';
import { useFieldRules } from '../../../lib/form-rules';
import { Ltr } from '../../../components/ui/Ltr';

/**
 * Step 2: the 6-digit code. One labelled field (numeric keyboard, one-time-code autofill) rather than six
 * boxes: screen readers and paste both just work. The password token goes forward in history state,
 * never in the URL.
 */
export function VerifyOtpForm({ email }: { email: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const rules = useFieldRules();
  const validate = useValidateOtp();
  const resend = useSendOtp();
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const [otp, setOtp] = useState('');
  const [resendError, setResendError] = useState<string | null>(null);

  if (!email) {
    return (
      <p>
        <Link to="/$lang/forget-password" params={{ lang }}>
          <Trans>Start by entering your email.</Trans>
        </Link>
      </p>
    );
  }
  return (
    <MutationForm
      mutation={validate}
      variables={() => ({ email, otp: otp.trim() })}
      onSuccess={(passwordToken) =>
        void navigate({
          to: '/$lang/reset-password',
          params: { lang },
          search: { email },
          state: { passwordToken },
        })
      }
      message={resendError}
    >
      <p className="form-note">
        <Trans>
          The code was sent to <Ltr>{email}</Ltr>. It is valid for 10 minutes.
        </Trans>
      </p>
      <TextField
        name="otp"
        label={t`6-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        ltr
        maxLength={6}
        value={otp}
        onChange={(value) => setOtp(value.replace(/\D/g, ''))}
        validate={rules.otp}
      />
      <SubmitButton>
        <Trans>Continue</Trans>
      </SubmitButton>
      <Button
        variant="ghost"
        isPending={resend.isPending}
        onPress={() => {
          setResendError(null);
          resend.mutate(
            { email },
            {
              onSuccess: () => toast.success(t`A new code is on its way.`),
              onError: (error) => setResendError(messageOf(error)),
            },
          );
        }}
      >
        <Trans>Send a new code</Trans>
      </Button>
    </MutationForm>
  );
}
