import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Ltr } from '../../../../components/ui/Ltr';
import { useErrorMessage } from '../../../../lib/error-message';
import { secondFactorSetupQueryOptions, useConfirmSecondFactor } from '../../api/second-factor';
import { AppCodeField } from './AppCodeField';
import { QrCode } from './QrCode';

/**
 * Setting up the second factor: the secret as a QR code (drawn here) and as text to type in, then the
 * app's first code, which confirms it and brings the ten recovery codes.
 */
export function EnrolForm({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const { t } = useLingui();
  const messageOf = useErrorMessage();
  const setup = useQuery(secondFactorSetupQueryOptions());
  const confirm = useConfirmSecondFactor();
  const [code, setCode] = useState('');
  if (setup.isPending) {
    return (
      <p role="status">
        <Trans>Preparing your secret…</Trans>
      </p>
    );
  }
  if (setup.isError) return <p role="alert">{messageOf(setup.error)}</p>;
  const grouped = setup.data.secret.match(/.{1,4}/g)?.join(' ') ?? setup.data.secret;
  return (
    <ol className="console-steps">
      <li>
        <Trans>
          Install an authenticator app on your phone if you have none: Google Authenticator, Microsoft
          Authenticator, 1Password, Aegis or any other that takes time-based codes.
        </Trans>
      </li>
      <li>
        <p>
          <Trans>In the app, add an account and scan this code:</Trans>
        </p>
        <QrCode text={setup.data.uri} label={t`QR code holding your secret for the authenticator app`} />
        <p>
          <Trans>Or type in this secret (time-based, 6 digits, every 30 seconds):</Trans>
        </p>
        <p className="console-secret">
          <Ltr>
            <code>{grouped}</code>
          </Ltr>
        </p>
      </li>
      <li>
        <MutationForm mutation={confirm} variables={() => ({ code })} onSuccess={onConfirmed}>
          <AppCodeField value={code} onChange={setCode} />
          <SubmitButton block={false}>
            <Trans>Confirm and set up</Trans>
          </SubmitButton>
        </MutationForm>
      </li>
    </ol>
  );
}
