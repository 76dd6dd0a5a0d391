import { Trans } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '../../../components/layout/lazy-screens';
import { Button } from '../../../components/ui/Button';
import { isApiError, isOfflineFailure } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';

/**
 * The host's dashboard or stays could not load: a stay that is not on the caller's units, a caller who
 * is not a host (the hosting layout explains how to become one), no connection, or a fault.
 */
export function HostingStaysError(props: ErrorComponentProps) {
  const { error } = props;
  const router = useRouter();
  const messageOf = useErrorMessage();
  const lang = currentLocale();
  if (isOfflineFailure(error)) return <RouteError {...props} />;
  const notFound = isApiError(error) && error.status === 404;
  const forbidden = isApiError(error) && (error.status === 403 || error.status === 401);
  return (
    <div className="page empty-state" role="alert">
      <h1>
        {notFound ? (
          <Trans>We couldn’t find this reservation</Trans>
        ) : forbidden ? (
          <Trans>This page is for hosts</Trans>
        ) : (
          <Trans>Your hosting page couldn’t be loaded</Trans>
        )}
      </h1>
      <p>
        {notFound ? (
          <Trans>It isn’t a stay at one of your units. Check your reservations list.</Trans>
        ) : forbidden ? (
          <Trans>Sign in with your host account, or list your property to become a host.</Trans>
        ) : (
          messageOf(error)
        )}
      </p>
      <p className="trip-actions">
        {!notFound && !forbidden && (
          <Button onPress={() => void router.invalidate()}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link
          to="/$lang/hosting/$"
          params={{ lang, _splat: 'reservations' }}
          search={{ tab: 'upcoming', page: 1 }}
          className="btn btn-secondary"
        >
          <Trans>Reservations</Trans>
        </Link>
      </p>
    </div>
  );
}
