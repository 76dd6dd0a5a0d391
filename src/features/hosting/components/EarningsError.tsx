import { Trans } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '../../../components/ui/Button';
import { isApiError, isOfflineFailure } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { EarningsFrame } from './EarningsPage';

/**
 * The statement could not be shown: offline (it is never kept on the device), signed out, not a host,
 * or a fault. Each says what happened and what to do, inside the page's frame.
 */
export function EarningsError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const messageOf = useErrorMessage();
  const lang = currentLocale();
  const status = isApiError(error) ? error.status : 0;
  const retry = (
    <Button onPress={() => void router.invalidate()}>
      <Trans>Try again</Trans>
    </Button>
  );
  let body;
  if (isOfflineFailure(error)) {
    body = (
      <>
        <h2>
          <Trans>You’re offline</Trans>
        </h2>
        <p>
          <Trans>Your earnings are not kept on this device. Connect to the internet, then try again.</Trans>
        </p>
        {retry}
      </>
    );
  } else if (status === 401) {
    body = (
      <>
        <h2>
          <Trans>Sign in to see your earnings</Trans>
        </h2>
        <Link to="/$lang/sign-in" params={{ lang }} className="btn btn-primary">
          <Trans>Sign in</Trans>
        </Link>
      </>
    );
  } else if (status === 403) {
    body = (
      <>
        <h2>
          <Trans>Earnings are for hosts</Trans>
        </h2>
        <p>
          <Trans>List your property: once it is accepted, your stays and payouts appear here.</Trans>
        </p>
        <Link to="/$lang/list-property" params={{ lang }} className="btn btn-primary">
          <Trans>List your property</Trans>
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <h2>
          <Trans>Your earnings couldn’t be loaded</Trans>
        </h2>
        <p>{messageOf(error)}</p>
        {retry}
      </>
    );
  }
  return (
    <EarningsFrame>
      <div className="empty-state" role="alert">
        {body}
      </div>
    </EarningsFrame>
  );
}
