import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { Button } from '../../../../components/ui/Button';
import { useErrorMessage } from '../../../../lib/error-message';
import { currentLocale } from '../../../../lib/i18n';
import { useLogout } from '../../../auth';
import { secondFactorQueryOptions } from '../../api/second-factor';
import { EnrolForm } from './EnrolForm';
import { RecoveryCodes } from './RecoveryCodes';
import './staff.css';

/**
 * What the console shows a staff sign-in without the second factor (the server answered
 * MFA_REQUIRED): its set-up when there is none yet, else a way to sign in again with the code.
 */
export default function SecondFactorGate({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const status = useQuery(secondFactorQueryOptions());
  const messageOf = useErrorMessage();
  if (status.isPending) {
    return (
      <Page title={msg`Second factor`}>
        <p role="status">
          <Trans>Checking your sign-in…</Trans>
        </p>
      </Page>
    );
  }
  if (status.isError) {
    return (
      <Page title={msg`Second factor`}>
        <p role="alert">{messageOf(status.error)}</p>
      </Page>
    );
  }
  if (status.data.enrolled) return <SignInAgain />;
  return (
    <Page
      title={msg`Set up your second factor`}
      lead={msg`Staff sign in with their password and a code from an authenticator app on their phone. Set it up once to open the console.`}
    >
      <EnrolForm onConfirmed={onConfirmed} />
    </Page>
  );
}

/** The factor is set up, but this sign-in came without it (from before, or from elsewhere). */
function SignInAgain() {
  const logout = useLogout();
  const navigate = useNavigate();
  const path = useLocation({ select: (location) => location.pathname });
  const lang = currentLocale();
  return (
    <Page title={msg`Sign in again with your code`}>
      <p>
        <Trans>
          Your second factor is set up, but this sign-in did not use it. Sign out, then sign in with your
          password and the code from your authenticator app.
        </Trans>
      </p>
      <Button
        isPending={logout.isPending}
        onPress={() =>
          logout.mutate(false, {
            onSettled: () =>
              void navigate({ to: '/$lang/sign-in', params: { lang }, search: { redirect: path } }),
          })
        }
      >
        <Trans>Sign out and sign in again</Trans>
      </Button>
    </Page>
  );
}

/** The recovery codes after a set-up, before the console opens. */
export function RecoveryCodesPage({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Page title={msg`Your second factor is set up`}>
      <RecoveryCodes codes={codes} onDone={onDone} />
    </Page>
  );
}
