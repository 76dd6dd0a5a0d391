import { Trans } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '../../../components/layout/lazy-screens';
import { Button } from '../../../components/ui/Button';
import { isApiError, isOfflineFailure } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';

/**
 * A trip that is not the caller's (or gone), no connection and no saved copy (the offline screen says
 * trips are kept once opened online), or a fault: what happened and what to do.
 */
export function TripsError(props: ErrorComponentProps) {
  const { error } = props;
  const router = useRouter();
  const messageOf = useErrorMessage();
  const lang = currentLocale();
  const notFound = isApiError(error) && error.status === 404;
  // Offline with no saved copy: the shared offline screen (the route says trips are kept once opened).
  if (isOfflineFailure(error)) return <RouteError {...props} />;
  return (
    <div className="page empty-state" role="alert">
      <h1>
        {notFound ? <Trans>We couldn’t find this trip</Trans> : <Trans>Your trips couldn’t be loaded</Trans>}
      </h1>
      <p>
        {notFound ? (
          <Trans>
            It isn’t in your account. Check your trips list, or sign in with the account you booked with.
          </Trans>
        ) : (
          messageOf(error)
        )}
      </p>
      <p className="trip-actions">
        {!notFound && (
          <Button onPress={() => void router.invalidate()}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link
          to="/$lang/account/reservations"
          params={{ lang }}
          search={{ tab: 'upcoming', page: 1 }}
          className="btn btn-secondary"
        >
          <Trans>My reservations</Trans>
        </Link>
      </p>
    </div>
  );
}
