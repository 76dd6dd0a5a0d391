import { Trans } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '../../../components/layout/lazy-screens';
import { Button } from '../../../components/ui/Button';
import { isApiError, isOfflineFailure } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';

/**
 * A unit that is not the host's (or gone), no permission, no connection (the shared offline screen:
 * hosting pages are never kept on the device), or a fault: what happened and what to do next.
 */
export function HostingError(props: ErrorComponentProps) {
  const { error } = props;
  const router = useRouter();
  const messageOf = useErrorMessage();
  const lang = currentLocale();
  if (isOfflineFailure(error)) return <RouteError {...props} />;
  const status = isApiError(error) ? error.status : 0;
  return (
    <div className="page empty-state" role="alert">
      <h1>
        {status === 404 ? (
          <Trans>We couldn’t find this unit</Trans>
        ) : status === 403 ? (
          <Trans>This part is for hosts</Trans>
        ) : (
          <Trans>Your units couldn’t be loaded</Trans>
        )}
      </h1>
      <p>
        {status === 404 ? (
          <Trans>It isn’t among your units. Open your list of units to pick one.</Trans>
        ) : status === 403 ? (
          <Trans>List your property to become a host; once it’s accepted, your units appear here.</Trans>
        ) : (
          messageOf(error)
        )}
      </p>
      <p className="trip-actions">
        {status !== 404 && status !== 403 && (
          <Button onPress={() => void router.invalidate()}>
            <Trans>Try again</Trans>
          </Button>
        )}
        {status === 403 ? (
          <Link to="/$lang/list-property" params={{ lang }} className="btn btn-secondary">
            <Trans>List your property</Trans>
          </Link>
        ) : (
          <Link to="/$lang/hosting/$" params={{ lang, _splat: 'units' }} className="btn btn-secondary">
            <Trans>My units</Trans>
          </Link>
        )}
      </p>
    </div>
  );
}
